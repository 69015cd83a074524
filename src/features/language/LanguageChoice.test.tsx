import { act, screen, within } from '@testing-library/react';
import { i18n } from '../../i18n/partTexts';
import { selectIngredients } from '../ingredients/ingredientsSlice';
import { renderApp, stateWith, stubScrollingInEachTest } from '../../../__tests__/support/renderApp';
import { codeOnDemand } from '../../page/whatLoadsWhen';

stubScrollingInEachTest();

afterEach(() => {
  i18n.activate('en');
  window.localStorage.clear();
});

/** Opens Preferences, where the choice of language comes first. */
async function languageChoice(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByText('Preferences'));
  return screen.findByRole('combobox', { name: 'Language' });
}

describe('the language setting', () => {
  it('turns the page into Spanish, keeping the list, and is kept like the theme', async () => {
    const { user, store } = renderApp({ preloadedState: stateWith(['huevos', 'espinacas']) });
    await user.selectOptions(await languageChoice(user), 'Español');
    expect(await screen.findByRole('heading', { name: 'Bienvenido a tu chef personal con IA' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Añadir ingrediente' })).toBeInTheDocument();
    expect(screen.getByText('Añade 1 ingrediente más para pedir una receta.')).toBeInTheDocument();
    expect(selectIngredients(store.getState())).toEqual(['huevos', 'espinacas']);
    expect(document.documentElement.lang).toBe('es');
    expect(window.localStorage.getItem('language')).toBe('es');
  });

  it('titles the page in the language chosen, and in English again', async () => {
    const { user } = renderApp();
    await user.selectOptions(await languageChoice(user), 'Deutsch');
    await screen.findByRole('combobox', { name: 'Sprache' });
    expect(document.title).toBe('Dein KI-Koch');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sprache' }), 'English');
    await screen.findByRole('combobox', { name: 'Language' });
    expect(document.title).toBe('Personal AI Chef');
  });

  it('lists each language by its own name, and can go back to English', async () => {
    const { user } = renderApp();
    const choice = await languageChoice(user);
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Español', 'Français', 'Deutsch', 'Italiano']);
    await user.selectOptions(choice, 'Español');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Idioma' }), 'English');
    expect(await screen.findByRole('heading', { name: 'Welcome to your personal AI chef' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('opens in the language chosen on an earlier visit, and a part loaded later speaks it too', async () => {
    window.localStorage.setItem('language', 'es');
    const { user } = renderApp({ preloadedState: stateWith(['huevos', 'espinacas', 'feta']) });
    expect(await screen.findByRole('heading', { name: '¿Listo para una receta?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pedir una receta' }));
    expect(await screen.findByRole('button', { name: 'Empezar a cocinar' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ingredientes' })).toBeInTheDocument();
  });

  it('follows a language chosen in another tab of the app, and ignores a value that is not one', async () => {
    renderApp();
    await screen.findByText('Preferences');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'language', newValue: 'klingon' }));
    });
    expect(document.documentElement.lang).toBe('en');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'language', newValue: 'es' }));
    });
    expect(await screen.findByRole('heading', { name: 'Bienvenido a tu chef personal con IA' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
  });

  it('writes numbers as the language does: a decimal comma in Spanish', async () => {
    renderApp();
    await act(async () => {
      await import('../../i18n/partTexts').then(({ activateLanguage }) =>
        activateLanguage('es', codeOnDemand.downloadLanguageTexts),
      );
    });
    expect(i18n._('nutrition.grams', { grams: 0.85 })).toBe('0,85 g');
    expect(i18n._('summary.servings', { servings: 1 })).toBe('1 ración');
  });
});
