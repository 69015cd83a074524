import { isRecord } from '../../lib/isRecord';
import { DEFAULT_PREFERENCES, type Preferences } from './preferencesTypes';

/**
 * Every field but the allergies, which are merged one by one: read from the type's defaults, so a field added to
 * the preferences is merged too (units, left out of a written list, snapped back to the stored choice).
 */
const FIELDS = (Object.keys(DEFAULT_PREFERENCES) as (keyof Preferences)[]).filter((field) => field !== 'allergies');

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
