import { swipeDirection } from './swipeDirection';

const from = { x: 200, y: 400 };

it.each([
  [{ x: 100, y: 410 }, 'left'],
  [{ x: 300, y: 390 }, 'right'],
  [{ x: 180, y: 400 }, null],
  [{ x: 120, y: 200 }, null],
  [{ x: 200, y: 400 }, null],
] as const)('a touch from (200, 400) to %o is %s', (to, direction) => {
  expect(swipeDirection(from, to)).toBe(direction);
});
