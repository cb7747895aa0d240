/**
 * Jobs in Chromium (docs/jobs.md), on the phone and the desktop: a member at 10115 filters the job
 * list to 20 km and Nachtdienst, opens an ad (canonical URL, JobPosting JSON-LD), saves it and still
 * sees it saved after a reload and on the Gemerkt tab, and opens the employer's profile; the demo recruiter creates an ad,
 * edits it and publishes it, and it shows in the public list. axe finds nothing serious on the list,
 * the detail, the company page and the editor.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../packages/server/src/seed/demo-accounts.ts';
import { DESKTOP, PHONE, shoot, visible as visibleWithin } from './support/browser.ts';
import { openAs, type TViewport } from './support/session.ts';
import { expectAxeClean } from './support/axe.ts';
import { browser, server, useServerAndBrowser } from './support/fixture.ts';

const RECRUITER = DEMO_ACCOUNTS.find((a) => a.role === 'Recruiter')!;
const MEMBERS = [DEMO_ACCOUNTS[1], DEMO_ACCOUNTS[2]];

useServerAndBrowser();

const visible = (locator: Locator) => visibleWithin(locator, 25_000);
const HEADERS = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };

/** The cards' distances in km, as the cards show them. */
async function cardDistances(page: Page): Promise<number[]> {
  const texts = await page.locator('main ul[aria-label="Stellenangebote"] > li').allInnerTexts();
  return texts.map((text) =>
    Number(/· ([\d,.]+) km/.exec(text)?.[1]?.replace('.', '').replace(',', '.') ?? 'NaN'),
  );
}

