import { i18n } from './i18n';
import { activateLanguage, partTexts } from './partTexts';

afterEach(() => i18n.activate('en'));

describe("a part's texts in another language", () => {
  it('are loaded with every other part’s before the page changes language', async () => {
    const loaded: string[] = [];
    partTexts({ 'test.greeting': ['Hello'] }, (language) => {
      loaded.push(language);
      return Promise.resolve({ default: { 'test.greeting': ['Hola'] } });
    });
    await activateLanguage('es');
    expect(loaded).toEqual(['es']);
    expect(i18n._('test.greeting')).toBe('Hola');
  });

  it('leave the page in its language when they cannot be downloaded, and are tried again next time', async () => {
    let attempts = 0;
    partTexts({ 'test.farewell': ['Goodbye'] }, () => {
      attempts += 1;
      return attempts === 1
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve({ default: { 'test.farewell': ['Au revoir'] } });
    });
    await expect(activateLanguage('fr')).rejects.toThrow('Failed to fetch');
    expect(i18n.locale).toBe('en');
    await activateLanguage('fr');
    expect(i18n._('test.farewell')).toBe('Au revoir');
    expect(attempts).toBe(2);
  });
});
