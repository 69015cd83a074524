import { StrictMode } from 'react';
import { App } from './page/App';
import { downloadReactDom, importChunkAt, pageDeps } from './page/whatLoadsWhen';
import { buildModelSettings } from './modelConnection/buildModelSettings';
import { RecipeProvider } from './app/RecipeProvider';
import { IMPORT_CHUNK, withRetriedChunkUrls } from './app/retriedChunkUrls';
import { makeStore } from './app/store';
import { prerenderedTexts } from './app/prerenderedState';
import { selectLanguage } from './features/language/languageSlice';
import { speakLanguage } from './features/language/speakLanguage';
import { speakFirstScreenTexts } from './i18n/partTexts';

// The production build imports its chunks through this (output.importFunctionName in webpack.config.ts).
Object.assign(globalThis, { [IMPORT_CHUNK]: withRetriedChunkUrls(importChunkAt) });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element to render the app into');

// One store per page load, made outside React so that StrictMode's double renders cannot make a second.
const store = makeStore(undefined, pageDeps());

// Production builds ship the first screen prerendered in every language, and the page's inline scripts show it in
// the store's first language (see webpack/firstScreenLanguage.ts) with its texts beside it: React hydrates it in
// that language at once, and the rest of the language's texts arrive with the parts that need them. The dev
// server prerenders nothing: the page renders once its language's texts are here (or falls back).
const language = selectLanguage(store.getState());
const shownIn = container.firstElementChild === null ? null : document.documentElement.lang;
const texts = shownIn === language ? prerenderedTexts(language) : null;
const hydrating = texts !== null;
if (texts) speakFirstScreenTexts(language, texts);
const firstTexts = hydrating ? Promise.resolve() : store.dispatch(speakLanguage(language));
const app = (
  <StrictMode>
    <RecipeProvider store={store} hydrating={hydrating}>
      <App demoMode={buildModelSettings().demo} />
    </RecipeProvider>
  </StrictMode>
);

// React's own reports, with where in the tree they happened, so a failure never goes unnoticed in the console.
const rootOptions = {
  onUncaughtError: (error: unknown, info: { componentStack?: string }) =>
    console.error('The app stopped on an error it did not handle:', error, info.componentStack),
  onRecoverableError: (error: unknown, info: { componentStack?: string }) =>
    console.error(
      'React recovered from an error (the page may have re-rendered from scratch):',
      error,
      info.componentStack,
    ),
};

// React DOM is the largest script: index.html starts it beside this one once the first paint is on screen
// (CHUNKS_STARTED_FIRST in webpack.config.ts). Imported on demand rather than statically, the store, the
// components and their styles are evaluated while it is still on its way.
Promise.all([downloadReactDom(), firstTexts])
  .then(([{ createRoot, hydrateRoot }]) => {
    if (hydrating) hydrateRoot(container, app, rootOptions);
    else createRoot(container, rootOptions).render(app);
  })
  .catch((error: unknown) => console.error('The app could not start: React DOM did not load.', error));