describe.each([
  ['phone', PHONE, 0],
  ['desktop', DESKTOP, 1],
] as Array<[string, TViewport, number]>)('jobs on the %s', (name, viewport, index) => {
  it('a member filters jobs within 20 km of 10115 by Nachtdienst, opens one, saves it', async () => {
    const account = MEMBERS[index]!;
    const { page, csrf } = await openAs(browser, server.url, account, viewport, null);
    // The member lives at 10115 (as the settings page stores it: postal code and coordinates).
    const placed = await page.request.patch(`${server.url}/api/user/settings/profile`, {
      headers: { ...HEADERS, 'X-CSRF-TOKEN': csrf },
      data: { firstName: account.firstName, lastName: account.lastName, plz: '10115', country: 'DE' },
    });
    expect(placed.status()).toBe(200);

    await page.goto(`${server.url}/stellenangebote`);
    await visible(page.getByRole('heading', { level: 1, name: 'Stellenangebote' }));
    await visible(page.locator('main ul[aria-label="Stellenangebote"] > li').first());
    await page.getByLabel('Umkreis').selectOption('20');
    await page.getByLabel('Schichtmodell').selectOption('nacht');
    await page.getByLabel('Sortierung').selectOption('distance');
    // All three in the address; from then on the cards shown are the filtered list's.
    await expect.poll(() => page.url()).toMatch(/radius=20/);
    await expect.poll(() => page.url()).toMatch(/shiftModel=nacht/);
    await expect.poll(() => page.url()).toMatch(/sort=distance/);
    await expect.poll(() => page.getByLabel('Schichtmodell').inputValue()).toBe('nacht');
    const cards = page.locator('main ul[aria-label="Stellenangebote"] > li');
    const isNearAndSorted = (km: number[]) =>
      km.length >= 3 && km.every((d) => d <= 20) && km.every((d, i) => i === 0 || km[i - 1]! <= d);
    await expect.poll(async () => isNearAndSorted(await cardDistances(page)), { timeout: 15_000 }).toBe(true);
    // Every card shows the night shift among its shifts.
    for (const card of await cards.all()) await visible(card.getByLabel('Nacht', { exact: true }));
    await expectAxeClean(page, 'main');
    await shoot(page, `jobs-list-${name}`);

    const first = cards.first().getByRole('heading', { level: 2 }).getByRole('link');
    const title = (await first.innerText()).trim();
    await first.click();
    await visible(page.getByRole('heading', { level: 1, name: title }));
    expect(new URL(page.url()).pathname).toMatch(/^\/stellenanzeige\/[a-z0-9]+\/[a-z0-9-]+$/);
    await expect.poll(() => page.locator('script[type="application/ld+json"]').count()).toBe(1);
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(jsonLd).toMatchObject({ '@type': 'JobPosting', title });
    await expect.poll(() => page.locator('link[rel="canonical"]').getAttribute('href')).toBe(page.url());
    await expectAxeClean(page, 'main');
    await shoot(page, `job-detail-${name}`);

    await page.getByRole('button', { name: 'Merken' }).click();
    await visible(page.getByRole('button', { name: 'Gemerkt', pressed: true }));
    await page.reload();
    await visible(page.getByRole('button', { name: 'Gemerkt', pressed: true }));
    // It is on the "Gemerkt" tab of the job page.
    const detailUrl = page.url();
    await page.goto(`${server.url}/stellenangebote`);
    await visible(page.getByRole('heading', { level: 1, name: 'Stellenangebote' }));
    await page.getByRole('link', { name: 'Gemerkt', exact: true }).click();
    await visible(page.getByRole('list', { name: 'Gemerkt' }).getByRole('link', { name: title }));
    await expectAxeClean(page, 'main');
    await page.goto(detailUrl);
    await visible(page.getByRole('heading', { level: 1, name: title }));

    // The same page under the company's path lands on the canonical URL.
    const canonical = page.url();
    const uid = new URL(canonical).pathname.split('/')[2]!;
    await page.goto(`${server.url}/irgendein-arbeitgeber/stellenanzeige/${uid}`);
    await expect.poll(() => page.url()).toBe(canonical);

    await page.getByRole('link', { name: 'Arbeitgeberprofil ansehen' }).click();
    await visible(page.getByRole('heading', { level: 2, name: /Offene Stellen/ }));
    await visible(page.getByRole('link', { name: title }).first());
    await expectAxeClean(page, 'main');
    await shoot(page, `company-${name}`);
    await page.context().close();
  });

  it('the recruiter creates, edits and publishes an ad', async () => {
    const { page } = await openAs(browser, server.url, RECRUITER, viewport, '/arbeitgeberprofile');
    // In the list (the desktop's right panel may name the hospital too: its posts trend).
    await page.locator('main').getByRole('link', { name: 'Evangelisches Krankenhaus Spreebogen' }).click();
    await visible(page.getByRole('heading', { level: 2, name: /Alle Anzeigen/ }));
    await expectAxeClean(page, 'main');
    await page.getByRole('link', { name: 'Neue Stellenanzeige' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Neue Stellenanzeige' }));

    const title = `Pflegefachkraft Nachtdienst Neurologie ${name}`;
    await page.getByLabel('Titel').fill(title);
    await page.getByLabel('Bereich / Station').selectOption('neurologie');
    await page.getByRole('checkbox', { name: 'Nacht', exact: true }).check();
    await page.getByLabel('Tarif', { exact: true }).selectOption('avr_diakonie');
    await page.getByLabel('Entgeltgruppe').fill('E 8');
    await page
      .getByLabel('Beschreibung')
      .fill(
        'Für unsere Stroke Unit suchen wir Verstärkung im Nachtdienst.\n\nDeine Aufgaben:\n- Überwachung nach Lyse\n- Dysphagie-Screening',
      );
    await expectAxeClean(page, 'main');
    await page.getByRole('button', { name: 'Als Entwurf anlegen' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Stellenanzeige bearbeiten' }));
    await visible(page.getByText('Entwurf', { exact: true }));
    await shoot(page, `job-editor-${name}`);

    // Edit, then publish.
    const edited = `${title} (m/w/d)`;
    await page.getByLabel('Titel').fill(edited);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await visible(page.getByText('Stellenanzeige gespeichert.'));
    await page.getByRole('button', { name: 'Veröffentlichen' }).click();
    await visible(page.getByText('veröffentlicht', { exact: true }));

    // Members find it in the list.
    await page.goto(`${server.url}/stellenangebote?shiftModel=nacht`);
    await visible(page.getByRole('link', { name: edited }));
    await page.getByRole('link', { name: edited }).click();
    await visible(page.getByRole('heading', { level: 1, name: edited }));
    await visible(page.getByText('Dysphagie-Screening'));
    await page.context().close();
  });
});
