import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  completion,
  demoRecipeFor,
  parseChatBody,
  readBody,
  sendJson,
  streamContent,
  usageFor,
  type ChatCompletionsBody,
  type ReportedUsage,
  type StreamPace,
} from './fakeProvider';

/** What the test server answers the next chat-completions requests with, until told otherwise. */
export type Scenario =
  /**
   * The demo chef's recipe for the ingredients asked about; streamed when the request says `stream: true`. With
   * `refuse`, a request carrying that option is refused with a 400, as a server without the feature does. A
   * streamed reply reports its usage when the request asks for it (`stream_options.include_usage`), in every kind.
   */
  | {
      kind: 'recipe';
      delayMs?: number;
      stream?: StreamPace;
      refuse?: 'response_format' | 'reasoning_effort' | 'stream_options';
    }
  /**
   * A reply whose message content is exactly this (e.g. "I don't know", or null); streamed when asked. Its first
   * byte is sent `delayMs` after the request.
   */
  | { kind: 'content'; content: string | null; delayMs?: number; stream?: StreamPace }
  /** An HTTP error with an OpenAI-style error body: the status's usual words, or the server's own `message`. */
  | { kind: 'status'; status: number; retryAfterSeconds?: number; message?: string }
  /** A request that is never answered. */
  | { kind: 'hang' }
  /** The chat API answered without CORS headers, as by a server not told to allow the page's origin. */
  | { kind: 'no-cors' };

export interface TestChatServer {
  /** OpenAI-compatible base URL, for HF_ENDPOINT_URL. */
  baseUrl: string;
  setScenario: (scenario: Scenario) => void;
  requestCount: () => number;
  /** The body of the last chat-completions request, as parsed. */
  lastRequest: () => ChatCompletionsBody | null;
  /** The Authorization header of the last chat-completions request. */
  lastAuthorization: () => string | undefined;
  /** The usage each streamed reply reported, in order (only requests that asked for it). */
  reportedUsage: () => ReportedUsage[];
  /** Resolves when a chat-completions request's connection closes before its answer was finished. */
  nextAbandoned: () => Promise<void>;
  close: () => Promise<void>;
}

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, User-Agent, X-HF-Bill-To',
  'Access-Control-Expose-Headers': 'Retry-After',
  'Access-Control-Max-Age': '600',
};

const wait = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A streamed reply's pace when the scenario does not set one: a few chunks, quickly. The demo chef's own pace (a word
 * at a time, for a cook watching it arrive) would add seconds to every test that shows a recipe; a test about
 * streaming sets its own.
 */
const TEST_STREAM_PACE: StreamPace = { streamDelayMs: 10, streamChunkChars: 64 };

const ERROR_MESSAGES: Record<number, string> = {
  401: 'Invalid credentials in Authorization header',
  402: 'You have exceeded your monthly included credits for Inference Providers.',
  403: 'This token does not have permission to call Inference Providers.',
  429: 'Rate limit reached. Please retry later.',
  500: 'Internal server error',
  503: 'Service unavailable',
};

/**
 * A real HTTP, OpenAI-compatible chat server on a random loopback port, with CORS so a page on another
 * origin can call it, whose answers a test chooses (`setScenario`, or `POST /__scenario` from another process),
 * and which shows the last request it was sent (`lastRequest`, or `GET /__last-request`).
 * The recipes come from the offline demo provider.
 */
export async function startTestChatServer(initial: Scenario = { kind: 'recipe' }): Promise<TestChatServer> {
  let scenario = initial;
  let requests = 0;
  let lastRequest: ChatCompletionsBody | null = null;
  let lastAuthorization: string | undefined;
  let abandoned: Array<() => void> = [];
  const reported: ReportedUsage[] = [];
  /** The usage the reply reports, when the request asks for it, noted as reported. */
  const usageReported = (body: ChatCompletionsBody, content: string, pace: StreamPace) => {
    const usage = usageFor(body, content, pace.streamChunkChars ?? 4);
    if (usage) reported.push(usage);
    return usage;
  };

  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const body = parseChatBody(await readBody(request));
    if (!body) return sendJson(response, 400, { error: { message: 'Expected a JSON body with a "messages" array.' } });
    requests += 1;
    lastRequest = body;
    lastAuthorization = request.headers.authorization;
    response.on('close', () => {
      if (response.writableFinished) return;
      abandoned.forEach((resolve) => resolve());
      abandoned = [];
    });
    const model = typeof body.model === 'string' ? body.model : 'test';
    const current = scenario;
    switch (current.kind) {
      case 'hang':
        return;
      case 'no-cors':
        return sendJson(response, 200, completion(model, demoRecipeFor(body)));
      case 'status': {
        const headers: Record<string, string> = { 'Content-Type': 'application/json' };
        if (current.retryAfterSeconds !== undefined) headers['Retry-After'] = String(current.retryAfterSeconds);
        response.writeHead(current.status, headers);
        const message = current.message ?? ERROR_MESSAGES[current.status] ?? 'Error';
        response.end(JSON.stringify({ error: { message } }));
        return;
      }
      case 'content':
        await wait(current.delayMs);
        if (body.stream === true) {
          const pace = current.stream ?? TEST_STREAM_PACE;
          const content = current.content ?? '';
          return streamContent(response, model, content, pace, usageReported(body, content, pace));
        }
        return sendJson(response, 200, completion(model, current.content));
      case 'recipe': {
        if (current.refuse && body[current.refuse] !== undefined) {
          return sendJson(response, 400, { error: { message: `${current.refuse} is not supported by this server` } });
        }
        await wait(current.delayMs);
        const content = demoRecipeFor(body);
        if (body.stream === true) {
          const pace = current.stream ?? TEST_STREAM_PACE;
          return streamContent(response, model, content, pace, usageReported(body, content, pace));
        }
        return sendJson(response, 200, completion(model, content));
      }
    }
  };

  const server = createServer((request, response) => {
    const path = request.url?.split('?')[0];
    const chatApi = path?.startsWith('/v1/');
    if (!(chatApi && scenario.kind === 'no-cors')) {
      for (const [name, value] of Object.entries(CORS_HEADERS)) response.setHeader(name, value);
    }
    const fail = (error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, { error: { message: String(error) } });
    };
    // A test's calls come seconds apart, and Node's fetch reuses a socket the server may be closing just then
    // (its keep-alive timeout): ECONNRESET. The test's own endpoints close theirs after each answer.
    if (path?.startsWith('/__')) response.setHeader('Connection', 'close');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
    } else if (request.method === 'POST' && path === '/__scenario') {
      readBody(request)
        .then((raw) => {
          scenario = JSON.parse(raw) as Scenario;
          response.writeHead(204).end();
        })
        .catch(fail);
    } else if (request.method === 'GET' && path === '/__last-request') {
      sendJson(response, 200, lastRequest);
    } else if (request.method === 'POST' && path === '/v1/chat/completions') {
      answer(request, response).catch(fail);
    } else {
      sendJson(response, 404, { error: { message: `No route for ${request.method} ${path}` } });
    }
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    setScenario: (next) => {
      scenario = next;
    },
    requestCount: () => requests,
    reportedUsage: () => [...reported],
    lastRequest: () => lastRequest,
    lastAuthorization: () => lastAuthorization,
    nextAbandoned: () => new Promise((resolve) => abandoned.push(resolve)),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
