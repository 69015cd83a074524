/**
 * The narrow slice of a chat-completion client that the recipe thunk needs. The real one wraps
 * `@huggingface/inference`; tests pass their own, named as a fake, through the store's extra argument.
 */

// A type alias, not an interface, so it fits the library's message type with its index signature.
export type ChatMessage = {
  role: 'system' | 'user';
  content: string;
};

export interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  max_tokens: number;
  /** Reasoning models spend hidden tokens before answering; "low" keeps the recipe inside max_tokens. */
  reasoning_effort?: 'low';
}

export interface ChatReply {
  choices: Array<{ message: { content?: unknown } }>;
}

export interface ChatReplyChunk {
  choices: Array<{ delta: { content?: string | null } }>;
}

export interface ChatCallOptions {
  signal?: AbortSignal;
}

export interface ChatClient {
  chatCompletion(request: ChatRequest, options?: ChatCallOptions): Promise<ChatReply>;
  chatCompletionStream(request: ChatRequest, options?: ChatCallOptions): AsyncIterable<ChatReplyChunk>;
}

/**
 * A chat request the server refused, as the app needs to see it: the HTTP status and, for 429, how long
 * to wait. It carries no request headers, so never the token.
 */
export class ChatRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ChatRequestError';
  }
}
