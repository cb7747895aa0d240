/**
 * The funnel pages (001 §2.4): a visitor types into the registration form and leaves, a member
 * closes the onboarding wizard early (both through the analytics calls the app makes); the admin
 * opens the onboarding and the registration analytics on a phone and on a desktop, finds the session
 * in "Alle Sessions" and sees in its detail who it was: the member's name and e-mail, the names
 * and e-mail the visitor typed.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../packages/server/src/seed/demo-accounts.ts';
import { DESKTOP, PHONE, shoot, visible as visibleWithin } from './support/browser.ts';
import { landingCsrfToken, openAs, openTab, type TViewport } from './support/session.ts';
import { expectAxeClean } from './support/axe.ts';
import { browser, server, useServerAndBrowser } from './support/fixture.ts';

const ADMIN = DEMO_ACCOUNTS.find((account) => account.role === 'Admin')!;
const MEMBER = DEMO_ACCOUNTS.find((account) => account.email === 'mitglied@demo.pflegepuls.de')!;
const JSON_HEADERS = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
const ONBOARDING_DIALOG = 'Onboarding-Session';
const REGISTRATION_DIALOG = 'Registrierungs-Session';

useServerAndBrowser();

/** Two logins and two axe runs per flow: on a shared, busy machine more than the default minute. */
const LONG = { timeout: 120_000 };
/** The machine is shared; a page under load gets more than the default ten seconds. */
const visible = (locator: Locator) => visibleWithin(locator, 25_000);

/** POSTs an analytics call from `page`'s context (its cookies) and expects success. */
async function post(page: Page, csrf: string, path: string, data: unknown) {
  const response = await page.request.post(`${server.url}${path}`, {
    headers: { ...JSON_HEADERS, 'X-CSRF-TOKEN': csrf },
    data,
  });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return response.json() as Promise<{ session_uuid?: string }>;
}

/**
 * The member opens the wizard in the short edit mode, picks an education and closes it: an
 * abandoned onboarding session of theirs, the newest one.
 */
async function recordOnboardingSession(viewport: TViewport) {
  const { context, page, csrf } = await openAs(browser, server.url, MEMBER, viewport, null);
  const base = '/api/analytics/onboarding/session';
  const { session_uuid } = await post(page, csrf, `${base}/start`, { mode: 'editShort', total_steps: 8 });
  const event = (step_id: string, event_type: string, event_data = {}) =>
    post(page, csrf, `${base}/event`, { session_uuid, step_id, event_type, event_data });
  await event('education', 'step_entered');
  await event('education', 'field_changed', {
    field_id: 'education',
    has_value: true,
    value_type: 'string',
    is_array: false,
    selected_value: 'studium',
  });
  await event('education', 'step_completed', { time_spent_seconds: 12 });
  await post(page, csrf, `${base}/abandon`, { session_uuid, last_step_id: 'studium', reason: 'user_closed' });
  await context.close();
}

/** A visitor types first name, last name and e-mail into the registration form and leaves. */
async function recordRegistrationSession(viewport: TViewport, email: string) {
  const { context, page } = await openTab(browser, viewport);
  // The token without running the landing page: it would start a session of its own.
  const csrf = await landingCsrfToken(page, server.url);
  const base = '/api/analytics/registration/session';
  const { session_uuid } = await post(page, csrf, `${base}/start`, { auth_method: 'email' });
  const event = (event_type: string, event_data: Record<string, string>) =>
    post(page, csrf, `${base}/event`, { session_uuid, event_type, event_data });
  await event('modal_opened', {});
  await event('field_changed', { field_id: 'firstName', mode: 'register', selected_value: 'Erika' });
  await event('field_changed', { field_id: 'lastName', mode: 'register', selected_value: 'Mustermann' });
  await event('field_changed', { field_id: 'email', mode: 'register', selected_value: email });
  await post(page, csrf, `${base}/abandon`, { session_uuid, reason: 'page_hidden' });
  await context.close();
}

/** The admin on `section` of the dashboard, with the page's title in view. */
async function openSection(viewport: TViewport, section: string, title: string) {
  const opened = await openAs(browser, server.url, ADMIN, viewport, `/admin-dashboard/${section}`);
  await visible(opened.page.getByRole('heading', { name: title }));
  return opened;
}

