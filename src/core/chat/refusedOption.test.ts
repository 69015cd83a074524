import { ChatRequestError, type ChatRequest } from './chatClient';
import { refusedOption } from './refusedOption';

const request: ChatRequest = {
  model: 'owner/model',
  messages: [{ role: 'user', content: 'eggs, spinach, feta' }],
  max_tokens: 1024,
  response_format: { type: 'json_object' },
  stream_options: { include_usage: true },
};

describe('the option a server refused', () => {
  it('is stream_options when the refusal names it, though it also says "not supported"', () => {
    const refusal = new ChatRequestError('stream_options is not supported by this server', 400);
    expect(refusedOption(refusal, request)).toBe('stream_options');
  });

  it('is stream_options when the refusal names include_usage (vLLM says it so)', () => {
    const refusal = new ChatRequestError('Extra inputs are not permitted: include_usage', 422);
    expect(refusedOption(refusal, request)).toBe('stream_options');
  });

  it('is none for a request that did not carry stream_options', () => {
    const { stream_options: _, ...without } = request;
    const refusal = new ChatRequestError('stream_options is not supported by this server', 400);
    expect(refusedOption(refusal, { ...without, response_format: undefined })).toBeNull();
  });
});
