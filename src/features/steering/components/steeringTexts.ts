import { steering } from '../../../i18n/catalogues/en/steering';
import { partTexts } from '../../../i18n/partTexts';
import { durationText } from '../../../lib/durationText';
import { listedInLanguage } from '../../../core/language/listedInLanguage';
import type { RecipeLanguage } from '../../../core/language/recipeLanguages';
import type { ChangeNotMade } from '../../../core/steering/changeNotMade';
import type { VersionChanges } from '../../../core/steering/versionChanges';
import type { RecipeConflict } from '../../../core/food/recipeConflict';

/** A text of "Make it yours", in the cook's language. */
export const useSteeringText = partTexts(steering);

type SteeringText = ReturnType<typeof useSteeringText>;
export type SteeringTextId = Parameters<SteeringText>[0];

const minutes = (total: number) => durationText(total * 60);

/**
 * Why the version on the card does not make the change asked for: "This version still roasts the peppers in
 * step 3." A version that is not vegetarian is said as the recipe check says it (`conflictLine`).
 */
export function notMadeLine(
  text: SteeringText,
  language: RecipeLanguage,
  conflictLine: (conflict: RecipeConflict, subject: 'version') => string,
  notMade: ChangeNotMade,
): string {
  switch (notMade.kind) {
    case 'oven-verb':
      return notMade.object
        ? text('notMade.ovenVerbObject', { verb: notMade.verb, object: notMade.object, step: notMade.step })
        : text('notMade.ovenVerb', { verb: notMade.verb, step: notMade.step });
    case 'oven-named':
      return text('notMade.ovenNamed', { oven: notMade.oven, step: notMade.step });
    case 'second-vessel':
      return text('notMade.secondVessel', { name: notMade.name, step: notMade.step });
    case 'two-vessels':
      return text('notMade.twoVessels', notMade);
    case 'not-quicker':
      return text('notMade.notQuicker', {
        minutes: minutes(notMade.minutes),
        minutesBefore: minutes(notMade.minutesBefore),
      });
    case 'not-fewer':
      return text('notMade.notFewer', notMade);
    case 'not-vegetarian':
      return conflictLine(notMade.conflict, 'version');
    case 'still-needs':
      return text('notMade.stillNeeds', { toBuy: listedInLanguage(language, notMade.toBuy) });
  }
}

/** What a new version changed, in one line for the card: "Added chilli flakes; removed feta; 2 steps changed." */
export function versionChangesLine(
  text: SteeringText,
  language: RecipeLanguage,
  { added, removed, changedSteps }: VersionChanges,
): string {
  const parts = [
    added.length > 0 && text('changes.added', { ingredients: listedInLanguage(language, added) }),
    removed.length > 0 && text('changes.removed', { ingredients: listedInLanguage(language, removed) }),
    changedSteps > 0 && text('changes.steps', { count: changedSteps }),
  ].filter((part): part is string => Boolean(part));
  if (parts.length === 0) return text('changes.nothing');
  const line = parts.join('; ');
  return `${line.charAt(0).toLocaleUpperCase()}${line.slice(1)}.`;
}
