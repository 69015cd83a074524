import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { withContentSecurityPolicy } from '../server/contentSecurityPolicy';
import { INLINE_SOURCE_ATTRIBUTE, inlineScript, inlineScriptPlaceholders } from './inlineScript';
import { chooseFirstScreenLanguage, showFirstScreenLanguage, WAITING_STYLE } from './firstScreenLanguage';
import { firstScreenTemplateId, firstScreenTextsId } from '../src/app/firstScreenIds';
import { LANGUAGE_STORAGE_KEY } from '../src/features/language/languageStorage';
import { SOURCE_LANGUAGE } from '../src/i18n/languages';
import type { PrerenderedScreen } from '../src/prerender';

/** JSON safe inside a <script> element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The page's title in each offered language. */
const titlesOf = (screens: PrerenderedScreen[]) =>
  Object.fromEntries(screens.map(({ language, title }) => [language, title]));

const textsJson = ({ language, texts }: PrerenderedScreen) =>
  `<script type="application/json" id="${firstScreenTextsId(language)}">${scriptJson(texts)}</script>`;

/**
 * The first screen in the source language as #root's content; after #root (so the source language's paint waits
 * for none of it), the texts each language's screen is hydrated with, each other language's screen in a
 * template, then the script that shows the cook's (chosen in the head, see firstScreenLanguage.ts).
 */
function firstScreens(screens: PrerenderedScreen[]): string {
  const source = screens.find((screen) => screen.language === SOURCE_LANGUAGE);
  if (!source) throw new Error(`No first screen prerendered in the source language (${SOURCE_LANGUAGE})`);
  const others = screens
    .filter((screen) => screen !== source)
    .map(
      (screen) =>
        `<template id="${firstScreenTemplateId(screen.language)}">${screen.html}</template>${textsJson(screen)}`,
    );
  const show = `<script>${showFirstScreenLanguage(SOURCE_LANGUAGE)}</script>`;
  return `<div id="root">${source.html}</div>${textsJson(source)}${others.join('')}${show}`;
}

/**
 * Puts the prerendered first screen (in each language) and its styles into index.html, and the entry script
 * into the page itself (inlineScript.ts says why). The started chunks (React DOM) are preloaded from the head, so
 * the largest download begins as the page is parsed; the entry script imports them once it runs. As a module
 * script it runs once parsing ends, which on a slow network is after the first paint, and it cannot hydrate
 * before React DOM has arrived.
 */
export class InsertPrerenderedScreen {
  constructor(
    private readonly options: {
      /** Where the prerender build writes prerender.js. */
      prerenderDir: string;
      /** Whether the page is built for the demo chef. */
      demo: boolean;
      /** HF_ENDPOINT_URL: the content security policy lets the page reach it. */
      endpointUrl: string;
      /** Chunks loaded on demand that the first screen needs at once: preloaded from the head. */
      startedChunks: readonly string[];
    },
  ) {}

  /** The scripts of the started chunks, as the page asks for them; a name that is no chunk fails the build. */
  private startedChunkFiles(compilation: webpack.Compilation): string[] {
    const publicPath = String(compilation.outputOptions.publicPath ?? '');
    return this.options.startedChunks.flatMap((name) => {
      const chunk = compilation.namedChunks.get(name);
      if (!chunk)
        throw new Error(`No chunk named "${name}" to preload from the head (see its import's webpackChunkName)`);
      return [...chunk.files].filter((file) => file.endsWith('.js')).map((file) => `${publicPath}${file}`);
    });
  }

  /**
   * The page with each entry script written in where its placeholder is, and the script's file gone from the
   * build (its source map and licence notice stay: the inline copy names them).
   */
  private withEntryScriptsWritten(compilation: webpack.Compilation, html: string): string {
    const publicPath = String(compilation.outputOptions.publicPath ?? '');
    for (const { placeholder, src } of inlineScriptPlaceholders(html)) {
      const file = src.slice(publicPath.length);
      const asset = compilation.getAsset(file);
      if (!asset) throw new Error(`No script ${file} to write into the page`);
      html = html.replace(placeholder, () => inlineScript(asset.source.source().toString(), src));
      compilation.updateAsset(file, asset.source, (info) => ({ ...info, related: {} }));
      compilation.deleteAsset(file);
    }
    return html;
  }

  apply(compiler: webpack.Compiler) {
    compiler.hooks.compilation.tap('InsertPrerenderedScreen', (compilation) => {
      const hooks = HtmlWebpackPlugin.getCompilationHooks(compilation);
      hooks.alterAssetTagGroups.tap('InsertPrerenderedScreen', (data) => {
        const scripts = data.headTags.filter((tag) => tag.tagName === 'script' && tag.attributes.src);
        data.headTags = data.headTags.filter((tag) => !scripts.includes(tag));
        const started = this.startedChunkFiles(compilation);
        data.headTags.unshift(
          ...started.map((href) => HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'modulepreload', href })),
        );
        data.bodyTags.push(
          ...scripts.map(({ attributes }) =>
            HtmlWebpackPlugin.createHtmlTagObject('script', {
              type: 'module',
              [INLINE_SOURCE_ATTRIBUTE]: String(attributes.src),
            }),
          ),
        );
        return data;
      });
      hooks.beforeEmit.tapPromise('InsertPrerenderedScreen', async (data) => {
        const bundle = path.join(this.options.prerenderDir, 'prerender.js');
        for (const file of Object.keys(require.cache))
          if (file.startsWith(this.options.prerenderDir)) delete require.cache[file];
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- rebuilt on every compilation: require's cache can be cleared, import()'s cannot
        const { prerender } = require(bundle) as typeof import('../src/prerender');
        const { screens, styleTags } = await prerender(this.options.demo);
        const language = chooseFirstScreenLanguage(titlesOf(screens), SOURCE_LANGUAGE, LANGUAGE_STORAGE_KEY);
        data.html = data.html
          .replace('</head>', `<style>${WAITING_STYLE}</style><script>${language}</script>${styleTags}</head>`)
          .replace('<div id="root"></div>', firstScreens(screens));
        return data;
      });
      // Once webpack has rewritten the asset names (in the page and in the entry script) to their final content
      // hashes, and before the page is precompressed and the service worker lists the build's files.
      compilation.hooks.processAssets.tap(
        { name: 'InsertPrerenderedScreen', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => {
          const page = compilation.getAsset('index.html');
          if (!page) return;
          const html = withContentSecurityPolicy(
            this.withEntryScriptsWritten(compilation, page.source.source().toString()),
            this.options.endpointUrl,
          );
          compilation.updateAsset('index.html', new webpack.sources.RawSource(html));
        },
      );
    });
  }
}
