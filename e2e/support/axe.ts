import { expect } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { animationsDone } from './browser.ts';

/** Every WCAG 2.x level A and AA rule axe-core knows. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe-core over `selector` once the page's transitions have ended (a button caught halfway
 * through its colour change fails the contrast rule) and expects no serious or critical violation.
 * The whole page is waited for: a selector may match several elements (the shell has two `main`s).
 */
export async function expectAxeClean(page: Page, selector = 'body'): Promise<void> {
  await animationsDone(page.locator('html'));
  const result = await new AxeBuilder({ page }).include(selector).withTags(WCAG_TAGS).analyze();
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
