import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element is not wholly on screen and lies below it: not yet scrolled to. `coveredPx` is how much of
 * the bottom of the screen something fixed covers, so an element behind it counts as off screen. False where the
 * browser cannot tell (no IntersectionObserver).
 */
export function useOffScreenBelow(ref: RefObject<HTMLElement | null>, coveredPx: number): boolean {
  const [below, setBelow] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        const screenBottom = entry.rootBounds?.bottom ?? window.innerHeight;
        setBelow(!entry.isIntersecting && entry.boundingClientRect.top >= screenBottom - coveredPx - 1);
      },
      { rootMargin: `0px 0px -${coveredPx}px 0px`, threshold: 1 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, coveredPx]);
  return below;
}
