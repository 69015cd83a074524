import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { catalogueExports, compiledCatalogue } from '../../webpack/catalogueLoader';
import { couldNotLoadLine, type LazyPartName } from '../components/OnDemand';
import { lazyParts } from '../page/whatLoadsWhen';
import {
  catalogueFilePaths,
  englishCatalogues,
  otherLanguagesCatalogues,
} from '../../__tests__/support/catalogueFiles';

const SOURCE_FOLDER = path.resolve(__dirname, '..');

/** The page's code, where its texts are asked for by id: not the catalogues, not the tests. */
function pageCode(): string {
  const files = readdirSync(SOURCE_FOLDER, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith(path.join('i18n', 'catalogues')),
  );
  return files.map((file) => readFileSync(path.join(SOURCE_FOLDER, file), 'utf8')).join('\n');
}

const english = englishCatalogues();
const englishIds = Object.values(english).flatMap((messages) => Object.keys(messages));

it.each(Object.entries(otherLanguagesCatalogues()))('%s has every text English has, and no other', (_, texts) => {
  expect(Object.keys(texts).sort()).toEqual([...englishIds].sort());
});

it.each(catalogueFilePaths())('%s is compiled by the build as Lingui compiles it when read', (file) => {
  for (const messages of Object.values(catalogueExports(readFileSync(file, 'utf8'), file)))
    expect(compiledCatalogue(messages, file)).toEqual(
      Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, compileMessage(message)])),
    );
});

it('every text in the catalogues is one the code still asks for', () => {
  const code = pageCode();
  // A part's could-not-load line is asked for by the part's name (OnDemand's couldNotLoadLine).
  const partLines: string[] = Object.keys(lazyParts).map((part) => couldNotLoadLine(part as LazyPartName));
  expect(englishIds.filter((id) => !code.includes(`'${id}'`) && !partLines.includes(id))).toEqual([]);
});

it('no text is in two parts, so a part never loads another part’s words', () => {
  expect(englishIds.length).toBe(new Set(englishIds).size);
});
