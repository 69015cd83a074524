import { readFileSync } from 'node:fs';
import { compiledCatalogues, compiledText } from './compileCatalogues';

it('every committed compiled catalogue is what the script makes from its source, byte for byte', () => {
  for (const [file, text] of compiledCatalogues()) expect(readFileSync(file, 'utf8')).toBe(text);
});

it('compiles a plural into the form Lingui reads, so the page needs no compiler', () => {
  expect(JSON.parse(compiledText({ hint: '{n, plural, one {# egg} other {# eggs}}' }))).toEqual({
    hint: [['n', 'plural', { one: ['#', ' egg'], other: ['#', ' eggs'] }]],
  });
});

it('stops on a message that is not valid MessageFormat, naming it', () => {
  expect(() => compiledText({ broken: 'Add {count, plural, one {#}' })).toThrow(/"broken" is not valid MessageFormat/);
});
