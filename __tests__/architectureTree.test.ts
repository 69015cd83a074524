import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..');
/** Where a tree line's name ends and what it holds begins (the names are padded to this column). */
const NAME_COLUMN = 26;

/** The folders the tree in ARCHITECTURE.md names, as paths from the root: `src/features/cook/components`. */
function foldersNamedInTree(markdown: string): string[] {
  const tree = /## Folders, and what each may import\n[\s\S]*?```\n([\s\S]*?)\n```/.exec(markdown)?.[1];
  if (!tree) throw new Error('ARCHITECTURE.md has no folder tree under "Folders, and what each may import"');
  const parents: string[] = [];
  const folders: string[] = [];
  for (const line of tree.split('\n')) {
    const name = line.slice(0, NAME_COLUMN).trim();
    if (!name.endsWith('/')) continue;
    const depth = (line.length - line.trimStart().length) / 2;
    parents.length = depth;
    parents.push(name.slice(0, -1));
    folders.push(parents.join('/'));
  }
  return folders;
}

/** Every folder under `dir`, as paths from the root. */
function foldersUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const folder = `${dir}/${entry.name}`;
      return [folder, ...foldersUnder(folder)];
    });
}

const named = foldersNamedInTree(readFileSync(path.join(ROOT, 'docs/ARCHITECTURE.md'), 'utf8'));

describe("ARCHITECTURE.md's folder tree", () => {
  it.each(['src', 'server'])('names every folder under %s/', (top) => {
    expect(foldersUnder(top).filter((folder) => !named.includes(folder))).toEqual([]);
  });

  it('names no folder that is not there', () => {
    const existing = new Set(['src', 'server', ...foldersUnder('src'), ...foldersUnder('server')]);
    const gone = named.filter((folder) => {
      const inSourceTree = folder.startsWith('src') || folder.startsWith('server');
      return inSourceTree ? !existing.has(folder) : readdirSync(ROOT).every((entry) => entry !== folder);
    });
    expect(gone).toEqual([]);
  });
});
