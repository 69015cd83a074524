import type { RecipeConflict } from '../../src/core/food/recipeConflict';
import type { ChangeNotMade } from '../../src/core/steering/changeNotMade';
import type { VersionChanges } from '../../src/core/steering/versionChanges';
import { notMadeLine, versionChangesLine } from '../../src/features/steering/components/steeringTexts';
import { conflictLine } from '../../src/recipeCard/recipeLines';
import { englishText } from './englishText';

/** A recipe check's verdict as the card words it in English, or null when there is none. */
export const conflictInEnglish = (conflict: RecipeConflict | null, subject?: 'recipe' | 'version') =>
  conflict && conflictLine(englishText, 'en', conflict, subject);

/** Why a version does not make its change, as the card words it in English, or null. */
export const notMadeInEnglish = (notMade: ChangeNotMade | null) =>
  notMade &&
  notMadeLine(englishText, 'en', (conflict, subject) => conflictLine(englishText, 'en', conflict, subject), notMade);

/** What a version changed, as the card words it in English, or null. */
export const changesInEnglish = (changes: VersionChanges | null) =>
  changes && versionChangesLine(englishText, 'en', changes);
