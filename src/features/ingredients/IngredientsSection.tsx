import { useCallback, useRef } from 'react';
import { IngredientForm } from './IngredientForm';
import { LazyPreferences } from '../preferences/LazyPreferences';
import { LazyIngredientList } from './LazyIngredientList';

/** The form, the cook's preferences and the list. The form and the list share the input, which Clear All and removing the last row hand focus back to. */
export function IngredientsSection() {
  const inputRef = useRef<HTMLInputElement>(null);
  const focusInput = useCallback(() => inputRef.current?.focus(), []);

  return (
    <>
      <IngredientForm inputRef={inputRef} />
      <LazyPreferences />
      <LazyIngredientList focusInput={focusInput} />
    </>
  );
}
