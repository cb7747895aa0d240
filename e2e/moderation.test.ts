/**
 * Moderation (issue 24, docs/moderation.md): a member reports a moment as harassment, an admin hides
 * it from the queue with a reason, the author sees the statement of reasons and appeals, a second
 * admin restores it, the reporter is told both times; a member blocks another and no longer sees
 * their post. Members on phones, the admins on desktop and phone; axe on the queue in both.
 */
import { DatabaseSync } from 'node:sqlite';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { MODERATION_MESSAGES as M, REPORT_REASON_LABELS } from '@pflegepuls/shared';
import { DEMO_ACCOUNTS } from '../packages/server/src/seed/demo-accounts.ts';
import { DESKTOP, PHONE, shoot, visible } from './support/browser.ts';
import { expectAxeClean } from './support/axe.ts';
import { browser, server, useServerAndBrowser } from './support/fixture.ts';
import { authenticate, openAs, openTab, type TViewport } from './support/session.ts';

const ADMIN = DEMO_ACCOUNTS[0];
const JSON_HEADERS = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
let counter = 0;

useServerAndBrowser();

type TMember = { page: Page; csrf: string; id: number; userName: string };

/** A fresh member through the API (the session lands in the page), on `where`. */
async function registerAndOpen(firstName: string, viewport: TViewport, where: string): Promise<TMember> {
  const { page } = await openTab(browser, viewport);
  const { csrf, body } = await authenticate(page, server.url, '/api/user/register', {
    firstname: firstName,
    lastname: 'Probe',
    email: `${firstName.toLowerCase()}.${Date.now()}.${++counter}@example.org`,
    password: 'Pflege-Probe-2026',
    accept_terms: true,
  });
  await page.goto(`${server.url}${where}`);
  return { page, csrf, id: body.user.id, userName: body.user.userName };
}

