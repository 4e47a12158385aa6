import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** axe with the rule sets the portal promises; fails the test on any violation. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // A screen still fading in (the record dialog's opacity transition) blends its text with the page
  // behind it, and axe measures that blend's contrast: check what a reader sees once it has settled.
  // An endless one never finishes, and one cancelled (its element gone) has nothing left to show.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'section508', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}
