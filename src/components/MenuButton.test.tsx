import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MenuButton } from './MenuButton';

function renderMenu() {
  const chosen: string[] = [];
  const actions = ['Copy', 'Print', 'Share'].map((label) => ({ label, onSelect: () => chosen.push(label) }));
  render(
    <>
      <MenuButton label="More actions" actions={actions} />
      <button type="button">Elsewhere</button>
    </>,
  );
  return { chosen, user: userEvent.setup(), button: screen.getByRole('button', { name: 'More actions' }) };
}

describe('a menu of actions behind one button', () => {
  it('is closed until asked for, and says so', () => {
    const { button } = renderMenu();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens on Enter onto its first item, moves with the arrow keys, and runs the item chosen with Enter', async () => {
    const { user, button, chosen } = renderMenu();
    button.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu', { name: 'More actions' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Copy' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Copy' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(chosen).toEqual(['Share']);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('opens on ↑ onto its last item, and goes to either end with Home and End', async () => {
    const { user, button } = renderMenu();
    button.focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Share' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'Copy' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Share' })).toHaveFocus();
  });

  it('closes on Escape back onto its button, choosing nothing', async () => {
    const { user, button, chosen } = renderMenu();
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(chosen).toEqual([]);
  });

  it('closes when the cook clicks elsewhere', async () => {
    const { user, button } = renderMenu();
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('runs an item clicked', async () => {
    const { user, button, chosen } = renderMenu();
    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Print' }));
    expect(chosen).toEqual(['Print']);
  });
});
