import { useEffect, useRef, type RefObject } from 'react';
import { isSideways, swipeDirection } from '../swipeDirection';

/**
 * Calls `onSwipe` for a horizontal swipe on the element, and keeps the browser from taking that swipe too: a
 * sideways move is cancelled (a listener that is not passive, which React's touch props cannot be), so Chromium
 * never reads it as "back" in its history and leaves the app; CSS alone (touch-action, overscroll-behavior) did
 * not stop it. Vertical moves scroll as usual.
 */
export function useSwipe(element: RefObject<HTMLElement | null>, onSwipe: (direction: 'left' | 'right') => void) {
  const latest = useRef(onSwipe);
  latest.current = onSwipe;
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    let start: { x: number; y: number } | null = null;
    const at = (touch: Touch) => ({ x: touch.clientX, y: touch.clientY });
    const began = (event: TouchEvent) => {
      const touch = event.touches[0];
      start = touch && event.touches.length === 1 ? at(touch) : null;
    };
    const moved = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (start && touch && event.cancelable && isSideways(start, at(touch))) event.preventDefault();
    };
    const ended = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      const from = start;
      start = null;
      const direction = from && touch ? swipeDirection(from, at(touch)) : null;
      if (direction) latest.current(direction);
    };
    target.addEventListener('touchstart', began, { passive: true });
    target.addEventListener('touchmove', moved, { passive: false });
    target.addEventListener('touchend', ended);
    return () => {
      target.removeEventListener('touchstart', began);
      target.removeEventListener('touchmove', moved);
      target.removeEventListener('touchend', ended);
    };
  }, [element]);
}
