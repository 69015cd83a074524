import { allergenNames } from '../i18n/catalogues/en/allergenNames';
import { recipeLines } from '../i18n/catalogues/en/recipeLines';
import { LANGUAGE_FACTS } from '../core/language/languageFacts';
import type { RecipeLanguage } from '../core/language/recipeLanguages';
import { partTexts } from '../i18n/partTexts';
import { allergyName } from './allergyName';
import { useText } from '../i18n/useText';
import type { RecipeConflict } from '../core/food/recipeConflict';
import type { Diet } from '../core/preferences/preferencesTypes';
import { STALL_TIMEOUT_MS } from '../core/chat/requestTimeout';
import { inWholeUnits, whenToRetry, type RequestFailure, type RetryWait } from '../core/modelRequest/recipeFailure';

/** A text of what every part of the page says about a recipe (why it was withheld, why a request failed). */
export const useRecipeLinesText = partTexts({ ...recipeLines, ...allergenNames });

type RecipeLinesText = ReturnType<typeof useRecipeLinesText>;

/** German writes its nouns with a capital (facts.json); the check names what it found in lower case ("feta" → "Feta"). */
const withNounCapitals = (words: string) => words.replace(/(?<!\p{L})\p{Ll}/gu, (letter) => letter.toUpperCase());

/** A diet as the conflict's select names it (MessageFormat keys take no hyphen). */
const dietKey = (diet: Diet) => diet.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/**
 * Why a recipe, or a new version of one, must not be shown, in the page's language: "This recipe uses peanut
 * butter, and you avoid peanuts."
 */
export function conflictLine(
  text: RecipeLinesText,
  language: RecipeLanguage,
  conflict: RecipeConflict,
  subject: 'recipe' | 'version' = 'recipe',
): string {
  const uses = LANGUAGE_FACTS[language].capitalisesNouns ? withNounCapitals(conflict.uses) : conflict.uses;
  switch (conflict.kind) {
    case 'not-food':
      return text('conflict.notFood', { subject, uses });
    case 'allergy':
      return text('conflict.allergy', { subject, uses, allergy: allergyName(text, conflict.allergy) });
    case 'diet':
      return text('conflict.diet', { subject, uses, diet: dietKey(conflict.diet) });
    case 'marked-allergy':
      return text('conflict.markedAllergy', { subject, ...conflict, allergy: allergyName(text, conflict.allergy) });
    case 'marked-diet':
      return text('conflict.markedDiet', { subject, ...conflict, diet: dietKey(conflict.diet) });
  }
}

/** "shortly", "now", "in 5 seconds", "in about 3 minutes", "in about an hour". */
function waitText(text: RecipeLinesText, wait: RetryWait, unknown: 'wait.shortly' | 'wait.fewMinutes'): string {
  switch (wait.unit) {
    case 'unknown':
      return text(unknown);
    case 'now':
      return text('wait.now');
    case 'seconds':
      return text('wait.seconds', { amount: wait.amount });
    case 'minutes':
      return text(wait.about ? 'wait.aboutMinutes' : 'wait.minutes', { amount: wait.amount });
    case 'hours':
      return text(wait.about ? 'wait.aboutHours' : 'wait.hours', { amount: wait.amount });
  }
}

/**
 * One short line under "Failed to load recipe.": why, and what to do. Never the raw error. `chefSettings` is the
 * name of the dialog where a token is pasted, as the header's button says it; `language` the page's.
 */
export function failureHint(
  text: RecipeLinesText,
  { kind, retryAfterSeconds, conflict, server }: RequestFailure,
  chefSettings: string,
  language: RecipeLanguage,
): string {
  switch (kind) {
    case 'token-rejected':
      return text('failure.tokenRejected', { chefSettings });
    case 'sign-in-expired':
      return text('failure.signInExpired');
    case 'no-credit':
      return text('failure.noCredit');
    case 'rate-limited':
      return text('failure.rateLimited', { when: waitText(text, whenToRetry(retryAfterSeconds), 'wait.shortly') });
    case 'budget-spent':
      return text('failure.budgetSpent', { when: waitText(text, whenToRetry(retryAfterSeconds), 'wait.fewMinutes') });
    case 'busy':
      return text('failure.busy', { when: waitText(text, inWholeUnits(retryAfterSeconds), 'wait.fewMinutes') });
    case 'not-set-up':
      return text('failure.notSetUp');
    case 'unavailable':
      return text('failure.unavailable');
    case 'offline':
      return text('failure.offline');
    case 'unreachable':
      return server ? text('failure.unreachable', { server }) : text('failure.unreachableNoAddress');
    case 'context-too-small':
      return text('failure.contextTooSmall');
    case 'no-vision':
      return text('failure.noVision', { chefSettings });
    case 'timed-out':
      return text('failure.timedOut');
    case 'stalled':
      return text('failure.stalled', { seconds: STALL_TIMEOUT_MS / 1000 });
    case 'cut-off':
      return text('failure.cutOff');
    case 'too-long':
      return text('failure.tooLong');
    case 'only-thinking':
      return text('failure.onlyThinking');
    case 'unreadable':
      return text('failure.unreadable');
    case 'withheld':
      return conflict
        ? text('failure.withheld', { conflict: conflictLine(text, language, conflict) })
        : text('failure.withheldUnsaid');
    case 'request-failed':
      return text('failure.requestFailed');
  }
}

/** The failure hint in the page's language (the store's), with the name of Chef settings as the header says it. */
export function useFailureHint(language: RecipeLanguage): (failure: RequestFailure) => string {
  const text = useRecipeLinesText();
  const chefSettings = useText()('names.chefSettings');
  return (failure) => failureHint(text, failure, chefSettings, language);
}

/** Why a recipe or version was withheld, in the page's language (the store's). */
export function useConflictLine(
  language: RecipeLanguage,
): (conflict: RecipeConflict, subject?: 'recipe' | 'version') => string {
  const text = useRecipeLinesText();
  return (conflict, subject) => conflictLine(text, language, conflict, subject);
}
