import { HF_HUB_ORIGIN, HF_ROUTER_ORIGIN, modelOrigins } from './modelOrigins';
import { modelSettingsFrom } from './modelSettings';
import { withUserToken } from '../../modelConnection/userTokenSettings';

const page = 'http://localhost:3000';

describe('modelOrigins', () => {
  it("is the OpenAI-compatible endpoint's origin when the build names one", () => {
    const settings = modelSettingsFrom(
      { PUBLIC_HF_TOKEN: 'hf_built', HF_ENDPOINT_URL: 'http://127.0.0.1:8080/v1' },
      page,
    );
    expect(modelOrigins(settings)).toEqual(['http://127.0.0.1:8080']);
  });

  it("is the router's alone when the router picks the provider", () => {
    expect(modelOrigins(modelSettingsFrom({ PUBLIC_HF_TOKEN: 'hf_built' }, page))).toEqual([HF_ROUTER_ORIGIN]);
  });

  it("adds the Hub's when a provider is named, as the client asks the Hub which model id that provider serves", () => {
    const settings = modelSettingsFrom({ PUBLIC_HF_TOKEN: 'hf_built', HF_PROVIDER: 'together' }, page);
    expect(modelOrigins(settings)).toEqual([HF_ROUTER_ORIGIN, HF_HUB_ORIGIN]);
  });

  it("is the router's for a cook's own token in a build that otherwise asks its own server", () => {
    const settings = withUserToken(modelSettingsFrom({}, page), 'hf_cook');
    expect(modelOrigins(settings)).toEqual([HF_ROUTER_ORIGIN]);
  });
});
