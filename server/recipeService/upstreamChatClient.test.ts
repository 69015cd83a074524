import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ChatConnectionError,
  ChatReplyError,
  ChatRequestError,
  type ChatRequest,
} from '../../src/core/chat/chatClient';
import { refusedOption } from '../../src/core/chat/refusedOption';
import { startTestChatServer, type TestChatServer } from '../../__tests__/e2e/support/testChatServer';
import { chatCompletionsUrl, createUpstreamChatClient, HF_ROUTER_URL, upstreamTarget } from './upstreamChatClient';

const request: ChatRequest = {
  model: 'owner/model',
  messages: [{ role: 'user', content: 'eggs, spinach, feta' }],
  max_tokens: 1024,
  response_format: { type: 'json_object' },
};

async function collected(stream: AsyncIterable<unknown>) {
  const chunks: unknown[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return chunks;
}

const contentOf = (chunks: unknown[]) =>
  chunks
    .map((chunk) => (chunk as { choices: [{ delta: { content?: string } }] }).choices[0].delta.content ?? '')
    .join('');

describe('where the server sends a chat request', () => {
  it.each([
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080/v1/chat/completions'],
    ['http://127.0.0.1:8080/', 'http://127.0.0.1:8080/v1/chat/completions'],
    ['http://127.0.0.1:8080/v1', 'http://127.0.0.1:8080/v1/chat/completions'],
    ['https://example.com/v1/chat/completions', 'https://example.com/v1/chat/completions'],
  ])('reads the endpoint %s as %s, as the Hugging Face library does', (endpoint, url) => {
    expect(chatCompletionsUrl(endpoint)).toBe(url);
  });

  it("asks Hugging Face's router for the model, naming the provider unless it is auto", () => {
    const settings = { token: 'hf_x', model: 'owner/model', endpointUrl: '' };
    expect(upstreamTarget({ ...settings, provider: 'auto' })).toEqual({ url: HF_ROUTER_URL, model: 'owner/model' });
    expect(upstreamTarget({ ...settings, provider: 'together' })).toEqual({
      url: HF_ROUTER_URL,
      model: 'owner/model:together',
    });
  });
});

describe('the server streaming a reply from an OpenAI-compatible endpoint', () => {
  let upstream: TestChatServer;
  const client = () =>
    createUpstreamChatClient({
      token: 'hf_owner',
      model: 'owner/model',
      provider: 'auto',
      endpointUrl: upstream.baseUrl,
    });
  afterEach(() => upstream.close());

  it('sends the request with the token, the model and stream on, and yields each chunk until [DONE]', async () => {
    upstream = await startTestChatServer({
      kind: 'content',
      content: 'A short reply',
      stream: { streamChunkChars: 4 },
    });
    const chunks = await collected(client().chatCompletionStream(request));
    expect(contentOf(chunks)).toBe('A short reply');
    expect(upstream.lastRequest()).toMatchObject({ model: 'owner/model', stream: true, messages: request.messages });
    expect(upstream.lastAuthorization()).toBe('Bearer hf_owner');
  });

  it('turns a refusal into its status and message, so that a refused option can be named', async () => {
    upstream = await startTestChatServer({ kind: 'recipe', refuse: 'response_format' });
    const error = await collected(client().chatCompletionStream(request)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChatRequestError);
    expect((error as ChatRequestError).status).toBe(400);
    expect(refusedOption(error, request)).toBe('response_format');
  });

  it("keeps a 429's Retry-After", async () => {
    upstream = await startTestChatServer({ kind: 'status', status: 429, retryAfterSeconds: 30 });
    const error = await collected(client().chatCompletionStream(request)).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 429, retryAfterSeconds: 30 });
  });

  it("stops waiting for a model that does not answer when asked, with the asker's reason", async () => {
    upstream = await startTestChatServer({ kind: 'hang' });
    const stop = new AbortController();
    const reason = new DOMException('The cook closed the connection', 'AbortError');
    const reading = collected(client().chatCompletionStream(request, { signal: stop.signal }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    stop.abort(reason);
    await expect(reading).rejects.toBe(reason);
  });

  it("stops reading when asked, with the asker's reason, and closes the model's connection", async () => {
    upstream = await startTestChatServer({
      kind: 'content',
      content: 'x'.repeat(400),
      stream: { streamChunkChars: 1 },
    });
    const stop = new AbortController();
    const abandoned = upstream.nextAbandoned();
    const reason = new DOMException('The cook closed the connection', 'AbortError');
    const reading = (async () => {
      for await (const _chunk of client().chatCompletionStream(request, { signal: stop.signal })) stop.abort(reason);
    })();
    await expect(reading).rejects.toBe(reason);
    await abandoned;
  });
});

describe('the server reading what is not a chat stream', () => {
  let server: Server;
  afterEach(() => new Promise((resolve) => (server.listening ? server.close(resolve) : resolve(undefined))));

  async function answering(respond: Parameters<typeof createServer>[1]) {
    server = createServer(respond);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return createUpstreamChatClient({
      token: '',
      model: 'm',
      provider: 'auto',
      endpointUrl: `http://127.0.0.1:${port}`,
    });
  }

  it('refuses a reply that is not an event stream', async () => {
    const client = await answering((_request, response) => response.end('<html>a login page</html>'));
    await expect(collected(client.chatCompletionStream(request))).rejects.toBeInstanceOf(ChatReplyError);
  });

  it('fails on an error event in the stream', async () => {
    const client = await answering((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/event-stream' });
      response.end('event: error\ndata: {"error":"overloaded"}\n\n');
    });
    await expect(collected(client.chatCompletionStream(request))).rejects.toThrow(/overloaded/);
  });

  it('fails on an event that is not JSON', async () => {
    const client = await answering((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/event-stream' });
      response.end('data: {"choices": [\n\n');
    });
    await expect(collected(client.chatCompletionStream(request))).rejects.toBeInstanceOf(ChatReplyError);
  });

  it('says no response arrived when nothing listens on the endpoint', async () => {
    const client = await answering(() => {});
    await new Promise((resolve) => server.close(resolve));
    await expect(collected(client.chatCompletionStream(request))).rejects.toBeInstanceOf(ChatConnectionError);
  });
});
