import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { inlineScripts } from '../../../server/contentSecurityPolicy';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

const pageOf = (dir: string) => readFileSync(path.join(dir, 'index.html'), 'utf8');

/** The script files index.html starts (named in its after-first-paint loader), as paths inside the build. */
function initialScripts(html: string): string[] {
  return [...new Set([...html.matchAll(/["=]\/(assets\/[^"\s>]+\.js)/g)].map((match) => match[1]!))];
}

/** The entry script's path inside the build (`assets/main.….js`), as index.html's loader names it. */
export function entryScript(dir: string): string {
  const entry = /"\/(assets\/main\.[0-9a-f]+\.js)"/.exec(pageOf(dir));
  if (!entry) throw new Error('index.html starts no entry script');
  return entry[1]!;
}

/** Every script file in the build, as paths inside it. */
export function builtScripts(dir: string): string[] {
  return readdirSync(path.join(dir, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `assets/${file}`);
}

const gzipped = (code: string | Buffer) => gzipSync(code, { level: 9 }).length;

/** Gzipped (level 9) bytes of the build's script files `files` and of the scripts `inPage` written in a page. */
export const gzippedScripts = (dir: string, files: string[], inPage: string[]) =>
  sum(files.map((file) => gzipped(readFileSync(path.join(dir, file))))) + sum(inPage.map(gzipped));

/**
 * Gzipped (level 9) bytes of the JavaScript a visit starts with (the files index.html asks for, and the scripts
 * written in it), and of all of it (every script file in the build, and the page's).
 */
export function javascriptSizes(dir: string) {
  const html = pageOf(dir);
  const initial = initialScripts(html);
  const inPage = inlineScripts(html);
  return {
    initialFiles: initial,
    inPageJsGzipBytes: gzippedScripts(dir, [], inPage),
    initialJsGzipBytes: gzippedScripts(dir, initial, inPage),
    totalJsGzipBytes: gzippedScripts(dir, builtScripts(dir), inPage),
  };
}

/**
 * The source files a built script was made from, read from its source map. A script without one is an empty
 * module's (@huggingface/hub's browser build imports its Node-only helpers on demand, and they are empty there).
 */
export function bundledSources(dir: string, script: string): string[] {
  const mapFile = path.join(dir, `${script}.map`);
  if (!existsSync(mapFile)) return [];
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] };
  return map.sources;
}

/** Whether the built script `script` holds the source file (or package folder) `source`, by its source map. */
export const holdsSource = (dir: string, script: string, source: string): boolean =>
  bundledSources(dir, script).some((bundled) => bundled.includes(source));

/** The built script (`assets/….js`) that holds the source file `source`, read from the source maps. */
export function scriptHolding(dir: string, source: string): string {
  const script = builtScripts(dir).find((file) => holdsSource(dir, file, source));
  if (!script) throw new Error(`No built script holds ${source}`);
  return script;
}
