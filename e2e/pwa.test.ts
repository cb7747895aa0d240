/**
 * The installable app (docs/pwa.md) in Chromium: manifest and service worker, no installability
 * errors, the offline page, and the install card that stays closed once closed.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../packages/server/src/seed/demo-accounts.ts';
import { DESKTOP, framesPainted, shoot, visible } from './support/browser.ts';
import { browser, server, useServerAndBrowser } from './support/fixture.ts';
import { openAs } from './support/session.ts';

useServerAndBrowser();

const MEMBER = DEMO_ACCOUNTS.find((account) => account.email === 'mitglied@demo.pflegepuls.de')!;

type TManifest = {
  name: string;
  short_name: string;
  theme_color: string;
  icons: Array<Record<string, string>>;
};

describe('installable app in Chromium', () => {
  it('registers the manifest and the service worker, installable without errors', async () => {
    const { context, page } = await openAs(browser, server.url, MEMBER, DESKTOP, '/feed');
    await visible(page.locator('article'));
    // e2e code has no DOM types: the page's own code as a string.
    const scope = await page.evaluate('navigator.serviceWorker.ready.then((r) => r.active.scriptURL)');
    expect(scope).toBe(`${server.url}/sw.js`);
    const manifest = (await (
      await page.request.get(`${server.url}/manifest.webmanifest`)
    ).json()) as TManifest;
    expect(manifest).toMatchObject({ name: 'Pflegepuls', short_name: 'Pflegepuls', theme_color: '#FFA940' });
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      const response = await page.request.get(`${server.url}${icon.src}`);
      expect(response.status(), icon.src).toBe(200);
    }
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // Playwright's contexts are incognito, which Chromium names; the app's own errors are the rest.
    expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
    await context.close();
  });

  it('shows the offline page when a reload finds no network, and the app again after it', async () => {
    const { context, page } = await openAs(browser, server.url, MEMBER, DESKTOP, '/feed');
    await visible(page.locator('article'));
    await page.waitForFunction('navigator.serviceWorker.controller !== null');
    await context.setOffline(true);
    await page.reload();
    await visible(page.getByRole('heading', { name: 'Du bist offline' }));
    await shoot(page, 'pwa-offline-desktop');
    await context.setOffline(false);
    await page.getByRole('link', { name: 'Erneut versuchen' }).click();
    await visible(page.locator('article'));
    await context.close();
  });

  it('offers the install card in the menu, and closing it is kept', async () => {
    const { context, page } = await openAs(browser, server.url, MEMBER, DESKTOP, '/feed');
    const offerInstall = () =>
      page.evaluate(`window.dispatchEvent(Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => undefined,
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      }))`);
    await visible(page.locator('article'));
    await offerInstall();
    const card = page.getByRole('region', { name: 'App installieren' });
    await visible(card);
    await shoot(page, 'pwa-install-card-desktop');
    await card.getByRole('button', { name: 'Hinweis schließen' }).click();
    await card.waitFor({ state: 'detached' });

    await page.reload();
    await visible(page.locator('article'));
    await offerInstall();
    await framesPainted(page);
    await expect(card.count()).resolves.toBe(0);
    await context.close();
  });
});
