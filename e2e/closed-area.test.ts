import { DatabaseSync } from 'node:sqlite';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { CLOSED_AREA_MESSAGES as M } from '@pflegepuls/shared';
import { DESKTOP, PHONE, shoot, visible as visibleWithin } from './support/browser.ts';
import { authenticate, openTab, type TViewport } from './support/session.ts';
import { expectAxeClean } from './support/axe.ts';
import { browser, server, useServerAndBrowser } from './support/fixture.ts';

let memberCounter = 0;

useServerAndBrowser();

const POLL = { timeout: 25_000 };
/** The machine is shared; a page under load gets more than the default ten seconds. */
const visible = (locator: Locator) => visibleWithin(locator, 25_000);
const pathOf = (page: Page) => new URL(page.url()).pathname;

/** A freshly registered community member (not in the Urocampus), logged in. */
async function openAsNewMember(viewport: TViewport) {
  const { context, page } = await openTab(browser, viewport);
  page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
  await authenticate(page, server.url, '/api/user/register', {
    firstname: 'Carla',
    lastname: 'Kontinenz',
    email: `closed-area.${Date.now()}.${++memberCounter}@example.org`,
    password: 'Pflege-2026!',
    accept_terms: true,
  });
  return { context, page };
}

/** Publishes a new terms version of the Urocampus straight into the e2e server's database. */
function publishTermsVersion(version: string, body: string) {
  const db = new DatabaseSync(path.join(server.dataDir, 'pflegepuls.sqlite'));
  try {
    db.exec('PRAGMA busy_timeout = 10000');
    db.prepare(
      `insert into closed_area_terms (closed_area_id, version, title, body, published_at) values (1, ?, 'Nutzungsbedingungen für den Urocampus', ?, ?)`,
    ).run(version, body, Date.now());
    db.prepare('update closed_areas set terms_version = ? where id = 1').run(version);
  } finally {
    db.close();
  }
}

/** No serious or critical axe findings on the page (WCAG 2.2 AA tags). */

describe('closed area (Urocampus)', () => {
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`a member joins through the wizard, accepts new terms, sees the area home and leaves it (${label})`, async () => {
      const { context, page } = await openAsNewMember(viewport);

      // 000 §4 wizard: choose the area, read the current terms, join, go to the Urocampus.
      await page.goto(`${server.url}/closed_area/1`);
      await visible(page.getByRole('heading', { name: 'Bereich auswählen' }));
      await page.getByRole('button', { name: /^Urocampus/ }).click();
      await visible(page.getByRole('heading', { name: M.termsTitle }));
      await visible(page.getByText(/^Fassung .+ vom /));
      await page.getByRole('button', { name: 'Akzeptieren und beitreten' }).click();
      await visible(page.getByRole('heading', { name: M.joined }));
      await page.getByRole('button', { name: M.goToUrocampus }).click();
      await expect.poll(() => pathOf(page), POLL).toBe('/closed_area/1');
      await visible(page.getByRole('heading', { level: 1, name: 'Urocampus' }));
      await visible(page.getByRole('article', { name: /^Aktuell: / }));

      // A new terms version: the next visit shows its text and nothing of the area until accepted.
      const version = `e2e-${label}-${Date.now()}`;
      const newText = `Neu in dieser Fassung (${label}): Der Sponsor erhält keine Namen von Mitgliedern.`;
      publishTermsVersion(version, newText);
      await page.reload();
      await visible(page.getByRole('heading', { name: 'Neue Nutzungsbedingungen' }));
      await visible(page.getByText(newText));
      expect(await page.getByRole('article', { name: /^Aktuell: / }).count()).toBe(0);
      const refused = await page.request.get(`${server.url}/api/closed_areas/1`, {
        headers: { Accept: 'application/json' },
      });
      expect(refused.status()).toBe(403);
      expect(await refused.json()).toEqual({ success: false, message: M.termsOutdated });
      await shoot(page, `closed-area-new-terms-${label}`);
      await page.getByRole('button', { name: M.acceptTerms }).click();

      // The area home: its tiles, its branding, the "Meine" tab.
      await visible(page.getByRole('article', { name: /^Aktuell: / }));
      for (const tile of [/^Real Talk: /, /^Gruppen: /, /^Events: /, /^Podcast: /, /^Video: /])
        await visible(page.getByRole('article', { name: tile }));
      await visible(page.getByRole('link', { name: 'Startseite Urocampus' }));
      await shoot(page, `closed-area-home-${label}`);
      await expectAxeClean(page);
      await page.getByRole('tab', { name: 'Meine' }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('tab'), POLL).toBe('my');
      await visible(page.getByRole('heading', { name: 'Meine Gruppen' }));
      await visible(page.getByRole('heading', { name: 'Meine Events' }));
      await expectAxeClean(page);

      // Leaving from the area's menu, after the confirm dialog: access ends at once.
      await page.getByRole('button', { name: 'Bereichsmenü' }).click();
      await page.getByRole('menuitem', { name: 'Bereich verlassen' }).click();
      const confirm = page.getByRole('dialog', { name: M.leaveTitle });
      await visible(confirm);
      await confirm.getByRole('button', { name: M.leaveConfirm }).click();
      await visible(page.getByRole('alert').filter({ hasText: M.left }));
      await expect.poll(() => pathOf(page), POLL).toBe('/feed');
      const after = await page.request.get(`${server.url}/api/closed_areas/1`, {
        headers: { Accept: 'application/json' },
      });
      expect(after.status()).toBe(403);
      expect(await after.json()).toEqual({ success: false, message: M.notClosedAreaMember });
      await page.goto(`${server.url}/closed_area/1`);
      await visible(page.getByRole('heading', { name: 'Bereich auswählen' }));
      expect(await page.getByRole('article', { name: /^Aktuell: / }).count()).toBe(0);
      await context.close();
    });
  }

  it('invites a community member with the Urocampus prompt at most once per week', async () => {
    const { context, page } = await openAsNewMember(PHONE);
    const me = (await (
      await page.request.get(`${server.url}/api/user/me`, { headers: { Accept: 'application/json' } })
    ).json()) as {
      id: number;
    };
    const prompt = page.getByRole('dialog', { name: 'Kennst du schon den Urocampus?' });
    // First visit in this browser: no prompt (the onboarding asked just now).
    const promptState = () =>
      page.evaluate((id) => localStorage.getItem(`pflegepuls.urocampus-prompt.${id}`), me.id);
    await page.goto(`${server.url}/feed`);
    await visible(page.getByRole('navigation', { name: 'Navigation' }));
    // The layout has decided (it remembers the first visit) and did not show the prompt.
    await expect.poll(promptState, POLL).toMatch(/"firstSeenAt":\d+/);
    expect(await promptState()).toContain('"lastPromptAt":null');
    expect(await prompt.count()).toBe(0);
    // Known here for three days: the prompt comes once; "Später" closes it for a week.
    await page.evaluate(
      (id) =>
        localStorage.setItem(
          `pflegepuls.urocampus-prompt.${id}`,
          JSON.stringify({ firstSeenAt: Date.now() - 3 * 86_400_000, lastPromptAt: null }),
        ),
      me.id,
    );
    await page.reload();
    await visible(prompt);
    await prompt.getByRole('button', { name: 'Später' }).click();
    await expect.poll(() => prompt.count(), POLL).toBe(0);
    await page.reload();
    await visible(page.getByRole('navigation', { name: 'Navigation' }));
    expect(await prompt.count()).toBe(0);
    await context.close();
  });
});
