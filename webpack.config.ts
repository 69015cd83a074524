import { readFileSync } from 'node:fs';
import path from 'node:path';
import { constants as zlibConstants, type BrotliOptions } from 'node:zlib';
import { config as loadDotenv } from 'dotenv';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import createStyledComponentsTransformer from 'typescript-plugin-styled-components';
import webpack from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { withContentSecurityPolicy } from './server/contentSecurityPolicy';
import { demoProviderMiddleware } from './server/demoProvider';
import { IMPORT_CHUNK } from './src/app/retriedChunkUrls';
import { DEMO_PROVIDER_PATH, modelSettingsFrom, type BuildEnv } from './src/model/modelSettings';

type Configuration = webpack.Configuration & { devServer?: DevServerConfiguration };

// Variables already in the environment win over the git-ignored .env file.
loadDotenv({ quiet: true });

const buildEnv: Required<BuildEnv> = {
  HF_TOKEN: process.env.HF_TOKEN ?? '',
  HF_MODEL: process.env.HF_MODEL ?? '',
  HF_PROVIDER: process.env.HF_PROVIDER ?? '',
  HF_ENDPOINT_URL: process.env.HF_ENDPOINT_URL ?? '',
  HF_STREAM: process.env.HF_STREAM ?? '',
  HF_TIMEOUT_MS: process.env.HF_TIMEOUT_MS ?? '',
  HF_RESPONSE_FORMAT: process.env.HF_RESPONSE_FORMAT ?? '',
};
const buildSettings = modelSettingsFrom(buildEnv, 'http://localhost');
const demo = buildSettings.demo;

const outputDir = path.resolve(__dirname, process.env.BUILD_DIR ?? 'dist');
const prerenderDir = path.resolve(__dirname, 'build/prerender');

/** The build-time configuration, as `process.env.HF_*` constants in the bundle. */
const buildEnvPlugin = () =>
  new webpack.DefinePlugin(
    Object.fromEntries(Object.entries(buildEnv).map(([key, value]) => [`process.env.${key}`, JSON.stringify(value)])),
  );

/**
 * TypeScript for the browser and the prerender alike. The styled-components transformer strips the indentation
 * and line breaks from the CSS in template literals (the CSS is the same, the bundle smaller); both builds use
 * it, so the prerendered class names match the client's.
 */
const typescriptRule = {
  test: /\.tsx?$/,
  loader: 'ts-loader',
  exclude: /node_modules/,
  options: {
    transpileOnly: true,
    getCustomTransformers: () => ({
      before: [createStyledComponentsTransformer({ minify: true, displayName: false, ssr: false })],
    }),
  },
};

const shared = (production: boolean): Configuration => ({
  mode: production ? 'production' : 'development',
  resolve: { extensions: ['.tsx', '.ts', '.js'] },
  module: {
    rules: [
      typescriptRule,
      { test: /\.svg$/, type: 'asset/resource' },
      // These packages do not declare themselves side-effect free, so webpack would keep all they re-export
      // (code snippets, a template engine, task metadata): about 85 KB gzipped that chat completion never runs.
      { test: /[\\/]node_modules[\\/]@huggingface[\\/]/, sideEffects: false },
    ],
  },
  plugins: [buildEnvPlugin()],
});

/** Renders the first screen at build time; its output feeds the client build's index.html. */
const prerenderConfig = (): Configuration => ({
  ...shared(true),
  name: 'prerender',
  target: 'node',
  entry: './src/prerender.tsx',
  output: {
    path: prerenderDir,
    filename: 'prerender.js',
    library: { type: 'commonjs2' },
    publicPath: '/',
    assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
    clean: true,
  },
  module: {
    rules: [
      typescriptRule,
      // Same URL as the client build's copy, which is the one emitted.
      { test: /\.svg$/, type: 'asset/resource', generator: { emit: false } },
    ],
  },
  optimization: { minimize: false },
});

/**
 * Starts the scripts (main imports vendors, so order is kept) once the prerendered page's first paint has
 * been presented, as the browser's paint timing reports it. Frame callbacks are not enough: a frame can be
 * presented well after they run, and Lighthouse's simulation counts scripts that finished downloading before
 * that moment into LCP. Without paint timing, two frames; the timer covers a tab opened in the background.
 * For the same reason the scripts are not preloaded from the head: measured, that made the page interactive
 * about 100 ms sooner at 4x CPU on Slow 4G, and Lighthouse's LCP 1.6 s instead of 0.7 s.
 */
