import type { BuildEnv } from '../src/core/chat/modelSettings';

export interface PageBuildEnv {
  /** What the page is compiled with, as `process.env.*` constants. */
  env: Required<BuildEnv>;
  /** One line for the terminal when the build holds a token, or leaves one out that it used to put in. */
  notice?: string;
}

/**
 * The variables a page build reads. A token reaches the page only under a name that says anyone can read it there
 * (PUBLIC_HF_TOKEN, as Vite's VITE_ and Next's NEXT_PUBLIC_); HF_TOKEN belongs to the server, so a deployer who
 * exports it once for `npm run build` and `npm run serve` never ships it in the page's JavaScript.
 */
export function pageBuildEnv(environment: NodeJS.ProcessEnv): PageBuildEnv {
  const read = (name: keyof BuildEnv) => environment[name]?.trim() ?? '';
  const env: Required<BuildEnv> = {
    PUBLIC_HF_TOKEN: read('PUBLIC_HF_TOKEN'),
    HF_MODEL: read('HF_MODEL'),
    HF_PROVIDER: read('HF_PROVIDER'),
    HF_ENDPOINT_URL: read('HF_ENDPOINT_URL'),
    HF_STREAM: read('HF_STREAM'),
    HF_TIMEOUT_MS: read('HF_TIMEOUT_MS'),
    HF_RESPONSE_FORMAT: read('HF_RESPONSE_FORMAT'),
    HF_VISION_MODEL: read('HF_VISION_MODEL'),
    HF_OAUTH_CLIENT_ID: read('HF_OAUTH_CLIENT_ID'),
  };
  if (env.PUBLIC_HF_TOKEN)
    return { env, notice: 'PUBLIC_HF_TOKEN is compiled into the page: anyone who opens the app can read it.' };
  if (environment.HF_TOKEN?.trim())
    return {
      env,
      notice:
        'HF_TOKEN is left out of the page (the server reads it); to compile a token in, rename it PUBLIC_HF_TOKEN.',
    };
  return { env };
}
