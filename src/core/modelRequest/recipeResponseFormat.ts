import type { ResponseFormat } from '../chat/chatClient';
import { recipeJsonSchema } from '../recipe/recipeSchema';

/**
 * A request's `response_format` for HF_RESPONSE_FORMAT: the reply's JSON schema, named `name` (the default, also
 * for an empty or unknown value), any JSON object (`json_object`), or none (`none`: the prompt alone). Not strict:
 * OpenAI's strict mode wants every property required, and some are optional; llama.cpp, vLLM and Ollama enforce the
 * schema either way. The schema is converted only when it is sent.
 */
export function responseFormatFor(
  setting: string | undefined,
  name: string,
  schema: () => Record<string, unknown>,
): ResponseFormat | undefined {
  const kind = (setting ?? '').trim().toLowerCase();
  if (kind === 'none') return undefined;
  if (kind === 'json_object') return { type: 'json_object' };
  return { type: 'json_schema', json_schema: { name, schema: schema(), strict: false } };
}

/** The recipe's `response_format`, with the chef's marks in its schema when the cook has allergies or a diet. */
export const recipeResponseFormat = (setting = '', marked = false): ResponseFormat | undefined =>
  responseFormatFor(setting, 'recipe', () => recipeJsonSchema(marked));
