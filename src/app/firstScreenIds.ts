/**
 * Where the built page keeps the first screen in each language but the source one (webpack's
 * InsertPrerenderedScreen writes them; the page's inline scripts and index.tsx read them).
 */

/** The <template> holding the prerendered first screen in `language`. */
export const firstScreenTemplateId = (language: string) => `first-screen-${language}`;

/** The JSON holding the first screen's texts in `language`, compiled for Lingui. */
export const firstScreenTextsId = (language: string) => `first-screen-texts-${language}`;
