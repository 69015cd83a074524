import { createGlobalStyle } from 'styled-components';
import { colors, darkPalette, lightPalette, paletteDeclarations } from './themes';

export const HEADER_HEIGHT_PX = 64;

/** The most the generate panel's bar at the bottom of the screen covers (src/features/recipe/components). */
export const QUICK_BAR_HEIGHT_PX = 64;

export const GlobalStyle = createGlobalStyle`
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
`;
