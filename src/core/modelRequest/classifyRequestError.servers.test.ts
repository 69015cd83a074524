import { pageDeps } from '../../page/whatLoadsWhen';
import { makeStore } from '../../app/store';
import { selectRecipe } from '../../features/recipe/recipeSlice';
import { requestRecipe } from '../../features/recipe/requestRecipe';
import { ChatRequestError } from '../chat/chatClient';
import { modelSettingsFrom } from '../chat/modelSettings';
import { classifyRequestError } from './classifyRequestError';
import { startChatServer } from '../../../__tests__/support/chatServer';
import { sampleRecipe } from '../../../__tests__/support/fakeChatClient';
import { stateWith } from '../../../__tests__/support/renderApp';
import { failureHint } from '../../recipeCard/recipeLines';
import { englishText } from '../../../__tests__/support/englishText';

/** The hint under "Failed to load recipe.", in English. */
const hintOf = (failure: Parameters<typeof failureHint>[1]) => failureHint(englishText, failure, 'Chef settings', 'en');

const listed = ['tomatoes', 'basil', 'spaghetti'];

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe('errors a local model server gives', () => {
  it("says the model server's context is too small for a 400 about the context", () => {
    const error = new ChatRequestError('the request exceeds the available context size, try increasing it', 400);
    const failure = classifyRequestError(error, { online: true, endpointUrl: 'http://127.0.0.1:8080/v1' });
    expect(failure).toEqual({ kind: 'context-too-small' });
    expect(hintOf(failure)).toMatch(/^The model server's context is too small for this request\./);
  });

  it('falls back through the real client against a local server that refuses json_schema, llama.cpp-style', async () => {
    const server = await startChatServer((_, response, body) => {
      const request = JSON.parse(body) as { response_format?: unknown };
      if (request.response_format) {
        response.writeHead(400, { 'Content-Type': 'application/json' });
        response.end(
          JSON.stringify({
            error: {
              code: 400,
              message: 'response_format type json_schema is not supported',
              type: 'invalid_request_error',
            },
          }),
        );
        return;
      }
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify({
          choices: [
            { index: 0, message: { role: 'assistant', content: JSON.stringify(sampleRecipe) }, finish_reason: 'stop' },
          ],
        }),
      );
    });
    try {
      const settings = modelSettingsFrom(
        { HF_ENDPOINT_URL: server.baseUrl, HF_STREAM: 'false' },
        'http://unused.invalid',
      );
      const store = makeStore(
        stateWith(listed),
        pageDeps(settings, () => ''),
      );
      await store.dispatch(requestRecipe());
      expect(selectRecipe(store.getState())).toEqual(sampleRecipe);
      expect(
        server.requests.map(({ body }) => (body as { response_format?: { type: string } }).response_format?.type),
      ).toEqual(['json_schema', undefined]);
    } finally {
      await server.close();
    }
  });
});

describe('a photo sent to a model that cannot read one', () => {
  // Each server's own words, as its users reported them.
  it.each([
    [
      'llama.cpp without --mmproj',
      500,
      'image input is not supported - hint: if this is unexpected, you may need to provide the mmproj',
    ],
    ['llama.cpp, older', 500, 'image input is not supported by this server'],
    ['llamafile', 500, "The server was not compiled for multimodal or the model projector can't be loaded."],
    ['vLLM', 400, 'facebook/opt-125m is not a multimodal model None'],
    ['Ollama', 400, 'this model does not support image input'],
  ])('says the model cannot read photos (%s)', (_, status, message) => {
    const failure = classifyRequestError(new ChatRequestError(message, status), { online: true });
    expect(failure).toEqual({ kind: 'no-vision' });
    expect(hintOf(failure)).toBe('This model cannot read photos: choose a vision model in Chef settings.');
  });

  it('keeps a 400 about something else a failed request', () => {
    const error = new ChatRequestError('Invalid value for temperature', 400);
    expect(classifyRequestError(error, { online: true })).toEqual({ kind: 'request-failed' });
  });
});
