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
