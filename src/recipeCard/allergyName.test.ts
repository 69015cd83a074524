import { englishText } from '../../__tests__/support/englishText';
import { validateAllergy } from '../core/food/allergyRules';
import { allergiesAddedLine } from '../features/preferences/allergyTexts';
import { i18n } from '../i18n/partTexts';
import { activateLanguage } from '../i18n/partTexts';
import { allergyName } from './allergyName';
import { conflictLine } from './recipeLines';
import { codeOnDemand } from '../page/whatLoadsWhen';

const inThePageLanguage = (id: string, values?: Record<string, string | number>) => i18n._(id, values);

describe('an allergy as the cook reads it', () => {
  afterEach(() => i18n.activate('en'));

  it('names a group of the app’s table in the page’s language, and any other allergy as it was typed', async () => {
    expect(allergyName(englishText, 'tree nuts')).toBe('tree nuts');
    await activateLanguage('es', codeOnDemand.downloadLanguageTexts);
    expect(allergyName(inThePageLanguage, 'tree nuts')).toBe('frutos de cáscara');
    expect(allergyName(inThePageLanguage, 'milk')).toBe('leche');
    expect(allergyName(inThePageLanguage, 'kiwi')).toBe('kiwi');
  });

  it('is said in Spanish, group and all, when a recipe is withheld', async () => {
    await activateLanguage('es', codeOnDemand.downloadLanguageTexts);
    expect(conflictLine(inThePageLanguage, 'es', { kind: 'allergy', uses: 'queso feta', allergy: 'milk' })).toBe(
      'Esta receta usa queso feta, y la quieres sin leche.',
    );
  });

  it('is said in German with the capitals German gives its nouns', async () => {
    await activateLanguage('de', codeOnDemand.downloadLanguageTexts);
    expect(conflictLine(inThePageLanguage, 'de', { kind: 'allergy', uses: 'feta', allergy: 'milk' })).toBe(
      'Dieses Rezept verwendet Feta, und du möchtest es ohne Milch.',
    );
  });

  it('is told back in the page’s language, the groups listed as the language lists them', async () => {
    const verdict = validateAllergy('frutos secos', []);
    expect(verdict.ok && allergiesAddedLine(englishText, 'en', verdict.allergies)).toBe(
      'frutos secos: tree nuts and peanuts. Checking for tree nuts and peanuts in every form.',
    );
    await activateLanguage('es', codeOnDemand.downloadLanguageTexts);
    expect(verdict.ok && allergiesAddedLine(inThePageLanguage, 'es', verdict.allergies)).toBe(
      'frutos secos: frutos de cáscara y cacahuetes. Se comprobará en todas sus formas: frutos de cáscara y cacahuetes.',
    );
  });
});
