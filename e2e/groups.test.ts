/**
 * Groups in Chromium (docs/groups.md): a Urocampus member (desktop) joins an open group, asks to join
 * an on-request group and is approved by its owner (Uwe, on the phone), writes a survey in the group
 * through the create-post drawer; Uwe votes; the member votes too and sees the result. axe finds
 * nothing serious on the group list and the group page.
 */
import { DatabaseSync } from 'node:sqlite';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { FEED_MESSAGES, GROUP_MESSAGES, type TPostItem } from '@pflegepuls/shared';
import { DEMO_ACCOUNTS, DEMO_USER_PASSWORD } from '../packages/server/src/seed/demo-accounts.ts';
import { DESKTOP, PHONE, shoot, visible as visibleWithin } from './support/browser.ts';
import { openAs as openLoggedIn, type TAccount, type TViewport } from './support/session.ts';
import { expectAxeClean } from './support/axe.ts';
import { browser, server, useServerAndBrowser } from './support/fixture.ts';

const UWE = DEMO_ACCOUNTS[2];
const OPEN_GROUP = 'Urotherapie für Kinder';
const REQUEST_GROUP = 'Katheter-Sprechstunde';

useServerAndBrowser();

const openAs = (account: TAccount, viewport: TViewport, to: string) =>
  openLoggedIn(browser, server.url, account, viewport, to);
const visible = (locator: Locator) => visibleWithin(locator, 25_000);

/** Reads the e2e server's own database (the demo seed is deterministic, but ids are not ours to guess). */
function query<T>(sql: string, ...params: Array<string | number>): T {
  const db = new DatabaseSync(path.join(server.dataDir, 'pflegepuls.sqlite'), { readOnly: true });
  try {
    return db.prepare(sql).get(...params) as T;
  } finally {
    db.close();
  }
}

/** A generated Urocampus member in neither of the two groups, with the id of each group. */
function pickMember() {
  const groupId = (title: string) => query<{ id: number }>('select id from groups where title = ?', title).id;
  const open = groupId(OPEN_GROUP);
  const request = groupId(REQUEST_GROUP);
  const member = query<{ email: string; first_name: string; last_name: string }>(
    `select u.email, u.first_name, u.last_name from users u
     join closed_area_memberships m on m.user_id = u.id and m.closed_area_id = 1
     where u.email like '%.%.%@demo.pflegepuls.de' and u.password_hash is not null
       and not exists (select 1 from group_members gm where gm.user_id = u.id and gm.group_id in (?, ?))
     order by u.id limit 1`,
    open,
    request,
  );
  return { open, request, member, name: `${member.first_name} ${member.last_name}` };
}

describe('groups', () => {
  it('join, request and approval, a survey in the group, votes and results', async () => {
    const { open, request, member, name } = pickMember();
    const account = { email: member.email, password: DEMO_USER_PASSWORD };

    // The member on the desktop: Entdecken lists the area's groups.
    const desk = await openAs(account, DESKTOP, '/closed_area/1/groups?filter=discover_groups');
    const page = desk.page;
    await visible(page.getByRole('heading', { level: 1, name: 'Gruppen' }));
    await visible(page.getByRole('link', { name: new RegExp(OPEN_GROUP) }));
    await expectAxeClean(page, 'main');
    await shoot(page, 'groups-discover-desktop');

    // Joins the open group at once.
    await page.getByRole('link', { name: new RegExp(OPEN_GROUP) }).click();
    await visible(page.getByRole('heading', { level: 1, name: OPEN_GROUP }));
    await page.getByRole('button', { name: 'Beitreten', exact: true }).click();
    await visible(page.getByRole('link', { name: 'Beitrag erstellen' }));
    await expect.poll(() => page.url()).toContain(`/closed_area/1/groups/${open}`);

    // Asks to join the on-request group.
    await page.goto(`${server.url}/closed_area/1/groups/${request}`);
    await visible(page.getByRole('heading', { level: 1, name: REQUEST_GROUP }));
    await visible(page.getByText(/Beiträge sehen nur Mitglieder/));
    await page.getByRole('button', { name: 'Beitritt anfragen' }).click();
    // Disabled until the group's lists are fetched again; axe checks the button the member can use.
    const withdraw = page.getByRole('button', { name: 'Anfrage zurückziehen' });
    await expect.poll(() => withdraw.isEnabled()).toBe(true);
    await expectAxeClean(page, 'main');

    // Uwe, its owner, on the phone: the request waits under "Anfragen".
    const phone = await openAs(UWE, PHONE, `/closed_area/1/groups/${request}`);
    const uwe = phone.page;
    await visible(uwe.getByRole('heading', { level: 1, name: REQUEST_GROUP }));
    await uwe.getByRole('tab', { name: /Anfragen/ }).click();
    await uwe.getByRole('button', { name: `Anfrage von ${name} annehmen` }).click();
    await expect
      .poll(() => uwe.getByRole('button', { name: `Anfrage von ${name} annehmen` }).count())
      .toBe(0);
    await shoot(uwe, 'groups-requests-phone');

    // The member is in: writes a survey through the create-post drawer (000 §4).
    await page.reload();
    await page.getByRole('link', { name: 'Beitrag erstellen' }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByRole('heading', { name: FEED_MESSAGES.createPostTitle }));
    await expect.poll(() => page.url()).toContain('/create_post');
    const question = `Nutzt ihr Blasenscanner vor dem Katheterisieren? (${Date.now()})`;
    await dialog.getByLabel('Was möchtest du teilen?').fill('Kurze Umfrage für unsere Hygienebesprechung.');
    await dialog.getByRole('radio').first().click();
    await dialog.getByRole('button', { name: 'Umfrage', exact: true }).click();
    await visible(dialog.getByRole('heading', { name: FEED_MESSAGES.createSurveyTitle }));
    await dialog.getByLabel('Frage der Umfrage').fill(question);
    await dialog.getByRole('textbox', { name: 'Antwort 1' }).fill('Immer');
    await dialog.getByRole('textbox', { name: 'Antwort 2' }).fill('Manchmal');
    const created = page.waitForResponse(
      (response) => response.url().endsWith('/api/posts') && response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: FEED_MESSAGES.surveyDoneButton, exact: true }).click();
    const post = ((await (await created).json()) as { data: TPostItem }).data;
    expect(post.groupId).toBe(request);
    // Back on the group page with the posts fetched again.
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/closed_area/1/groups/${request}`);
    const card = page.locator(`[data-feed-item="post-${post.id}"]`);
    await visible(card.getByText(question));

    // Uwe votes on the phone.
    await uwe.reload();
    const uweCard = uwe.locator(`[data-feed-item="post-${post.id}"]`);
    await visible(uweCard);
    await uweCard.scrollIntoViewIfNeeded();
    await uweCard.getByRole('button', { name: 'Immer' }).click();
    await visible(uweCard.getByText('1 Stimme'));
    await shoot(uwe, 'groups-survey-phone');

    // The member votes too and sees the result, Uwe's vote included.
    await page.reload();
    await visible(card);
    await card.getByRole('button', { name: 'Manchmal' }).click();
    await visible(card.getByText('2 Stimmen'));
    await visible(card.getByText('50 %').first());
    await expectAxeClean(page, 'main');
    await shoot(page, 'groups-survey-desktop');

    // A malformed id is 'Invalid group ID'.
    await page.goto(`${server.url}/closed_area/1/groups/abc`);
    await visible(page.getByText(GROUP_MESSAGES.invalidGroupId));

    await Promise.all([desk.context.close(), phone.context.close()]);
  }, 240_000);
});
