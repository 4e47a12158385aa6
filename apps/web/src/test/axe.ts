import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * axe on the rendered page, with the rule sets the browser tests use (e2e/support/axe.ts), for the
 * screen states a browser test cannot reach on demand (a run that failed or was cancelled). jsdom
 * lays nothing out, so colour contrast is left to the browser tests.
 */
export async function expectNoAxeViolations(root: Element = document.body): Promise<void> {
  const results = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'section508', 'best-practice'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}
