export type ColorName =
  | 'background'
  | 'surface'
  | 'text'
  | 'mutedText'
  | 'border'
  | 'accent'
  | 'onAccent'
  | 'danger'
  | 'focusRing'
  | 'inputBackground'
  | 'spinnerTrack'
  | 'noticeBackground';

export type Palette = Record<ColorName, string>;

// Every text/background pair below meets WCAG AA (4.5:1) in its own theme (see __tests__/themes.test.ts).
export const lightPalette: Palette = {
  background: '#fafaf9',
  surface: '#ffffff',
  text: '#1c1917',
  mutedText: '#57534e',
  border: '#78716c',
  accent: '#c2410c',
  onAccent: '#ffffff',
  danger: '#b91c1c',
  focusRing: '#1d4ed8',
  inputBackground: '#ffffff',
  spinnerTrack: '#e7e5e4',
  noticeBackground: '#fef3c7',
};

export const darkPalette: Palette = {
  background: '#1c1917',
  surface: '#292524',
  text: '#f5f5f4',
  mutedText: '#d6d3d1',
  border: '#78716c',
  accent: '#fb923c',
  onAccent: '#1c1917',
  danger: '#fca5a5',
  focusRing: '#93c5fd',
  inputBackground: '#0c0a09',
  spinnerTrack: '#44403c',
  noticeBackground: '#422006',
};

const COLOR_NAMES = Object.keys(lightPalette) as ColorName[];
const cssVariable = (name: ColorName) => `--color-${name}`;

/** `--color-text:#1c1917;…` for one palette, set on <html> by the global style. */
export function paletteDeclarations(palette: Palette): string {
  return COLOR_NAMES.map((name) => `${cssVariable(name)}:${palette[name]};`).join('');
}

/**
 * The colours components use: CSS variables, not values, so the page prerendered at build time shows either
 * palette, chosen by the `dark` class on <html> before any script runs, with the same class names; and a styled
 * component that reads only these is static, its CSS worked out once rather than on every render.
 */
export const colors = Object.fromEntries(COLOR_NAMES.map((name) => [name, `var(${cssVariable(name)})`])) as Palette;
