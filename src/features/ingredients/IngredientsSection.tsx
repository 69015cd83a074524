import { useCallback, useRef } from 'react';
import { IngredientForm } from './IngredientForm';
import { LazyIngredientList } from './LazyIngredientList';

/** The form and the list share the input, which Clear All and removing the last row hand focus back to. */
export function IngredientsSection() {
  const inputRef = useRef<HTMLInputElement>(null);
  const focusInput = useCallback(() => inputRef.current?.focus(), []);

  return (
    <>
      <IngredientForm inputRef={inputRef} />
      <LazyIngredientList focusInput={focusInput} />
    </>
  );
}
