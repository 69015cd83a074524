import { act, fireEvent, screen, within } from '@testing-library/react';
import { withRecipe, startEachTestAfresh } from '../../../../__tests__/support/cookTestRecipe';

startEachTestAfresh();

describe('cook mode', () => {
  it('shows one step at a time, moved with the buttons and the arrow keys', async () => {
    const { user } = await withRecipe();
    await user.click(screen.getByRole('button', { name: 'Start cooking' }));
    const dialog = screen.getByRole('dialog', { name: 'Tomato pasta' });
    expect(within(dialog).getByText('Step 1 of 3')).toBeInTheDocument();
    expect(within(dialog).getByText('Boil the spaghetti for 10 minutes.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next step' }));
    expect(within(dialog).getByText('Step 2 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('Toss and serve.')).toBeInTheDocument();
    expect(within(dialog).getByText('Step 3 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    await user.click(within(dialog).getByRole('button', { name: 'Previous step' }));
    expect(within(dialog).getByText('Step 1 of 3')).toBeInTheDocument();
  });

  it('lists under each step the ingredients it uses, as the card shows them', async () => {
    const { user } = await withRecipe();
    await user.click(screen.getByRole('button', { name: 'Start cooking' }));
    const dialog = screen.getByRole('dialog', { name: 'Tomato pasta' });
    expect(
      within(within(dialog).getByRole('list', { name: 'For this step' })).getByText('200 g spaghetti'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next step' }));
    expect(
      within(within(dialog).getByRole('list', { name: 'For this step' })).getByText('3 tomatoes'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next step' }));
    expect(within(dialog).queryByRole('list', { name: 'For this step' })).not.toBeInTheDocument();
  });

  it('shows its progress, and after the last step a finished view with a way back and out', async () => {
    const { user } = await withRecipe();
    await user.click(screen.getByRole('button', { name: 'Start cooking' }));
    const dialog = screen.getByRole('dialog', { name: 'Tomato pasta' });
    expect(dialog.querySelector('progress')).toHaveAttribute('max', '3');
    await user.click(within(dialog).getByRole('button', { name: 'Next step' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next step' }));
    await user.click(within(dialog).getByRole('button', { name: 'Finish' }));
    expect(within(dialog).getByText('All steps done. Enjoy your meal!')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close cook mode' })).toHaveFocus();
    expect(within(dialog).getByText('Finished')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Back to the last step' }));
    expect(within(dialog).getByText('Toss and serve.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Finish' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    await user.click(within(dialog).getByRole('button', { name: 'Close cook mode' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('changes the step with a horizontal swipe, and not with a vertical one', async () => {
    const { user } = await withRecipe();
    await user.click(screen.getByRole('button', { name: 'Start cooking' }));
    const dialog = screen.getByRole('dialog', { name: 'Tomato pasta' });
    const swipe = (from: number, to: number, toY = 400) => {
      fireEvent.touchStart(dialog, { touches: [{ clientX: from, clientY: 400 }] });
      fireEvent.touchEnd(dialog, { changedTouches: [{ clientX: to, clientY: toY }] });
    };
    swipe(300, 100);
    expect(within(dialog).getByText('Step 2 of 3')).toBeInTheDocument();
    swipe(100, 300);
    expect(within(dialog).getByText('Step 1 of 3')).toBeInTheDocument();
    swipe(300, 250, 100);
    expect(within(dialog).getByText('Step 1 of 3')).toBeInTheDocument();
  });

  it('keeps all the ingredients in a disclosure that says how many', async () => {
    const { user } = await withRecipe();
    await user.click(screen.getByRole('button', { name: 'Start cooking' }));
    const summary = screen.getByText('All ingredients (4)');
    expect(summary.closest('details')).not.toHaveAttribute('open');
    await user.click(summary);
    expect(summary.closest('details')).toHaveAttribute('open');
  });

  it('returns focus to Start cooking when Done closes it', async () => {
    const { user } = await withRecipe();
    await user.click(screen.getByRole('button', { name: 'Start cooking' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start cooking' })).toHaveFocus();
  });

  it('keeps the screen awake while open and lets go when closed', async () => {
    const release = jest.fn().mockResolvedValue(undefined);
    const request = jest.fn().mockResolvedValue({ release });
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    try {
      const { user } = await withRecipe();
      await user.click(screen.getByRole('button', { name: 'Start cooking' }));
      expect(request).toHaveBeenCalledWith('screen');
      await user.click(screen.getByRole('button', { name: 'Done' }));
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(release).toHaveBeenCalled();
      expect(
        screen.queryByText('This browser cannot keep the screen awake, so it may still go dark between steps.'),
      ).not.toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(navigator, 'wakeLock');
    }
  });

  it('says once, not as an error, that the screen may sleep where it cannot be kept awake', async () => {
    const { user } = await withRecipe();
    await user.click(screen.getByRole('button', { name: 'Start cooking' }));
    expect(
      await screen.findByText('This browser cannot keep the screen awake, so it may still go dark between steps.'),
    ).toBeInTheDocument();
    expect(
      screen.getAllByText('This browser cannot keep the screen awake, so it may still go dark between steps.'),
    ).toHaveLength(1);
  });
});
