/**
 * MedKai (docs/medkai.md) in Chromium against the stand-in partner the test server serves: both
 * loading texts in order, the member's hash arriving in the frame, and the close button.
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../packages/server/src/seed/demo-accounts.ts';
import { expectAxeClean } from './support/axe.ts';
import { DESKTOP, PHONE, shoot, visible } from './support/browser.ts';
import { browser, server, useServerAndBrowser } from './support/fixture.ts';
import { openAs } from './support/session.ts';

useServerAndBrowser();

const MEMBER = DEMO_ACCOUNTS.find((account) => account.email === 'mitglied@demo.pflegepuls.de')!;

/** Holds the requests to `url` that `when` picks until the returned function is called. */
async function hold(page: Page, url: string, when: (route: Route) => boolean = () => true) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route: Route) => {
    if (when(route)) await gate;
    await route.continue();
  });
  return release;
}

/** The member's own hash, as /api/user/me gives it. */
async function ownHash(page: Page): Promise<string> {
  const response = await page.request.get(`${server.url}/api/user/me`, {
    headers: { Accept: 'application/json' },
  });
  return ((await response.json()) as { medkaiHash: string }).medkaiHash;
}

describe('MedKai in Chromium', () => {
  it('loads the partner with the member’s hash, after both loading texts, and closes back (phone)', async () => {
    const { context, page } = await openAs(browser, server.url, MEMBER, PHONE, '/feed');
    await visible(page.locator('article'));
    const hash = await ownHash(page);
    expect(hash).toMatch(/^v1\.[0-9a-f]{64}$/);

    // The page's own request for the hash, once /medkai has loaded as a document of its own (its
    // CSP lets the partner in): the app's requests say X-Requested-With, the page's preload not.
    const releaseMember = await hold(
      page,
      '**/api/user/me',
      (route) =>
        page.url().endsWith('/medkai') && route.request().headers()['x-requested-with'] !== undefined,
    );
    const releasePartner = await hold(page, '**/dev/medkai-partner?*');
    await page.getByRole('navigation', { name: 'Navigation' }).getByRole('link', { name: 'MedKai' }).click();
    await visible(page.getByText('Lade Benutzerdaten...'));
    await shoot(page, 'medkai-lade-benutzerdaten-phone');
    releaseMember();
    await visible(page.getByText('MedKai wird geladen...'));
    await expect(page.getByText('Lade Benutzerdaten...').count()).resolves.toBe(0);
    releasePartner();

    const frame = page.frameLocator('iframe[title="MedKai"]');
    await visible(frame.locator('#medkai-hash'));
    await expect(frame.locator('#medkai-hash').textContent()).resolves.toBe(hash);
    await page.getByText('MedKai wird geladen...').waitFor({ state: 'detached' });
    await shoot(page, 'medkai-partner-phone');
    await expectAxeClean(page);

    await page.getByRole('button', { name: 'MedKai schließen' }).click();
    await page.waitForURL(`${server.url}/feed`);
    await visible(page.locator('article'));
    await context.close();
  });

  it('takes the full width next to the menu and closes to the feed when opened directly (desktop)', async () => {
    const { context, page } = await openAs(browser, server.url, MEMBER, DESKTOP, '/medkai');
    const frame = page.frameLocator('iframe[title="MedKai"]');
    await visible(frame.locator('#medkai-hash'));
    await expect(page.getByRole('search').count()).resolves.toBe(0);
    const box = await page.locator('iframe[title="MedKai"]').boundingBox();
    expect(box!.width).toBeGreaterThan(DESKTOP.width - 300 - 100);
    await shoot(page, 'medkai-partner-desktop');
    await page.getByRole('button', { name: 'MedKai schließen' }).click();
    await page.waitForURL(`${server.url}/feed`);
    await context.close();
  });
});
