import type { AppDeps } from '../../src/app/store';
import { codeOnDemand } from '../../src/page/whatLoadsWhen';
import { openRecipeDatabase } from '../../src/features/myRecipes/recipeDatabase';
import {
  ChatRequestError,
  type ChatCallOptions,
  type ChatClient,
  type ChatReply,
  type ChatReplyChunk,
  type ChatRequest,
  type ChatMessage,
  type PartsMessage,
} from '../../src/core/chat/chatClient';
import type { RecipeModel, ReplyPiece } from '../../src/core/modelRequest/recipeModel';
import type { Recipe } from '../../src/core/recipe/recipeTypes';
import { chatRecipeModel, type ChatRecipeModelOptions } from '../../src/core/modelRequest/chatRecipeModel';

export const sampleRecipe: Recipe = {
  name: 'Tomato Basil Pasta',
  description: 'A quick weeknight pasta with fresh tomatoes and basil.',
  ingredients: [
    { name: 'spaghetti', measurement: '200 g' },
    { name: 'tomatoes', measurement: '3 ripe' },
    { name: 'basil', measurement: '1 handful' },
  ],
  instructions: ['Boil the pasta.', 'Simmer the tomatoes.', 'Toss everything with basil.'],
};

export function replyWith(content: unknown): ChatReply {
  return { choices: [{ message: { content } }] };
}

export const chunkOf = (content: string): ChatReplyChunk => ({ choices: [{ delta: { content } }] });

/** Lets the thunk's awaits (loading the client, then calling it) run before the test looks. */
export const flushPromises = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A test double for the model: answers every request through `answer` and records what it was asked.
 * Streamed, the same answer arrives in pieces of `streamPieceChars` characters.
 */
export class FakeChatClient implements ChatClient {
  readonly requests: ChatRequest[] = [];
  readonly signals: Array<AbortSignal | undefined> = [];

  constructor(
    private readonly answer: (request: ChatRequest) => Promise<ChatReply>,
    private readonly streamPieceChars = 8,
  ) {}

  chatCompletion(request: ChatRequest, options?: ChatCallOptions): Promise<ChatReply> {
    this.requests.push(request);
    this.signals.push(options?.signal);
    return this.answer(request);
  }

  async *chatCompletionStream(request: ChatRequest, options?: ChatCallOptions): AsyncIterable<ChatReplyChunk> {
    const content = (await this.chatCompletion(request, options)).choices?.[0]?.message?.content;
    if (typeof content !== 'string') return;
    for (let index = 0; index < content.length; index += this.streamPieceChars) {
      yield chunkOf(content.slice(index, index + this.streamPieceChars));
    }
  }
}

/** A fake whose reply the test releases when it chooses, to observe the loading state. */
export function deferredChatClient() {
  let settle: { resolve: (reply: ChatReply) => void; reject: (error: unknown) => void } | undefined;
  const client = new FakeChatClient(
    () =>
      new Promise<ChatReply>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  const pending = async () => {
    await flushPromises();
    if (!settle) throw new Error('the fake chat client has not been asked anything yet');
    return settle;
  };
  return {
    client,
    reply: async (content: unknown) => (await pending()).resolve(replyWith(content)),
    fail: async (error: unknown) => (await pending()).reject(error),
  };
}

/**
 * A fake streaming model the test writes into piece by piece, then ends or breaks; it honours the abort
 * signal as the real client does, by throwing an AbortError from the stream.
 */
export function streamingChatClient() {
  type Step = { chunk: string } | { end: true } | { error: unknown };
  const steps: Step[] = [];
  let wake: (() => void) | undefined;
  const push = (step: Step) => {
    steps.push(step);
    wake?.();
  };
  const client = new FakeChatClient(async () => replyWith(''));
  client.chatCompletionStream = async function* (request, options) {
    client.requests.push(request);
    client.signals.push(options?.signal);
    const aborted = new Promise<never>((_, reject) =>
      options?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
    );
    aborted.catch(() => {});
    for (;;) {
      const step = steps.shift();
      if (!step) {
        await Promise.race([new Promise<void>((resolve) => (wake = resolve)), aborted]);
        continue;
      }
      if ('end' in step) return;
      if ('error' in step) throw step.error;
      yield chunkOf(step.chunk);
    }
  };
  return {
    client,
    write: (chunk: string) => push({ chunk }),
    end: () => push({ end: true }),
    fail: (error: unknown) => push({ error }),
  };
}

/**
 * The model answering through `client`, asked as a model server is (the recipe's messages and schema), and
 * recipes kept in the test's own (fake) IndexedDB. Each test's own visit: what one test's server refused is not
 * left out of the next test's requests, unless the test passes the set it reads.
 */
export function fakeDeps(client: ChatClient, options: Partial<ChatRecipeModelOptions> = {}): AppDeps {
  const { model: name = 'test/model', stream = false, refused = new Set(), ...rest } = options;
  const model = chatRecipeModel(client, { model: name, stream, refused, ...rest });
  // One connection per store, as the app has one per page (the database then answers in the order it is asked),
  // opened again once lost, as the app's is.
  let database: ReturnType<typeof openRecipeDatabase> | undefined;
  return {
    ...codeOnDemand,
    loadRecipeModel: async () => model,
    openRecipeDatabase: () =>
      (database ??= openRecipeDatabase(() => {
        database = undefined;
      })),
  };
}

/** A message's words, when it is words alone ('' for a message in parts, as a photo's). */
export const wordsOf = (message: ChatMessage | PartsMessage | undefined): string =>
  typeof message?.content === 'string' ? message.content : '';

export const answering = (content: unknown) => new FakeChatClient(async () => replyWith(content));

/** A model that refuses before its first piece: recipes and photos with `recipeStatus`, ideas with `ideasStatus`. */
export function refusingModel(recipeStatus: number, ideasStatus = recipeStatus): RecipeModel {
  const refusal = (status: number) =>
    // eslint-disable-next-line require-yield -- it refuses before its first piece
    async function* (): AsyncIterable<ReplyPiece> {
      throw new ChatRequestError(
        status === 401
          ? 'Invalid credentials in Authorization header'
          : 'You have exceeded your monthly included credits',
        status,
      );
    };
  return {
    streams: true,
    askForRecipe: refusal(recipeStatus),
    askForIdeas: refusal(ideasStatus),
    askForFoodsSeen: refusal(recipeStatus),
  };
}
