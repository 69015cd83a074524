import { MAX_ALLERGY_LENGTH, type AllergyRule } from '../../core/food/allergyRules';
import type { TypedAllergy } from '../../core/food/typedAllergies';
import { MAX_ALLERGIES } from '../../core/preferences/preferencesTypes';
import { listedInLanguage } from '../../core/language/listedInLanguage';
import type { RecipeLanguage } from '../../core/language/recipeLanguages';
import { allergyName } from '../../recipeCard/allergyName';
import type { PreferencesText } from './preferencesTexts';

/** What the form says when a rule turns an allergy away. */
export function allergyRuleText(text: PreferencesText, rule: AllergyRule): string {
  switch (rule) {
    case 'empty':
      return text('allergy.rule.empty');
    case 'duplicate':
      return text('allergy.rule.duplicate');
    case 'limit':
      return text('allergy.rule.limit', { max: MAX_ALLERGIES });
    case 'too-long':
      return text('allergy.rule.tooLong', { max: MAX_ALLERGY_LENGTH });
  }
}

/**
 * Told back once added: what a word naming several groups is read as ("nuts: tree nuts and peanuts."), what the
 * app will check, and which allergies it can only check by name.
 */
export function allergiesAddedLine(
  text: PreferencesText,
  language: RecipeLanguage,
  allergies: readonly TypedAllergy[],
): string {
  const typedWords = [...new Set(allergies.flatMap(({ typedAs }) => (typedAs ? [typedAs] : [])))];
  const readAs = typedWords.map((typed) =>
    text('allergy.added.readAs', {
      typed,
      allergies: listedInLanguage(
        language,
        allergies.filter(({ typedAs }) => typedAs === typed).map(({ allergy }) => allergyName(text, allergy)),
      ),
    }),
  );
  const known = allergies.filter(({ known }) => known).map(({ allergy }) => allergyName(text, allergy));
  const byName = allergies.filter(({ known }) => !known).map(({ allergy }) => allergy);
  return [
    ...readAs,
    known.length > 0 && text('allergy.added.checking', { allergies: listedInLanguage(language, known) }),
    byName.length > 0 && text('allergy.added.byNameOnly', { allergies: listedInLanguage(language, byName) }),
  ]
    .filter(Boolean)
    .join(' ');
}
