import { HEADER_HEIGHT_PX, QUICK_BAR_HEIGHT_PX } from './layout';
import { colors, darkPalette, lightPalette, paletteDeclarations } from './themes';

/** Without comments, and with each run of white space one space (none around braces and semicolons). */
const compact = (css: string) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};])\s*/g, '$1')
    .trim();

/**
 * The page's own rules: both palettes as CSS variables (the `dark` class on <html> picks one), the body, links and
 * the focus ring. The build writes them into the page's head (webpack.config.ts) rather than styled-components at
 * run time: a global style would be compiled again by stylis as the page hydrates, the biggest part of the
 * hydration's work on a phone.
 */
export const GLOBAL_CSS = compact(`
  *, *::before, *::after {
    box-sizing: border-box;
  }

  :root {
    color-scheme: light;
    ${paletteDeclarations(lightPalette)}
  }

  :root.dark {
    color-scheme: dark;
    ${paletteDeclarations(darkPalette)}
  }

  /* What the browser scrolls into view (a focused field, a list row) lands clear of the fixed header and bar. */
  html {
    scroll-padding: ${HEADER_HEIGHT_PX + 8}px 0 ${QUICK_BAR_HEIGHT_PX + 8}px;
  }

  body {
    margin: 0;
    min-width: 320px;
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
    font-size: 1rem;
    line-height: 1.5;
    background: ${colors.background};
    color: ${colors.text};
  }

  h1, h2, h3 {
    line-height: 1.2;
  }

  a {
    color: ${colors.accent};
  }

  :focus-visible {
    outline: 3px solid ${colors.focusRing};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      transition: none !important;
      animation-duration: 0.01ms !important;
    }
  }
`);
