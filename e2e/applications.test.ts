/**
 * Applications in Chromium (docs/applications.md), on the phone and the desktop: a member at 10115
 * filters jobs within 20 km by Nachtdienst, saves that as a search (job alerts), applies to an ad of the demo recruiter's hospital with
 * a PDF; the recruiter opens the pipeline, the application (now "gesehen") and moves it to "im
 * Gespräch"; the member sees the step in the timeline and the notification, then withdraws, and
 * hides from the hospital (discreet mode) and undoes it. axe finds nothing serious on the apply
 * form, the application (both views), the pipeline, the company page and my applications.
 */
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../packages/server/src/seed/demo-accounts.ts';
import { DESKTOP, PHONE, shoot, visible as visibleWithin } from './support/browser.ts';
import { openAs, type TViewport } from './support/session.ts';
import { expectAxeClean } from './support/axe.ts';
import { browser, server, useServerAndBrowser } from './support/fixture.ts';

const RECRUITER = DEMO_ACCOUNTS.find((a) => a.role === 'Recruiter')!;
const MEMBERS = [DEMO_ACCOUNTS[1], DEMO_ACCOUNTS[2]];
const HOSPITAL = 'Evangelisches Krankenhaus Spreebogen';
const HEADERS = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };

useServerAndBrowser();

