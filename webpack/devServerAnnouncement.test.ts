import { modelSettingsFrom } from '../src/core/chat/modelSettings';
import { modelLine } from './devServerAnnouncement';

const origin = 'http://localhost:3000';
const noServiceToken = { hasToken: false, model: 'openai/gpt-oss-20b' };

describe("npm start's line on where recipes come from", () => {
  it('says demo mode when neither the page nor the server has a token or an endpoint', () => {
    expect(modelLine(modelSettingsFrom({}, origin), noServiceToken)).toBe(
      'Demo mode: no HF_TOKEN or HF_ENDPOINT_URL, so recipes come from the built-in offline demo chef.',
    );
  });

  it('names the model the dev server asks with HF_TOKEN, which stays out of the page', () => {
    expect(modelLine(modelSettingsFrom({}, origin), { hasToken: true, model: 'Qwen/Qwen3-30B-A3B' })).toBe(
      'Model: Qwen/Qwen3-30B-A3B via Hugging Face, asked by this server (HF_TOKEN stays out of the page)',
    );
  });

  it('names a local endpoint by origin and path only, never its query', () => {
    const settings = modelSettingsFrom(
      { HF_ENDPOINT_URL: 'http://127.0.0.1:8080/v1?key=secret', HF_MODEL: 'm' },
      origin,
    );
    expect(modelLine(settings, noServiceToken)).toBe('Model: m via http://127.0.0.1:8080/v1');
  });

  it('names the model and provider a page with PUBLIC_HF_TOKEN asks', () => {
    const settings = modelSettingsFrom({ PUBLIC_HF_TOKEN: 'hf_x', HF_PROVIDER: 'together', HF_MODEL: 'm' }, origin);
    expect(modelLine(settings, noServiceToken)).toBe('Model: m via Hugging Face (provider: together)');
  });
});
