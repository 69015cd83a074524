import { I18nProvider } from '@lingui/react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { App } from './page/App';
import { PRERENDERED_THEME } from './app/prerenderedState';
import { RecipeProvider } from './app/RecipeProvider';
import { makeStore } from './app/store';
import { SETTINGS_WITHOUT_TOKEN } from './features/settings/settingsSlice';
import { SOURCE_LANGUAGE } from './i18n/languages';
import { RecipeCard } from './recipe/RecipeCard';
import { i18n } from './i18n/i18n';
import type { Recipe } from './core/recipe/recipeTypes';

/** A recipe with every part a card shows, to render the card's styles from (its text is never shown). */
const EVERY_CARD_PART: Recipe = {
  name: 'name',
  description: 'description',
  ingredients: [{ name: 'ingredient', measurement: '1' }],
  instructions: ['step'],
  servings: 1,
  prepMinutes: 1,
  cookMinutes: 1,
};

/** Build-time only: the first screen as HTML plus its styles, so the page paints before any script runs. */
export function prerender(demoMode: boolean): { html: string; styleTags: string } {
  const store = makeStore(
    { theme: PRERENDERED_THEME, settings: SETTINGS_WITHOUT_TOKEN },
    { loadRecipeModel: () => Promise.reject(new Error('no model requests while prerendering')) },
  );
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <RecipeProvider store={store}>
          <App demoMode={demoMode} />
        </RecipeProvider>,
      ),
    );
    // The recipe card's styles ship with the page, though the card is not on it yet: the streamed card's first
    // render (the recipe's first text) then adds no CSS rule, and the frame that paints the name styles its new
    // elements only, instead of re-reading the whole style sheet. (Colours are CSS variables: one set of rules
    // serves both themes.)
    renderToString(
      sheet.collectStyles(
        <I18nProvider i18n={i18n}>
          <RecipeCard recipe={EVERY_CARD_PART} language={SOURCE_LANGUAGE} />
        </I18nProvider>,
      ),
    );
    return { html, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
