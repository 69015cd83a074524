import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import LANGUAGE_NAMES from '../src/core/language/languages.json';
import { wordTablesIn } from './support/wordTablesIn';

/**
 * A language is added by data alone (docs/ARCHITECTURE.md, "Where domain data lives"): no module names one, and
 * every table keyed by language has them all.
 */
const ROOT = join(__dirname, '..');
const OTHER_LANGUAGES = Object.keys(LANGUAGE_NAMES).filter((language) => language !== 'en');

const filesUnder = (folder: string): string[] =>
  readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' }).map((file) => join(folder, file));

/** Code without its comments, which may quote a language's words ("de", "di") as examples. */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

/** A language's tag written into code: as a string ('fr') or as a key (fr: …). */
function languageTagsIn(source: string): string[] {
  const tags = OTHER_LANGUAGES.join('|');
  const written = new RegExp(String.raw`(['"\`])(${tags})\1|^\s*(${tags})\s*:`, 'gm');
  return [...withoutComments(source).matchAll(written)].map((match) => match[2] ?? match[3]!);
}

const isCode = (file: string) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file);
/** The catalogues are the one place a language's texts are written, one module of data each. */
const isCatalogue = (file: string) => file.includes(join('i18n', 'catalogues'));

it('finds a language written into code', () => {
  expect(
    languageTagsIn(`/** "de" */\nconst JOINS = {\n  fr: () => 'de ',\n};\nif (locale === 'de') shout(); // "it"`),
  ).toEqual(['fr', 'de']);
});

it('names no language but English in any module of the app or its server', () => {
  const written = [...filesUnder('src'), ...filesUnder('server')]
    .filter((file) => isCode(file) && !isCatalogue(file))
    .flatMap((file) => languageTagsIn(readFileSync(join(ROOT, file), 'utf8')).map((tag) => `${file}: ${tag}`));
  expect(written).toEqual([]);
});

it('has every language in every table keyed by language', () => {
  const languages = Object.keys(LANGUAGE_NAMES);
  const lacking = filesUnder('src')
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => {
      const table = JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as Record<string, unknown>;
      if (!Object.hasOwn(table, 'en') || !Object.hasOwn(table, 'es')) return [];
      return languages
        .filter((language) => !Object.hasOwn(table, language))
        .map((language) => `${relative('src', file)}: ${language}`);
    });
  expect(lacking).toEqual([]);
});

it('finds a table of words written into code, whether a list, a set, a map or an object', () => {
  const planted = [
    "const NOT_FREE_OF = new Set(['range', 'run', 'flowing', 'flow']);",
    "const PART_OF_A_FRUIT = new Map([['juice', 'juice'], ['zest', 'peel'], ['rind', 'peel'], ['peel', 'peel']]);",
    "const IN_VES: Record<string, string> = { leaves: 'leaf', halves: 'half', loaves: 'loaf', calves: 'calf' };",
    "export const WITHOUT: readonly string[] = ['sin', 'sans', 'senza', 'ohne'];",
  ];
  expect(planted.map((source) => wordTablesIn(source).length)).toEqual([1, 1, 1, 1]);
});

it("leaves the app's own names, which a type checks, and a rule's few words, in code", () => {
  const kept = [
    "const SERVICE_KINDS = new Set<FailureKind>(['busy', 'not-set-up', 'rate-limited', 'unavailable', 'stalled']);",
    "const CHANGES = ['quicker', 'spicier', 'milder', 'vegetarian'] as const;",
    "const FIELDS: readonly (keyof Recipe)[] = ['name', 'description', 'ingredients', 'instructions'];",
    "const VOLUME_UNITS: Partial<Record<string, VolumeUnits>> = { teaspoon: 'tsp', tablespoon: 'Tbs', cup: 'cup', pint: 'pnt' };",
    "const SIZES = new Set(['large', 'medium', 'small']);",
  ];
  expect(kept.flatMap(wordTablesIn)).toEqual([]);
});

it('keeps every table of words in data: no module of the app or its server writes one', () => {
  const written = [...filesUnder('src'), ...filesUnder('server')]
    .filter((file) => isCode(file) && !isCatalogue(file))
    .flatMap((file) => wordTablesIn(readFileSync(join(ROOT, file), 'utf8')).map((table) => `${file}: ${table}`));
  expect(written).toEqual([]);
});
