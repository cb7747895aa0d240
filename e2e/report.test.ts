/**
 * "Melden" everywhere (issue 24, docs/moderation.md): the Urocampus demo member reports a wiki page
 * on a phone (reason, confirmation) and finds "Melden" on a comment, another member's profile, a
 * group, an event, a job ad and a company profile on a desktop. axe on the dialog and the pages.
 */
import { DatabaseSync } from 'node:sqlite';
import path from 'node:path';
import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { jobAdUrl, MODERATION_MESSAGES as M, REPORT_REASON_LABELS } from '@pflegepuls/shared';
import { DEMO_ACCOUNTS } from '../packages/server/src/seed/demo-accounts.ts';
import { DESKTOP, PHONE, shoot, visible } from './support/browser.ts';
import { expectAxeClean } from './support/axe.ts';
import { browser, server, useServerAndBrowser } from './support/fixture.ts';
import { openAs } from './support/session.ts';

const UWE = DEMO_ACCOUNTS.find((account) => account.email === 'urocampus@demo.pflegepuls.de')!;

useServerAndBrowser();

/** One row of the e2e server's demo database (read only). */
function row<T>(query: string, ...params: Array<string | number>): T {
  const db = new DatabaseSync(path.join(server.dataDir, 'pflegepuls.sqlite'), { readOnly: true });
  try {
    const found = db.prepare(query).get(...params) as T | undefined;
    if (!found) throw new Error(`Keine Demo-Daten für: ${query}`);
    return found;
  } finally {
    db.close();
  }
}

const uweId = () => row<{ id: number }>('select id from users where email = ?', UWE.email).id;

/** Opens "Melden", sees the dialog, and closes it again. */
async function opensReport(page: Page, open: () => Promise<void>) {
  await open();
  const dialog = page.getByRole('dialog', { name: M.reportTitle });
  await visible(dialog, 30_000);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

describe('reporting', () => {
  it('reports a wiki page on a phone with a reason and gets the confirmation', async () => {
    const wikiPage = row<{ id: number; title: string }>(
      `select id, title from wiki_pages where closed_area_id is null and deleted_at is null
        and category_id is not null and created_by is not ? order by id limit 1`,
      uweId(),
    );
    const { page } = await openAs(browser, server.url, UWE, PHONE, `/pflegepuls-wiki?page=${wikiPage.id}`);
    await visible(page.getByRole('heading', { name: wikiPage.title }), 30_000);
    await page.getByRole('button', { name: M.report }).click();
    const dialog = page.getByRole('dialog', { name: M.reportTitle });
    await visible(dialog);
    await dialog.getByRole('radio', { name: REPORT_REASON_LABELS.health_misinformation }).check();
    await shoot(page, 'report-wiki-dialog-phone');
    await expectAxeClean(page);
    await dialog.getByRole('button', { name: M.reportSend }).click();
    await visible(page.getByText(M.reportSent));
  });

  it('offers "Melden" on comments, profiles, groups, events, job ads and company profiles (desktop)', async () => {
    const me = uweId();
    const { page } = await openAs(browser, server.url, UWE, DESKTOP, null);

    const other = row<{ user_name: string; first_name: string; last_name: string }>(
      `select user_name, first_name, last_name from users where email = ?`,
      DEMO_ACCOUNTS.find((a) => a.email === 'mitglied@demo.pflegepuls.de')!.email,
    );
    await page.goto(`${server.url}/profile/${other.user_name}`);
    const more = page.getByRole('button', {
      name: `Weitere Aktionen für ${other.first_name} ${other.last_name}`,
    });
    await visible(more, 30_000);
    await opensReport(page, async () => {
      await more.click();
      await page.getByRole('menuitem', { name: M.report }).click();
    });

    const group = row<{ id: number; title: string }>(
      `select g.id, g.title from groups g where g.closed_area_id = 1 and g.created_by is not ?
        and not exists (select 1 from group_members m where m.group_id = g.id and m.user_id = ? and m.role <> 'member')
        order by g.id limit 1`,
      me,
      me,
    );
    await page.goto(`${server.url}/closed_area/1/groups/${group.id}`);
    await visible(page.getByRole('heading', { name: group.title }), 30_000);
    await opensReport(page, async () => {
      await page.getByRole('button', { name: 'Weitere Aktionen zur Gruppe' }).click();
      await page.getByRole('menuitem', { name: M.report }).click();
    });
    await shoot(page, 'report-group-desktop');

    const event = row<{ id: number; title: string }>(
      `select e.id, e.title from events e where e.closed_area_id = 1 and e.created_by is not ?
        and e.cancelled_at is null and e.organiser_group_id is null order by e.starts_at desc limit 1`,
      me,
    );
    await page.goto(`${server.url}/closed_area/1/events/${event.id}`);
    await visible(page.getByRole('heading', { name: event.title }), 30_000);
    await opensReport(page, async () => {
      await page.getByRole('button', { name: 'Aktionen' }).click();
      await page.getByRole('menuitem', { name: M.report }).click();
    });

    const ad = row<{ uid: string; title: string; company_name: string }>(
      `select uid, title, company_name from job_ads where status = 'published' order by id limit 1`,
    );
    await page.goto(`${server.url}${jobAdUrl(ad.uid, ad.company_name)}`);
    await visible(page.getByRole('heading', { name: ad.title }), 30_000);
    await opensReport(page, () => page.getByRole('button', { name: M.report }).click());
    await shoot(page, 'report-job-ad-desktop');

    const company = row<{ id: number; name: string }>(`select id, name from companies order by id limit 1`);
    await page.goto(`${server.url}/arbeitgeber/${company.id}`);
    await visible(page.getByRole('heading', { name: company.name }), 30_000);
    await opensReport(page, () => page.getByRole('button', { name: M.report }).click());
    await expectAxeClean(page);

    const post = row<{ id: number }>(
      `select p.id from posts p where p.group_id is null and p.user_id is not ?
        and exists (select 1 from post_comments c where c.post_id = p.id and c.user_id is not ?)
        order by p.id desc limit 1`,
      me,
      me,
    );
    await page.goto(`${server.url}/feed/${post.id}`);
    const commentReport = page.getByRole('button', { name: M.report, exact: true }).first();
    await visible(commentReport, 30_000);
    await opensReport(page, () => commentReport.click());
    await shoot(page, 'report-comment-desktop');
  });
});
