/**
 * Company pictures in Chromium (docs/companies.md "Pictures"): the demo recruiter opens the editor of
 * their company, uploads a new logo and two photos, moves a photo and sees the logo and the gallery
 * on the public profile (phone and desktop); axe finds nothing serious on the editor, the profile and
 * the opened photo.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../packages/server/src/seed/demo-accounts.ts';
import { DESKTOP, PHONE, shoot, visible as visibleWithin } from './support/browser.ts';
import { openAs, type TViewport } from './support/session.ts';
import { expectAxeClean } from './support/axe.ts';
import { browser, server, useServerAndBrowser } from './support/fixture.ts';

const RECRUITER = DEMO_ACCOUNTS.find((a) => a.role === 'Recruiter')!;
const COMPANY = 'Evangelisches Krankenhaus Spreebogen';

useServerAndBrowser();

const visible = (locator: Locator) => visibleWithin(locator, 25_000);

const picture = async (name: string, colour: string, width: number, height: number) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer(),
});

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as Array<[string, TViewport]>)('company pictures on the %s', (name, viewport) => {
  it('the recruiter uploads a logo and photos in the editor and sees them on the profile', async () => {
    const { page } = await openAs(browser, server.url, RECRUITER, viewport, '/arbeitgeberprofile');
    // In the list (the desktop's right panel may name the hospital too: its posts trend).
    await page.locator('main').getByRole('link', { name: COMPANY, exact: true }).click();
    await visible(page.getByRole('heading', { level: 1, name: COMPANY }));
    const profileUrl = page.url();
    await page.getByRole('link', { name: 'Profil bearbeiten' }).click();
    await visible(page.getByRole('heading', { level: 2, name: 'Logo und Bilder' }));

    // The demo logo is there; a new one replaces it.
    const logo = page.getByRole('img', { name: `Logo von ${COMPANY}` });
    await visible(logo);
    const before = await logo.getAttribute('src');
    expect(before).toMatch(/^\/uploads\/companies\/[0-9a-f]{32}\.webp$/);
    await page
      .getByTestId('company-logo-input')
      .setInputFiles(await picture('logo.png', '#0b5c8a', 600, 400));
    await visible(page.getByText('Logo gespeichert.'));
    await expect.poll(() => logo.getAttribute('src')).toMatch(/^\/uploads\/companies\/[0-9a-f]{32}\.webp$/);
    const after = (await logo.getAttribute('src'))!;
    expect(after).not.toBe(before);
    // The replaced file is gone.
    expect((await page.request.get(`${server.url}${before}`)).status()).toBe(404);

    // Two photos at once, then the second moves to the front (keyboard: a focusable button).
    await page
      .getByTestId('company-photos-input')
      .setInputFiles([
        await picture(`station-${name}.png`, '#2e7d32', 900, 600),
        await picture(`team-${name}.png`, '#8a1538', 600, 900),
      ]);
    await visible(page.getByText('Foto hinzugefügt.'));
    const photos = page.getByRole('img', { name: /^Foto \d+ von \d+ bei / });
    await expect.poll(() => photos.count()).toBeGreaterThanOrEqual(2);
    const count = await photos.count();
    const lastSrc = await photos.nth(count - 1).getAttribute('src');
    const earlier = page.getByRole('button', { name: `Foto ${count} nach vorne` });
    await earlier.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => photos.nth(count - 2).getAttribute('src')).toBe(lastSrc);
    await expectAxeClean(page, 'main');
    await shoot(page, `company-pictures-editor-${name}`);

    // The public profile shows the new logo and the gallery; a photo opens large.
    await page.goto(profileUrl);
    await visible(page.getByRole('heading', { level: 1, name: COMPANY }));
    await expect.poll(() => page.locator(`main img[src="${after}"]`).count()).toBeGreaterThan(0);
    await visible(page.getByRole('heading', { level: 2, name: 'Einblicke' }));
    await expectAxeClean(page, 'main');
    await shoot(page, `company-pictures-profile-${name}`);
    await page.getByRole('button', { name: 'Foto 1 groß anzeigen' }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByRole('img', { name: new RegExp(`^Foto 1 von ${count} bei `) }));
    await page.keyboard.press('ArrowRight');
    await visible(dialog.getByRole('img', { name: new RegExp(`^Foto 2 von ${count} bei `) }));
    await expectAxeClean(page, '[role="dialog"]');
    await page.getByRole('button', { name: 'Schließen' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
  });
});
