import type { ResponseFormat } from '../chat/chatClient';
import { recipeJsonSchema } from '../recipe/recipeSchema';

/**
 * The request's `response_format` for HF_RESPONSE_FORMAT: the recipe's JSON schema (the default, also for an empty or
 * unknown value), any JSON object (`json_object`), or none (`none`: the prompt alone). Not strict: OpenAI's strict mode wants every property required, and the facts
 * are optional; llama.cpp, vLLM and Ollama enforce the schema either way.
 */
export function recipeResponseFormat(setting = '', marked = false): ResponseFormat | undefined {
  const kind = setting.trim().toLowerCase();
  if (kind === 'none') return undefined;
  if (kind === 'json_object') return { type: 'json_object' };
  return { type: 'json_schema', json_schema: { name: 'recipe', schema: recipeJsonSchema(marked), strict: false } };
}
