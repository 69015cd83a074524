import { i18n } from '../../src/i18n/partTexts';
import { englishCatalogues } from './catalogueFiles';

for (const messages of Object.values(englishCatalogues())) i18n.load('en', messages);

/**
 * Every English text of the page by its id, for a test of a pure function that words something (it takes the
 * text function its component passes): the catalogues are read as the page reads them.
 */
export const englishText = (id: string, values?: Record<string, string | number>): string => i18n._(id, values);
