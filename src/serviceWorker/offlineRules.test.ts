import { answersNavigation, isPrecached } from './offlineRules';

describe('what the service worker precaches', () => {
  it('keeps the prerendered page, every hashed script and image, the manifest and its icons', () => {
    for (const file of [
      'index.html',
      'assets/main.45e73ea8.js',
      'assets/recipe-request.5f93801f.js',
      'assets/chefHat.d410a71e.svg',
      'favicon.svg',
      'manifest.webmanifest',
      'icons/icon-maskable-512.png',
    ]) {
      expect(isPrecached(file)).toBe(true);
    }
  });

  it('leaves out source maps, precompressed copies and licence notes', () => {
    for (const file of ['assets/main.45e73ea8.js.map', 'assets/main.45e73ea8.js.br', 'index.html.gz', 'sw.js.map']) {
      expect(isPrecached(file)).toBe(false);
    }
    expect(isPrecached('assets/vendors.e90a9cf0.js.LICENSE.txt')).toBe(false);
  });
});

describe('which navigations the cached page answers', () => {
  it('answers every page address of the app', () => {
    expect(answersNavigation('/')).toBe(true);
    expect(answersNavigation('/index.html')).toBe(true);
    expect(answersNavigation('/any/page')).toBe(true);
  });

  it('leaves the recipe service and the health check to the network', () => {
    expect(answersNavigation('/api/recipe')).toBe(false);
    expect(answersNavigation('/api/anything/else')).toBe(false);
    expect(answersNavigation('/healthz')).toBe(false);
  });
});
