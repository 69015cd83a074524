import { useState, type ReactNode } from 'react';
import { LabelledIconButton } from '../../../components/LabelledIconButton';
import { StrokeIcon } from '../../../components/StrokeIcon';
import { useShoppingListText } from './shoppingListTexts';

function BasketIcon() {
  return (
    <StrokeIcon>
      <path d="M3 9h18l-2 11H5z" />
      <path d="m8 9 4-6 4 6" />
    </StrokeIcon>
  );
}

/** The header's Shopping list button; the page places the panel, whose code is fetched on the first click. */
export function ShoppingListButton({ panel }: { panel: (onClosed: () => void) => ReactNode }) {
  const text = useShoppingListText();
  const [open, setOpen] = useState(false);
  return (
    <>
      <LabelledIconButton icon={<BasketIcon />} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {text('shoppingList.open')}
      </LabelledIconButton>
      {open && panel(() => setOpen(false))}
    </>
  );
}
