import { i18n } from '../../i18n/partTexts';
import { listedInLanguage } from './listedInLanguage';

describe('a list in the language it is given', () => {
  it.each([
    ['en', 'eggs, spinach and feta'],
    ['es', 'eggs, spinach y feta'],
    ['fr', 'eggs, spinach et feta'],
    ['de', 'eggs, spinach und feta'],
    ['it', 'eggs, spinach e feta'],
  ] as const)('joins the last item as %s does', (language, listed) => {
    expect(listedInLanguage(language, ['eggs', 'spinach', 'feta'])).toBe(listed);
  });

  it('follows the language it is given, not the one Lingui happens to speak', () => {
    expect(i18n.locale).toBe('en');
    expect(listedInLanguage('es', ['huevos', 'feta'])).toBe('huevos y feta');
  });
});
