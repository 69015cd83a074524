import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');

/**
 * ts-node (webpack's configuration, with the dev server's recipe service in it, and the tests that start
 * `npm run serve`) resolves `./table` to table.json before table.ts: a JSON file named like the module beside it
 * would be imported in the module's place, and its functions would be undefined there.
 */
it('names no JSON file like the module beside it', () => {
  const files = ['src', 'server', 'scripts'].flatMap((folder) =>
    readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' }).map((file) => join(folder, file)),
  );
  const modules = new Set(files.filter((file) => /\.tsx?$/.test(file)).map((file) => file.replace(/\.tsx?$/, '')));
  expect(files.filter((file) => file.endsWith('.json') && modules.has(file.replace(/\.json$/, '')))).toEqual([]);
});
