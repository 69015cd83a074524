import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { catalogueExports } from '../../webpack/catalogueLoader';

const CATALOGUES = path.join(__dirname, '../../src/i18n/catalogues');

type Catalogue = Record<string, string>;

/** What a catalogue file exports, read from its source as the build's loader reads it. */
const exportsOf = (file: string) => catalogueExports(readFileSync(file, 'utf8'), file);

const englishFiles = () => readdirSync(path.join(CATALOGUES, 'en')).map((file) => path.join(CATALOGUES, 'en', file));
const otherLanguageFiles = () =>
  readdirSync(CATALOGUES)
    .filter((file) => /^[a-z]{2}\.json$/.test(file))
    .map((file) => path.join(CATALOGUES, file));

/** Every catalogue file: English's, a file a part (catalogues/en/), and each other language's one file. */
export const catalogueFilePaths = (): string[] => [...englishFiles(), ...otherLanguageFiles()];

/** The English catalogues, by part: found as the build finds them, by their files' names. */
export const englishCatalogues = (): Record<string, Catalogue> =>
  Object.fromEntries(
    englishFiles().map((file) => [path.basename(file, '.ts'), exportsOf(file)[path.basename(file, '.ts')]!]),
  );

/** Every other language's texts, by language: the one file catalogues/<language>.json each has. */
export const otherLanguagesCatalogues = (): Record<string, Catalogue> =>
  Object.fromEntries(otherLanguageFiles().map((file) => [path.basename(file, '.json'), exportsOf(file).texts!]));
