import { createGlobalStyle } from 'styled-components';

/**
 * Printing (the Print button or Ctrl+P) while a recipe is shown prints the recipe alone, black on white: the
 * page's frame, the form, the buttons and the notices are left out. Only on the page while a recipe is.
 */
export const PrintStyle = createGlobalStyle`
  @media print {
    :root {
      color-scheme: light;
    }

    body {
      background: #fff !important;
      color: #000 !important;
    }

    body *:not(:has([data-printable])):not([data-printable]):not([data-printable] *),
    [data-printable] button,
    [data-printable] [data-screen-only] {
      display: none !important;
    }

    main {
      padding: 0 !important;
    }

    [data-printable] * {
      color: #000 !important;
      background: transparent !important;
    }

    [data-printable] li {
      break-inside: avoid;
    }
  }
`;
