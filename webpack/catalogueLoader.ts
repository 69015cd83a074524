import vm from 'node:vm';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import ts from 'typescript';
import type { LoaderContext } from 'webpack';

type Catalogue = Record<string, string>;

/**
 * What a catalogue exports (src/i18n/catalogues: objects of ICU messages by id): another language's JSON, its
 * texts under `texts`; an English part's TypeScript module (typed, so the part's code names its ids), transpiled
 * and run apart, since a catalogue is data and imports nothing but types.
 */
export function catalogueExports(source: string, file: string): Record<string, Catalogue> {
  if (file.endsWith('.json')) return JSON.parse(source) as Record<string, Catalogue>;
  const { outputText } = ts.transpileModule(source, {
    fileName: file,
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  const module = { exports: {} as Record<string, Catalogue> };
  const refuseImports = (name: string) => {
    throw new Error(`${file} imports ${name}: a catalogue holds its texts and imports nothing but types.`);
  };
  vm.runInNewContext(outputText, { module, exports: module.exports, require: refuseImports }, { filename: file });
  return module.exports;
}

/** Each message in the form Lingui reads at run time, so the page carries no message compiler. */
export function compiledCatalogue(messages: Catalogue, file: string): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => {
      try {
        return [id, compileMessageOrThrow(message)];
      } catch (error) {
        throw new Error(`${file}: the message "${id}" is not valid MessageFormat: ${String(error)}`);
      }
    }),
  );
}

/**
 * The build's loader for src/i18n/catalogues/**: the module, with each export compiled (webpack.config.ts). The
 * tests load the same modules as written, and Lingui compiles them as they are read (__tests__/setupTests.ts).
 */
export default function catalogueLoader(this: LoaderContext<object>, source: string): string {
  return Object.entries(catalogueExports(source, this.resourcePath))
    .map(
      ([name, messages]) => `export const ${name} = ${JSON.stringify(compiledCatalogue(messages, this.resourcePath))};`,
    )
    .join('\n');
}
