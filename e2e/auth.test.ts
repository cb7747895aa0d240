import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AUTH_MESSAGES } from '@pflegepuls/shared';
import { DEMO_ACCOUNTS } from '../packages/server/src/seed/demo-accounts.ts';
import { DESKTOP, newPage, PHONE, shoot, visible } from './support/browser.ts';
import { browser, server, useServerAndBrowser } from './support/fixture.ts';

let ipCounter = 0;

// Behind a "proxy" each browser context gets an address of its own, so per-IP limits of one
// flow do not reach into the next.
useServerAndBrowser();

async function open(viewport: { width: number; height: number }, path = '/registrieren') {
  const { context, page } = await newPage(browser, viewport);
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `10.20.0.${++ipCounter}` });
  await page.goto(`${server.url}${path}`);
  return { context, page };
}

const dialog = (page: Page) => page.getByRole('dialog');

async function openDialog(page: Page) {
  await page.getByRole('button', { name: 'Mit E-Mail anmelden' }).click();
  await visible(dialog(page).getByRole('heading', { name: 'Konto erstellen' }));
}

async function switchToLogin(page: Page) {
  await dialog(page).getByRole('button', { name: 'Login', exact: true }).click();
}

/** The newest link of a kind from the development outbox page, as a person would follow it. */
async function linkFromOutbox(page: Page, to: string, pattern: RegExp): Promise<string> {
  await page.goto(`${server.url}/dev/mails`);
  const article = page.locator('article', { hasText: to }).first();
  const href = await article.locator('a').filter({ hasText: pattern }).first().getAttribute('href');
  if (!href) throw new Error(`Kein Link für ${to}`);
  return href;
}

describe('authentication in Chromium', () => {
  it('registers a new member who lands on /feed with the onboarding wizard (phone, bottom sheet)', async () => {
    const { context, page } = await open(PHONE);
    await openDialog(page);
    await shoot(page, 'auth-register-phone');
    const box = await dialog(page).boundingBox();
    expect(box!.y + box!.height).toBeGreaterThan(PHONE.height - 2); // anchored at the bottom
    await dialog(page).getByLabel('Vorname').fill('Paula');
    await dialog(page).getByLabel('Nachname').fill('Pfleger');
    await dialog(page).getByLabel('E-Mail').fill('paula.pfleger@example.org');
    await dialog(page).locator('input[name="password"]').fill('Pflege-2026!');
    const submit = dialog(page).getByRole('button', { name: 'Registrieren', exact: true });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    await page.waitForURL('**/feed');
    // The member's feed (visitors would be on /registrieren); the name sits in closed menus on phones.
    await visible(page.locator('h1', { hasText: 'Feed' }));
    // New members are greeted by the onboarding wizard in standard mode.
    await visible(page.getByRole('button', { name: 'Jetzt starten' }));
    await shoot(page, 'auth-feed-after-register-phone');
    await context.close();
  });

  it('shows the spec message for a wrong password and logs in with the right one (desktop, modal)', async () => {
    const { context, page } = await open(DESKTOP);
    await openDialog(page);
    await switchToLogin(page);
    const box = await dialog(page).boundingBox();
    expect(box!.y).toBeGreaterThan(20); // centred, not a sheet
    await dialog(page).getByLabel('E-Mail').fill(DEMO_ACCOUNTS[1].email);
    await dialog(page).locator('input[name="password"]').fill('ganz-falsch');
    await dialog(page).getByRole('button', { name: 'Anmelden', exact: true }).click();
    await visible(dialog(page).getByText(AUTH_MESSAGES.invalidCredentials));
    await shoot(page, 'auth-login-error-desktop');
    await dialog(page).locator('input[name="password"]').fill(DEMO_ACCOUNTS[1].password);
    await dialog(page).getByRole('button', { name: 'Anmelden', exact: true }).click();
    await page.waitForURL('**/feed');
    await context.close();
  });

  it('resets a forgotten password through the mailed link and logs in with the new one', async () => {
    const { context, page } = await open(DESKTOP);
    await openDialog(page);
    await switchToLogin(page);
    await dialog(page).getByRole('button', { name: 'Passwort vergessen?' }).click();
    await dialog(page).getByLabel('E-Mail').fill(DEMO_ACCOUNTS[2].email);
    await dialog(page).getByRole('button', { name: 'Senden', exact: true }).click();
    await visible(page.getByText(AUTH_MESSAGES.resetRequested));

    const link = await linkFromOutbox(page, DEMO_ACCOUNTS[2].email, /registrieren\?email=/);
    await page.goto(link);
    await visible(dialog(page).getByRole('heading', { name: 'Neues Passwort festlegen' }));
    await expect.poll(() => page.url()).not.toContain('hash=');
    await shoot(page, 'auth-new-password-desktop');
    await dialog(page).locator('input[name="newPassword"]').fill('Neu-und-sicher-2026');
    await dialog(page).locator('input[name="passwordConfirmation"]').fill('Neu-und-sicher-2026');
    await dialog(page).getByRole('button', { name: 'Passwort ändern' }).click();
    await visible(page.getByText(AUTH_MESSAGES.passwordChanged));

    await dialog(page).getByLabel('E-Mail').fill(DEMO_ACCOUNTS[2].email);
    await dialog(page).locator('input[name="password"]').fill('Neu-und-sicher-2026');
    await dialog(page).getByRole('button', { name: 'Anmelden', exact: true }).click();
    await page.waitForURL('**/feed');
    await context.close();
  });

  it('logs in by a one-time link from the mail', async () => {
    const { context, page } = await open(PHONE);
    await openDialog(page);
    await switchToLogin(page);
    await dialog(page).getByRole('button', { name: 'Passwort vergessen?' }).click();
    await dialog(page).getByRole('button', { name: 'Einmal-Login erhalten?' }).click();
    await dialog(page).getByLabel('E-Mail').fill(DEMO_ACCOUNTS[0].email);
    await dialog(page).getByRole('button', { name: 'Senden', exact: true }).click();
    await visible(page.getByText(AUTH_MESSAGES.oneTimeRequested));
    const link = await linkFromOutbox(page, DEMO_ACCOUNTS[0].email, /einmal-login/);
    await page.goto(link);
    await page.waitForURL('**/feed');
    await context.close();
  });

  it('asks before discarding entered data', async () => {
    const { context, page } = await open(PHONE);
    await openDialog(page);
    await dialog(page).getByLabel('Vorname').fill('Halb');
    await dialog(page).getByRole('button', { name: 'Abbrechen' }).click();
    await visible(page.getByText('Änderungen verwerfen?'));
    await visible(page.getByText('Bist du sicher, dass du alle eingegebenen Daten verwerfen möchtest?'));
    await shoot(page, 'auth-discard-phone');
    await context.close();
  });
});
