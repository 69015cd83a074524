import { i18n } from './i18n';
import { activateLanguage } from './partTexts';
import { useText } from './useText';

afterEach(() => i18n.activate('en'));

describe('another language', () => {
  it('has every part’s texts once it is active, the parts that arrive later too', async () => {
    expect(useText).toBeDefined();
    await activateLanguage('es');
    expect(i18n.locale).toBe('es');
    expect(i18n._('welcome.heading')).toBe('Bienvenido a tu chef personal con IA');
    expect(i18n._('cookMode.finishedLine')).toBe('Todos los pasos hechos. ¡Que aproveche!');
  });

  it('leaves the page in its language when its texts cannot be downloaded', async () => {
    // A test double for the network failing under the import of that language's file.
    jest.doMock(
      './catalogues/it.ts',
      () => {
        throw new TypeError('Failed to fetch dynamically imported module');
      },
      { virtual: true },
    );
    await expect(activateLanguage('it')).rejects.toThrow('Failed to fetch');
    expect(i18n.locale).toBe('en');
  });
});
