import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { parseRecipe } from '../../src/core/recipe/parseRecipe';
import { recipeResponseFormat } from '../../src/core/modelRequest/recipeResponseFormat';

const ROOT = path.resolve(__dirname, '../..');
/** A real 1.2 MB llama.cpp model (TinyStories): it writes children's stories, never a recipe on its own. */
const MODEL = path.resolve(ROOT, '../shared/models/stories260K.gguf');

let dir: string;
let schemaFile: string;
beforeAll(() => {
  if (!existsSync(MODEL)) throw new Error(`The engine test needs the model at ${MODEL}, beside this checkout.`);
  const format = recipeResponseFormat();
  if (format?.type !== 'json_schema') throw new Error('the default response_format is the recipe schema');
  dir = mkdtempSync(path.join(os.tmpdir(), 'chef-engine-'));
  schemaFile = path.join(dir, 'recipe.schema.json');
  writeFileSync(schemaFile, JSON.stringify(format.json_schema.schema));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Replies from the engine (engine/generate.mjs, a child process: node-llama-cpp is ESM-only). */
async function generate(count: number, mode: 'grammar' | 'free'): Promise<string[]> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['engine/generate.mjs', MODEL, schemaFile, String(count), mode],
    {
      cwd: ROOT,
      maxBuffer: 10 * 1024 * 1024,
    },
  );
  return JSON.parse(stdout) as string[];
}

describe('the recipe schema under a real llama.cpp engine', () => {
  it("compiles to the engine's grammar, and every reply made under it is a recipe to the app's parser", async () => {
    const replies = await generate(10, 'grammar');
    expect(replies).toHaveLength(10);
    expect(replies.map((reply) => parseRecipe(reply).ok)).toEqual(Array(10).fill(true));
  });

  it('gives no recipe without it: the prompt alone does not make this model write one', async () => {
    const replies = await generate(3, 'free');
    expect(replies.map((reply) => parseRecipe(reply).ok)).toEqual([false, false, false]);
  });
});
