import { languageOfBrowser } from './recipeLanguages';

describe("a first visit's language", () => {
  it('is the first of the browser’s languages that is offered, by its main tag', () => {
    expect(languageOfBrowser(['es-MX', 'en-GB'], ['en', 'es'])).toBe('es');
    expect(languageOfBrowser(['pt-BR', 'fr-CA', 'es'], ['en', 'es', 'fr'])).toBe('fr');
  });

  it('is English when none of the browser’s languages is offered', () => {
    expect(languageOfBrowser(['pt-BR', 'ja'], ['en', 'es'])).toBe('en');
    expect(languageOfBrowser([], ['en', 'es'])).toBe('en');
  });

  it('is English while a language is written but not yet offered', () => {
    expect(languageOfBrowser(['fr-FR'], ['en', 'es'])).toBe('en');
  });
});
