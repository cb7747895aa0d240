/**
 * Sponsored blocks and the new-items pill of the feed in Chromium (000 §7, §9): the "Gesponsert" card
 * follows every 4th item and the demo sponsors take turns; when another member posts, the feed
 * offers "1 neuer Beitrag" and a click brings the member back to the top with a fresh list.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { TChannel } from '@pflegepuls/shared';
import { DEMO_ACCOUNTS } from '../packages/server/src/seed/demo-accounts.ts';
import { DESKTOP, PHONE, shoot, visible } from './support/browser.ts';
import { openAs as openLoggedIn, type TAccount, type TViewport } from './support/session.ts';
import { expectAxeClean } from './support/axe.ts';
import { browser, server, useServerAndBrowser } from './support/fixture.ts';

/** The e2e project has no DOM typings; these are the few page globals the checks read. */
declare const window: {
  scrollY: number;
  scrollTo: (x: number, y: number) => void;
  dispatchEvent: (event: unknown) => boolean;
};
declare const document: {
  querySelector: (
    selector: string,
  ) => { children: ArrayLike<{ getAttribute: (name: string) => string | null }> } | null;
};
declare const Event: new (type: string) => unknown;

const [ADMIN, MEMBER] = DEMO_ACCOUNTS;
const JSON_HEADERS = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };

useServerAndBrowser();

/** A new tab logged in as `account` (through the API, as the SPA does), not yet on any page. */
const openAs = (account: TAccount, viewport: TViewport) =>
  openLoggedIn(browser, server.url, account, viewport, null);

/** The list entries in order: 'item' for feed cards, the sponsor's slot number for blocks. */
function listShape(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelector('ul[aria-label="Feed"]')?.children ?? []).map((li) =>
      li.getAttribute('data-feed-item') ? 'item' : `sponsored-${li.getAttribute('data-sponsored-slot')}`,
    ),
  );
}

describe('sponsored blocks and new items in Chromium', () => {
  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(
      `${name}: a "Gesponsert" card after every 4th item, the sponsors taking turns`,
      { timeout: 60_000 },
      async () => {
        const { context, page } = await openAs(MEMBER, viewport);
        await page.goto(`${server.url}/feed`);
        const blocks = page.locator('[data-sponsored-slot]');
        await visible(page.locator('[data-feed-item]'));
        // Blocks load only near the screen: none in the first paint, each once its card is close.
        expect(await blocks.count()).toBe(0);
        await page.locator('[data-feed-item]').nth(3).scrollIntoViewIfNeeded();
        await visible(blocks);
        await page.locator('[data-feed-item]').nth(7).scrollIntoViewIfNeeded();
        await expect.poll(() => blocks.count()).toBeGreaterThanOrEqual(2);
        const shape = await listShape(page);
        expect(shape.slice(0, 10)).toEqual([
          'item',
          'item',
          'item',
          'item',
          'sponsored-0',
          'item',
          'item',
          'item',
          'item',
          'sponsored-1',
        ]);
        const first = blocks.nth(0);
        await expect.poll(() => first.textContent()).toContain('Gesponsert');
        expect(await first.textContent()).toContain('Akademie Lindenhof für Pflegeberufe');
        expect(await blocks.nth(1).textContent()).toContain('Venofit Kompression');
        const link = first.getByRole('link');
        expect(await link.getAttribute('target')).toBe('_blank');
        expect(await link.getAttribute('rel')).toBe('noopener sponsored');
        expect(await link.getAttribute('href')).toMatch(/^https:\/\/example\.org\//);
        // No card may widen the list past the screen (a long word in a post once did).
        const listBox = await page.locator('ul[aria-label="Feed"]').boundingBox();
        expect(listBox!.x + listBox!.width).toBeLessThanOrEqual(viewport.width);
        const blockBox = await first.boundingBox();
        expect(blockBox!.x + blockBox!.width).toBeLessThanOrEqual(listBox!.x + listBox!.width + 1);
        await expectAxeClean(page, '[data-sponsored-slot]');
        await first.scrollIntoViewIfNeeded();
        await shoot(page, `sponsored-${name}`);
        await context.close();
      },
    );
  }

  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(
      `${name}: another member posts and the feed offers "1 neuer Beitrag"`,
      { timeout: 60_000 },
      async () => {
        const { context, page } = await openAs(MEMBER, viewport);
        await page.goto(`${server.url}/feed`);
        await visible(page.locator('[data-feed-item]'));
        // The whole first page, not only its first cards (feed-list.tsx), before scrolling.
        await expect.poll(() => page.locator('[data-feed-item]').count()).toBeGreaterThanOrEqual(10);
        await page.evaluate(() => window.scrollTo(0, 600));

        const author = await openAs(ADMIN, DESKTOP);
        const channels = (await (
          await author.page.request.get(`${server.url}/api/channels`, { headers: JSON_HEADERS })
        ).json()) as { data: TChannel[] };
        const created = await author.page.request.post(`${server.url}/api/posts`, {
          headers: { ...JSON_HEADERS, 'X-CSRF-TOKEN': author.csrf },
          data: {
            body: `Gerade frisch: Dienstplan für Dezember ist da (${Date.now().toString(36)}).`,
            channelId: channels.data[0]!.id,
          },
        });
        expect(created.status()).toBe(201);
        await author.context.close();

        // Coming back to the tab asks the server at once (the poll would take a minute). The pill's
        // code loads a few seconds after the list (it has nothing to say earlier) and mounts a
        // moment later, so the event is sent again until it shows.
        const pill = page.getByRole('button', { name: '1 neuer Beitrag' });
        await expect
          .poll(
            async () => {
              await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
              return pill.count();
            },
            { timeout: 30_000 },
          )
          .toBe(1);
        await shoot(page, `feed-new-items-${name}`);
        const refetched = page.waitForResponse(
          (r) => r.url().includes('/api/feed?') && !r.url().includes('newestSeen'),
        );
        await pill.click();
        expect((await refetched).status()).toBe(200);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
        await expect.poll(() => pill.count()).toBe(0);
        await context.close();
      },
    );
  }
});
