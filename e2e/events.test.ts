/**
 * Events in Chromium (docs/events.md): Uwe (desktop) creates an event with 2 places and invites a
 * whole group; three of its members answer on the phone, the first from the invitation's
 * notification; the third lands on the waitlist and is promoted when the first cancels; the
 * bottom bar's invitation badge counts down; Uwe checks the promoted member in and, once the event
 * is over, the member downloads the attendance confirmation. axe finds nothing serious on the list
 * and the detail page.
 */
import { DatabaseSync } from 'node:sqlite';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { EVENT_MESSAGES } from '@pflegepuls/shared';
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

function database(readOnly: boolean) {
  return new DatabaseSync(path.join(server.dataDir, 'pflegepuls.sqlite'), { readOnly });
}

/** A Urocampus group of Uwe's with three members who can log in (and none of them Uwe). */
function pickGroup() {
  const db = database(true);
  try {
    const uwe = db.prepare('select id from users where email = ?').get(UWE.email) as { id: number };
    const group = db
      .prepare(
        `select g.id, g.title from groups g
         join group_members me on me.group_id = g.id and me.user_id = ? and me.status = 'member'
         where g.closed_area_id = 1 and (select count(*) from group_members gm join users u on u.id = gm.user_id
           where gm.group_id = g.id and gm.status = 'member' and u.password_hash is not null
             and u.email like '%.%.%@demo.pflegepuls.de') >= 3
         order by g.id limit 1`,
      )
      .get(uwe.id) as { id: number; title: string };
    const members = db
      .prepare(
        `select u.email, u.first_name || ' ' || u.last_name as name from group_members gm join users u on u.id = gm.user_id
         where gm.group_id = ? and gm.status = 'member' and u.password_hash is not null
           and u.email like '%.%.%@demo.pflegepuls.de' order by u.id limit 3`,
      )
      .all(group.id) as Array<{ email: string; name: string }>;
    return { group, members };
  } finally {
    db.close();
  }
}

/** The bottom bar's Event item, named "Event" or "Event, 2 neu" (the badge's number is hidden from it). */
async function badgeOf(page: Page): Promise<number> {
  const label =
    (await page
      .getByRole('navigation', { name: 'Navigation' })
      .getByRole('link', { name: /^Event/ })
      .textContent()) ?? '';
  return Number(/, (\d+) neu/.exec(label)?.[1] ?? 0);
}

