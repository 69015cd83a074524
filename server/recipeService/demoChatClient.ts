import { setTimeout as pause } from 'node:timers/promises';
import type { ChatClient, ChatReplyChunk } from '../../src/core/chat/chatClient';
import { completion, demoRecipeFor, type DemoProviderOptions } from '../demoProvider';

/**
 * The demo chef as the recipe service's model, when the server has neither a token nor an endpoint: the sample
 * recipe for the ingredients asked about, streamed a few characters at a time like a model writing.
 */
export function demoChatClient({ streamDelayMs = 15, streamChunkChars = 4 }: DemoProviderOptions = {}): ChatClient {
  return {
    chatCompletion: (request) => Promise.resolve(completion(request.model, demoRecipeFor(request))),
    async *chatCompletionStream(request, options): AsyncIterable<ChatReplyChunk> {
      const content = demoRecipeFor(request);
      for (let index = 0; index < content.length; index += streamChunkChars) {
        options?.signal?.throwIfAborted();
        yield {
          choices: [{ delta: { content: content.slice(index, index + streamChunkChars) }, finish_reason: null }],
        };
        if (streamDelayMs > 0) await pause(streamDelayMs, undefined, { signal: options?.signal });
      }
      yield { choices: [{ delta: {}, finish_reason: 'stop' }] };
    },
  };
}
