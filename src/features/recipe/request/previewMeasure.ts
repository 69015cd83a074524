import type { RecipePreview } from '../../../core/recipe/recipeTypes';

/** Named so the Performance panel (and `npm run bench`) can time each streamed update. */
export const PREVIEW_UPDATE_MEASURE = 'recipe preview update';

/** One request's update timings are kept (for the Performance panel and the bench), not every request's. */
export function clearPreviewMeasures(): void {
  if (typeof performance.clearMeasures === 'function') performance.clearMeasures(PREVIEW_UPDATE_MEASURE);
}

/** `show`, timed from the dispatch to the end of the render it causes, as PREVIEW_UPDATE_MEASURE. */
export const measuredPreview =
  (show: (preview: RecipePreview) => void) =>
  (preview: RecipePreview): void => {
    const start = performance.now();
    show(preview);
    // React renders a store update in a microtask queued by the dispatch; this one runs after it.
    // (jsdom has no performance.measure.)
    if (typeof performance.measure === 'function') {
      queueMicrotask(() => performance.measure(PREVIEW_UPDATE_MEASURE, { start }));
    }
  };
