/** How far a finger must travel sideways for a swipe, in CSS pixels. */
export const SWIPE_MIN_PX = 50;

/**
 * Which way a touch moved, as a step change: left (to the next step) or right (to the previous), or null for a tap,
 * a short slide or a mostly vertical one (the cook scrolling).
 */
/** Whether a touch has moved more sideways than up or down: the start of a swipe, not of a scroll. */
export const isSideways = (start: { x: number; y: number }, now: { x: number; y: number }): boolean =>
  Math.abs(now.x - start.x) > Math.abs(now.y - start.y);

export function swipeDirection(
  start: { x: number; y: number },
  end: { x: number; y: number },
): 'left' | 'right' | null {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return null;
  return dx < 0 ? 'left' : 'right';
}
