/**
 * The wiki in Chromium (docs/wiki.md): a Urocampus member browses category → folder → page with an
 * accordion of attribute groups, opens the PDF and the video (phone and desktop); a member searches
 * the community wiki ("Im Wiki suchen") and opens a hit, an area member searches the area's wiki;
 * Uwe, editor of the Urocampus wiki, creates a course page with a course_info group, edits it,
 * compares two revisions and restores the first; he moves a folder and a page and deletes a file;
 * an admin names and removes an editor. axe finds nothing serious on the listing, the page, the
 * search's hits and the dialogs.
 */
import { DatabaseSync } from 'node:sqlite';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEMO_ACCOUNTS, DEMO_USER_PASSWORD } from '../packages/server/src/seed/demo-accounts.ts';
import { DESKTOP, PHONE, shoot, visible as visibleWithin } from './support/browser.ts';
import { openAs as openLoggedIn, type TAccount, type TViewport } from './support/session.ts';
import { expectAxeClean } from './support/axe.ts';
import { browser, server, useServerAndBrowser } from './support/fixture.ts';

const UWE = DEMO_ACCOUNTS[2];

useServerAndBrowser();

const openAs = (account: TAccount, viewport: TViewport, to: string) =>
  openLoggedIn(browser, server.url, account, viewport, to);
const visible = (locator: Locator) => visibleWithin(locator, 25_000);

/** A generated member of the Urocampus who can log in (current terms accepted). */
/** Uploads a small PDF (checked by content on the server) through the listing's upload dialog. */
async function uploadPdf(page: Page, title: string, fileName: string) {
  await page.getByRole('button', { name: 'Datei hochladen' }).click();
  const upload = page.getByRole('dialog', { name: 'Datei hochladen' });
  await upload.getByLabel('Titel').fill(title);
  await upload.locator('input[type="file"]').setInputFiles({
    name: fileName,
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  });
  await upload.getByRole('button', { name: 'Hochladen' }).click();
}

function areaMember(): TAccount {
  const db = new DatabaseSync(path.join(server.dataDir, 'pflegepuls.sqlite'), { readOnly: true });
  try {
    const row = db
      .prepare(
        `select u.email from closed_area_memberships m join users u on u.id = m.user_id
         join closed_areas a on a.id = m.closed_area_id and a.terms_version = m.accepted_terms_version
         where m.closed_area_id = 1 and u.password_hash is not null and u.email like '%.%.%@demo.pflegepuls.de'
         order by u.id limit 1`,
      )
      .get() as { email: string };
    return { email: row.email, password: DEMO_USER_PASSWORD };
  } finally {
    db.close();
  }
}