/** The newest session in the open "Alle Sessions" (a list on phones, the grid on desktops). */
async function openNewestSession(page: Page, isPhone: boolean) {
  if (isPhone) {
    const list = page.getByRole('list', { name: 'Alle Sessions' });
    await visible(list.getByRole('button').first());
    await visible(page.getByText(/^\d+ von \d+ Sessions$/));
    await list.getByRole('button').first().click();
  } else {
    const open = page.getByRole('grid', { name: 'Alle Sessions' }).getByRole('button', { name: /^Ansehen/ });
    await visible(open.first());
    await open.first().click();
  }
}

describe('admin funnel pages', () => {
  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    const isPhone = name === 'phone';

    it(
      `onboarding analytics on a ${name}: tiles, charts and a session with the member's name and e-mail`,
      LONG,
      async () => {
        await recordOnboardingSession(viewport);
        const { context, page } = await openSection(viewport, 'onboarding-analytics', 'Onboarding-Analyse');
        for (const tile of [
          'Sessions gesamt',
          'Abgeschlossen',
          'Abgebrochen',
          'Mit Fehlern',
          'Konversionsrate',
        ])
          await visible(page.getByRole('heading', { name: tile, exact: true }));
        await visible(page.getByText(/^\d+,\d %$/).first());
        await visible(page.getByRole('heading', { name: 'Abschlüsse pro Woche' }));
        await visible(page.getByRole('heading', { name: 'Session-Modus' }));
        await visible(page.getByRole('grid', { name: 'Häufigste Abbruchschritte' }));
        await shoot(page, `admin-onboarding-${name}`);
        await expectAxeClean(page);

        await page.getByRole('button', { name: 'Auswahl-Verteilung' }).click();
        await visible(page.getByText('Studium').first());
        await visible(page.getByRole('link', { name: 'Auswahl als CSV' }));

        await page.getByRole('button', { name: 'Alle Sessions' }).click();
        // The mode filter narrows the list to short edit sessions, the member's the newest of them.
        await page.getByRole('combobox', { name: 'Modus' }).click();
        await page.getByRole('option', { name: 'Kurz bearbeiten' }).click();
        await visible(page.getByRole('combobox', { name: 'Modus' }).getByText('Kurz bearbeiten'));
        await openNewestSession(page, isPhone);
        const dialog = page.getByRole('dialog', { name: ONBOARDING_DIALOG });
        await visible(dialog.getByText(`${MEMBER.firstName} ${MEMBER.lastName}`));
        await visible(dialog.getByText(MEMBER.email));
        await visible(dialog.getByText('Kurz bearbeiten'));
        await visible(dialog.getByText('Selbst geschlossen'));
        await visible(dialog.getByText('Auswahl: Studium'));
        await visible(dialog.getByText('Verweildauer: 12\u00a0Sek.'));
        await shoot(page, `admin-onboarding-session-${name}`);
        await expectAxeClean(page);
        await dialog.getByRole('button', { name: 'Schließen' }).click();
        await expect.poll(() => dialog.count()).toBe(0);
        await context.close();
      },
    );

    it(
      `registration analytics on a ${name}: tiles, auth-method pie and a session with the typed names and e-mail`,
      LONG,
      async () => {
        const email = `erika.${name}@example.org`;
        const { context, page } = await openSection(
          viewport,
          'registration-analytics',
          'Registrierungs-Analyse',
        );
        await recordRegistrationSession(viewport, email);
        await visible(page.getByRole('heading', { name: 'Sessions gesamt', exact: true }));
        await visible(page.getByRole('heading', { name: 'Registrierungen pro Woche' }));
        await visible(page.getByRole('heading', { name: 'Anmeldeart' }));
        expect(await page.getByRole('heading', { name: 'Mit Fehlern' }).count()).toBe(0);
        expect(await page.getByRole('button', { name: 'Auswahl-Verteilung' }).count()).toBe(0);
        await shoot(page, `admin-registration-${name}`);
        await expectAxeClean(page);

        await page.getByRole('button', { name: 'Alle Sessions' }).click();
        await openNewestSession(page, isPhone);
        const dialog = page.getByRole('dialog', { name: REGISTRATION_DIALOG });
        await visible(dialog.getByText('Erika', { exact: true }));
        await visible(dialog.getByText('Mustermann', { exact: true }));
        await visible(dialog.getByText(email, { exact: true }));
        await visible(dialog.getByText('Seite verlassen'));
        await visible(dialog.getByText('Eingabe: Erika'));
        await shoot(page, `admin-registration-session-${name}`);
        await expectAxeClean(page);
        await context.close();
      },
    );
  }
});
