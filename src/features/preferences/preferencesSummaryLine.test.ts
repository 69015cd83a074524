import { DEFAULT_PREFERENCES } from '../../core/preferences/preferencesTypes';
import { preferencesSummaryLine } from './preferencesSummaryLine';
import { englishText } from '../../../__tests__/support/englishText';

describe('the line that sums up the preferences', () => {
  it('is empty while nothing differs from the defaults', () => {
    expect(preferencesSummaryLine(englishText, DEFAULT_PREFERENCES)).toBe('');
  });

  it('names what is set, in one line', () => {
    const set = { ...DEFAULT_PREFERENCES, diet: 'vegan', allergies: ['peanuts'], servings: 4, maxMinutes: 30 } as const;
    expect(preferencesSummaryLine(englishText, { ...set, allergies: ['peanuts'] })).toBe(
      'Vegan · no peanuts · 4 servings · ≤ 30 min',
    );
    expect(preferencesSummaryLine(englishText, { ...set, allergies: ['peanuts'], hasBasics: false })).toBe(
      'Vegan · no peanuts · 4 servings · ≤ 30 min · no basics assumed',
    );
  });

  it('says one serving, and the units chosen', () => {
    expect(preferencesSummaryLine(englishText, { ...DEFAULT_PREFERENCES, servings: 1, units: 'metric' })).toBe(
      '1 serving · Metric units',
    );
  });
});