describe('wiki', () => {
  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`a member browses to a page with an accordion and opens the PDF and the video (${name})`, async () => {
      const { page, context } = await openAs(areaMember(), viewport, '/closed_area/1/wiki');
      await visible(page.getByRole('heading', { level: 2, name: 'Wissensdatenbank Kontinenz' }));
      await page.getByRole('link', { name: /Kontinenzförderung/ }).click();
      await visible(page.getByRole('heading', { level: 1, name: 'Kontinenzförderung' }));
      await page.getByRole('link', { name: /Katheterpflege/ }).click();
      await visible(page.getByRole('heading', { level: 1, name: 'Katheterpflege' }));
      await visible(page.getByRole('link', { name: /Checkliste Katheterwechsel \(PDF\).*PDF/ }));
      await visible(page.getByRole('link', { name: /Lehrvideo Selbstkatheterismus.*Video/ }));
      await expectAxeClean(page, 'main');
      await shoot(page, `wiki-listing-${name}`);

      await page.getByRole('link', { name: /Intermittierender Selbstkatheterismus/ }).click();
      await visible(page.getByRole('heading', { level: 1, name: 'Intermittierender Selbstkatheterismus' }));
      await visible(page.getByText(/zuletzt aktualisiert am/));
      const accordion = page.getByTestId('wiki-attribute-accordion');
      await visible(accordion);
      const links = accordion.getByRole('button', { name: 'Weiterführende Links' });
      await expect.poll(() => links.getAttribute('aria-expanded')).toBe('false');
      await links.click();
      await expect.poll(() => links.getAttribute('aria-expanded')).toBe('true');
      await visible(accordion.getByRole('link', { name: 'Deutsche Kontinenz Gesellschaft' }));
      await expectAxeClean(page, 'main');
      await shoot(page, `wiki-page-${name}`);

      // Back through the breadcrumbs to the folder, then the PDF in the browser's viewer.
      await page
        .getByRole('navigation', { name: 'Brotkrumen' })
        .getByRole('link', { name: 'Katheterpflege' })
        .click();
      await page.getByRole('link', { name: /Checkliste Katheterwechsel \(PDF\)/ }).click();
      const viewer = page.locator('iframe[title="Checkliste Katheterwechsel (PDF)"]');
      await visible(viewer);
      const pdfUrl = await viewer.getAttribute('src');
      const pdf = await page.request.get(`${server.url}${pdfUrl}`);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

      // The video plays in the browser's player (range requests).
      await page.goBack();
      await page.getByRole('link', { name: /Lehrvideo Selbstkatheterismus/ }).click();
      const video = page.locator('video[aria-label="Lehrvideo Selbstkatheterismus"]');
      await visible(video);
      await expect
        .poll(
          () =>
            video.evaluate((v: unknown) => {
              const media = v as { error: unknown; readyState: number };
              return media.error ? -1 : media.readyState;
            }),
          {
            timeout: 20_000,
          },
        )
        .toBeGreaterThanOrEqual(1);
      expect(await video.evaluate((v: unknown) => Math.round((v as { duration: number }).duration))).toBe(4);
      await context.close();
    });
  }

  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`a member searches the community wiki, opens a hit and comes back to the hits (${name})`, async () => {
      const { page, context } = await openAs(DEMO_ACCOUNTS[1], viewport, '/pflegepuls-wiki');
      await visible(page.getByRole('heading', { level: 2, name: 'Pflegewissen' }));
      const field = page.getByRole('searchbox', { name: 'Im Wiki suchen' });
      // A word of the Embryotox page's description and content, not of its title.
      await field.fill('Schwangerschaft');
      const hits = page.getByRole('list', { name: 'Suchergebnisse im Wiki' });
      await visible(hits.getByRole('link', { name: /Embryotox.*Arzneimittelsicherheit/ }));
      await visible(page.getByRole('status').filter({ hasText: /Wiki-Seiten? gefunden/ }));
      // The hits take the overview's place; Escape gives it back.
      expect(await page.getByRole('heading', { level: 2, name: 'Pflegewissen' }).count()).toBe(0);
      await expectAxeClean(page, 'main');
      await shoot(page, `wiki-search-${name}`);
      await field.press('Escape');
      await visible(page.getByRole('heading', { level: 2, name: 'Pflegewissen' }));
      await expect.poll(() => field.inputValue()).toBe('');

      await field.fill('Xylophonquartett');
      await visible(page.getByText('Keine Wiki-Seite gefunden', { exact: false }));
      await expectAxeClean(page, 'main');
      await shoot(page, `wiki-search-empty-${name}`);
      await page.getByRole('button', { name: 'Suche leeren' }).click();
      await visible(page.getByRole('heading', { level: 2, name: 'Pflegewissen' }));

      await field.fill('Schwangerschaft');
      const hit = hits.getByRole('link', { name: /Embryotox/ });
      await visible(hit);
      if (name === 'desktop') {
        // Keyboard: from the field down to the first hit, Enter opens it.
        await field.press('ArrowDown');
        await expect
          .poll(() => page.evaluate('document.activeElement?.textContent ?? ""'))
          .toMatch(/Embryotox/);
        await page.keyboard.press('Enter');
      } else {
        await hit.first().click();
      }
      await visible(page.getByRole('heading', { level: 1, name: 'Embryotox' }));
      expect(new URL(page.url()).searchParams.get('page')).toMatch(/^\d+$/);
      // Back comes to the hits of the same search.
      await page.goBack();
      await visible(hits.getByRole('link', { name: /Embryotox/ }));
      expect(await field.inputValue()).toBe('Schwangerschaft');
      await context.close();
    });
  }

  it('an area member searches the Urocampus wiki: its pages, none of the community wiki', async () => {
    const { page, context } = await openAs(areaMember(), DESKTOP, '/closed_area/1/wiki');
    await visible(page.getByRole('heading', { level: 2, name: 'Wissensdatenbank Kontinenz' }));
    const field = page.getByRole('searchbox', { name: 'Im Wiki suchen' });
    await field.fill('Selbstkatheterismus');
    const hits = page.getByRole('list', { name: 'Suchergebnisse im Wiki' });
    await hits.getByRole('link', { name: /Intermittierender Selbstkatheterismus/ }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Intermittierender Selbstkatheterismus' }));
    expect(new URL(page.url()).pathname).toBe('/closed_area/1/wiki');
    await page.goBack();
    await field.fill('Embryotox');
    await visible(page.getByText('Keine Wiki-Seite gefunden', { exact: false }));
    await context.close();
  });

  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`an editor creates a course page, edits it, compares two revisions and restores the first (${name})`, async () => {
      const title = `Weiterbildung Kontinenzberatung ${name} ${Date.now() % 100_000}`;
      const { page, context } = await openAs(UWE, viewport, '/closed_area/1/wiki');
      await page.getByRole('link', { name: /Kontinenzförderung/ }).click();
      await visible(page.getByRole('heading', { level: 1, name: 'Kontinenzförderung' }));
      await page.getByRole('button', { name: 'Seite erstellen' }).click();
      const form = page.getByRole('dialog', { name: 'Seite erstellen' });
      await visible(form);
      await form.getByLabel('Titel').fill(title);
      await form.getByLabel('Beschreibung').fill('Berufsbegleitend zur Pflegeexpertin Kontinenz');
      const editor = form.getByRole('textbox', { name: 'Inhalt', exact: true });
      await editor.click();
      await page.keyboard.type('Erste Fassung des Kurses');
      await form.getByRole('combobox', { name: 'Attributgruppe' }).click();
      await page.getByRole('option', { name: 'Ausbildung und Kurs' }).click();
      await form.getByRole('button', { name: 'Hinzufügen' }).click();
      await form.getByLabel('Dauer').fill('12 Monate berufsbegleitend');
      await form.getByLabel('Kosten').fill('ca. 2.400 €');
      await form.getByRole('button', { name: 'Speichern' }).click();
      await visible(page.getByRole('heading', { level: 1, name: title }));
      await visible(page.getByText('Erste Fassung des Kurses'));
      await visible(page.getByRole('heading', { level: 2, name: 'Ausbildung und Kurs' }));
      await visible(page.getByText('12 Monate berufsbegleitend'));

      await page.getByRole('button', { name: 'Bearbeiten' }).click();
      const edit = page.getByRole('dialog', { name: 'Seite bearbeiten' });
      await visible(edit);
      const content = edit.getByRole('textbox', { name: 'Inhalt', exact: true });
      await content.click();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('Zweite Fassung mit Praxistag');
      await edit.getByLabel('Dauer').fill('18 Monate berufsbegleitend');
      await edit.getByRole('button', { name: 'Speichern' }).click();
      await visible(page.getByText('Zweite Fassung mit Praxistag'));
      await visible(page.getByText('18 Monate berufsbegleitend'));

      await page.getByRole('button', { name: 'Versionen' }).click();
      const history = page.getByRole('dialog', { name: 'Versionen' });
      const diff = history.getByRole('region', { name: 'Unterschiede' });
      await visible(diff.locator('del', { hasText: 'Erste Fassung des Kurses' }));
      await visible(diff.locator('ins', { hasText: 'Zweite Fassung mit Praxistag' }));
      await visible(history.getByText('Die Attributgruppen unterscheiden sich.'));
      await expectAxeClean(page, '[role="dialog"]');
      await history
        .getByRole('button', { name: /wiederherstellen/ })
        .first()
        .click();
      await visible(history.getByText('Version wiederhergestellt'));
      await history.getByRole('button', { name: 'Schließen' }).click();
      await visible(page.getByText('Erste Fassung des Kurses'));
      await visible(page.getByText('12 Monate berufsbegleitend'));
      await expectAxeClean(page, 'main');

      // Into the bin and back.
      await page.getByRole('button', { name: 'Löschen' }).click();
      await page
        .getByRole('dialog', { name: 'Seite löschen?' })
        .getByRole('button', { name: 'Löschen' })
        .click();
      await visible(page.getByRole('heading', { level: 1, name: 'Kontinenzförderung' }));
      await expect.poll(() => page.getByRole('link', { name: new RegExp(title) }).count()).toBe(0);

      // A folder and a PDF uploaded into it (checked by content on the server).
      const folder = `Fallbesprechungen ${name} ${Date.now() % 100_000}`;
      await page.getByRole('button', { name: 'Ordner erstellen' }).click();
      const folderForm = page.getByRole('dialog', { name: 'Ordner erstellen' });
      await folderForm.getByLabel('Titel').fill(folder);
      await folderForm.getByRole('button', { name: 'Erstellen' }).click();
      await page.getByRole('link', { name: new RegExp(folder) }).click();
      await visible(page.getByRole('heading', { level: 1, name: folder }));
      await uploadPdf(page, 'Protokoll Fallbesprechung', 'protokoll.pdf');
      await visible(page.getByRole('link', { name: /Protokoll Fallbesprechung.*PDF/ }));
      await page.getByRole('button', { name: 'Ordner bearbeiten' }).click();
      const rename = page.getByRole('dialog', { name: 'Ordner bearbeiten' });
      await rename.getByLabel('Titel').fill(`${folder} (Archiv)`);
      await rename.getByRole('button', { name: 'Speichern' }).click();
      await visible(page.getByRole('heading', { level: 1, name: `${folder} (Archiv)` }));

      await page.goto(`${server.url}/closed_area/1/wiki`);
      await page.getByRole('button', { name: 'Papierkorb' }).click();
      const bin = page.getByRole('dialog', { name: 'Papierkorb' });
      await visible(bin.getByText(title));
      await bin.getByRole('button', { name: 'Wiederherstellen' }).first().click();
      await expect.poll(() => bin.getByText(title).count()).toBe(0);
      await context.close();
    });
  }

  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`an editor moves a folder and a page, and deletes a file after confirming (${name})`, async () => {
      const stamp = `${name} ${Date.now() % 100_000}`;
      const { page, context } = await openAs(UWE, viewport, '/closed_area/1/wiki');
      await page.getByRole('link', { name: /Kontinenzförderung/ }).click();
      await visible(page.getByRole('heading', { level: 1, name: 'Kontinenzförderung' }));
      for (const folder of [`Ziel ${stamp}`, `Umzug ${stamp}`]) {
        await page.getByRole('button', { name: 'Ordner erstellen' }).click();
        const folderForm = page.getByRole('dialog', { name: 'Ordner erstellen' });
        await folderForm.getByLabel('Titel').fill(folder);
        await folderForm.getByRole('button', { name: 'Erstellen' }).click();
        await visible(page.getByRole('link', { name: new RegExp(folder) }));
      }
      // The folder "Umzug" moves into "Ziel".
      await page.getByRole('link', { name: new RegExp(`Umzug ${stamp}`) }).click();
      await visible(page.getByRole('heading', { level: 1, name: `Umzug ${stamp}` }));
      await page.getByRole('button', { name: 'Verschieben' }).click();
      const moveFolder = page.getByRole('dialog', { name: 'Ordner verschieben' });
      await moveFolder.getByRole('combobox', { name: 'Übergeordneter Ordner' }).click();
      await expect.poll(() => page.getByRole('option', { name: `Umzug ${stamp}` }).count()).toBe(0);
      await page.getByRole('option', { name: `Ziel ${stamp}` }).click();
      await expectAxeClean(page, '[role="dialog"]');
      await shoot(page, `wiki-move-folder-${name}`);
      await moveFolder.getByRole('button', { name: 'Verschieben' }).click();
      const crumbs = page.getByRole('navigation', { name: 'Brotkrumen' });
      await visible(crumbs.getByRole('link', { name: `Ziel ${stamp}` }));

      // A new page in the category moves into "Ziel" (a save with the new place).
      await page.goto(`${server.url}/closed_area/1/wiki`);
      await page.getByRole('link', { name: /Kontinenzförderung/ }).click();
      await page.getByRole('button', { name: 'Seite erstellen' }).click();
      const form = page.getByRole('dialog', { name: 'Seite erstellen' });
      await form.getByLabel('Titel').fill(`Seite ${stamp}`);
      await form.getByRole('button', { name: 'Speichern' }).click();
      await visible(page.getByRole('heading', { level: 1, name: `Seite ${stamp}` }));
      await page.getByRole('button', { name: 'Verschieben' }).click();
      const movePage = page.getByRole('dialog', { name: 'Seite verschieben' });
      await movePage.getByRole('combobox', { name: 'Ordner' }).click();
      await page.getByRole('option', { name: `Ziel ${stamp}` }).click();
      await movePage.getByRole('button', { name: 'Verschieben' }).click();
      await visible(crumbs.getByRole('link', { name: `Ziel ${stamp}` }));
      await crumbs.getByRole('link', { name: `Ziel ${stamp}` }).click();
      await visible(page.getByRole('heading', { level: 1, name: `Ziel ${stamp}` }));
      await visible(page.getByRole('link', { name: new RegExp(`Seite ${stamp}`) }));
      await visible(page.getByRole('link', { name: new RegExp(`Umzug ${stamp}`) }));

      // A PDF uploaded here and deleted again after the confirmation.
      await uploadPdf(page, `Entwurf ${stamp}`, 'entwurf.pdf');
      await page.getByRole('link', { name: new RegExp(`Entwurf ${stamp}`) }).click();
      await page.getByRole('button', { name: 'Datei löschen' }).click();
      const confirm = page.getByRole('dialog', { name: 'Datei löschen?' });
      await visible(confirm.getByText(/endgültig gelöscht/));
      await confirm.getByRole('button', { name: 'Löschen' }).click();
      await visible(page.getByRole('heading', { level: 1, name: `Ziel ${stamp}` }));
      await expect
        .poll(() => page.getByRole('link', { name: new RegExp(`Entwurf ${stamp}`) }).count(), {
          timeout: 20_000,
        })
        .toBe(0);
      await context.close();
    });
  }

  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`an admin names an editor of the Urocampus wiki and removes them again (${name})`, async () => {
      const member = areaMember();
      const { page, context } = await openAs(DEMO_ACCOUNTS[0], viewport, '/closed_area/1/wiki');
      await page.getByRole('button', { name: 'Redaktion' }).click();
      const dialog = page.getByRole('dialog', { name: 'Redaktion des Wikis' });
      const current = dialog.getByRole('list', { name: 'Aktuelle Redaktion' });
      await visible(current.getByText(UWE.email));
      const search = dialog.getByRole('combobox', { name: /Mitglied suchen/ });
      await search.fill(member.email.slice(0, 14));
      await page
        .getByRole('option', { name: new RegExp(member.email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
        .click();
      await dialog.getByRole('button', { name: 'Hinzufügen' }).click();
      await visible(current.getByText(member.email));
      await expectAxeClean(page, '[role="dialog"]');
      await shoot(page, `wiki-editors-${name}`);
      await current.getByRole('listitem').filter({ hasText: member.email }).getByRole('button').click();
      const confirm = page.getByRole('dialog', { name: 'Aus der Redaktion entfernen?' });
      await confirm.getByRole('button', { name: 'Entfernen' }).click();
      await expect.poll(() => current.getByText(member.email).count(), { timeout: 20_000 }).toBe(0);
      await visible(current.getByText(UWE.email));
      await context.close();
    });
  }

  it('XSS in content, title and attribute values is neutralised and never runs', async () => {
    const { page, context, csrf } = await openAs(UWE, DESKTOP, '/closed_area/1/wiki');
    const ran: string[] = [];
    page.on('dialog', (dialog) => {
      ran.push(dialog.message());
      void dialog.dismiss();
    });
    const category = new DatabaseSync(path.join(server.dataDir, 'pflegepuls.sqlite'), { readOnly: true });
    const { id: categoryId } = category
      .prepare("select id from wiki_categories where title = 'Kontinenzförderung'")
      .get() as { id: number };
    category.close();
    const response = await page.request.post(`${server.url}/api/wiki/pages`, {
      headers: { 'X-CSRF-TOKEN': csrf, 'X-Requested-With': 'XMLHttpRequest' },
      data: {
        categoryId,
        title: '<img src=x onerror="alert(1)">Titel',
        description: '<script>alert(2)</script>',
        content: [
          '<p onmouseover="alert(3)">Text<script>alert(4)</script></p>',
          '<img src="x" onerror="alert(5)">',
          '<a href="javascript:alert(6)">Klick</a>',
          '<a href="data:text/html,<script>alert(7)</script>">Daten</a>',
          '<svg><script>alert(8)</script><circle onload="alert(9)"/></svg>',
          '<iframe src="javascript:alert(10)"></iframe>',
        ].join(''),
        attributes: [{ group: 'general_info', text: '<img src=x onerror=alert(11)>' }],
      },
    });
    expect(response.status()).toBe(201);
    const { page: created } = (await response.json()) as { page: { id: number } };
    await page.goto(`${server.url}/closed_area/1/wiki?page=${created.id}`);
    await visible(page.getByRole('heading', { level: 1, name: '<img src=x onerror="alert(1)">Titel' }));
    await visible(page.getByText('<img src=x onerror=alert(11)>'));
    const content = page.locator('.wiki-content');
    await content.getByText('Text').hover();
    // The dangerous hrefs are gone: the words are no links any more; clicking them does nothing.
    expect(await content.getByRole('link').count()).toBe(0);
    await content.getByText('Klick').click();
    await content.getByText('Daten').click();
    expect(
      await content
        .locator('script, svg, iframe, [onerror], [onmouseover], [href^="javascript"], [href^="data"]')
        .count(),
    ).toBe(0);
    await visible(page.getByRole('heading', { level: 1, name: '<img src=x onerror="alert(1)">Titel' }));
    expect(ran).toEqual([]);
    await context.close();
  });
});
