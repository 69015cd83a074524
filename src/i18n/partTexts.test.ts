import { i18n } from './partTexts';
import type { Messages } from '@lingui/core';
import { activateLanguage, speakFirstScreenTexts, textsOfThePageLanguage } from './partTexts';
import { useText } from './useText';
import { codeOnDemand } from '../page/whatLoadsWhen';

afterEach(() => i18n.activate('en'));

describe('another language', () => {
  it('has every part’s texts once it is active, the parts that arrive later too', async () => {
    expect(useText).toBeDefined();
    await activateLanguage('es', codeOnDemand.downloadLanguageTexts);
    expect(i18n.locale).toBe('es');
    expect(i18n._('welcome.heading')).toBe('Bienvenido a tu chef personal con IA');
    expect(i18n._('cookMode.finishedLine')).toBe('Todos los pasos hechos. ¡Que aproveche!');
  });

  it('speaks the first screen’s texts at once, and a part’s once the part has waited for them', async () => {
    const firstScreen: Messages = { 'welcome.heading': 'Willkommen bei deinem persönlichen KI-Koch' };
    speakFirstScreenTexts('de', firstScreen);
    expect(i18n.locale).toBe('de');
    expect(i18n._('welcome.heading')).toBe('Willkommen bei deinem persönlichen KI-Koch');
    expect(i18n._('cookMode.finishedLine')).not.toMatch(/^Alle/);
    await textsOfThePageLanguage(codeOnDemand.downloadLanguageTexts);
    expect(i18n._('cookMode.finishedLine')).toMatch(/^Alle/);
  });

  it('leaves the page in its language when its texts cannot be downloaded', async () => {
    // A test double for the network failing under the download of that language's file.
    const offline = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    await expect(activateLanguage('it', offline)).rejects.toThrow('Failed to fetch');
    expect(i18n.locale).toBe('en');
  });
});
