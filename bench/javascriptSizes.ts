import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The scripts index.html starts (named in its after-first-paint loader; React DOM's also preloaded from the head),
 * as paths inside the build.
 */
function initialScripts(dir: string): string[] {
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  return [...new Set([...html.matchAll(/["=]\/(assets\/[^"\s>]+\.js)/g)].map((match) => match[1]!))];
}

/** Every script in the build, as paths inside it. */
export function builtScripts(dir: string): string[] {
  return readdirSync(path.join(dir, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `assets/${file}`);
}

/** Gzipped (level 9) bytes of the scripts index.html starts, and of every script in the build. */
export function javascriptSizes(dir: string) {
  const gzipped = (file: string) => gzipSync(readFileSync(path.join(dir, file)), { level: 9 }).length;
  const initial = initialScripts(dir);
  const all = builtScripts(dir);
  return {
    initialFiles: initial,
    initialJsGzipBytes: sum(initial.map(gzipped)),
    totalJsGzipBytes: sum(all.map(gzipped)),
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
