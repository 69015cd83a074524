import { SETTINGS_WITHOUT_TOKEN } from '../features/settings/settingsSlice';
import type { ThemeName } from '../features/theme/themeStorage';
import type { RootState } from './store';
import { SOURCE_LANGUAGE } from '../i18n/languages';

/**
 * The build prerenders the first screen in the light theme; the page's inline script switches the palette
 * before paint, and it knows of no token of the visitor's. Hydration renders this same state, then React
 * re-renders with the visitor's real one.
 */
export const PRERENDERED_THEME: ThemeName = 'light';

export function prerenderedStateOf(state: RootState): RootState {
  return { ...state, theme: PRERENDERED_THEME, settings: SETTINGS_WITHOUT_TOKEN, language: SOURCE_LANGUAGE };
}
