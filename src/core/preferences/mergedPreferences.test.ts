/** @jest-environment jsdom */
import { mergedPreferences } from './mergedPreferences';
import { DEFAULT_PREFERENCES, type Preferences } from './preferencesTypes';

beforeEach(() => window.localStorage.clear());

describe('mergedPreferences', () => {
  const before = { ...DEFAULT_PREFERENCES, allergies: ['milk'] };

  it('writes only the field this tab changed, keeping an allergy another tab added', () => {
    const storedNow = { ...before, allergies: ['milk', 'peanuts'] };
    expect(mergedPreferences(storedNow, before, { ...before, servings: 4 })).toEqual({
      ...before,
      servings: 4,
      allergies: ['milk', 'peanuts'],
    });
  });

  it('adds this tab’s allergy beside another tab’s', () => {
    const storedNow = { ...before, allergies: ['milk', 'peanuts'] };
    expect(mergedPreferences(storedNow, before, { ...before, allergies: ['milk', 'sesame'] }).allergies).toEqual([
      'milk',
      'peanuts',
      'sesame',
    ]);
  });

  it('removes only the allergy this tab removed', () => {
    const storedNow = { ...before, allergies: ['milk', 'peanuts'] };
    expect(mergedPreferences(storedNow, before, { ...before, allergies: [] }).allergies).toEqual(['peanuts']);
  });

  it.each([
    ['units', { units: 'metric' }],
    ['diet', { diet: 'vegan' }],
    ['time', { maxMinutes: 30 }],
    ['basics', { hasBasics: false }],
  ] as const)('writes a second change of %s over the first one stored', (_, change) => {
    const storedNow: Preferences = { ...before, units: 'us', diet: 'vegetarian', maxMinutes: 15, hasBasics: true };
    expect(mergedPreferences(storedNow, storedNow, { ...storedNow, ...change })).toMatchObject(change);
  });
});
