/**
 * The admin dashboard's statistics pages (001 §2.4) on a phone and a desktop, against the demo
 * seed: an admin opens users, moments, notifications, user connections and the matcher screen
 * (axe finds nothing serious on any of them), switches periods, sets, clears and falls back from a
 * custom range, downloads a CSV and opens the Einsichtsprotokoll; a member on an admin address
 * lands on /feed.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_MESSAGES } from '@pflegepuls/shared/admin-messages';
import { ADMIN_WEEKLY_COUNT } from '@pflegepuls/shared/constants';
import { DAY_MS, getCalendarDay } from '@pflegepuls/shared/time';
import { DEMO_ACCOUNTS } from '../packages/server/src/seed/demo-accounts.ts';
import { expectAxeClean } from './support/axe.ts';
import { animationsDone, DESKTOP, PHONE, shoot, visible as visibleWithin } from './support/browser.ts';
import { browser, server, useServerAndBrowser } from './support/fixture.ts';
import { openAs as openLoggedIn, type TAccount, type TViewport } from './support/session.ts';

useServerAndBrowser();

/** The page global the phone's scroll uses; the e2e project has no DOM typings. */
declare const window: { scrollTo: (x: number, y: number) => void };

const ADMIN = DEMO_ACCOUNTS.find((account) => account.email === 'admin@demo.pflegepuls.de')!;
const MEMBER = DEMO_ACCOUNTS.find((account) => account.email === 'mitglied@demo.pflegepuls.de')!;

/** The shared test machine is often busy: give screens and answers time. */
const POLL = { timeout: 30_000 };
const TEST_TIMEOUT = { timeout: 240_000 };
const visible = (locator: Parameters<typeof visibleWithin>[0]) => visibleWithin(locator, 30_000);

async function openAs(account: TAccount, viewport: TViewport, path: string) {
  const opened = await openLoggedIn(browser, server.url, account, viewport, path);
  opened.page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
  return opened;
}

const pathOf = (page: Page) => new URL(page.url()).pathname;
const queryOf = (page: Page) => new URL(page.url()).searchParams;
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
/** The statistics answer of `path` (e.g. /users) that the page asks for next. */
const statsAnswer = (page: Page, path: string, query = '') =>
  page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === `/api/react-dashboard${path}` &&
      response.url().includes(query) &&
      response.request().method() === 'GET',
  );

/** Goes to an admin section the way the screen offers: bottom bar or drawer on a phone, left menu on a desktop. */
async function openSection(page: Page, viewport: TViewport, label: string, barLabel: RegExp | null) {
  if (viewport === PHONE && barLabel) {
    await page.getByRole('navigation', { name: 'Navigation' }).getByRole('link', { name: barLabel }).click();
    return;
  }
  if (viewport === PHONE) {
    // The bar hides while the page scrolls down (000 §2): back at the top it shows again.
    const bar = page.getByRole('navigation', { name: 'Navigation' });
    await page.evaluate(() => window.scrollTo(0, 0));
    await animationsDone(bar);
    await bar.getByRole('button', { name: 'Menü' }).click();
    await visible(page.getByRole('navigation', { name: 'Hauptmenü' }));
  }
  await page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: label }).click();
}

/** Picks a fixed period in the selector. */
async function choosePeriod(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Zeitraum' }).click();
  await page.getByRole('option', { name: label }).click();
}

/** Berlin day `days` before today, as the date inputs take it. */
const daysAgo = (days: number) => getCalendarDay(Date.now() - days * DAY_MS);
const german = (day: string) => day.split('-').reverse().join('.');

