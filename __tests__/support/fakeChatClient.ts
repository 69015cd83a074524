import type { AppDeps } from '../../src/app/appDeps';
import type { ChatClient, ChatReply, ChatRequest } from '../../src/features/recipe/chatClient';
import type { Recipe } from '../../src/features/recipe/recipeTypes';

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

/** A test double for the model: answers every request through `answer` and records what it was asked. */
export class FakeChatClient implements ChatClient {
  readonly requests: ChatRequest[] = [];
  readonly signals: Array<AbortSignal | undefined> = [];

  constructor(private readonly answer: (request: ChatRequest) => Promise<ChatReply>) {}

  chatCompletion(request: ChatRequest, options?: { signal?: AbortSignal }): Promise<ChatReply> {
    this.requests.push(request);
    this.signals.push(options?.signal);
    return this.answer(request);
  }
}

/** Lets the thunk's awaits (loading the client, then calling it) run before the test looks. */
export const flushPromises = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

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

export function fakeDeps(client: ChatClient, model = 'test/model'): AppDeps {
  return { model, loadChatClient: async () => client };
}

export const answering = (content: unknown) => new FakeChatClient(async () => replyWith(content));
