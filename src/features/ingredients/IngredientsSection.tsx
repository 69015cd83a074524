import { useCallback, useRef } from 'react';
import { IngredientForm } from './IngredientForm';
import { IngredientList } from './IngredientList';

/** The form and the list share the input, which Clear All hands focus back to. */
export function IngredientsSection() {
  const inputRef = useRef<HTMLInputElement>(null);
  const focusInput = useCallback(() => inputRef.current?.focus(), []);

  return (
    <>
      <IngredientForm inputRef={inputRef} />
      <IngredientList onCleared={focusInput} />
    </>
  );
}
