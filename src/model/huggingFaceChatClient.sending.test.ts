import { withYieldingScheduler } from '../../__tests__/support/yieldingScheduler';
import { createHuggingFaceChatClient } from './huggingFaceChatClient';

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
