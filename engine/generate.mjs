// Generates replies from a real llama.cpp model, with or without a grammar compiled from a JSON schema by the
// engine's own converter, and prints them as a JSON array. Run by __tests__/engine (a child process, because
// node-llama-cpp is ESM-only): node engine/generate.mjs <model.gguf> <schema.json> <count> <grammar|free>
import { readFileSync } from 'node:fs';
import { getLlama, LlamaCompletion } from 'node-llama-cpp';

const [modelPath, schemaPath, count, mode] = process.argv.slice(2);
const schema = JSON.parse(readFileSync(schemaPath, 'utf8'));

// One thread: on a 2-core machine the default four ran at 0.5 tokens/s, one at hundreds.
const llama = await getLlama({ gpu: false, build: 'never', maxThreads: 1, progressLogs: false, logLevel: 'error' });
const model = await llama.loadModel({ modelPath });
const context = await model.createContext({ contextSize: 2048 });
const grammar = mode === 'grammar' ? await llama.createGrammarForJsonSchema(schema) : undefined;
const sequence = context.getSequence();
const replies = [];
for (let index = 0; index < Number(count); index += 1) {
  sequence.clearHistory();
  const completion = new LlamaCompletion({ contextSequence: sequence });
  replies.push(
    await completion.generateCompletion('Here is a recipe.', {
      grammar,
      maxTokens: 1024,
      temperature: 0.8,
      seed: index + 1,
    }),
  );
}
process.stdout.write(JSON.stringify(replies));
await llama.dispose();
