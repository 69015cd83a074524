import { act, screen, within } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { selectIngredients } from '../ingredients/ingredientsSlice';
import { renderApp, stateWith, stubScrollingInEachTest } from '../../../__tests__/support/renderApp';

// As it will be once Spanish is offered: the page's texts are written, the recipe's and the checks' are next.
jest.mock('../../i18n/languages', () => ({
  ...jest.requireActual<object>('../../i18n/languages'),
  OFFERED_LANGUAGES: ['en', 'es'],
}));

stubScrollingInEachTest();

afterEach(() => {
  i18n.activate('en');
  window.localStorage.clear();
});

const languageChoice = () => screen.findByRole('combobox', { name: 'Language' });

describe('the language setting', () => {
  it('turns the page into Spanish, keeping the list, and is kept like the theme', async () => {
    const { user, store } = renderApp({ preloadedState: stateWith(['huevos', 'espinacas']) });
    await user.selectOptions(await languageChoice(), 'Español');
    expect(await screen.findByRole('heading', { name: 'Bienvenido a tu chef personal con IA' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Añadir ingrediente' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Añade 1 ingrediente más para pedir una receta.');
    expect(selectIngredients(store.getState())).toEqual(['huevos', 'espinacas']);
    expect(document.documentElement.lang).toBe('es');
    expect(window.localStorage.getItem('language')).toBe('es');
  });

  it('lists each language by its own name, and can go back to English', async () => {
    const { user } = renderApp();
    const choice = await languageChoice();
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Español']);
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

  it('writes numbers as the language does: a decimal comma in Spanish', async () => {
    renderApp();
    await act(async () => {
      await import('../../i18n/partTexts').then(({ activateLanguage }) => activateLanguage('es'));
    });
    expect(i18n._('nutrition.grams', { grams: 0.85 })).toBe('0,85 g');
    expect(i18n._('summary.servings', { servings: 1 })).toBe('1 ración');
  });
});
