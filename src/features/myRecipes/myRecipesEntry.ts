/**
 * What of My recipes loads on demand, in one chunk when the page is first idle (src/page/whatLoadsWhen.ts): the
 * panel, and the thunks that read and keep recipes, which the panel, the card's Save and a request's keeping
 * dispatch once this has arrived. The slice it fills is injected by its own module, which this brings along.
 */
export { MyRecipesPanel } from './components/MyRecipesPanel';
export * from './keptRecipesThunks';