describe('events', () => {
  it('create with 2 places, invite a group, answers, waitlist and promotion, badge, check-in, attendance PDF', async () => {
    const { group, members } = pickGroup();
    expect(members).toHaveLength(3);
    const title = `Praxisabend Blasenscanner (${Date.now() % 100_000})`;

    // Uwe on the desktop creates the event.
    const desk = await openAs(UWE, DESKTOP, '/closed_area/1/events?filter=alle');
    const uwe = desk.page;
    await visible(uwe.getByRole('heading', { level: 1, name: 'Events' }));
    await visible(uwe.getByRole('list', { name: 'Demnächst' }));
    await expectAxeClean(uwe, 'main');
    await shoot(uwe, 'events-list-desktop');
    await uwe.getByRole('button', { name: 'Event erstellen' }).click();
    const form = uwe.getByRole('dialog', { name: 'Event erstellen' });
    await visible(form);
    await form.getByLabel('Titel').fill(title);
    const start = new Date(Date.now() + 3 * 24 * 3_600_000);
    const day = `${start.getFullYear()}-${String(start.getMonth() + 1).padStart(2, '0')}-${String(start.getDate()).padStart(2, '0')}`;
    await form.getByLabel('Beginn').fill(`${day}T18:00`);
    await form.getByLabel('Ende').fill(`${day}T20:00`);
    await form.getByLabel('Adresse').fill('Klinikum Nord, Haus 3, 22417 Hamburg');
    await form.getByLabel('Plätze (leer = unbegrenzt)').fill('2');
    await form.getByLabel('Beschreibung').fill('Wir üben die Messung am Phantom. Bitte pünktlich sein.');
    await form.getByRole('button', { name: 'Event erstellen' }).click();
    await visible(uwe.getByRole('heading', { level: 1, name: title }));
    const eventId = Number(/\/events\/(\d+)/.exec(uwe.url())?.[1]);
    expect(eventId).toBeGreaterThan(0);
    await visible(uwe.getByText('0 von 2 Plätzen'));

    // … and invites the whole group (the invite_users sub-route).
    await uwe.getByRole('link', { name: 'Mitglieder einladen' }).click();
    await expect.poll(() => uwe.url()).toContain('/invite_users');
    const invite = uwe.getByRole('dialog', { name: 'Zum Event einladen' });
    await invite.getByRole('combobox', { name: 'Ganze Gruppe einladen' }).click();
    await uwe.getByRole('option', { name: group.title }).click();
    await invite.getByRole('button', { name: 'Gruppe einladen' }).click();
    await visible(uwe.getByText(/Einladungen? verschickt/));
    await invite.getByRole('button', { name: 'Schließen' }).click();

    // The first member on the phone: the badge counts the invitation; answered from the notification.
    const [a, b, c] = await Promise.all(
      members.map((m) =>
        openAs({ email: m.email, password: DEMO_USER_PASSWORD }, PHONE, '/closed_area/1/benachrichtigungen'),
      ),
    );
    const first = a!.page;
    await visible(first.getByText(`hat dich zum Event „${title}“ eingeladen`));
    await expect.poll(() => badgeOf(first), { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
    const before = await badgeOf(first);
    // The second member opens the invitation first (it waits for an answer there).
    await b!.page.getByText(`hat dich zum Event „${title}“ eingeladen`).click();
    await visible(b!.page.getByRole('heading', { level: 1, name: title }));
    await visible(b!.page.getByText('Du bist eingeladen. Kommst du?'));
    // The first answers right in the notification.
    await first.getByRole('button', { name: `Zusagen: ${title}` }).click();
    await visible(first.getByText('Deine Antwort: Zugesagt'));
    await first.getByText(`hat dich zum Event „${title}“ eingeladen`).click();
    await visible(first.getByRole('heading', { level: 1, name: title }));
    await visible(first.getByText('1 von 2 Plätzen'));
    await expectAxeClean(first, 'main');
    await shoot(first, 'events-detail-phone');
    // Back on the list (the bottom bar is there), the badge has counted down.
    await first.getByRole('link', { name: 'Zu den Events' }).click();
    await visible(first.getByRole('heading', { level: 1, name: 'Events' }));
    await expect.poll(() => badgeOf(first), { timeout: 20_000 }).toBe(before - 1);
    await expectAxeClean(first, 'main');
    await first.goto(`${server.url}/closed_area/1/events/${eventId}`);
    await visible(first.getByRole('heading', { level: 1, name: title }));

    // The second takes the last place, the third lands on the waitlist.
    const eventPath = `/closed_area/1/events/${eventId}`;
    await b!.page.goto(`${server.url}${eventPath}`);
    await b!.page.getByRole('button', { name: 'Zusagen' }).click();
    await visible(b!.page.getByText('2 von 2 Plätzen'));
    const third = c!.page;
    await third.goto(`${server.url}${eventPath}`);
    await visible(third.getByText('Das Event ist voll: Mit deiner Zusage kommst du auf die Warteliste.'));
    await third.getByRole('button', { name: 'Zusagen' }).click();
    await visible(third.getByText('Du stehst auf Platz 1 der Warteliste.'));

    // The first cancels; the third is promoted and told so.
    await first.getByRole('button', { name: 'Absagen' }).click();
    await visible(first.getByText(/Abgesagt: 1/));
    await third.goto(`${server.url}/closed_area/1/benachrichtigungen`);
    await visible(
      third.getByText(
        new RegExp(`Ein Platz ist frei geworden: Du nimmst an „${title.replace(/[()]/g, '\\$&')}“ teil`),
      ),
    );
    await third.goto(`${server.url}${eventPath}`);
    await visible(third.getByText('2 von 2 Plätzen'));
    await expect.poll(() => third.getByText('Du stehst auf Platz 1 der Warteliste.').count()).toBe(0);

    // Uwe checks the third in at the door.
    await uwe.reload();
    await uwe.getByRole('button', { name: 'Aktionen' }).click();
    await uwe.getByRole('menuitem', { name: 'Check-in-Liste' }).click();
    const checkIn = uwe.getByRole('dialog');
    const box = checkIn.getByRole('checkbox', { name: `${members[2]!.name} Eingecheckt` });
    // Controlled by the server answer: click, then wait for the list to come back checked.
    await box.click();
    await expect.poll(() => box.isChecked()).toBe(true);
    await visible(checkIn.getByText('Eingecheckt: 1'));
    await checkIn.getByRole('button', { name: 'Schließen' }).click();

    // The event takes place (its time moved into the past), then the confirmation downloads.
    const db = database(false);
    try {
      const now = Date.now();
      db.prepare('update events set starts_at = ?, ends_at = ? where id = ?').run(
        now - 3 * 3_600_000,
        now - 3_600_000,
        eventId,
      );
    } finally {
      db.close();
    }
    await third.reload();
    await visible(third.getByText('Das Event ist vorbei.'));
    const [download] = await Promise.all([
      third.waitForEvent('download'),
      third.getByRole('link', { name: 'Teilnahmebestätigung (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`teilnahmebestaetigung-event-${eventId}.pdf`);
    const file = await download.path();
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    await expectAxeClean(third, 'main');

    // A malformed id is 'Invalid event ID'.
    await third.goto(`${server.url}/closed_area/1/events/abc`);
    await visible(third.getByText(EVENT_MESSAGES.invalidEventId));

    await Promise.all([desk.context, a!.context, b!.context, c!.context].map((x) => x.close()));
  }, 300_000);
});
