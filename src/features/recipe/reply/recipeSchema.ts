import * as z from 'zod';
import type { ResponseFormat } from '../../../model/chatClient';

/**
 * The recipe's shape, as the model is asked to write it: the spec's fields, the optional facts, and bounds that
 * keep a whole reply within MAX_REPLY_TOKENS (1024): at most about 3,600 characters of text in all.
 */
export const recipeSchema = z.object({
  name: z.string().min(1).max(80),
  description: z.string().min(1).max(200),
  ingredients: z
    .array(z.object({ name: z.string().min(1).max(50), measurement: z.string().max(30) }))
    .min(1)
    .max(16),
  instructions: z.array(z.string().min(1).max(200)).min(1).max(10),
  servings: z.int().min(1).max(100).optional(),
  prepMinutes: z.int().min(1).max(24 * 60).optional(),
  cookMinutes: z.int().min(1).max(24 * 60).optional(),
});

/**
 * The request's `response_format` for HF_RESPONSE_FORMAT: the recipe's JSON schema (the default, also for an empty or
 * unknown value), any JSON object (`json_object`), or none (`none`: the prompt alone). Not strict: OpenAI's strict mode wants every property required, and the facts
 * are optional; llama.cpp, vLLM and Ollama enforce the schema either way.
 */
export function recipeResponseFormat(setting = ''): ResponseFormat | undefined {
  const kind = setting.trim().toLowerCase();
  if (kind === 'none') return undefined;
  if (kind === 'json_object') return { type: 'json_object' };
  // The draft's `$schema` tag says nothing a server needs, and some refuse keys they do not know.
  const { $schema: _draft, ...schema } = z.toJSONSchema(recipeSchema);
  return { type: 'json_schema', json_schema: { name: 'recipe', schema, strict: false } };
}