async function post<T>(member: TMember, url: string, data: unknown): Promise<T> {
  const response = await member.page.request.post(`${server.url}${url}`, {
    headers: { ...JSON_HEADERS, 'X-CSRF-TOKEN': member.csrf },
    data,
  });
  expect(response.status(), `${url}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

/** Makes a registered member an admin in the e2e server's database (the session follows at once). */
function makeAdmin(id: number) {
  const db = new DatabaseSync(path.join(server.dataDir, 'pflegepuls.sqlite'));
  try {
    db.prepare('update users set is_admin = 1 where id = ?').run(id);
  } finally {
    db.close();
  }
}

/** The machine is shared: pages get more time than the helper's default. */
const see = (locator: Locator) => visible(locator, 30_000);

describe('moderation', () => {
  it('report, hide with reasons, appeal, restore by a second admin; the reporter is told both times', async () => {
    const text = `Die Kollegin auf Station 4 ist zu nichts zu gebrauchen ${Date.now()}`;
    const author = await registerAndOpen('Autorin', PHONE, '/feed');
    await post(author, '/api/moments', { content: text, avatarKey: 'eule' });

    // The reporter (phone) finds the moment in the feed and reports it as harassment.
    const reporter = await registerAndOpen('Melderin', PHONE, '/feed');
    const card = reporter.page.locator('article', { hasText: text });
    await see(card);
    await card.getByRole('button', { name: 'Weitere Aktionen' }).click();
    await reporter.page.getByRole('menuitem', { name: M.report }).click();
    const dialog = reporter.page.getByRole('dialog', { name: M.reportTitle });
    await see(dialog);
    await dialog.getByRole('radio', { name: REPORT_REASON_LABELS.harassment }).check();
    await shoot(reporter.page, 'moderation-report-phone');
    await dialog.getByRole('button', { name: M.reportSend }).click();
    await see(reporter.page.getByText(M.reportSent));

    // The admin (desktop) sees it in the queue, without the author, and hides it with a reason.
    const admin = await openAs(browser, server.url, ADMIN, DESKTOP, '/admin-dashboard/moderation');
    await see(admin.page.getByRole('heading', { level: 1, name: 'Meldungen' }));
    const item = admin.page.locator('li', { hasText: text }).first();
    await see(item);
    await see(item.getByText('anonym (Real Talk)'));
    await see(item.getByText(`${REPORT_REASON_LABELS.harassment} (1)`));
    await expectAxeClean(admin.page);
    await shoot(admin.page, 'moderation-queue-desktop');
    await item.getByRole('button', { name: 'Maßnahme treffen' }).click();
    const action = admin.page.getByRole('dialog', { name: 'Maßnahme treffen' });
    await see(action);
    await action
      .getByLabel('Begründung (geht an die betroffene Person)')
      .fill('Herabwürdigung einer Kollegin.');
    await action.getByRole('button', { name: 'Maßnahme speichern' }).click();
    await see(admin.page.getByText(M.actionDone));
    await see(admin.page.getByText(M.queueEmpty).or(admin.page.locator('li', { hasText: text }).first()));

    // The author sees the statement of reasons and appeals.
    await author.page.goto(`${server.url}/benachrichtigungen`);
    await see(author.page.getByText(/wurde ausgeblendet/).first());
    await author.page.goto(`${server.url}/einstellungen/moderation`);
    await see(author.page.getByText('Begründung: Herabwürdigung einer Kollegin.'));
    await author.page.getByLabel('Dein Widerspruch').fill('Das war keine Herabwürdigung, sondern Kritik.');
    await shoot(author.page, 'moderation-appeal-phone');
    await author.page.getByRole('button', { name: 'Widerspruch einlegen' }).click();
    await see(author.page.getByText(M.appealSent));
    await see(author.page.getByText('Widerspruch in Prüfung'));

    // The deciding admin may not decide; a second admin restores the moment.
    await admin.page.reload();
    await see(admin.page.getByText(M.appealSameAdmin));
    const second = await registerAndOpen('Zweitadmin', PHONE, '/feed');
    makeAdmin(second.id);
    await second.page.goto(`${server.url}/admin-dashboard/moderation`);
    await see(second.page.getByRole('heading', { name: 'Widersprüche' }));
    await expectAxeClean(second.page);
    await shoot(second.page, 'moderation-queue-phone');
    await second.page
      .getByLabel('Begründung der Entscheidung')
      .fill('Kritik an Arbeitsbedingungen, keine Person erkennbar.');
    await second.page.getByRole('button', { name: 'Stattgeben und wiederherstellen' }).click();
    await see(second.page.getByText(M.actionDone));
    await see(second.page.getByText('Keine offenen Widersprüche.'));

    // The decided item's history: the report, the hiding admin with rule and reason, the appeal.
    await second.page.getByRole('combobox', { name: 'Status' }).click();
    await second.page.getByRole('option', { name: 'Entschieden' }).click();
    const decided = second.page.locator('li', { hasText: text }).first();
    await see(decided);
    await decided.getByRole('button', { name: 'Verlauf anzeigen' }).click();
    await see(decided.getByText(/Ausblenden.*von Alexandra Admin/));
    await see(decided.getByText(/Begründung: „Herabwürdigung einer Kollegin\.“/));
    await see(decided.getByText(/stattgegeben von Zweitadmin Probe/));
    await see(decided.getByText(/Belästigung.*\(erledigt/));
    await expectAxeClean(second.page);
    await shoot(second.page, 'moderation-history-phone');

    // The reporter was told both times; the moment is back in the feed.
    await reporter.page.goto(`${server.url}/benachrichtigungen`);
    await see(reporter.page.getByText(/geprüft und ausgeblendet/).first());
    await see(reporter.page.getByText(/wiederhergestellt/).first());
    await shoot(reporter.page, 'moderation-reporter-notifications-phone');
    await reporter.page.goto(`${server.url}/feed`);
    await see(reporter.page.locator('article', { hasText: text }));
  });

  it('a member blocks another and no longer sees them', async () => {
    const text = `Wer tauscht am Wochenende den Nachtdienst? ${Date.now()}`;
    const other = await registerAndOpen('Blockierte', PHONE, '/feed');
    const channels = (await (
      await other.page.request.get(`${server.url}/api/channels`, { headers: JSON_HEADERS })
    ).json()) as { data: Array<{ id: number }> };
    await post(other, '/api/posts', { body: text, channelId: channels.data[0]!.id });

    const member = await registerAndOpen('Blockiererin', DESKTOP, '/feed');
    const card = member.page.locator('article', { hasText: text });
    await see(card);
    await card.getByRole('button', { name: 'Weitere Aktionen' }).click();
    await member.page.getByRole('menuitem', { name: M.block, exact: true }).click();
    await see(member.page.getByText(M.blocked));
    await expect.poll(() => member.page.locator('article', { hasText: text }).count()).toBe(0);
    await member.page.reload();
    await see(member.page.locator('article').first());
    expect(await member.page.locator('article', { hasText: text }).count()).toBe(0);

    // Listed in the settings, and lifted there.
    await member.page.goto(`${server.url}/einstellungen/moderation`);
    await see(member.page.getByText('Blockierte Probe'));
    await shoot(member.page, 'moderation-blocks-desktop');
    await expectAxeClean(member.page);
    await member.page.getByRole('button', { name: M.unblock }).click();
    await see(member.page.getByText(M.unblocked));
    await see(member.page.getByText('Du hast niemanden blockiert.'));
  });

  it('a member mutes another from their profile and lifts it in the settings', async () => {
    const other = await registerAndOpen('Laute', PHONE, '/feed');
    const member = await registerAndOpen('Ruhige', PHONE, `/profile/${other.userName}`);
    await member.page.getByRole('button', { name: 'Weitere Aktionen für Laute Probe' }).click();
    await see(member.page.getByRole('menuitem', { name: M.block, exact: true }));
    await member.page.getByRole('menuitem', { name: M.mute, exact: true }).click();
    await see(member.page.getByText(M.muted));
    await member.page.getByRole('button', { name: 'Weitere Aktionen für Laute Probe' }).click();
    await see(member.page.getByRole('menuitem', { name: M.unmute }));
    await shoot(member.page, 'moderation-profile-menu-phone');
    await expectAxeClean(member.page);
    await member.page.keyboard.press('Escape');

    await member.page.goto(`${server.url}/einstellungen/moderation`);
    await see(member.page.getByText('Laute Probe'));
    await member.page.getByRole('button', { name: M.unmute }).click();
    await see(member.page.getByText(M.unmuted));
    await see(member.page.getByText('Du hast niemanden stummgeschaltet.'));
  });

  it('a member mutes a channel from its header, its posts leave Mein Feed, and lifts it in the settings', async () => {
    const stamp = Date.now();
    const writer = await registerAndOpen('Schreibende', DESKTOP, '/feed');
    const channels = await (
      await writer.page.request.get(`${server.url}/api/channels`, { headers: JSON_HEADERS })
    ).json();
    const [other, muted] = channels.data as Array<{ id: number; slug: string; name: string }>;
    await post(writer, '/api/posts', { body: `Aus dem stummen Kanal ${stamp}`, channelId: muted!.id });
    await post(writer, '/api/posts', { body: `Aus einem anderen Kanal ${stamp}`, channelId: other!.id });

    const member = await registerAndOpen('Stille', PHONE, `/feed?channel=${muted!.slug}`);
    await see(member.page.getByRole('heading', { name: `#${muted!.name}` }));
    await see(member.page.getByText(`Aus dem stummen Kanal ${stamp}`));
    await member.page.getByRole('button', { name: 'Kanal stummschalten' }).click();
    await see(
      member.page.getByText('Kanal stummgeschaltet. Seine Beiträge erscheinen nicht mehr in deinen Feeds.'),
    );
    await expect
      .poll(() =>
        member.page.getByRole('button', { name: 'Kanal stummschalten' }).getAttribute('aria-pressed'),
      )
      .toBe('true');
    // The channel's own feed still shows its posts.
    await see(member.page.getByText(`Aus dem stummen Kanal ${stamp}`));
    await shoot(member.page, 'moderation-channel-muted-phone');
    await expectAxeClean(member.page);

    await member.page.goto(`${server.url}/feed`);
    await see(member.page.getByText(`Aus einem anderen Kanal ${stamp}`));
    expect(await member.page.getByText(`Aus dem stummen Kanal ${stamp}`).count()).toBe(0);

    await member.page.goto(`${server.url}/einstellungen/moderation`);
    const lift = member.page.getByRole('button', { name: `Stummschaltung von #${muted!.name} aufheben` });
    await see(lift);
    await shoot(member.page, 'moderation-settings-channels-phone');
    await expectAxeClean(member.page);
    await lift.click();
    await see(member.page.getByText('Stummschaltung aufgehoben.'));
    await see(member.page.getByText('Du hast keinen Kanal stummgeschaltet.'));
  });

  it('identifies a moment’s author: one admin requests from the queue, a second approves and sees the author', async () => {
    const text = `Ich halte das nicht mehr aus, morgen ist Schluss ${Date.now()}`;
    const author = await registerAndOpen('Anonyma', PHONE, '/feed');
    const { data } = await post<{ data: { id: number } }>(author, '/api/moments', {
      content: text,
      avatarKey: 'eule',
    });
    const reporter = await registerAndOpen('Sorgende', PHONE, '/feed');
    await post(reporter, '/api/moderation/reports', {
      contentType: 'moment',
      contentId: data.id,
      reason: 'other',
    });

    // Admin A (desktop) asks from the moment's queue card, with a reason.
    const first = await openAs(browser, server.url, ADMIN, DESKTOP, '/admin-dashboard/moderation');
    const item = first.page.locator('li', { hasText: text }).first();
    await see(item);
    // The area filter: a community moment is under "Community", not under the Urocampus.
    await first.page.getByRole('combobox', { name: 'Bereich' }).click();
    await first.page.getByRole('option', { name: 'Urocampus' }).click();
    await expect.poll(() => first.page.locator('li', { hasText: text }).count()).toBe(0);
    await first.page.getByRole('combobox', { name: 'Bereich' }).click();
    await first.page.getByRole('option', { name: 'Community', exact: true }).click();
    await see(item);
    await item.getByRole('button', { name: 'Identifizierung beantragen' }).click();
    const dialog = first.page.getByRole('dialog', { name: 'Autor*in identifizieren' });
    await see(dialog);
    await dialog.getByLabel('Grund').fill('Ankündigung einer Selbstgefährdung, Rettungsdienst angefragt.');
    await dialog.getByRole('button', { name: 'Anfrage stellen' }).click();
    await see(first.page.getByText(M.identifyRequested));
    const own = first.page.getByRole('listitem', { name: `Anfrage zu Moment #${data.id}` });
    await see(own.getByText(M.identifySameAdmin));
    expect(await own.getByRole('button', { name: 'Freigeben und Person anzeigen' }).count()).toBe(0);
    await expectAxeClean(first.page);
    await shoot(first.page, 'moderation-identify-desktop');

    // Admin B (phone) sees reason and requester, approves and sees the author; the list empties.
    const second = await registerAndOpen('Viertauge', PHONE, '/feed');
    makeAdmin(second.id);
    await second.page.goto(`${server.url}/admin-dashboard/moderation`);
    const request = second.page.getByRole('listitem', { name: `Anfrage zu Moment #${data.id}` });
    await see(request.getByText(/Selbstgefährdung/));
    await see(request.getByText(/Beantragt von Alexandra Admin/));
    await expectAxeClean(second.page);
    await shoot(second.page, 'moderation-identify-phone');
    await request.getByRole('button', { name: 'Freigeben und Person anzeigen' }).click();
    await see(second.page.getByRole('link', { name: 'Anonyma Probe' }));
    await see(second.page.getByText(`(@${author.userName})`, { exact: false }));
    await expect.poll(() => request.count()).toBe(0);
    await shoot(second.page, 'moderation-identified-phone');

    // Admin A never sees the author.
    await first.page.reload();
    await see(first.page.getByRole('heading', { name: 'Anfragen zur Identifizierung' }));
    await expect.poll(() => own.count()).toBe(0);
    expect(await first.page.getByText('Anonyma Probe').count()).toBe(0);
  });

  it('blocks a connection from the network card: the connection ends, the card goes', async () => {
    const other = await registerAndOpen('Kartenperson', PHONE, '/feed');
    const member = await registerAndOpen('Kartenhalterin', PHONE, '/feed');
    const { requestId } = await post<{ requestId: number }>(member, '/api/network/connection-requests', {
      userName: other.userName,
    });
    await post(other, '/api/network/requests/accept', { requestId });
    await member.page.goto(`${server.url}/netzwerk`);
    const card = member.page.locator(`[data-testid="network-person"][data-username="${other.userName}"]`);
    await see(card);
    await card.getByRole('button', { name: 'Weitere Aktionen für Kartenperson Probe' }).click();
    await see(member.page.getByRole('menuitem', { name: M.mute, exact: true }));
    await shoot(member.page, 'moderation-network-card-menu-phone');
    await member.page.getByRole('menuitem', { name: M.block, exact: true }).click();
    const dialog = member.page.getByRole('dialog', { name: 'Kartenperson Probe blockieren?' });
    await see(dialog);
    await dialog.getByRole('button', { name: 'Blockieren' }).click();
    await see(member.page.getByText('Du hast Kartenperson Probe blockiert.'));
    await expect.poll(() => card.count()).toBe(0);
    await expectAxeClean(member.page);
    await shoot(member.page, 'moderation-network-blocked-phone');
  });

  it('the creator of a hidden group sees it marked "ausgeblendet"; others do not find it', async () => {
    const creator = await registerAndOpen('Gruenderin', PHONE, '/feed');
    const title = `Nachtdienst-Stammtisch ${Date.now()}`;
    const { data } = await post<{ data: { id: number } }>(creator, '/api/groups', {
      title,
      closedAreaId: null,
    });
    const admin = await registerAndOpen('Hideadmin', DESKTOP, '/feed');
    makeAdmin(admin.id);
    await post(admin, `/api/admin/moderation/items/group/${data.id}/actions`, {
      action: 'hide',
      rule: 'no_spam',
      reason: 'Werbung für ein Produkt.',
    });
    await creator.page.goto(`${server.url}/gruppen/${data.id}`);
    await see(creator.page.getByRole('heading', { level: 1, name: title }));
    await see(creator.page.getByText(M.hiddenMark, { exact: true }));
    await expectAxeClean(creator.page);
    await shoot(creator.page, 'moderation-hidden-group-phone');
    // Marked in the creator's list too.
    await creator.page.goto(`${server.url}/gruppen`);
    const card = creator.page.locator('li', { hasText: title });
    await see(card.getByText(M.hiddenMark, { exact: true }));
    await shoot(creator.page, 'moderation-hidden-group-list-phone');
    const other = await registerAndOpen('Fremde', DESKTOP, `/gruppen/${data.id}`);
    await see(other.page.getByText('Ungültige Gruppen-ID'));
    expect(await other.page.getByRole('heading', { level: 1, name: title }).count()).toBe(0);
  });
});
