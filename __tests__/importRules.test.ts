import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.join(__dirname, '..');

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

/** The rule breaks dependency-cruiser finds, with the project's rules, in a tree of planted files. */
function violationsIn(files: Record<string, string>): Violation[] {
  const tree = mkdtempSync(path.join(tmpdir(), 'import-rules-'));
  try {
    writeFileSync(
      path.join(tree, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { jsx: 'react-jsx', module: 'esnext', moduleResolution: 'bundler' } }),
    );
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
      writeFileSync(path.join(tree, file), text);
    }
    const report = execFileSync(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
        '--config',
        path.join(ROOT, '.dependency-cruiser.cjs'),
        '--output-type',
        'json',
        'src',
      ],
      { cwd: tree, encoding: 'utf8' },
    );
    return (JSON.parse(report) as { summary: { violations: Violation[] } }).summary.violations;
  } finally {
    rmSync(tree, { recursive: true, force: true });
  }
}

const ruleNames = (violations: Violation[]) => violations.map((violation) => violation.rule.name);

describe('the import rules', () => {
  it("refuse a feature that imports another feature's component, for a feature folder no list names", () => {
    const violations = violationsIn({
      'src/features/plantA/components/Sprout.tsx': 'export const Sprout = () => null;\n',
      'src/features/plantB/grows.ts':
        "import { Sprout } from '../plantA/components/Sprout';\nexport const grows = Sprout;\n",
    });
    expect(violations).toEqual([
      expect.objectContaining({
        from: 'src/features/plantB/grows.ts',
        to: 'src/features/plantA/components/Sprout.tsx',
        rule: { name: 'features-do-not-import-other-features-components', severity: 'error' },
      }),
    ]);
  });

  it("let a feature import its own components and another feature's logic", () => {
    const violations = violationsIn({
      'src/features/plantA/plantSlice.ts': 'export const watered = 1;\n',
      'src/features/plantB/components/Pot.tsx': 'export const Pot = () => null;\n',
      'src/features/plantB/growing.ts':
        "import { watered } from '../plantA/plantSlice';\nimport { Pot } from './components/Pot';\nexport const growing = [watered, Pot];\n",
    });
    expect(violations).toEqual([]);
  });

  it('refuse a feature that imports the page', () => {
    const violations = violationsIn({
      'src/page/App.tsx': 'export const App = () => null;\n',
      'src/features/plantA/usesPage.ts': "import { App } from '../../page/App';\nexport const page = App;\n",
    });
    expect(ruleNames(violations)).toEqual(['features-do-not-import-the-page']);
  });

  it('refuse a circle of value imports, through a third file too', () => {
    const violations = violationsIn({
      'src/lib/leaf.ts': "import { stem } from './stem';\nexport const leaf = () => stem;\n",
      'src/lib/stem.ts': "import { root } from './root';\nexport const stem = () => root;\n",
      'src/lib/root.ts': "import { leaf } from './leaf';\nexport const root = () => leaf;\n",
    });
    expect(ruleNames(violations)).toContain('no-circular');
  });

  it("let a type-only import close a circle, as a slice reading the store's RootState does", () => {
    const violations = violationsIn({
      'src/app/store.ts':
        "import { slice } from '../features/plantA/plantSlice';\nexport const store = { slice };\nexport type RootState = { plant: number };\n",
      'src/features/plantA/plantSlice.ts':
        "import type { RootState } from '../../app/store';\nexport const slice = (state: RootState) => state.plant;\n",
    });
    expect(violations).toEqual([]);
  });
});
