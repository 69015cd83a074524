import { I18nProvider } from '@lingui/react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { App } from './page/App';
import { codeOnDemand } from './page/whatLoadsWhen';
import { PRERENDERED_THEME } from './app/prerenderedState';
import { RecipeProvider } from './app/RecipeProvider';
import { makeStore } from './app/store';
import { firstScreen } from './i18n/catalogues/en/firstScreen';
import { activateLanguage } from './i18n/partTexts';
import { RECIPE_LANGUAGES, SOURCE_LANGUAGE, type RecipeLanguage } from './core/language/recipeLanguages';
import { RecipeCard } from './recipeCard/RecipeCard';
import { i18n } from './i18n/partTexts';
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

/** The first screen in one language: its HTML, and its texts as Lingui reads them, to hydrate it with. */
export interface PrerenderedScreen {
  language: RecipeLanguage;
  html: string;
  /** The first screen's compiled messages in this language, by id. */
  texts: Record<string, unknown>;
  /** The page's title in this language: the product's name, as the header says it. */
  title: string;
}

async function prerenderedIn(language: RecipeLanguage, demoMode: boolean, sheet: ServerStyleSheet) {
  await activateLanguage(language, codeOnDemand.downloadLanguageTexts);
  const store = makeStore(
    { theme: PRERENDERED_THEME, language },
    { ...codeOnDemand, loadRecipeModel: () => Promise.reject(new Error('no model requests while prerendering')) },
  );
  const html = renderToString(
    sheet.collectStyles(
      <RecipeProvider store={store}>
        <App demoMode={demoMode} />
      </RecipeProvider>,
    ),
  );
  const texts = Object.fromEntries(Object.keys(firstScreen).map((id) => [id, i18n.messages[id]]));
  return { language, html, texts, title: i18n._('header.productName') };
}

/**
 * Build-time only: the first screen as HTML in each offered language, with the styles they share, so the page
 * paints in the cook's language before any script runs.
 */
export async function prerender(demoMode: boolean): Promise<{ screens: PrerenderedScreen[]; styleTags: string }> {
  const sheet = new ServerStyleSheet();
  try {
    const screens: PrerenderedScreen[] = [];
    // One at a time: each renders with Lingui's one instance speaking its language.
    for (const language of RECIPE_LANGUAGES) screens.push(await prerenderedIn(language, demoMode, sheet));
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
    return { screens, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
