export const SCROLL_DELAY_MS = 300;
export const SCROLL_DURATION_MS = 1000;

/** Slow start, slow finish: progress (0..1) along the scroll for a time fraction (0..1). */
export function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

/** Where the page should be `elapsed` ms into a scroll from `from` to `to` lasting `duration` ms. */
export function scrollPositionAt(from: number, to: number, elapsed: number, duration: number): number {
  const t = duration <= 0 ? 1 : Math.min(Math.max(elapsed / duration, 0), 1);
  return from + (to - from) * easeInOutCubic(t);
}

/** The page offset that puts `element` just below anything fixed above it (its scroll-margin-top). */
export function scrollTargetOf(element: HTMLElement): number {
  const margin = parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
  return Math.max(0, element.getBoundingClientRect().top + window.scrollY - margin);
}

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** What the cook does to take the page in hand: a scroll under way gives way to it, as the browser's own does. */
const COOK_TAKES_OVER = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Scrolls to the element with `id` after `delay` ms over `duration` ms, the way the spec times it
 * (the browser's own smooth scroll cannot be given a duration); with reduced motion asked for, it jumps
 * there after the delay instead. It stops when the cook scrolls, taps or presses a key meanwhile, rather than
 * pull the page from under them. Returns a function that cancels it.
 */
export function smoothScrollToId(id: string, delay = SCROLL_DELAY_MS, duration = SCROLL_DURATION_MS): () => void {
  let frame = 0;
  const timer = window.setTimeout(() => {
    const element = document.getElementById(id);
    if (!element) return;
    const from = window.scrollY;
    const to = scrollTargetOf(element);
    if (prefersReducedMotion()) {
      window.scrollTo(0, to);
      return;
    }
    const start = performance.now();
    const step = (now: number) => {
      const elapsed = now - start;
      window.scrollTo(0, scrollPositionAt(from, to, elapsed, duration));
      if (elapsed < duration) frame = requestAnimationFrame(step);
      else stopAnimation();
    };
    COOK_TAKES_OVER.forEach((type) => window.addEventListener(type, stopAnimation, { passive: true }));
    frame = requestAnimationFrame(step);
  }, delay);
  function stopAnimation() {
    cancelAnimationFrame(frame);
    COOK_TAKES_OVER.forEach((type) => window.removeEventListener(type, stopAnimation));
  }
  return () => {
    window.clearTimeout(timer);
    stopAnimation();
  };
}
