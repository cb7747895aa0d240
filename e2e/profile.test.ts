import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../packages/server/src/seed/demo-accounts.ts';
import { DESKTOP, PHONE, shoot, visible } from './support/browser.ts';
import { openAs as openLoggedIn, type TAccount, type TViewport } from './support/session.ts';
import { browser, server, useServerAndBrowser } from './support/fixture.ts';

const [ADMIN, MEMBER, UROCAMPUS] = DEMO_ACCOUNTS;
const JSON_HEADERS = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };

useServerAndBrowser();

/** A new tab logged in as `account` (through the API, as the SPA does), on `path`. */
const openAs = (account: TAccount, viewport: TViewport, path: string) =>
  openLoggedIn(browser, server.url, account, viewport, path);

async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`${server.url}${path}`, { headers: JSON_HEADERS });
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

describe('profiles', () => {
  it('shows a profile as a page on desktop with sections and the connect button', async () => {
    const { context, page } = await openAs(MEMBER, DESKTOP, `/profile/${UROCAMPUS.userName}`);
    await visible(page.getByRole('heading', { level: 1, name: 'Uwe Urocampus' }));
    await visible(page.getByRole('heading', { name: 'Berufserfahrung' }));
    await visible(page.getByRole('heading', { name: 'Kenntnisse' }));
    // The seeded network decides which state Marie and Uwe are in; one of the four shows.
    await visible(
      page
        .getByTestId('profile-view')
        .getByRole('button', { name: /^(Verbinden|Ausstehend|Annehmen|Verbunden)$/ }),
    );
    expect(page.url()).toContain(`/profile/${UROCAMPUS.userName}`);
    await shoot(page, 'profile-desktop-other');

    // The same page under /user/… and the own profile with its edit link.
    await page.goto(`${server.url}/user/${MEMBER.userName}`);
    await visible(page.getByRole('heading', { level: 1, name: 'Marie Mitglied' }));
    await visible(page.getByRole('link', { name: 'Profil bearbeiten' }));
    await page.goto(`${server.url}/profile/unbekannt`);
    await visible(page.getByText('Dieses Profil gibt es nicht (mehr).'));
    await context.close();
  });

  it('opens the own profile as a drawer on the phone; back closes it', async () => {
    const { context, page } = await openAs(ADMIN, PHONE, '/einstellungen');
    await visible(page.getByRole('heading', { level: 1, name: 'Einstellungen' }));
    await page.getByRole('button', { name: 'Mein Profil' }).click();
    const drawerProfile = page.getByTestId('profile-view');
    await visible(drawerProfile);
    await visible(drawerProfile.getByRole('heading', { level: 1, name: 'Alexandra Admin' }));
    // A drawer, not a navigation: the path stays on the settings page.
    expect(new URL(page.url()).pathname).toBe('/einstellungen');
    await shoot(page, 'profile-phone-drawer');
    await drawerProfile.getByRole('heading', { name: 'Weiterbildungen' }).scrollIntoViewIfNeeded();
    await shoot(page, 'profile-phone-drawer-sections');
    await page.goBack();
    await drawerProfile.waitFor({ state: 'detached', timeout: 5000 });
    expect(new URL(page.url()).pathname).toBe('/einstellungen');

    await page.goto(`${server.url}/profile/${UROCAMPUS.userName}`);
    await visible(page.getByRole('heading', { level: 1, name: 'Uwe Urocampus' }));
    await shoot(page, 'profile-phone-page');
    await context.close();
  });
});

describe('settings', () => {
  it('saves profile fields, adds a CV entry and uploads a picture on desktop', async () => {
    const { context, page } = await openAs(MEMBER, DESKTOP, '/einstellungen');
    await visible(page.getByRole('heading', { level: 1, name: 'Einstellungen' }));
    await shoot(page, 'settings-desktop-profile');

    await page.getByLabel('Aktuelle Position').fill('Praxisanleiterin Intensivstation');
    await page.getByLabel('Über mich').fill('Ich begleite Auszubildende auf der Intensivstation.');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await visible(page.getByText('Profil gespeichert.'));
    const me = await getJson<{ currentPosition: string; summary: string }>(page, '/api/user/me');
    expect(me.currentPosition).toBe('Praxisanleiterin Intensivstation');

    // An empty first name is refused by the shared schema before anything is sent.
    await page.getByLabel('Vorname').fill('');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await visible(page.getByText('Vorname ist erforderlich'));
    await page.getByLabel('Vorname').fill('Marie');

    const png = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#2E9E44' } })
      .png()
      .toBuffer();
    await page
      .getByTestId('picture-input')
      .setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: png });
    await visible(page.getByText('Profilbild gespeichert.'));
    const withPicture = await getJson<{ profilePicture: { cPath: string } | null }>(page, '/api/user/me');
    expect(withPicture.profilePicture?.cPath).toMatch(/^\/uploads\/avatars\/.+-c\.webp$/);
    await visible(page.locator(`img[src="${withPicture.profilePicture!.cPath}"]`));

    await page.getByRole('tab', { name: 'Lebenslauf' }).click();
    await visible(page.getByRole('heading', { name: 'Sprachen' }));
    await page.getByRole('button', { name: 'Sprache hinzufügen' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Sprache').fill('Englisch');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await visible(page.getByText('Eintrag gespeichert.'));
    await visible(page.getByText('Englisch'));
    await shoot(page, 'settings-desktop-cv');

    const completeness = await getJson<{ score: number }>(page, '/api/user/profile-completeness');
    // Marie's seed (experience, education, skills, the onboarding's further trainings) plus summary,
    // picture and a language: nothing is missing any more.
    expect(completeness).toMatchObject({ score: 100, missing: [] });
    await context.close();
  });

  it('works on the phone: tabs, sessions and the delete confirmation', async () => {
    const { context, page } = await openAs(UROCAMPUS, PHONE, '/einstellungen?bereich=lebenslauf');
    await visible(page.getByRole('heading', { name: 'Berufserfahrung' }));
    await shoot(page, 'settings-phone-cv');
    await page
      .getByRole('button', { name: /bearbeiten$/ })
      .first()
      .click();
    await visible(page.getByRole('dialog').getByRole('button', { name: 'Löschen' }));
    await shoot(page, 'settings-phone-entry-dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Abbrechen' }).click();

    await page.goto(`${server.url}/einstellungen?bereich=sitzungen`);
    await visible(page.getByText('Diese Sitzung'));
    await page.goto(`${server.url}/einstellungen?bereich=benachrichtigungen`);
    await visible(page.getByText('Likes und Reaktionen'));
    await shoot(page, 'settings-phone-notifications');

    await page.goto(`${server.url}/einstellungen?bereich=daten`);
    await page.getByRole('button', { name: 'Konto löschen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Passwort').fill('falsch');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Endgültig löschen' }).click();
    await visible(dialog.getByText('Das Passwort ist nicht korrekt.'));
    await shoot(page, 'settings-phone-delete');
    await context.close();
  });
});
