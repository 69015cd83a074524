import { isRecord } from '../../lib/isRecord';
import type { Preferences } from './preferencesTypes';

const FIELDS = ['diet', 'servings', 'maxMinutes', 'hasBasics'] as const;

const sameAllergy = (a: unknown, b: string) => typeof a === 'string' && a.toLowerCase() === b.toLowerCase();

/**
 * What to store after this tab changed its preferences from `before` to `after`, on top of what is stored now
 * (another tab may have saved since this one last read): only the fields this change touched, and for allergies
 * only the ones it added or removed. So a tab that missed another's new allergy never writes it away.
 */
export function mergedPreferences(stored: unknown, before: Preferences, after: Preferences): Record<string, unknown> {
  if (!isRecord(stored)) return { ...after };
  const merged: Record<string, unknown> = { ...stored };
  for (const field of FIELDS) if (before[field] !== after[field]) merged[field] = after[field];
  const storedAllergies: unknown[] = Array.isArray(stored.allergies) ? stored.allergies : before.allergies;
  const removed = before.allergies.filter((allergy) => !after.allergies.includes(allergy));
  const added = after.allergies.filter((allergy) => !storedAllergies.some((kept) => sameAllergy(kept, allergy)));
  merged.allergies = [...storedAllergies.filter((kept) => !removed.some((gone) => sameAllergy(kept, gone))), ...added];
  return merged;
}