for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  describe(`admin dashboard (${name})`, TEST_TIMEOUT, () => {
    it('opens every statistics page with its figures, and axe finds nothing serious', async () => {
      const { context, page } = await openAs(ADMIN, viewport, '/admin-dashboard');
      await expect.poll(() => pathOf(page), POLL).toBe('/admin-dashboard/users');
      await visible(heading(page, 'Nutzerstatistik'));
      // Dark on entry (000 §4): the dark theme's background (#171513).
      await expect
        .poll(() => page.evaluate('getComputedStyle(document.body).backgroundColor'), POLL)
        .toBe('rgb(23, 21, 19)');
      await visible(page.getByRole('grid', { name: 'Nutzer pro Woche' }));
      await visible(page.getByRole('region', { name: 'Kohortentabelle' }));
      await shoot(page, `admin-users-${name}`);
      await expectAxeClean(page);

      await openSection(page, viewport, 'Moments-Statistik', /^Moments/);
      await visible(heading(page, 'Moments-Statistik'));
      await visible(page.getByRole('grid', { name: 'Moments pro Woche' }));
      await visible(page.getByRole('heading', { name: 'Letzte 24 Stunden' }));
      await shoot(page, `admin-moments-${name}`);
      await expectAxeClean(page);

      await openSection(page, viewport, 'Benachrichtigungs-Statistik', /^Benachrich/);
      await visible(heading(page, 'Benachrichtigungs-Statistik'));
      for (const section of [
        'Top-Nachrichtentypen (allgemein)',
        'Top-Nachrichtentypen (Closed Area & Urocampus)',
        'Wochendaten',
        'Letzte Benachrichtigungen',
      ])
        await visible(page.getByRole('button', { name: section }));
      // Collapsed on a phone, open on a desktop; either way it opens and closes.
      const recent = page.getByRole('button', { name: 'Letzte Benachrichtigungen' });
      if ((await recent.getAttribute('aria-expanded')) === 'false') await recent.click();
      await expect.poll(() => recent.getAttribute('aria-expanded'), POLL).toBe('true');
      await visible(
        page
          .getByRole('region', { name: 'Letzte Benachrichtigungen' })
          .or(page.getByRole('list', { name: 'Letzte Benachrichtigungen' })),
      );
      await shoot(page, `admin-notifications-${name}`);
      await expectAxeClean(page);

      await openSection(page, viewport, 'Kontakte', null);
      await visible(heading(page, 'Kontakte'));
      await visible(page.getByRole('group', { name: 'Kennzahlen' }).getByText('Neue Anfragen'));
      await visible(page.getByRole('grid', { name: 'Kontakte pro Woche' }));
      await shoot(page, `admin-connections-${name}`);
      await expectAxeClean(page);

      await openSection(page, viewport, 'Matcher-Sync', null);
      await visible(page.getByRole('button', { name: 'Jetzt synchronisieren' }));
      await visible(page.getByRole('article').first());
      await expectAxeClean(page);

      // Users, moments and notifications stayed mounted (hidden); the connections page did not.
      expect(
        await page
          .locator('[data-admin-section]')
          .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-admin-section'))),
      ).toEqual(['users', 'moments', 'notifications', 'matcher-sync']);
      await context.close();
    });

    it('switches periods, sets a custom range, clears it and shows the fallback notice', async () => {
      const { context, page } = await openAs(ADMIN, viewport, '/admin-dashboard/users');
      const grid = page.getByRole('grid', { name: 'Nutzer pro Woche' });
      await visible(grid);

      const month = statsAnswer(page, '/users', 'period=lastMonth');
      await choosePeriod(page, 'Letzter Monat');
      expect((await month).status()).toBe(200);
      await expect.poll(() => queryOf(page).get('period'), POLL).toBe('lastMonth');
      // 16 weeks of weekly data for a month (001 §9), five on the grid's first page.
      await visible(page.getByText(`1–5 von ${ADMIN_WEEKLY_COUNT.lastMonth}`));

      const from = daysAgo(20);
      const to = daysAgo(6);
      await choosePeriod(page, 'Eigener Zeitraum …');
      const dialog = page.getByRole('dialog', { name: 'Zeitraum wählen' });
      await visible(dialog);
      const apply = dialog.getByRole('button', { name: 'Zeitraum übernehmen' });
      expect(await apply.isDisabled()).toBe(true);
      await dialog.getByLabel('Startdatum').fill(from);
      expect(await apply.isDisabled()).toBe(true);
      // An end after today is refused before anything is asked.
      await dialog.getByLabel('Enddatum').fill(daysAgo(-1));
      await visible(dialog.getByText(ADMIN_MESSAGES.endInFuture));
      expect(await apply.isDisabled()).toBe(true);
      await dialog.getByLabel('Enddatum').fill(to);
      await expect.poll(() => apply.isDisabled(), POLL).toBe(false);
      await shoot(page, `admin-range-${name}`);
      const custom = statsAnswer(page, '/users', `from=${from}&to=${to}`);
      await apply.click();
      expect((await custom).status()).toBe(200);
      await expect
        .poll(() => [...queryOf(page).entries()], POLL)
        .toEqual([
          ['period', 'custom'],
          ['from', from],
          ['to', to],
        ]);
      await visible(
        page.getByRole('combobox', { name: 'Zeitraum' }).getByText(`${german(from)} – ${german(to)}`),
      );

      // Zurücksetzen returns to the last week.
      await page.getByRole('button', { name: 'Zeitraum ändern' }).click();
      await visible(dialog);
      await dialog.getByRole('button', { name: 'Zurücksetzen' }).click();
      await expect.poll(() => queryOf(page).get('period'), POLL).toBeNull();
      await visible(page.getByRole('combobox', { name: 'Zeitraum' }).getByText('Letzte Woche'));

      // Two years back the demo has no connections yet: the last week shows, with the notice.
      const early = [daysAgo(720), daysAgo(714)];
      const fellBack = statsAnswer(page, '/user-connections', `from=${early[0]}`);
      await page.goto(
        `${server.url}/admin-dashboard/user-connections?period=custom&from=${early[0]}&to=${early[1]}`,
      );
      expect(((await (await fellBack).json()) as { fallback: boolean }).fallback).toBe(true);
      await visible(page.getByText(ADMIN_MESSAGES.customFallback));
      await context.close();
    });

    it('downloads the shown statistic as CSV and opens the Einsichtsprotokoll', async () => {
      const { context, page } = await openAs(
        ADMIN,
        viewport,
        '/admin-dashboard/user-connections?period=lastMonth',
      );
      await visible(page.getByRole('grid', { name: 'Kontakte pro Woche' }));
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'CSV herunterladen' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(
        /^pflegepuls-kontakte-\d{4}-\d{2}-\d{2}-bis-\d{4}-\d{2}-\d{2}\.csv$/,
      );
      const csv = await readFile((await download.path())!, 'utf8');
      expect(csv.startsWith('\uFEFFAbschnitt;Woche;Beginn;Ende;Neue Anfragen;Neue Kontakte\r\n')).toBe(true);

      await page.getByRole('button', { name: 'Einsichtsprotokoll' }).click();
      const log = page.getByRole('dialog', { name: 'Einsichtsprotokoll' });
      await visible(log);
      await visible(
        log
          .getByRole('list', { name: 'Einträge des Einsichtsprotokolls' })
          .or(log.getByText('Noch hat niemand Session-Details angesehen.')),
      );
      await expectAxeClean(page);
      await log.getByRole('button', { name: 'Schließen' }).click();
      await context.close();
    });

    it('sends a member who opens an admin address to the feed', async () => {
      const { context, page } = await openAs(MEMBER, viewport, '/admin-dashboard/users');
      await expect.poll(() => pathOf(page), POLL).toBe('/feed');
      await visible(page.locator('article').first());
      await context.close();
    });
  });
}
