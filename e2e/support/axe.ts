import { expect } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { animationsDone } from './browser.ts';

/** Every WCAG 2.x level A and AA rule axe-core knows. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** WCAG 2.5.3 Label in Name: axe marks its rule experimental and leaves it off unless asked. */
const EXPERIMENTAL_WCAG_RULES = { 'label-content-name-mismatch': { enabled: true } };

/**
 * Runs axe-core over `selector` once the page's transitions have ended (a button caught halfway
 * through its colour change fails the contrast rule) and expects no serious or critical violation.
 * The whole page is waited for: a selector may match several elements (the shell has two `main`s).
 */
export async function expectAxeClean(page: Page, selector = 'body'): Promise<void> {
  await animationsDone(page.locator('html'));
  const result = await new AxeBuilder({ page })
    .include(selector)
    .withTags(WCAG_TAGS)
    .options({ rules: EXPERIMENTAL_WCAG_RULES })
    .analyze();
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  // The element's markup goes with its selector: MUI's generated class names alone do not say which it is.
  const found = serious.flatMap((v) =>
    v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} ${n.html.slice(0, 200)}`),
  );
  expect(found).toEqual([]);
}