const loadAfterFirstPaint = (sources: string[]) =>
  `(function(){var started,P=window.PerformanceObserver;function start(){if(started)return;started=1;` +
  `${JSON.stringify(sources)}.forEach(function(src){` +
  `var s=document.createElement("script");s.type="module";s.src=src;document.body.appendChild(s)})}` +
  `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)new P(function(list){` +
  `if(list.getEntriesByName("first-contentful-paint").length)setTimeout(start)}).observe({type:"paint",buffered:true});` +
  `else requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start)})});` +
  `setTimeout(start,1000)})()`;

/**
 * Puts the prerendered first screen and its styles into index.html, and holds the scripts back until that
 * screen is painted: deferred scripts run as soon as parsing ends, and hydrating then delays the first
 * contentful paint by the time it takes to run them.
 */
class InsertPrerenderedScreen {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.compilation.tap('InsertPrerenderedScreen', (compilation) => {
      const hooks = HtmlWebpackPlugin.getCompilationHooks(compilation);
      hooks.alterAssetTagGroups.tap('InsertPrerenderedScreen', (data) => {
        const scripts = data.headTags.filter((tag) => tag.tagName === 'script' && tag.attributes.src);
        data.headTags = data.headTags.filter((tag) => !scripts.includes(tag));
        const sources = scripts.map((tag) => String(tag.attributes.src));
        data.bodyTags.push(HtmlWebpackPlugin.createHtmlTagObject('script', {}, loadAfterFirstPaint(sources)));
        return data;
      });
      hooks.beforeEmit.tap('InsertPrerenderedScreen', (data) => {
        const bundle = path.join(prerenderDir, 'prerender.js');
        delete require.cache[bundle];
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- rebuilt on every compilation: require's cache can be cleared, import()'s cannot
        const { prerender } = require(bundle) as typeof import('./src/prerender');
        const { html, styleTags } = prerender(demo);
        data.html = data.html
          .replace('</head>', `${styleTags}</head>`)
          .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
        return data;
      });
      // Once webpack has rewritten the asset names in the loader to their final content hashes, and before the
      // page is precompressed.
      compilation.hooks.processAssets.tap(
        { name: 'InsertPrerenderedScreen', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => {
          const page = compilation.getAsset('index.html');
          if (!page) return;
          const html = withContentSecurityPolicy(page.source.source().toString(), buildEnv.HF_ENDPOINT_URL);
          compilation.updateAsset('index.html', new webpack.sources.RawSource(html));
        },
      );
    });
  }
}

/** V8's explicit compile hint for a whole script: it must be the script's first line. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Heads the first scripts with V8's explicit compile hint (Chrome 136+; other engines read a comment): nearly
 * every function in them runs while the page starts and hydrates, and without the hint V8 compiles each one
 * lazily on the main thread at its first call. With it, V8 compiles them on the background thread that already
 * parses the script as it downloads. Traced at 4x CPU: evaluating the modules took 75 ms instead of 165 ms,
 * and hydration's first task 40 ms instead of 67 ms. Only the first scripts: the later ones hold libraries
 * (zod, the model client) of which little runs at first, and compiling all of them would cost memory for
 * nothing. Added after minification, which strips comments, and before the source maps and content hashes are
 * made, which then account for it.
 */
class CompileFirstScriptsEagerly {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('CompileFirstScriptsEagerly', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileFirstScriptsEagerly', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            if (!chunk.canBeInitial()) continue;
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(file, (source) => new webpack.sources.ConcatSource(COMPILE_HINT, source));
            }
          }
        },
      );
    });
  }
}

/** `PORT` when it is a port number (0 lets the system pick a free one), else 3000. */
const devServerPort = (): number => {
  const port = process.env.PORT?.trim() ? Number(process.env.PORT) : Number.NaN;
  return Number.isInteger(port) && port >= 0 && port < 65536 ? port : 3000;
};

/** Where recipes come from, in one line for the terminal: never the token, and an endpoint only as origin + path. */
const modelLine = (): string => {
  if (demo) return 'Demo mode: no HF_TOKEN or HF_ENDPOINT_URL, so recipes come from the built-in offline demo chef.';
  if (!buildSettings.endpointUrl) {
    const provider = buildSettings.provider === 'auto' ? '' : ` (provider: ${buildSettings.provider})`;
    return `Model: ${buildSettings.model} via Hugging Face${provider}`;
  }
  let endpoint = 'HF_ENDPOINT_URL, which is not a valid URL';
  try {
    const url = new URL(buildSettings.endpointUrl);
    endpoint = `${url.origin}${url.pathname}`;
  } catch {
    // Left as said above.
  }
  return `Model: ${buildSettings.model} via ${endpoint}`;
};

