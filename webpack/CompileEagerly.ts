import webpack from 'webpack';

/** V8's explicit compile hint for a whole script: it must be the script's first line. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Heads the first scripts, and every script of the named chunk groups, with V8's explicit compile hint (Chrome
 * 136+; other engines read a comment). Without it V8 compiles each function lazily on the main thread at its first
 * call; with it, on the background thread that already parses the script as it downloads (measured in
 * docs/PERFORMANCE-HISTORY.md). Worth it where nearly everything runs at once and a person waits for
 * it: the page starting, and the tap on "Get a recipe" until its first text. Not the rest (the cooking tools, My
 * recipes): compiling code that may never run costs memory for nothing. Added after minification, which strips
 * comments, and before the source maps and content hashes are made, which then account for it.
 */
export class CompileEagerly {
  /** `chunkGroups`: the named chunk groups (`import()` chunk names) whose scripts are all compiled eagerly. */
  constructor(private readonly chunkGroups: readonly string[]) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('CompileEagerly', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileEagerly', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          const missing = this.chunkGroups.filter((name) => !compilation.namedChunkGroups.has(name));
          // A chunk renamed in the code but not here would quietly lose its hint.
          if (missing.length > 0) {
            compilation.errors.push(new webpack.WebpackError(`CompileEagerly: no chunk named ${missing.join(', ')}`));
          }
          const grouped = this.chunkGroups.flatMap((name) => compilation.namedChunkGroups.get(name)?.chunks ?? []);
          for (const chunk of compilation.chunks) {
            if (!chunk.canBeInitial() && !grouped.includes(chunk)) continue;
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
