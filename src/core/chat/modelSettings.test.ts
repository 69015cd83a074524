import { DEFAULT_MODEL, isReasoningModel, modelSettingsFrom } from './modelSettings';

const origin = 'http://localhost:3000';

describe('modelSettingsFrom', () => {
  it("asks the app's own recipe service when neither a token nor an endpoint is set", () => {
    expect(modelSettingsFrom({}, origin)).toEqual({
      token: '',
      model: DEFAULT_MODEL,
      provider: 'auto',
      endpointUrl: 'http://localhost:3000/api/recipe',
      demo: true,
      stream: true,
    });
  });

  it('uses Hugging Face with the token, model and provider given', () => {
    expect(
      modelSettingsFrom({ PUBLIC_HF_TOKEN: ' hf_x ', HF_MODEL: 'Qwen/Qwen3-30B-A3B', HF_PROVIDER: 'together' }, origin),
    ).toEqual({
      token: 'hf_x',
      model: 'Qwen/Qwen3-30B-A3B',
      provider: 'together',
      endpointUrl: '',
      demo: false,
      stream: true,
    });
  });

  it('waits for the whole reply when HF_STREAM is false', () => {
    expect(modelSettingsFrom({ HF_STREAM: 'false' }, origin).stream).toBe(false);
  });

  it('sends requests to HF_ENDPOINT_URL when it is set, with or without a token', () => {
    const settings = modelSettingsFrom({ HF_ENDPOINT_URL: 'http://127.0.0.1:11434/v1' }, origin);
    expect(settings).toMatchObject({ endpointUrl: 'http://127.0.0.1:11434/v1', demo: false });
  });

  it('defaults to an open mixture-of-experts model that is served today', () => {
    expect(DEFAULT_MODEL).toBe('openai/gpt-oss-20b');
    expect(isReasoningModel(DEFAULT_MODEL)).toBe(true);
    expect(isReasoningModel('Qwen/Qwen3-30B-A3B')).toBe(false);
  });
});
