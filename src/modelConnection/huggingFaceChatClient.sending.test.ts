/** @jest-environment jsdom */
import { withYieldingScheduler } from '../../__tests__/support/yieldingScheduler';
import { createHuggingFaceChatClient, recipeModelForToken } from './huggingFaceChatClient';
import { modelSettingsFrom } from '../core/chat/modelSettings';

const page = 'http://localhost:3000';

withYieldingScheduler();
const pageFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = pageFetch;
});

describe('createHuggingFaceChatClient', () => {
  it('hands a streamed request to fetch in the task that sent it, before the page gets another turn', async () => {
    const sent = jest.fn(() => new Promise<Response>(() => {}));
    globalThis.fetch = sent;
    const client = createHuggingFaceChatClient({
      token: 'hf_test',
      endpointUrl: 'http://127.0.0.1:9/v1',
      model: 'm',
      provider: '',
      demo: false,
      stream: true,
    });
    const sentBeforeNextTask = new Promise<boolean>((resolve) => setTimeout(() => resolve(sent.mock.calls.length > 0)));
    const reply = client.chatCompletionStream({
      model: 'm',
      messages: [{ role: 'user', content: 'eggs' }],
      max_tokens: 100,
    });
    void reply[Symbol.asyncIterator]().next();
    expect(await sentBeforeNextTask).toBe(true);
  });
});

describe('recipeModelForToken', () => {
  afterEach(() => document.head.replaceChildren());
  const preconnected = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')].map((link) => link.href);

  it("opens the connection to the model's server as the model is made, before any request", () => {
    const settings = modelSettingsFrom({ PUBLIC_HF_TOKEN: 'hf_built', HF_ENDPOINT_URL: 'http://127.0.0.1:9/v1' }, page);
    recipeModelForToken(settings, '');
    expect(preconnected()).toEqual(['http://127.0.0.1:9/']);
  });

  it("opens the router's for a cook's own token in a build that otherwise asks its own server", () => {
    recipeModelForToken(modelSettingsFrom({}, page), 'hf_cook');
    expect(preconnected()).toEqual(['https://router.huggingface.co/']);
  });
});
