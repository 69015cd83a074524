import path from 'node:path';
import { config as loadDotenv } from 'dotenv';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { demoProviderMiddleware } from './server/demoProvider';
import { DEMO_PROVIDER_PATH, modelSettingsFrom, type BuildEnv } from './src/features/recipe/modelSettings';

// Variables already in the environment win over the git-ignored .env file.
loadDotenv({ quiet: true });

const buildEnv: Required<BuildEnv> = {
  HF_TOKEN: process.env.HF_TOKEN ?? '',
  HF_MODEL: process.env.HF_MODEL ?? '',
  HF_PROVIDER: process.env.HF_PROVIDER ?? '',
  HF_ENDPOINT_URL: process.env.HF_ENDPOINT_URL ?? '',
};

export default (_env: unknown, argv: { mode?: webpack.Configuration['mode'] }): webpack.Configuration & {
  devServer?: DevServerConfiguration;
} => {
  const production = argv.mode !== 'development';
  const demo = modelSettingsFrom(buildEnv, 'http://localhost').demo;

  return {
    mode: production ? 'production' : 'development',
    entry: './src/index.tsx',
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        { test: /\.tsx?$/, loader: 'ts-loader', exclude: /node_modules/, options: { transpileOnly: true } },
        { test: /\.svg$/, type: 'asset/resource' },
      ],
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    plugins: [
      new webpack.DefinePlugin(
        Object.fromEntries(Object.entries(buildEnv).map(([key, value]) => [`process.env.${key}`, JSON.stringify(value)])),
      ),
      new HtmlWebpackPlugin({ template: 'public/index.html', favicon: 'public/favicon.svg' }),
    ],
    optimization: {
      moduleIds: 'deterministic',
      runtimeChunk: 'single',
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          vendors: { test: /[\\/]node_modules[\\/]/, name: 'vendors', chunks: 'initial' },
        },
      },
    },
    performance: { hints: production ? 'warning' : false },
    devServer: {
      host: 'localhost',
      port: Number(process.env.PORT) || 3000,
      historyApiFallback: true,
      client: { overlay: { warnings: false } },
      setupMiddlewares: (middlewares) => {
        if (demo) middlewares.unshift({ name: 'demo-provider', middleware: demoProviderMiddleware(DEMO_PROVIDER_PATH) });
        return middlewares;
      },
    },
  };
};
