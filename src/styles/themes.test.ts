import { darkPalette, lightPalette, type Palette } from './themes';

/** WCAG 2.1 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

type Colour = keyof Palette;

/** Every text colour the app draws, on every background it draws it on. */
const TEXT_ON: Array<[Colour, Colour]> = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'inputBackground'],
  ['text', 'noticeBackground'],
  ['mutedText', 'background'],
  ['mutedText', 'surface'],
  ['mutedText', 'inputBackground'],
  ['accent', 'background'],
  ['accent', 'surface'],
  ['onAccent', 'accent'],
  ['danger', 'background'],
];

/** Non-text parts a user must see: focus ring and input border (WCAG 1.4.11, 3:1). */
const UI_ON: Array<[Colour, Colour]> = [
  ['focusRing', 'background'],
  ['focusRing', 'surface'],
  ['border', 'inputBackground'],
  ['border', 'background'],
  ['danger', 'inputBackground'],
];

describe.each([
  ['light', lightPalette],
  ['dark', darkPalette],
] as const)('the %s palette', (_, colors) => {
  it.each(TEXT_ON)('draws %s text on %s at WCAG AA contrast (4.5:1)', (fg, bg) => {
    expect(contrast(colors[fg], colors[bg])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(UI_ON)('draws %s against %s at 3:1 or more', (fg, bg) => {
    expect(contrast(colors[fg], colors[bg])).toBeGreaterThanOrEqual(3);
  });
});
