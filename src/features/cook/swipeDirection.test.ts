import { isSideways, swipeDirection } from './swipeDirection';

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

it.each([
  [{ x: 190, y: 403 }, true],
  [{ x: 230, y: 420 }, true],
  [{ x: 205, y: 440 }, false],
  [{ x: 200, y: 400 }, false],
] as const)('a touch moving from (200, 400) to %o is sideways: %s', (now, sideways) => {
  expect(isSideways(from, now)).toBe(sideways);
});
