import { catalogueExports, compiledCatalogue } from './catalogueLoader';

const FILE = 'src/i18n/catalogues/en/eggs.ts';

it('reads every catalogue a module exports, constants and all, with its type imports gone', () => {
  const source = [
    "import type { eggs as english } from './english';",
    "const COUNT = '{n, plural, one {# egg} other {# eggs}}';",
    'export const eggs = { "eggs.count": `Add ${COUNT}` } as const satisfies Record<keyof typeof english, string>;',
  ].join('\n');
  expect(catalogueExports(source, FILE)).toEqual({
    eggs: { 'eggs.count': 'Add {n, plural, one {# egg} other {# eggs}}' },
  });
});

it('compiles a plural into the form Lingui reads, so the page needs no compiler', () => {
  expect(compiledCatalogue({ hint: '{n, plural, one {# egg} other {# eggs}}' }, FILE)).toEqual({
    hint: [['n', 'plural', { one: ['#', ' egg'], other: ['#', ' eggs'] }]],
  });
});

it('stops the build on a message that is not valid MessageFormat, naming it and its file', () => {
  expect(() => compiledCatalogue({ broken: 'Add {count, plural, one {#}' }, FILE)).toThrow(
    /eggs\.ts: the message "broken" is not valid MessageFormat/,
  );
});

it('stops the build on a catalogue that imports a value, which a catalogue never needs', () => {
  expect(() => catalogueExports("import { x } from './x';\nexport const eggs = { a: x };", FILE)).toThrow(
    /imports \.\/x: a catalogue holds its texts/,
  );
});