const visible = (locator: Locator) => visibleWithin(locator, 25_000);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe.each([
  ['phone', PHONE, 0],
  ['desktop', DESKTOP, 1],
] as Array<[string, TViewport, number]>)('applications on the %s', (name, viewport, index) => {
  it('a member applies with a PDF, the recruiter moves it to "im Gespräch", the member sees it and withdraws', async () => {
    const account = MEMBERS[index]!;
    const fullName = `${account.firstName} ${account.lastName}`;
    const { page, csrf } = await openAs(browser, server.url, account, viewport, null);
    const placed = await page.request.patch(`${server.url}/api/user/settings/profile`, {
      headers: { ...HEADERS, 'X-CSRF-TOKEN': csrf },
      data: { firstName: account.firstName, lastName: account.lastName, plz: '10115', country: 'DE' },
    });
    expect(placed.status()).toBe(200);

    // Find a night-shift job of the hospital within 20 km.
    await page.goto(`${server.url}/stellenangebote`);
    await visible(page.locator('main ul[aria-label="Stellenangebote"] > li').first());
    await page.getByLabel('Umkreis').selectOption('20');
    await page.getByLabel('Schichtmodell').selectOption('nacht');
    await expect.poll(() => page.url()).toMatch(/radius=20.*shiftModel=nacht|shiftModel=nacht.*radius=20/);
    // The page shows both (the router renders an address change as a transition, a moment later).
    await expect.poll(() => page.getByLabel('Umkreis').inputValue()).toBe('20');
    await expect.poll(() => page.getByLabel('Schichtmodell').inputValue()).toBe('nacht');
    // The filtered list has replaced the first one once every card is within 20 km.
    const cards = page.locator('main ul[aria-label="Stellenangebote"] > li');
    const distances = async () =>
      (await cards.allInnerTexts()).map((text) =>
        Number(/· ([\d,.]+) km/.exec(text)?.[1]?.replace('.', '').replace(',', '.') ?? 'NaN'),
      );
    await expect
      .poll(async () => (await distances()).every((km) => km <= 20), { timeout: 15_000 })
      .toBe(true);
    // The filters as a saved search with daily alerts.
    await page.getByRole('button', { name: 'Suchauftrag speichern' }).click();
    await visible(page.getByText(/Suchauftrag gespeichert/));
    const card = cards.filter({ hasText: HOSPITAL }).first();
    const link = card.getByRole('heading', { level: 2 }).getByRole('link');
    await visible(link);
    const title = (await link.innerText()).trim();
    await link.click();
    await visible(page.getByRole('heading', { level: 1, name: title }));
    const adUrl = page.url();

    // Apply with a message and a PDF.
    await page.getByRole('link', { name: 'Jetzt bewerben' }).click();
    await visible(page.getByRole('heading', { level: 1, name: `Bewerbung als ${title}` }));
    await visible(page.getByText(fullName, { exact: true }));
    await page
      .getByLabel('Nachricht an den Arbeitgeber (optional)')
      .fill('Ich arbeite seit Jahren gern nachts.');
    await page
      .locator('#apply-file-input')
      .setInputFiles({ name: 'Lebenslauf.pdf', mimeType: 'application/pdf', buffer: PDF });
    await visible(page.getByText('Lebenslauf.pdf'));
    await expectAxeClean(page, 'main');
    await shoot(page, `apply-${name}`);
    await page.getByRole('button', { name: 'Bewerbung absenden' }).click();
    await visible(page.getByRole('heading', { level: 1, name: title }));
    await visible(page.getByRole('heading', { level: 2, name: 'Verlauf' }));
    await visible(page.locator('[aria-current="step"]').getByText('eingegangen'));
    const applicationUrl = page.url();
    expect(new URL(applicationUrl).pathname).toMatch(/^\/bewerbungen\/\d+$/);
    await visible(page.getByRole('link', { name: 'Lebenslauf.pdf' }));
    await expectAxeClean(page, 'main');

    // The recruiter: the ad's pipeline, the application, "im Gespräch".
    const recruiter = await openAs(browser, server.url, RECRUITER, viewport, null);
    const rp = recruiter.page;
    await rp.goto(adUrl);
    await rp.getByRole('link', { name: 'Bewerbungen ansehen' }).click();
    await visible(rp.getByRole('heading', { level: 1, name: `Bewerbungen: ${title}` }));
    const row = rp.getByRole('link', { name: new RegExp(fullName) });
    await visible(row);
    await expectAxeClean(rp, 'main');
    await shoot(rp, `pipeline-${name}`);
    await row.click();
    await visible(rp.getByRole('heading', { level: 1, name: fullName }));
    await visible(rp.locator('[aria-current="step"]').getByText('gesehen'));
    await visible(rp.getByText('Ich arbeite seit Jahren gern nachts.'));
    await rp.getByRole('button', { name: 'im Gespräch' }).click();
    await visible(rp.getByText('Status geändert.'));
    await visible(rp.getByRole('button', { name: 'im Gespräch', pressed: true }));
    await rp.getByLabel('Notiz hinzufügen').fill('Telefonat am Donnerstag, Hospitation anbieten.');
    await rp.getByRole('button', { name: 'Notiz speichern' }).click();
    await visible(rp.getByText('Telefonat am Donnerstag, Hospitation anbieten.'));
    await expectAxeClean(rp, 'main');
    await shoot(rp, `application-company-${name}`);
    await rp.context().close();

    // The member sees the step and the notification.
    await page.goto(applicationUrl);
    await visible(page.locator('[aria-current="step"]').getByText('im Gespräch'));
    expect(await page.getByText('Telefonat am Donnerstag').count()).toBe(0);
    await page.goto(`${server.url}/benachrichtigungen`);
    await visible(page.getByText(`${HOSPITAL} möchte mit dir über „${title}“ sprechen`));

    // Withdraw.
    await page.goto(applicationUrl);
    await page.getByRole('button', { name: 'Bewerbung zurückziehen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Bewerbung zurückziehen' }).click();
    await visible(page.locator('[aria-current="step"]').getByText('zurückgezogen'));
    // The dialog has gone and the page offers no withdrawal any more.
    await expect.poll(() => page.getByRole('button', { name: 'Bewerbung zurückziehen' }).count()).toBe(0);
    await shoot(page, `application-${name}`);
    // The saved search is on the Gemerkt tab and opens the filtered list.
    await page.goto(`${server.url}/stellenangebote?ansicht=gemerkt`);
    const searches = page.getByRole('region', { name: 'Suchaufträge' });
    await visible(searches.getByRole('link', { name: 'Nacht · 20 km' }));
    await searches.getByRole('link', { name: 'Nacht · 20 km' }).click();
    await expect.poll(() => page.url()).toMatch(/radius=20/);
    await expectAxeClean(page, 'main');

    // Discreet mode: hide from the hospital on its page, see it listed, undo it.
    await page.goto(adUrl);
    await page.getByRole('link', { name: 'Arbeitgeberprofil ansehen' }).click();
    await page.getByRole('switch', { name: 'Vor diesem Arbeitgeber verbergen' }).check();
    await visible(page.getByText('Du bist jetzt vor diesem Arbeitgeber verborgen.'));
    await expectAxeClean(page, 'main');
    await page.goto(`${server.url}/bewerbungen`);
    await visible(page.getByRole('list', { name: 'Meine Bewerbungen' }).getByText(title));
    await visible(page.getByRole('link', { name: HOSPITAL }));
    await expectAxeClean(page, 'main');
    await page.getByRole('button', { name: `Aufheben: nicht mehr vor ${HOSPITAL} verbergen` }).click();
    await visible(page.getByText(/Du bist vor keinem Arbeitgeber verborgen/));
    await page.context().close();
    // A long flow through two accounts: 30–60 s on the shared 2-core machine.
  }, 120_000);
});
