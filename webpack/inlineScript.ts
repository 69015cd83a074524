/**
 * The page's entry script, written into index.html instead of fetched: on a slow network the page would
 * otherwise wait a round trip after the HTML before the script's first byte, with the line idle meanwhile.
 * The script's file leaves the build; its source map and licence notice stay, and the inline copy names them by
 * their full paths.
 */

/** The attribute naming the script a placeholder element stands for, until the script's final content is known. */
export const INLINE_SOURCE_ATTRIBUTE = 'data-inline';

/** Every placeholder in a page (as html-webpack-plugin writes the element), with the script each stands for. */
export const inlineScriptPlaceholders = (html: string) =>
  [...html.matchAll(new RegExp(`<script type="module" ${INLINE_SOURCE_ATTRIBUTE}="([^"]+)"></script>`, 'g'))].map(
    ([placeholder, src]) => ({ placeholder, src: src! }),
  );

/**
 * The script as a module inside the page: its source map and licence comments pointed at the files beside the
 * script's own path. A script that could end the element early, or that imports or exports (another module
 * would have to fetch it by its URL), cannot be inlined: the build says so rather than break the page.
 */
export function inlineScript(code: string, src: string): string {
  const folder = src.slice(0, src.lastIndexOf('/') + 1);
  if (/<\/script|<!--/i.test(code)) throw new Error(`${src} cannot be inlined: it holds "</script" or "<!--"`);
  if (/(^|[;}])\s*(import\s*[*{"']|export\s*[{*])/m.test(code)) {
    throw new Error(`${src} cannot be inlined: it imports or exports (is the first screen split into chunks?)`);
  }
  const inlined = code
    .replace(/(\/\/# sourceMappingURL=)(?!\/)/, `$1${folder}`)
    .replace(/(For license information please see )(?!\/)/, `$1${folder}`);
  return `<script type="module">${inlined}</script>`;
}
