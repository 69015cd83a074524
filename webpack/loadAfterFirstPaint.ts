/**
 * Starts the scripts once the prerendered page's first paint has been presented, as the browser's paint timing
 * reports it (main imports vendors and the chunks started with them, so their order does not matter; a chunk's
 * script only defines its modules). Frame callbacks are not enough: a frame can be presented well after they run,
 * and Lighthouse's simulation counts scripts that finished downloading before that moment into LCP. Without
 * paint timing, two frames; the timer covers a tab opened in the background. Of these, only React DOM is preloaded
 * from the head (InsertPrerenderedScreen says why; docs/PERFORMANCE-HISTORY.md has the runs).
 */
export const loadAfterFirstPaint = (sources: string[]) =>
  `(function(){var started,P=window.PerformanceObserver;function start(){if(started)return;started=1;` +
  `${JSON.stringify(sources)}.forEach(function(src){` +
  `var s=document.createElement("script");s.type="module";s.src=src;document.body.appendChild(s)})}` +
  `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)new P(function(list){` +
  `if(list.getEntriesByName("first-contentful-paint").length)setTimeout(start)}).observe({type:"paint",buffered:true});` +
  `else requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start)})});` +
  `setTimeout(start,1000)})()`;
