import { inlineScript, inlineScriptPlaceholders } from './inlineScript';

const ENTRY = '/assets/main.0123abcd.js';

describe('the entry script written into the page', () => {
  it('runs as a module, naming its source map and licence notice by their paths beside the script', () => {
    const code =
      '/*! For license information please see main.0123abcd.js.LICENSE.txt */\nstart();\n' +
      '//# sourceMappingURL=main.0123abcd.js.map';
    expect(inlineScript(code, ENTRY)).toBe(
      '<script type="module">/*! For license information please see /assets/main.0123abcd.js.LICENSE.txt */\n' +
        'start();\n//# sourceMappingURL=/assets/main.0123abcd.js.map</script>',
    );
  });

  it('keeps a dynamic import, which fetches by the full URL the code gives', () => {
    expect(inlineScript('import("/assets/1.js").then(run);', ENTRY)).toContain('import("/assets/1.js")');
  });

  it.each(['a="</script>";', 'a="</SCRIPT";', 'a="<!--";'])(
    'refuses a script holding %s, which the HTML parser would read as markup',
    (code) => {
      expect(() => inlineScript(code, ENTRY)).toThrow(/cannot be inlined/);
    },
  );

  it.each(['import*as r from"./vendors.js";r.go();', 'start();export{e as __webpack_require__};'])(
    'refuses a script that imports or exports: %s',
    (code) => {
      expect(() => inlineScript(code, ENTRY)).toThrow(/imports or exports/);
    },
  );
});

describe('the placeholders in a page', () => {
  it('name the scripts they stand for, as html-webpack-plugin writes them', () => {
    const html = `<body><div></div><script type="module" data-inline="${ENTRY}"></script></body>`;
    expect(inlineScriptPlaceholders(html)).toEqual([
      { placeholder: `<script type="module" data-inline="${ENTRY}"></script>`, src: ENTRY },
    ]);
  });
});
