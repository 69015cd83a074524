import { pageBuildEnv } from './pageBuildEnv';

describe('pageBuildEnv', () => {
  it('leaves HF_TOKEN out of the page and says what to rename, in one line', () => {
    const { env, notice } = pageBuildEnv({ HF_TOKEN: 'hf_server_secret', HF_MODEL: 'Qwen/Qwen3-30B-A3B' });
    expect(JSON.stringify(env)).not.toContain('hf_server_secret');
    expect(env.HF_MODEL).toBe('Qwen/Qwen3-30B-A3B');
    expect(notice).toBe(
      'HF_TOKEN is left out of the page (the server reads it); to compile a token in, rename it PUBLIC_HF_TOKEN.',
    );
  });

  it('compiles PUBLIC_HF_TOKEN into the page, and says anyone can read it there', () => {
    const { env, notice } = pageBuildEnv({ PUBLIC_HF_TOKEN: ' hf_public ', HF_TOKEN: 'hf_server_secret' });
    expect(env.PUBLIC_HF_TOKEN).toBe('hf_public');
    expect(notice).toBe('PUBLIC_HF_TOKEN is compiled into the page: anyone who opens the app can read it.');
  });

  it('keeps the other variables under their names, HF_ENDPOINT_URL still sending the page to that server', () => {
    const { env, notice } = pageBuildEnv({ HF_ENDPOINT_URL: 'http://127.0.0.1:8080/v1', HF_STREAM: 'false' });
    expect(env).toMatchObject({ HF_ENDPOINT_URL: 'http://127.0.0.1:8080/v1', HF_STREAM: 'false', PUBLIC_HF_TOKEN: '' });
    expect(notice).toBeUndefined();
  });

  it('says nothing when no token is set', () => {
    expect(pageBuildEnv({}).notice).toBeUndefined();
  });
});
