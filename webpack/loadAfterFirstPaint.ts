/**
 * Starts the scripts once the prerendered page's first contentful paint has been presented, as the browser's
 * paint timing reports it (the entry imports React DOM, started beside it, so their order does not matter).
 * Lighthouse's simulation counts every script that finished downloading before that paint into its LCP, whatever
 * its priority, and frame callbacks can run well before the frame is presented: started from them, or preloaded
 * from the head, the scripts made its LCP 1.4 s instead of 0.77 s (docs/PERFORMANCE-HISTORY.md). A tab opened in
 * the background paints, and so starts them, when it is first shown.
 */
export const loadAfterFirstPaint = (sources: readonly string[]) =>
  `new PerformanceObserver(function(l){l.getEntriesByName("first-contentful-paint").length&&` +
  `${JSON.stringify(sources)}.forEach(function(u){import(u)})}).observe({type:"paint",buffered:!0})`;
