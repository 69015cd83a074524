import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Messages } from '@lingui/core';
import { i18n } from '../../src/i18n/i18n';

const COMPILED_ENGLISH = path.join(__dirname, '../../src/i18n/compiled/en');

for (const file of readdirSync(COMPILED_ENGLISH))
  i18n.load('en', JSON.parse(readFileSync(path.join(COMPILED_ENGLISH, file), 'utf8')) as Messages);

/**
 * Every English text of the page by its id, for a test of a pure function that words something (it takes the
 * text function its component passes): the catalogues are read as the page reads them.
 */
export const englishText = (id: string, values?: Record<string, string | number>): string => i18n._(id, values);
