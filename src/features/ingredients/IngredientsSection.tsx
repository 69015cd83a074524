import { useCallback, useRef, type ReactNode } from 'react';
import { IngredientForm } from './IngredientForm';
import { LazyIngredientList } from './LazyIngredientList';

/** The form, the cook's preferences (placed by the page) and the list. The form and the list share the input, which Clear All and removing the last row hand focus back to. */
export function IngredientsSection({ preferences }: { preferences: ReactNode }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const focusInput = useCallback(() => inputRef.current?.focus(), []);

  return (
    <>
      <IngredientForm inputRef={inputRef} />
      {preferences}
      <LazyIngredientList focusInput={focusInput} />
    </>
  );
}
