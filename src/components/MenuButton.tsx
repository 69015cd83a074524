import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { SecondaryButton } from './SecondaryButton';
import { colors } from '../styles/themes';

const Wrapper = styled.div`
  position: relative;
  display: inline-block;
`;

const Menu = styled.ul`
  position: absolute;
  inset: calc(100% + 0.25rem) 0 auto auto;
  z-index: 4;
  min-width: 14rem;
  margin: 0;
  padding: 0.25rem;
  list-style: none;
  border: 1px solid ${colors.border};
  border-radius: 8px;
  background: ${colors.surface};
  box-shadow: 0 4px 16px rgb(0 0 0 / 0.2);
`;

const Item = styled.li`
  min-height: 44px;
  display: flex;
  align-items: center;
  padding: 0 0.75rem;
  border-radius: 6px;
  color: ${colors.text};
  cursor: pointer;

  &:hover,
  &:focus {
    background: ${colors.background};
  }
`;

export interface MenuAction {
  label: string;
  onSelect: () => void;
}

/**
 * A button that opens a menu of actions (the WAI-ARIA menu button): Enter, Space or ↓ opens it on its first item
 * (↑ on its last), ↑ ↓ Home End move, Enter or Space chooses, Escape closes it back onto the button, and Tab or a
 * click elsewhere closes it.
 */
export function MenuButton({ label, actions }: { label: string; actions: readonly MenuAction[] }) {
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const menuId = useId();

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    const all = items();
    (open === 'first' ? all[0] : all.at(-1))?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !menu.current?.parentElement?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const choose = (action: MenuAction) => {
    close();
    action.onSelect();
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const moveTo = (index: number) => all[(index + all.length) % all.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        return (event.preventDefault(), moveTo(at + 1));
      case 'ArrowUp':
        return (event.preventDefault(), moveTo(at - 1));
      case 'Home':
        return (event.preventDefault(), moveTo(0));
      case 'End':
        return (event.preventDefault(), moveTo(all.length - 1));
      case 'Escape':
        return (event.preventDefault(), close());
      case 'Tab':
        return setOpen(false);
      case 'Enter':
      case ' ': {
        event.preventDefault();
        const action = actions[at];
        if (action) choose(action);
      }
    }
  };

  return (
    <Wrapper>
      <SecondaryButton
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open !== false}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpen(false) : setOpen('first'))}
        onKeyDown={onButtonKey}
      >
        {label}
      </SecondaryButton>
      {open && (
        <Menu ref={menu} id={menuId} role="menu" aria-label={label} onKeyDown={onMenuKey}>
          {actions.map((action) => (
            <Item key={action.label} role="menuitem" tabIndex={-1} onClick={() => choose(action)}>
              {action.label}
            </Item>
          ))}
        </Menu>
      )}
    </Wrapper>
  );
}
