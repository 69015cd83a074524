/** @jest-environment jsdom */
import { allergiesAddedLine, validateAllergy } from './allergyRules';
import { allergyAdded, selectPreferences } from './preferencesSlice';
import { preferencesFrom } from './storedPreferences';
import { typedAllergies } from './typedAllergies';
import { makeStore } from '../../app/store';

describe('allergies as cooks type them', () => {
  it.each([
    ['peanut allergy', ['peanuts']],
    ['Severe PEANUT allergy', ['peanuts']],
    ['allergic to sesame', ['sesame']],
    ['sesame seeds', ['sesame']],
    ['coeliac', ['gluten']],
    ['celiac disease', ['gluten']],
    ['lactose intolerant', ['milk']],
    ['dairy-free', ['milk']],
    ['fish, shellfish', ['fish', 'shellfish']],
    ['milk and eggs', ['milk', 'eggs']],
    ['soy / sesame', ['soy', 'sesame']],
    ['tree nuts', ['tree nuts']],
    ['nut allergy', ['tree nuts']],
    ['prawns', ['shellfish']],
    ['wheat', ['gluten']],
    ['peanuts, groundnuts', ['peanuts']],
  ])('"%s" is %j', (typed, groups) => {
    expect(typedAllergies(typed)).toEqual(groups.map((allergy) => ({ allergy, known: true })));
  });

  it('keeps an allergy the table does not know as typed, without the words around it', () => {
    expect(typedAllergies('kiwi allergy')).toEqual([{ allergy: 'kiwi', known: false }]);
  });

  it('tells the cook what is checked, and what only by name', () => {
    const verdict = validateAllergy('fish, shellfish, kiwi', []);
    expect(verdict.ok && allergiesAddedLine(verdict.allergies)).toBe(
      "Checking for fish and shellfish in every form. kiwi: not in the app's food table, so checked by name only.",
    );
  });

  it('refuses a line that adds nothing new as a duplicate', () => {
    expect(validateAllergy('peanut allergy', ['peanuts'])).toEqual({ ok: false, rule: 'duplicate' });
  });

  it('adds one entry per group from one line', () => {
    const store = makeStore();
    store.dispatch(allergyAdded('fish, shellfish'));
    store.dispatch(allergyAdded('allergic to fish'));
    expect(selectPreferences(store.getState()).allergies).toEqual(['fish', 'shellfish']);
  });

  it('reads an allergy kept by an earlier version as its group', () => {
    expect(preferencesFrom({ allergies: ['peanut', 'Sesame', 'kiwi'] }).allergies).toEqual([
      'peanuts',
      'sesame',
      'kiwi',
    ]);
  });
});
