import { readFileSync } from 'node:fs';
import path from 'node:path';
import { config as loadDotenv } from 'dotenv';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import createStyledComponentsTransformer from 'typescript-plugin-styled-components';
import webpack from 'webpack';
import { InjectManifest } from 'workbox-webpack-plugin';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { recipeServiceMiddleware } from './server/recipeServiceMiddleware';
import { serverConfigFrom } from './server/serverConfig';
import { IMPORT_CHUNK } from './src/app/retriedChunkUrls';
import { CompileEagerly } from './webpack/CompileEagerly';
import { devServerAnnouncement, type DevServerAnnouncement } from './webpack/devServerAnnouncement';
import { InsertPrerenderedScreen } from './webpack/InsertPrerenderedScreen';
import { precompressed } from './webpack/precompressed';
import { modelSettingsFrom } from './src/core/chat/modelSettings';
import { pageBuildEnv } from './webpack/pageBuildEnv';
import { NOT_PRECACHED } from './src/serviceWorker/offlineRules';
import { GLOBAL_CSS } from './src/styles/globalCss';

/**
 * Chunks the first screen imports on demand but needs at once (src/index.tsx: React DOM, evaluated after the
 * entry script): started with the entry once the first paint is on screen, so they download side by side; V8
 * compiles them as eagerly.
 */
const CHUNKS_STARTED_FIRST = ['react-dom'];

/**
 * What the tap on "Get a recipe" runs until the recipe's first text is painted, all fetched before the panel can be
 * tapped (prefetchRecipeModel): the client that asks the model's server or the app's own, the request and the
 * reading of its reply, and the results.
 */
const CHUNKS_A_REQUEST_RUNS = [
  'model-for-request',
  'model-client',
  'recipe-service-client',
  'recipe-request',
  'recipe-area',
];

type Configuration = webpack.Configuration & { devServer?: DevServerConfiguration };

// Variables already in the environment win over the git-ignored .env file.
loadDotenv({ quiet: true });

const { env: buildEnv, notice: buildEnvNotice } = pageBuildEnv(process.env);
const buildSettings = modelSettingsFrom(buildEnv, 'http://localhost');
const demo = buildSettings.demo;

const outputDir = path.resolve(__dirname, process.env.BUILD_DIR ?? 'dist');
// One per output folder: two builds may run at once (the browser suite makes two), each reading its own.
const prerenderDir = path.resolve(__dirname, 'build', `prerender-${path.basename(outputDir)}`);

/** The build-time configuration, as `process.env.HF_*` constants in the bundle. */
const buildEnvPlugin = () =>
  new webpack.DefinePlugin(
    Object.fromEntries(Object.entries(buildEnv).map(([key, value]) => [`process.env.${key}`, JSON.stringify(value)])),
  );

const CATALOGUES = /[\\/]src[\\/]i18n[\\/]catalogues[\\/].+\.(ts|json)$/;

/**
 * TypeScript for the browser and the prerender alike. The styled-components transformer strips the indentation
 * and line breaks from the CSS in template literals (the CSS is the same, the bundle smaller), and names each
 * styled component from its file and place (`ssr`), not from the order components happen to be created in: a
 * component in a lazy chunk then has the class names of its prerendered styles, as the first screen's do.
 */
const typescriptRule = {
  test: /\.tsx?$/,
  loader: 'ts-loader',
  exclude: [/node_modules/, CATALOGUES],
  options: {
    transpileOnly: true,
    getCustomTransformers: () => ({
      before: [createStyledComponentsTransformer({ minify: true, displayName: false, ssr: true })],
    }),
  },
};

/** The page's texts (src/i18n/catalogues), each compiled for Lingui as it is bundled: nothing compiled is committed. */
// A JSON catalogue too becomes the loader's module (`javascript/auto`), not webpack's JSON.
const catalogueRule = {
  test: CATALOGUES,
  type: 'javascript/auto',
  loader: path.resolve(__dirname, 'webpack/catalogueLoader.ts'),
};

const shared = (production: boolean): Configuration => ({
  mode: production ? 'production' : 'development',
  resolve: { extensions: ['.tsx', '.ts', '.js'] },
  module: {
    rules: [
      typescriptRule,
      catalogueRule,
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
      catalogueRule,
      // Same URL as the client build's copy, which is the one emitted.
      { test: /\.svg$/, type: 'asset/resource', generator: { emit: false } },
    ],
  },
  optimization: { minimize: false },
});

/** `PORT` when it is a port number (0 lets the system pick a free one), else 3000. */
const devServerPort = (): number => {
  const port = process.env.PORT?.trim() ? Number(process.env.PORT) : Number.NaN;
  return Number.isInteger(port) && port >= 0 && port < 65536 ? port : 3000;
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
    chunkFilename: production ? 'assets/[id].[contenthash:5].js' : 'assets/[name].js',
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
      // The page's global CSS goes in its head, ahead of the components' styles (prerendered, or added by
      // styled-components as they first render).
      templateContent: readFileSync(path.resolve(__dirname, 'public/index.html'), 'utf8').replace(
        '</head>',
        `<style>${GLOBAL_CSS}</style></head>`,
      ),
      favicon: 'public/favicon.svg',
    }),
    new CopyWebpackPlugin({
      patterns: [
        { from: 'public/robots.txt' },
        { from: 'public/manifest.webmanifest' },
        { from: 'public/icons', to: 'icons' },
      ],
    }),
    ...(production
      ? [
          new InsertPrerenderedScreen({
            prerenderDir,
            demo,
            endpointUrl: buildEnv.HF_ENDPOINT_URL,
            startedChunks: CHUNKS_STARTED_FIRST,
          }),
          new CompileEagerly([...CHUNKS_STARTED_FIRST, ...CHUNKS_A_REQUEST_RUNS]),
          // InjectManifest rather than GenerateSW: the worker is our own code (src/serviceWorker), typed and
          // tested like the rest, with a Reload the cook chooses; Workbox only lists the build's files in it.
          new InjectManifest({
            swSrc: './src/serviceWorker/serviceWorker.ts',
            swDest: 'sw.js',
            exclude: NOT_PRECACHED,
            // Content-hashed names need no revision of their own.
            dontCacheBustURLsMatching: /\.[0-9a-f]{6,8}\./,
          }),
          ...precompressed(),
        ]
      : []),
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
    // The first screen's code is one script, one request once the first paint is on screen (loadAfterFirstPaint.ts);
    // only what loads on demand is split.
    splitChunks: { chunks: 'async' },
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
      if (demo) middlewares.unshift({ name: 'recipe-service', middleware: recipeServiceMiddleware() });
      return middlewares;
    },
  },
});

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration | Configuration[] => {
  if (buildEnvNotice) console.warn(buildEnvNotice);
  const service = serverConfigFrom(process.env);
  return argv.mode === 'development'
    ? clientConfig(
        false,
        devServerAnnouncement(buildSettings, { hasToken: service.mode === 'hosted', model: service.model }),
      )
    : [prerenderConfig(), clientConfig(true)];
};
