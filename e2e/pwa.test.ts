/**
 * The installable app (docs/pwa.md) in Chromium: manifest and service worker, no installability
 * errors, the offline page, the install card that stays closed once closed, and the iOS guide.
 * The server runs without MedKai (MEDKAI_URL=none), so the not-set-up MedKai page is tried here
 * too: none of the app's tests touch MedKai, and a server of its own would cost CI ten seconds.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../packages/server/src/seed/demo-accounts.ts';
import { expectAxeClean } from './support/axe.ts';
import { DESKTOP, PHONE, framesPainted, shoot, visible } from './support/browser.ts';
import { browser, server, useServerAndBrowser } from './support/fixture.ts';
import { authenticate, openAs } from './support/session.ts';

useServerAndBrowser({ TRUST_PROXY: 'true', MEDKAI_URL: 'none' });

/** Safari on an iPhone (iOS 18): no install prompt there, the menu shows the home-screen guide. */
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

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

  it('guides iPhone Safari users to "Zum Home-Bildschirm" in the menu, closed for good once closed', async () => {
    const context = await browser.newContext({
      viewport: PHONE,
      locale: 'de-DE',
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 3,
      userAgent: IPHONE_SAFARI,
      extraHTTPHeaders: { 'x-forwarded-for': '10.222.0.1' },
    });
    const page = await context.newPage();
    await authenticate(page, server.url, '/api/user/login', {
      email: MEMBER.email,
      password: MEMBER.password,
    });
    await page.goto(`${server.url}/feed`);
    const openMenu = () =>
      page.getByRole('navigation', { name: 'Navigation' }).getByRole('button', { name: 'Menü' }).click();
    await visible(page.locator('article'));
    await openMenu();
    const card = page.getByRole('region', { name: 'Zum Home-Bildschirm' });
    await visible(card);
    await visible(card.getByText('Tippe in Safari unten auf „Teilen“ und dann auf „Zum Home-Bildschirm“.'));
    await expect(card.getByRole('button', { name: 'Installieren' }).count()).resolves.toBe(0);
    await shoot(page, 'pwa-ios-guide-phone');
    await expectAxeClean(page);
    await card.getByRole('button', { name: 'Hinweis schließen' }).click();
    await card.waitFor({ state: 'detached' });

    await page.reload();
    await visible(page.locator('article'));
    await openMenu();
    await visible(page.getByRole('navigation', { name: 'Hauptmenü' }));
    await framesPainted(page);
    await expect(card.count()).resolves.toBe(0);
    await context.close();
  });
});

describe('MedKai where it is not set up', () => {
  it('says so in the bottom bar and on the page, which loads no partner (phone)', async () => {
    const { context, page } = await openAs(browser, server.url, MEMBER, PHONE, '/feed');
    await visible(page.locator('article'));
    await expect(page.locator('meta[name="medkai-url"]').getAttribute('content')).resolves.toBe('');
    const tab = page.getByRole('navigation', { name: 'Navigation' }).getByRole('link', { name: /^MedKai/ });
    await visible(tab);
    await expect(tab.ariaSnapshot()).resolves.toContain('hier nicht eingerichtet');
    await tab.click();
    await page.waitForURL(`${server.url}/medkai`);
    await visible(page.getByRole('heading', { name: 'MedKai', level: 1 }));
    await visible(page.getByText('ist hier nicht eingerichtet'));
    await expect(page.locator('iframe').count()).resolves.toBe(0);
    await expect(page.getByText('Lade Benutzerdaten...').count()).resolves.toBe(0);
    await shoot(page, 'medkai-not-set-up-phone');
    await expectAxeClean(page);
    await page.getByRole('link', { name: 'Zurück zum Feed' }).click();
    await page.waitForURL(`${server.url}/feed`);
    await visible(page.locator('article'));
    await context.close();
  });

  it('says so under the MedKai entry of the desktop menu', async () => {
    const { context, page } = await openAs(browser, server.url, MEMBER, DESKTOP, '/feed');
    const entry = page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: /^MedKai/ });
    await visible(entry);
    await expect(entry.innerText()).resolves.toContain('Hier nicht eingerichtet');
    await entry.click();
    await visible(page.getByText('ist hier nicht eingerichtet'));
    await shoot(page, 'medkai-not-set-up-desktop');
    await context.close();
  });
});
