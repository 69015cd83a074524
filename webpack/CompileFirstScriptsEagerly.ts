import webpack from 'webpack';

/** V8's explicit compile hint for a whole script: it must be the script's first line. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Heads the first scripts, and the chunks started with them, with V8's explicit compile hint (Chrome 136+; other
 * engines read a comment): nearly every function in them runs while the page starts and hydrates, and without the
 * hint V8 compiles each one lazily on the main thread at its first call. With it, V8 compiles them on the
 * background thread that already parses the script as it downloads (measured in docs/PERFORMANCE-HISTORY.md).
 * Only the first scripts: the later ones hold libraries (zod, the model client) of which little runs at first,
 * and compiling all of them would cost memory for nothing. Added after minification, which strips comments, and
 * before the source maps and content hashes are made, which then account for it.
 */
export class CompileFirstScriptsEagerly {
  /** `startedChunks`: chunks loaded on demand that the page starts with its first scripts. */
  constructor(private readonly startedChunks: readonly string[]) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('CompileFirstScriptsEagerly', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileFirstScriptsEagerly', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            if (!chunk.canBeInitial() && !this.startedChunks.includes(chunk.name ?? '')) continue;
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
