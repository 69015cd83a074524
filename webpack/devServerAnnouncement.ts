import webpack from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import type { ModelSettings } from '../src/core/chat/modelSettings';

/** The model the dev server's own recipe service asks, when the page asks it (settings.demo). */
export interface ServiceModel {
  hasToken: boolean;
  model: string;
}

/** Where recipes come from, in one line for the terminal: never the token, and an endpoint only as origin + path. */
export const modelLine = (settings: ModelSettings, service: ServiceModel): string => {
  if (settings.demo && service.hasToken)
    return `Model: ${service.model} via Hugging Face, asked by this server (HF_TOKEN stays out of the page)`;
  if (settings.demo)
    return 'Demo mode: no HF_TOKEN or HF_ENDPOINT_URL, so recipes come from the built-in offline demo chef.';
  if (!settings.endpointUrl) {
    const provider = settings.provider === 'auto' ? '' : ` (provider: ${settings.provider})`;
    return `Model: ${settings.model} via Hugging Face${provider}`;
  }
  let endpoint = 'HF_ENDPOINT_URL, which is not a valid URL';
  try {
    const url = new URL(settings.endpointUrl);
    endpoint = `${url.origin}${url.pathname}`;
  } catch {
    // Left as said above.
  }
  return `Model: ${settings.model} via ${endpoint}`;
};

/**
 * For `npm start`: once the server listens and a compile has succeeded (in either order), prints the app's
 * address, as the server bound it, and where recipes come from; once, after webpack's own line for that compile.
 */
export const devServerAnnouncement = (settings: ModelSettings, service: ServiceModel) => {
  let address: string | undefined;
  let compiled = false;
  let announced = false;
  let highlight = (text: string) => text;
  const announce = () => {
    if (announced || !address || !compiled) return;
    announced = true;
    console.log(`\n  Personal AI Chef is running at ${highlight(address)}\n  ${modelLine(settings, service)}\n`);
  };
  const onListening: NonNullable<DevServerConfiguration['onListening']> = (devServer) => {
    const bound = devServer.server?.address();
    const port = bound && typeof bound === 'object' ? bound.port : devServer.options.port;
    address = `http://${devServer.options.host ?? 'localhost'}:${port}/`;
    announce();
  };
  // A plugin rather than a tap made in onListening, so that a compile finishing first is not missed.
  const plugin = (compiler: webpack.Compiler) => {
    const colors = webpack.cli.createColors({ useColor: webpack.cli.isColorSupported() });
    highlight = (text) => colors.bold(colors.cyan(text));
    compiler.hooks.done.tap('DevServerAnnouncement', (stats) => {
      if (stats.hasErrors()) return;
      compiled = true;
      // webpack-dev-middleware prints the compile's stats line on the next tick; the address comes after it.
      setImmediate(announce);
    });
  };
  return { onListening, plugin };
};
export type DevServerAnnouncement = ReturnType<typeof devServerAnnouncement>;