/**
 * For `npm start`: once the server listens and a compile has succeeded (in either order), prints the app's
 * address, as the server bound it, and where recipes come from; once, after webpack's own line for that compile.
 */
const devServerAnnouncement = () => {
  let address: string | undefined;
  let compiled = false;
  let announced = false;
  let highlight = (text: string) => text;
  const announce = () => {
    if (announced || !address || !compiled) return;
    announced = true;
    console.log(`\n  Personal AI Chef is running at ${highlight(address)}\n  ${modelLine()}\n`);
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
type DevServerAnnouncement = ReturnType<typeof devServerAnnouncement>;

/**
 * A .br and a .gz beside each text file, made once at build time at the highest levels (too slow to do per
 * request), for a static host (or `npm run serve`) to send to browsers that accept them.
 */
const precompressed = () => {
  const test = /\.(js|html|svg|txt|json)$/;
  return [
    new CompressionPlugin<BrotliOptions>({
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      test,
      compressionOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY } },
      minRatio: 1,
    }),
    new CompressionPlugin({
      algorithm: 'gzip',
      filename: '[path][base].gz',
      test,
      compressionOptions: { level: 9 },
      minRatio: 1,
    }),
  ];
};

const clientConfig = (production: boolean, announcement?: DevServerAnnouncement): Configuration => ({
  ...shared(production),
  name: 'client',
  dependencies: production ? ['prerender'] : undefined,
  entry: './src/index.tsx',
  output: {
    path: outputDir,
    publicPath: '/',
    filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
    chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
    assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
    clean: true,
    // ES modules: a smaller chunk-loading runtime than JSONP, and terser may treat the code as strict.
    // Chunks are imported through the app's IMPORT_CHUNK (src/app/retriedChunkUrls.ts), which gives a retried
    // chunk a fresh URL.
    ...(production && {
      module: true,
      chunkFormat: 'module',
      chunkLoading: 'import',
      importFunctionName: IMPORT_CHUNK,
    }),
  },
  ...(production && { experiments: { outputModule: true } }),
  devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
  plugins: [
    buildEnvPlugin(),
    new HtmlWebpackPlugin({
      // Used as it is: html-webpack-plugin's lodash templating uses `with`, which an ES module build rejects.
      templateContent: readFileSync(path.resolve(__dirname, 'public/index.html'), 'utf8'),
      favicon: 'public/favicon.svg',
    }),
    new CopyWebpackPlugin({ patterns: [{ from: 'public/robots.txt' }] }),
    ...(production ? [new InsertPrerenderedScreen(), new CompileFirstScriptsEagerly(), ...precompressed()] : []),
    ...(announcement ? [announcement.plugin] : []),
  ],
  optimization: {
    // webpack's own HTML minifier would strip the <!-- --> markers React uses to hydrate adjacent text.
    minimizeOptions: {
      html: false,
      javascript: {
        ecma: 2020,
        toplevel: true,
        compress: { passes: 3, pure_getters: true, hoist_funs: true },
        format: { comments: false },
      },
    },
    moduleIds: 'deterministic',
    splitChunks: {
      chunks: 'all',
      cacheGroups: {
        // Libraries change less often than the app: a separate, long-cached file.
        vendors: { test: /[\\/]node_modules[\\/]/, name: 'vendors', chunks: 'initial' },
      },
    },
  },
  performance: { hints: false },
  // `npm start`: errors and warnings only (no asset table), and the dev server's own lines only when they warn.
  ...(!production && { stats: 'errors-warnings', infrastructureLogging: { level: 'warn' } }),
  devServer: {
    host: 'localhost',
    port: devServerPort(),
    historyApiFallback: true,
    // The browser console keeps the dev server's usual messages, which would otherwise follow infrastructureLogging.
    client: { overlay: { warnings: false }, logging: 'info' },
    onListening: announcement?.onListening,
    setupMiddlewares: (middlewares) => {
      if (demo) middlewares.unshift({ name: 'demo-provider', middleware: demoProviderMiddleware(DEMO_PROVIDER_PATH) });
      return middlewares;
    },
  },
});

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration | Configuration[] =>
  argv.mode === 'development' ? clientConfig(false, devServerAnnouncement()) : [prerenderConfig(), clientConfig(true)];
