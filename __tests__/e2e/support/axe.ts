import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

interface Axe {
  run: (context: Document, options: { resultTypes: string[] }) => Promise<{ violations: AxeViolation[] }>;
}

/**
 * Runs axe-core (every rule it has, WCAG 2.1 AA and best practices) on the page as it is now. A journey asks
 * several times in one page: axe is put in it once.
 */
export async function axeViolations(page: Page) {
  // Evaluated by the test, not added as a <script>: the page's Content-Security-Policy stays as it is.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: Axe };
    // Every rule still runs; only the passes and the rules that did not apply are not described node by node,
    // which is most of axe's time on a large page (its documented option for this).
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return violations.map(
    ({ id, help, nodes }) => `${id}: ${help} (${nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}
