import { validateAllergy } from '../../core/food/allergyRules';
import { allergiesAddedLine } from './allergyTexts';
import { englishText } from '../../../__tests__/support/englishText';

describe('the line under the allergy field once an allergy is added', () => {
  it('says what "nuts" is read as in the line under the field', () => {
    const verdict = validateAllergy('nuts', []);
    expect(verdict.ok && allergiesAddedLine(englishText, 'en', verdict.allergies)).toBe(
      'nuts: tree nuts and peanuts. Checking for tree nuts and peanuts in every form.',
    );
  });

  it('tells the cook what is checked, and what only by name', () => {
    const verdict = validateAllergy('fish, shellfish, kiwi', []);
    expect(verdict.ok && allergiesAddedLine(englishText, 'en', verdict.allergies)).toBe(
      "Checking for fish and shellfish in every form. kiwi: not in the app's food table, so checked by name only.",
    );
  });
});
