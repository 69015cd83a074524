import type { IncomingMessage, ServerResponse } from 'node:http';
import { USER_MESSAGE_PREFIX, USER_MESSAGE_SUFFIX } from '../../../src/core/modelRequest/recipePrompt';
import { demoRecipe } from '../../../server/demoChef/demoRecipe';
import { demoChanged, demoIdeaRecipe, demoIdeas } from '../../../server/demoChef/demoSteering';
import {
  IDEA_ASKED,
  IDEAS_SYSTEM_PROMPT,
  SHOWN_NAMED,
  WISH_ASKED,
} from '../../../src/core/modelRequest/steeringPrompts';
import type { Recipe } from '../../../src/core/recipe/recipeTypes';
import { CHANGE_REQUESTS, RECIPE_CHANGES, type RecipeChange } from '../../../src/core/steering/recipeChange';
import { PHOTO_SYSTEM_PROMPT } from '../../../src/core/photo/photoPrompt';

/**
 * A fake provider's answers in the shape of an OpenAI-compatible chat-completions endpoint: the demo chef's
 * recipe for the ingredients and servings it reads in the prompt, as a model would, plain or streamed as
 * server-sent events; and the small HTTP helpers the test chat server shares.
 */

export interface ChatCompletionsBody {
  model?: unknown;
  messages?: Array<{ role?: unknown; content?: unknown }>;
  stream?: unknown;
  response_format?: unknown;
  reasoning_effort?: unknown;
  stream_options?: { include_usage?: unknown } | null;
}

/** The tokens a request took, in OpenAI's words. */
export interface ReportedUsage {
  prompt_tokens: number;
  completion_tokens: number;
}

export interface StreamPace {
  /** Pause between streamed pieces, so a stream looks like a model writing. */
  streamDelayMs?: number;
  /** Characters per streamed piece (about one token each). */
  streamChunkChars?: number;
}

/** A photo's request is the largest: a shrunk photo as a data URL, up to about 1.4 MB. */
const MAX_BODY_BYTES = 2 * 1024 * 1024;

export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > MAX_BODY_BYTES) {
        reject(new Error('request body too large'));
        request.destroy();
      }
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

export function sendJson(response: ServerResponse, status: number, payload: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(payload));
}

/** Reads the ingredients back out of a user message; as a model reads them. */
export function ingredientsFromUserMessage(message: string): string[] {
  if (!message.startsWith(USER_MESSAGE_PREFIX) || !message.endsWith(USER_MESSAGE_SUFFIX)) return [];
  return message
    .slice(USER_MESSAGE_PREFIX.length, message.length - USER_MESSAGE_SUFFIX.length)
    .split(', ')
    .filter(Boolean);
}

/** Reads the servings back out of a system message; as a model reads them. */
export function servingsFromSystemMessage(message: string): number | undefined {
  const asked = /Make it for (\d+) servings?\./.exec(message)?.[1];
  return asked === undefined ? undefined : Number(asked);
}

function messageOf(body: ChatCompletionsBody, role: 'system' | 'user'): string {
  const message = body.messages?.find((entry) => entry.role === role);
  return typeof message?.content === 'string' ? message.content : '';
}

export const userMessageOf = (body: ChatCompletionsBody): string => messageOf(body, 'user');
export const systemMessageOf = (body: ChatCompletionsBody): string => messageOf(body, 'system');

const contentOf = (entry: { content?: unknown } | undefined) =>
  typeof entry?.content === 'string' ? entry.content : '';

/** The change asked for in the last message, as a model reads it: one of the app's, or the cook's quoted wish. */
function changeIn(message: string): RecipeChange {
  const kind = RECIPE_CHANGES.find((known) => CHANGE_REQUESTS[known] === message);
  if (kind) return { kind };
  return {
    kind: 'wish',
    wish: message.startsWith(WISH_ASKED) ? (JSON.parse(message.slice(WISH_ASKED.length)) as string) : message,
  };
}

/** The ideas' user message: "I have a, b, c. I have seen these, quoted as data: [...]. Please give me 3 other ideas." */
function ideasAskIn(message: string): { ingredients: string[]; shownNames: string[] } {
  const ingredients = message.slice('I have '.length, message.indexOf('.')).split(', ').filter(Boolean);
  const shown = message.indexOf(SHOWN_NAMED);
  const shownNames =
    shown < 0
      ? []
      : (JSON.parse(message.slice(shown + SHOWN_NAMED.length, message.indexOf('].', shown) + 1)) as string[]);
  return { ingredients, shownNames };
}

/**
 * What this fake vision model answers to any photo: what a model would read in the tests' photo of a fruit bowl
 * (__tests__/e2e/photos/fruits.jpg), one fruit unsure. A stand-in, named as one: it looks at nothing.
 */
export const FAKE_FRUIT_BOWL_READING = {
  foods: [
    { name: 'apples', sure: 0.95 },
    { name: 'bananas', sure: 0.9 },
    { name: 'grapes', sure: 0.85 },
    { name: 'oranges', sure: 0.8 },
    { name: 'pears', sure: 0.4 },
  ],
};

