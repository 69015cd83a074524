import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { App } from './page/App';
import { PRERENDERED_THEME } from './app/prerenderedState';
import { RecipeProvider } from './app/RecipeProvider';
import { makeStore } from './app/store';
import { SETTINGS_WITHOUT_TOKEN } from './features/settings/settingsSlice';

/** Build-time only: the first screen as HTML plus its styles, so the page paints before any script runs. */
export function prerender(demoMode: boolean): { html: string; styleTags: string } {
  const store = makeStore(
    { theme: PRERENDERED_THEME, settings: SETTINGS_WITHOUT_TOKEN },
    { model: '', loadChatClient: () => Promise.reject(new Error('no model requests while prerendering')) },
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
    return { html, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
