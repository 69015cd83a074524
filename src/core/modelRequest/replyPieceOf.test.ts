import { pieceOf } from './replyPieceOf';

/** Chunks as OpenAI documents `stream_options.include_usage`: `usage: null` on each, then one with no choices. */
describe('the usage a streamed reply reports', () => {
  it('is read from the last chunk, which has no choices', () => {
    const last = {
      choices: [],
      usage: { prompt_tokens: 310, completion_tokens: 42, total_tokens: 352 },
    };
    expect(pieceOf(last)).toEqual({ usage: { promptTokens: 310, completionTokens: 42 } });
  });

  it('is read beside the finish, where some servers send it', () => {
    const finishing = {
      choices: [{ delta: {}, finish_reason: 'stop' }],
      usage: { prompt_tokens: 9, completion_tokens: 12 },
    };
    expect(pieceOf(finishing)).toEqual({ finishReason: 'stop', usage: { promptTokens: 9, completionTokens: 12 } });
  });

  it('is nothing while it is null, as on every chunk before the last', () => {
    expect(pieceOf({ choices: [{ delta: { content: 'Soup' } }], usage: null })).toEqual({ text: 'Soup' });
    expect(pieceOf({ choices: [], usage: null })).toBeNull();
  });

  it('counts what is not a whole number of tokens as none', () => {
    expect(pieceOf({ choices: [], usage: { prompt_tokens: 'many', completion_tokens: -3 } })).toBeNull();
    expect(pieceOf({ choices: [], usage: { prompt_tokens: 7.5, completion_tokens: 4 } })).toEqual({
      usage: { promptTokens: 0, completionTokens: 4 },
    });
  });
});