/**
 * What the demo chef answers, as JSON text, for what the request asks, read back out of its messages as a model
 * reads them: what a photo shows (FAKE_FRUIT_BOWL_READING), three ideas, a new version of the recipe it was sent with the change asked for, a chosen idea in
 * full, or the recipe for its ingredients (and servings if set).
 */
export function demoRecipeFor(body: ChatCompletionsBody): string {
  const system = systemMessageOf(body);
  if (system.startsWith(PHOTO_SYSTEM_PROMPT)) return JSON.stringify(FAKE_FRUIT_BOWL_READING);
  const user = userMessageOf(body);
  if (system.startsWith(IDEAS_SYSTEM_PROMPT)) {
    const { ingredients, shownNames } = ideasAskIn(user);
    return JSON.stringify({ ideas: demoIdeas(ingredients, shownNames) });
  }
  const idea = user.indexOf(IDEA_ASKED);
  const ingredients = ingredientsFromUserMessage(idea < 0 ? user : user.slice(0, idea));
  const messages = body.messages ?? [];
  const base = messages.find((entry) => entry.role === 'assistant');
  if (base) {
    const change = changeIn(contentOf(messages.at(-1)));
    return JSON.stringify(demoChanged(JSON.parse(contentOf(base)) as Recipe, change, ingredients));
  }
  const servings = servingsFromSystemMessage(system);
  if (idea < 0) return JSON.stringify(demoRecipe(ingredients, servings));
  const name = (JSON.parse(user.slice(idea + IDEA_ASKED.length)) as string).split(':')[0] ?? '';
  return JSON.stringify(demoIdeaRecipe(ingredients, { name }, servings));
}

/**
 * A whole reply as OpenAI-compatible servers send one, with the fields clients check for (older
 * `@huggingface/inference` refuses a reply without `system_fingerprint` and `usage`).
 */
export function completion(model: string, content: string | null) {
  const completionTokens = Math.ceil((content ?? '').length / 4);
  return {
    id: 'demo-completion',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    system_fingerprint: 'fp_test',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 0, completion_tokens: completionTokens, total_tokens: completionTokens },
  };
}

function streamChunk(model: string, delta: Record<string, unknown>, finishReason: string | null) {
  return {
    id: 'demo-completion',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
}

/**
 * The usage a server reports for a request asked with `stream_options: { include_usage: true }`: the reply's
 * pieces as its tokens, and about four characters a token for what it was sent.
 */
export function usageFor(body: ChatCompletionsBody, content: string, streamChunkChars: number): ReportedUsage | null {
  if (body.stream_options?.include_usage !== true) return null;
  const asked = (body.messages ?? []).reduce(
    (characters, message) => characters + (typeof message.content === 'string' ? message.content.length : 0),
    0,
  );
  return { prompt_tokens: Math.ceil(asked / 4), completion_tokens: Math.ceil(content.length / streamChunkChars) };
}

/** The pause between two pieces, cut short when the client goes away: no timer outlives the test's server. */
const pauseFor = (response: ServerResponse, ms: number) =>
  new Promise<void>((resolve) => {
    const over = () => {
      clearTimeout(timer);
      response.off('close', over);
      resolve();
    };
    const timer = setTimeout(over, ms);
    response.once('close', over);
  });

/**
 * Writes `content` as an OpenAI-style SSE stream; stops early if the client goes away. With `usage`, as OpenAI
 * documents `stream_options.include_usage`: every chunk carries `usage: null`, and one more chunk, with no
 * choices and the request's usage, comes before `[DONE]`.
 */
export async function streamContent(
  response: ServerResponse,
  model: string,
  content: string,
  { streamDelayMs = 15, streamChunkChars = 4 }: StreamPace = {},
  usage: ReportedUsage | null = null,
): Promise<void> {
  response.writeHead(200, {
    'Content-Type': 'text/event-stream',
    'Cache-Control': 'no-cache',
    Connection: 'keep-alive',
  });
  const send = (payload: object) =>
    response.write(`data: ${JSON.stringify(usage ? { ...payload, usage: null } : payload)}\n\n`);
  send(streamChunk(model, { role: 'assistant', content: '' }, null));
  for (let index = 0; index < content.length && !response.destroyed; index += streamChunkChars) {
    send(streamChunk(model, { content: content.slice(index, index + streamChunkChars) }, null));
    if (streamDelayMs > 0) await pauseFor(response, streamDelayMs);
  }
  send(streamChunk(model, {}, 'stop'));
  if (usage) {
    const total = { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens };
    response.write(`data: ${JSON.stringify({ ...streamChunk(model, {}, null), choices: [], usage: total })}\n\n`);
  }
  response.end('data: [DONE]\n\n');
}

export function parseChatBody(raw: string): ChatCompletionsBody | null {
  try {
    const body: unknown = JSON.parse(raw);
    const candidate = body as ChatCompletionsBody | null;
    return typeof candidate === 'object' && candidate !== null && Array.isArray(candidate.messages) ? candidate : null;
  } catch {
    return null;
  }
}
