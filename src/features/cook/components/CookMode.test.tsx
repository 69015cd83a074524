import { act, screen, within } from '@testing-library/react';
import { SCREEN_MAY_SLEEP } from './CookMode';
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
    expect(within(dialog).getByRole('button', { name: 'Next step' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Next step' }));
    expect(within(dialog).getByText('Step 3 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    await user.click(within(dialog).getByRole('button', { name: 'Previous step' }));
    expect(within(dialog).getByText('Step 1 of 3')).toBeInTheDocument();
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
      expect(screen.queryByText(SCREEN_MAY_SLEEP)).not.toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(navigator, 'wakeLock');
    }
  });

  it('says once, not as an error, that the screen may sleep where it cannot be kept awake', async () => {
    const { user } = await withRecipe();
    await user.click(screen.getByRole('button', { name: 'Start cooking' }));
    expect(await screen.findByText(SCREEN_MAY_SLEEP)).toBeInTheDocument();
    expect(screen.getAllByText(SCREEN_MAY_SLEEP)).toHaveLength(1);
  });
});
