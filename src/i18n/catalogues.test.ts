import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CATALOGUE_SOURCES } from './catalogueSources';

const SOURCE_FOLDER = path.resolve(__dirname, '..');

/** The page's code, where its texts are asked for by id: not the catalogues, not the tests. */
function pageCode(): string {
  const files = readdirSync(SOURCE_FOLDER, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith(path.join('i18n', 'catalogues')),
  );
  return files.map((file) => readFileSync(path.join(SOURCE_FOLDER, file), 'utf8')).join('\n');
}

const english = CATALOGUE_SOURCES.en;

it.each(Object.entries(CATALOGUE_SOURCES))('%s has every part and every text English has, and no other', (_, parts) => {
  expect(Object.keys(parts).sort()).toEqual(Object.keys(english).sort());
  for (const [part, messages] of Object.entries(parts))
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english[part as keyof typeof english]).sort());
});

it('every text in the catalogues is one the code still asks for', () => {
  const code = pageCode();
  const ids = Object.values(english).flatMap((messages) => Object.keys(messages));
  expect(ids.filter((id) => !code.includes(`'${id}'`))).toEqual([]);
});

it('no text is in two parts, so a part never loads another part’s words', () => {
  const ids = Object.values(english).flatMap((messages) => Object.keys(messages));
  expect(ids.length).toBe(new Set(ids).size);
});
