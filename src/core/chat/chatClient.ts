/**
 * The chat-completions protocol as the app speaks it, on both sides: a client asked with a chat request
 * (chatRecipeModel builds it), and the errors it fails with. The page's client wraps `@huggingface/inference`, the
 * server's is its own (upstreamChatClient); tests pass fakes, named as such.
 */

// A type alias, not an interface, so it fits the library's message type with its index signature.
export type ChatMessage = {
  role: 'system' | 'user' | 'assistant';
  content: string;
};

/** A part of a message that carries more than text: a photo goes as an `image_url` part, with a data URL. */
export type ContentPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };

/** A user message in parts, as vision models take a photo with words about it. */
export type PartsMessage = { role: 'user'; content: ContentPart[] };

/** Structured output, as OpenAI-compatible servers and Hugging Face's router take it. */
export type ResponseFormat =
  | { type: 'json_schema'; json_schema: { name: string; schema: Record<string, unknown>; strict: boolean } }
  | { type: 'json_object' };

export interface ChatRequest {
  model: string;
  messages: Array<ChatMessage | PartsMessage>;
  max_tokens: number;
  /** Reasoning models spend hidden tokens before answering; "low" keeps the recipe inside max_tokens. */
  reasoning_effort?: 'low';
  response_format?: ResponseFormat;
  /** Asks a streaming server to say, before its end, how many tokens the request took (the recipe server's budget). */
  stream_options?: { include_usage: true };
}

/** The request options a server may refuse; the request is then made again without it. */
export type RefusableOption = 'response_format' | 'reasoning_effort' | 'stream_options';

/**
 * Why the model stopped writing: "stop" when it finished, "length" when it hit max_tokens, others (a content
 * filter) rarely. Typed loosely, as servers send what they send.
 */
export type FinishReason = string | null | undefined;

/** What reasoning models send besides the answer: their thinking, under one name or the other. */
interface ReasoningFields {
  reasoning_content?: unknown;
  reasoning?: unknown;
}

// Every field optional: the reader must survive whatever a server sends.
export interface ChatReply {
  choices?: Array<{ message?: { content?: unknown } & ReasoningFields; finish_reason?: FinishReason }>;
}

export interface ChatReplyChunk {
  choices?: Array<{ delta?: { content?: unknown } & ReasoningFields; finish_reason?: FinishReason }>;
  /** The tokens the whole request took, in the last chunk (or the finishing one) when the server reports them. */
  usage?: { prompt_tokens?: unknown; completion_tokens?: unknown } | null;
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
    /** The app's own recipe service says which failure it was (a FailureKind's name). */
    readonly kind?: string,
  ) {
    super(message);
    this.name = 'ChatRequestError';
  }
}

/** No response arrived at all: the request never reached the server (no network, DNS, a refused connection). */
export class ChatConnectionError extends Error {
  constructor(readonly cause: unknown) {
    super('No response from the model server');
    this.name = 'ChatConnectionError';
  }
}

/** A response arrived, but it is not a chat completion (or not a stream of them) that can be read. */
export class ChatReplyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChatReplyError';
  }
}
