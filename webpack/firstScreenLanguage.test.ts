/**
 * @jest-environment jsdom
 */
import { languageSlice } from '../src/features/language/languageSlice';
import { LANGUAGE_STORAGE_KEY } from '../src/features/language/languageStorage';
import { RECIPE_LANGUAGES, SOURCE_LANGUAGE } from '../src/core/language/recipeLanguages';
import { chooseFirstScreenLanguage, showFirstScreenLanguage, WAITING_STYLE } from './firstScreenLanguage';

// The page runs these texts as inline scripts; the test runs them as its own.
// eslint-disable-next-line @typescript-eslint/no-implied-eval
const run = (script: string) => new Function(script)() as void;
/** The product's name in each language, as the build passes the header's to the script. */
const TITLES = {
  en: 'Personal AI Chef',
  es: 'Tu chef personal con IA',
  fr: 'Votre chef personnel IA',
  de: 'Dein KI-Koch',
  it: 'Il tuo chef IA',
};
const choose = () => run(chooseFirstScreenLanguage(TITLES, SOURCE_LANGUAGE, LANGUAGE_STORAGE_KEY));
const show = () => run(showFirstScreenLanguage(SOURCE_LANGUAGE));

function visit(browserLanguages: string[], saved: string | null) {
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(browserLanguages);
  localStorage.clear();
  if (saved !== null) localStorage.setItem(LANGUAGE_STORAGE_KEY, saved);
  document.documentElement.lang = SOURCE_LANGUAGE;
  document.documentElement.removeAttribute('data-first-screen');
}

const html = document.documentElement;
const rootHidden = () => getComputedStyle(document.getElementById('root')!).visibility === 'hidden';

beforeEach(() => {
  document.head.innerHTML = `<style>${WAITING_STYLE}</style>`;
  document.body.innerHTML =
    '<div id="root"><h1>Welcome</h1></div><template id="first-screen-es"><h1>Bienvenido</h1></template>';
});
afterEach(() => jest.restoreAllMocks());

describe("the page's language before any script of the app runs", () => {
  const browsers = [[], ['es-MX', 'en'], ['pt-BR', 'fr-CA'], ['de'], ['ja', 'it-IT'], ['en-GB', 'es'], ['pt']];
  const saved = [null, 'es', 'de', 'en', 'klingon', ''];
  const visits = browsers.flatMap((browser) => saved.map((choice) => [browser, choice] as const));

  it.each(visits)('is the store’s first language, for a browser in %j with %j saved', (browser, choice) => {
    visit([...browser], choice);
    choose();
    expect(html.lang).toBe(languageSlice.getInitialState());
  });

  it('offers every language the page offers', () => {
    expect(Object.keys(TITLES).sort()).toEqual([...RECIPE_LANGUAGES].sort());
  });

  it('titles the page in that language', () => {
    document.title = 'Personal AI Chef';
    visit(['de-AT'], null);
    choose();
    expect(document.title).toBe('Dein KI-Koch');
  });

  it('keeps the prerendered screen hidden only while it is in another language', () => {
    visit(['es-ES'], null);
    choose();
    expect(rootHidden()).toBe(true);
    visit(['en-US'], null);
    choose();
    expect(rootHidden()).toBe(false);
  });

  it('says the source language when storage cannot be read', () => {
    visit(['it-IT'], null);
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    choose();
    expect(html.lang).toBe('it');
  });
});

describe('the first screen shown in that language', () => {
  it('replaces the source language’s screen and shows it', () => {
    visit(['es-ES'], null);
    choose();
    show();
    expect(document.getElementById('root')!.innerHTML).toBe('<h1>Bienvenido</h1>');
    expect(rootHidden()).toBe(false);
  });

  it('leaves the source language’s screen, and says so, when the page holds none in that language', () => {
    visit(['fr-FR'], null);
    choose();
    show();
    expect(document.getElementById('root')!.innerHTML).toBe('<h1>Welcome</h1>');
    expect(html.lang).toBe(SOURCE_LANGUAGE);
    expect(rootHidden()).toBe(false);
  });

  it('leaves a page in the source language as it is', () => {
    visit(['en-US'], 'en');
    choose();
    show();
    expect(document.getElementById('root')!.innerHTML).toBe('<h1>Welcome</h1>');
  });
});
