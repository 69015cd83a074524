/** How far a finger must travel sideways for a swipe, in CSS pixels. */
export const SWIPE_MIN_PX = 50;

/**
 * Which way a touch moved, as a step change: left (to the next step) or right (to the previous), or null for a tap,
 * a short slide or a mostly vertical one (the cook scrolling).
 */
export function swipeDirection(
  start: { x: number; y: number },
  end: { x: number; y: number },
): 'left' | 'right' | null {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return null;
  return dx < 0 ? 'left' : 'right';
}
