import { useEffect } from 'react';
import { useAppDispatch } from '../../app/withTypes';
import { RULE_DURATIONS_MS } from '../../core/ingredients/ingredientRules';
import { warningExpired, type IngredientWarning } from './ingredientsSlice';

/**
 * Clears a timed warning when its time is up. Each rejected add stores a new warning object, so a
 * repeated mistake replaces the pending timer instead of stacking a second one; unmounting clears it.
 */
export function useWarningExpiry(warning: IngredientWarning | null): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const duration = warning ? RULE_DURATIONS_MS[warning.rule] : undefined;
    if (duration === undefined) return;
    const timer = setTimeout(() => dispatch(warningExpired()), duration);
    return () => clearTimeout(timer);
  }, [warning, dispatch]);
}
