import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { withContentSecurityPolicy } from '../server/contentSecurityPolicy';
import { loadAfterFirstPaint } from './loadAfterFirstPaint';
import { chooseFirstScreenLanguage, showFirstScreenLanguage, WAITING_STYLE } from './firstScreenLanguage';
import { firstScreenTemplateId, firstScreenTextsId } from '../src/app/firstScreenIds';
import { LANGUAGE_STORAGE_KEY } from '../src/features/language/languageStorage';
import { SOURCE_LANGUAGE } from '../src/core/language/recipeLanguages';
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
 * template, then the script that shows the cook's (chosen in the head, see firstScreenLanguage.ts) and starts the
 * app's scripts `sources` once it is painted (one script element: each is counted in the first download).
 */
function firstScreens(screens: PrerenderedScreen[], sources: readonly string[]): string {
  const source = screens.find((screen) => screen.language === SOURCE_LANGUAGE);
  if (!source) throw new Error(`No first screen prerendered in the source language (${SOURCE_LANGUAGE})`);
  const others = screens
    .filter((screen) => screen !== source)
    .map(
      (screen) =>
        `<template id="${firstScreenTemplateId(screen.language)}">${screen.html}</template>${textsJson(screen)}`,
    );
  const show = `<script>${showFirstScreenLanguage(SOURCE_LANGUAGE)};${loadAfterFirstPaint(sources)}</script>`;
  return `<div id="root">${source.html}</div>${textsJson(source)}${others.join('')}${show}`;
}

/**
 * Puts the prerendered first screen (in each language) and its styles into index.html, and starts the entry
 * script and the started chunks (React DOM) once that screen is painted (loadAfterFirstPaint.ts says why).
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
      /** Chunks loaded on demand that the first screen needs at once: started with the entry script. */
      startedChunks: readonly string[];
    },
  ) {}

  /** The scripts of the started chunks, as the page asks for them; a name that is no chunk fails the build. */
  private startedChunkFiles(compilation: webpack.Compilation): string[] {
    const publicPath = String(compilation.outputOptions.publicPath ?? '');
    return this.options.startedChunks.flatMap((name) => {
      const chunk = compilation.namedChunks.get(name);
      if (!chunk)
        throw new Error(`No chunk named "${name}" to start with the entry script (see its import's webpackChunkName)`);
      return [...chunk.files].filter((file) => file.endsWith('.js')).map((file) => `${publicPath}${file}`);
    });
  }

  apply(compiler: webpack.Compiler) {
    compiler.hooks.compilation.tap('InsertPrerenderedScreen', (compilation) => {
      const hooks = HtmlWebpackPlugin.getCompilationHooks(compilation);
      // The entry script and the started chunks, taken out of the page's tags and started after the first paint.
      let sources: string[] = [];
      hooks.alterAssetTagGroups.tap('InsertPrerenderedScreen', (data) => {
        const scripts = data.headTags.filter((tag) => tag.tagName === 'script' && tag.attributes.src);
        data.headTags = data.headTags.filter((tag) => !scripts.includes(tag));
        sources = [...scripts.map(({ attributes }) => String(attributes.src)), ...this.startedChunkFiles(compilation)];
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
        // The language is chosen in the page's first script, the head's, after the theme (public/index.html).
        const headScriptEnd = data.html.indexOf('</script>');
        if (headScriptEnd < 0 || headScriptEnd > data.html.indexOf('</head>')) {
          throw new Error("index.html's head must have a script for the first screen's language to join");
        }
        data.html = `${data.html.slice(0, headScriptEnd)};${language}${data.html.slice(headScriptEnd)}`
          .replace('</head>', () => `<style>${WAITING_STYLE}</style>${styleTags}</head>`)
          .replace('<div id="root"></div>', () => firstScreens(screens, sources));
        return data;
      });
      // Once webpack has rewritten the asset names (in the page and in the entry script) to their final content
      // hashes, and before the page is precompressed and the service worker lists the build's files.
      compilation.hooks.processAssets.tap(
        { name: 'InsertPrerenderedScreen', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => {
          const page = compilation.getAsset('index.html');
          if (!page) return;
          const html = withContentSecurityPolicy(page.source.source().toString(), this.options.endpointUrl);
          compilation.updateAsset('index.html', new webpack.sources.RawSource(html));
        },
      );
    });
  }
}
