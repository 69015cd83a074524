import type { ThemeName } from '../features/theme/themeStorage';
import type { RootState } from './store';
import type { Messages } from '@lingui/core';
import type { RecipeLanguage } from '../core/language/recipeLanguages';
import { firstScreenTextsId } from './firstScreenIds';

/**
 * The build prerenders the first screen in the light theme, in each language; the page's inline scripts switch
 * the palette and pick the language before paint. Hydration renders
 * this same state (in the language the page was shown in), then React re-renders with the visitor's real one.
 */
export const PRERENDERED_THEME: ThemeName = 'light';

export function prerenderedStateOf(state: RootState): RootState {
  return { ...state, theme: PRERENDERED_THEME };
}

/**
 * The first screen's texts in `language`, as the build compiled them into the page, to hydrate its prerendered
 * screen in that language with; null when the page holds none (the dev server prerenders nothing).
 */
export function prerenderedTexts(language: RecipeLanguage): Messages | null {
  const json = document.getElementById(firstScreenTextsId(language))?.textContent;
  return json ? (JSON.parse(json) as Messages) : null;
}
