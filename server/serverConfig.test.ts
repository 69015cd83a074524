import { serverConfigFrom, trustProxyFrom } from './serverConfig';

describe('the server configuration, read at start-up', () => {
  it('asks the demo chef with neither a token nor an endpoint, the endpoint when there is one, else Hugging Face', () => {
    expect(serverConfigFrom({}).mode).toBe('demo');
    expect(serverConfigFrom({ HF_TOKEN: 'hf_x' }).mode).toBe('hosted');
    expect(serverConfigFrom({ HF_TOKEN: 'hf_x', HF_ENDPOINT_URL: 'http://127.0.0.1:8080/v1' }).mode).toBe('endpoint');
  });

  it('limits 10 recipes per 600 s and 2 in flight unless told otherwise, ignoring values that are not counts', () => {
    expect(serverConfigFrom({}).limits).toEqual({ recipes: 10, windowSeconds: 600, inFlight: 2 });
    expect(
      serverConfigFrom({ RATE_LIMIT_RECIPES: '3', RATE_LIMIT_WINDOW_S: 'soon', RATE_LIMIT_IN_FLIGHT: '-1' }).limits,
    ).toEqual({ recipes: 3, windowSeconds: 600, inFlight: 2 });
  });

  it('holds no daily budget unless one is set, and reads only counts as one', () => {
    expect(serverConfigFrom({}).budget).toEqual({});
    expect(serverConfigFrom({ BUDGET_RECIPES_PER_DAY: '500' }).budget).toEqual({ recipes: 500 });
    expect(serverConfigFrom({ BUDGET_RECIPES_PER_DAY: 'lots' }).budget).toEqual({});
    expect(serverConfigFrom({ BUDGET_RECIPES_PER_DAY: '-5' }).budget).toEqual({});
    expect(serverConfigFrom({ BUDGET_TOKENS_PER_DAY: '2000000' }).budget).toEqual({ tokens: 2000000 });
    expect(serverConfigFrom({ BUDGET_TOKENS_PER_DAY: '0' }).budget).toEqual({});
  });

  it('reads ALLOWED_ORIGINS as a comma-separated list and PORT=0 as any free port', () => {
    const config = serverConfigFrom({ ALLOWED_ORIGINS: ' https://a.example ,,https://b.example', PORT: '0' });
    expect(config.allowedOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.port).toBe(0);
  });

  it.each([
    [undefined, false],
    ['false', false],
    ['true', true],
    ['2', 2],
    ['10.0.0.1, 10.0.0.2', '10.0.0.1, 10.0.0.2'],
  ])('reads TRUST_PROXY=%p as %p', (value, expected) => {
    expect(trustProxyFrom(value)).toEqual(expected);
  });
});
