import { DatabaseSync } from 'node:sqlite';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { CHAT_MESSAGES as M } from '@pflegepuls/shared';
import { DEMO_ACCOUNTS, DEMO_USER_PASSWORD } from '../packages/server/src/seed/demo-accounts.ts';
import { DESKTOP, PHONE, shoot, visible as visibleWithin } from './support/browser.ts';
import { openAs as openLoggedIn, type TAccount, type TViewport } from './support/session.ts';
import { expectAxeClean } from './support/axe.ts';
import { browser, server, useServerAndBrowser } from './support/fixture.ts';

const MEMBER = DEMO_ACCOUNTS[1];

useServerAndBrowser();

const openAs = (account: TAccount, viewport: TViewport, path: string) =>
  openLoggedIn(browser, server.url, account, viewport, path);

/** A demo member without any chat yet (read from the e2e server's own database file). */
function memberWithoutChats(): { userName: string; email: string; fullName: string } {
  const db = new DatabaseSync(path.join(server.dataDir, 'pflegepuls.sqlite'), { readOnly: true });
  try {
    return db
      .prepare(
        `select user_name as userName, email, first_name || ' ' || last_name as fullName from users
         where email like '%.%@demo.pflegepuls.de' and is_bot = 0
           and id not in (select user_id from chat_members)
         order by id limit 1 offset 10`,
      )
      .get() as { userName: string; email: string; fullName: string };
  } finally {
    db.close();
  }
}

/** A 2 × 2 PNG. */
const TINY_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4v9IBiBggFAA4agehXJh2IAAAAABJRU5ErkJggg==';

const visible = (locator: Locator) => visibleWithin(locator, 25_000);

const composer = (page: Page, name: string) => page.getByRole('textbox', { name: `Nachricht an ${name}` });
const messageRow = (page: Page, text: string) =>
  page.locator('[data-testid="chat-message"]').filter({ hasText: text });

describe('chat', () => {
  it('A writes from B’s profile; B sees it live with the badge, reads, replies with an image; A blocks B', async () => {
    const other = memberWithoutChats();
    const marieName = `${MEMBER.firstName} ${MEMBER.lastName}`;
    // B on a desktop, on the feed: the left menu shows the Nachrichten badge.
    const b = await openAs({ email: other.email, password: DEMO_USER_PASSWORD }, DESKTOP, '/feed');
    const menu = b.page.getByRole('navigation', { name: 'Hauptmenü' });
    await visible(menu.getByRole('link', { name: 'Nachrichten', exact: true }));

    // A (Marie) on the phone opens a chat from B's profile.
    const a = await openAs(MEMBER, PHONE, `/profile/${other.userName}`);
    await visible(a.page.getByRole('heading', { level: 1, name: other.fullName }));
    await a.page.getByRole('button', { name: `Nachricht an ${other.fullName}` }).click();
    await a.page.waitForURL(/\/chat\/\d+$/);
    const chatPath = new URL(a.page.url()).pathname;
    const first = 'Hallo! Hast du nächste Woche Zeit für einen kurzen Austausch zur Praxisanleitung?';
    await composer(a.page, other.fullName).fill(first);
    await composer(a.page, other.fullName).press('Enter');
    await visible(messageRow(a.page, first));
    await visible(a.page.getByTestId('chat-receipt').getByText('Gesendet'));
    // On the phone the conversation is a drawer over the chat list.
    await visible(a.page.getByRole('dialog', { name: 'Unterhaltung' }));
    await expectAxeClean(a.page, '[role="dialog"]');
    await shoot(a.page, 'chat-conversation-phone');

    // B sees it without a reload: the badge counts the chat.
    await visible(menu.getByRole('link', { name: 'Nachrichten 1 neu' }));
    await menu.getByRole('link', { name: 'Nachrichten 1 neu' }).click();
    await visible(b.page.getByRole('heading', { level: 1, name: 'Nachrichten' }));
    const row = b.page.getByRole('link', { name: new RegExp(`^${marieName} .*1 ungelesen$`) });
    await visible(row);
    await shoot(b.page, 'chat-list-desktop');
    await expectAxeClean(b.page, 'main');
    // B opens it from the grouped notification (000 §2: a chat with the sender).
    await b.page.goto(`${server.url}/benachrichtigungen`);
    await b.page.getByText(`${marieName} hat dir eine Nachricht geschickt`).click();
    await b.page.waitForURL(`**${chatPath}`);
    await visible(messageRow(b.page, first));
    await visible(b.page.getByText('Heute'));

    // Reading shows "Gelesen" to A and clears B's badge.
    await visible(a.page.getByTestId('chat-receipt').getByText('Gelesen'));
    await visible(menu.getByRole('link', { name: 'Nachrichten', exact: true }));

    // B replies to the message (Shift+Enter makes a new line, Enter sends).
    await messageRow(b.page, first)
      .getByRole('button', { name: /Aktionen für die Nachricht/ })
      .click();
    await b.page.getByRole('menuitem', { name: 'Antworten' }).click();
    const box = composer(b.page, marieName);
    await box.fill('Gern!');
    await box.press('Shift+Enter');
    await box.pressSequentially('Mittwoch nach dem Frühdienst?');
    await box.press('Enter');
    await visible(messageRow(a.page, 'Mittwoch nach dem Frühdienst?'));
    await visible(messageRow(a.page, 'Mittwoch nach dem Frühdienst?').getByText(first));
    // B sends a photo of the rota; A sees it live (served only to the two of them).
    await box.fill('Hier der Plan');
    await b.page.locator('input[type="file"]').setInputFiles({
      name: 'dienstplan.png',
      mimeType: 'image/png',
      buffer: Buffer.from(TINY_PNG, 'base64'),
    });
    await visible(a.page.getByRole('img', { name: 'dienstplan.png' }));
    await visible(messageRow(a.page, 'Hier der Plan'));
    const imageUrl = await a.page.getByRole('img', { name: 'dienstplan.png' }).getAttribute('src');
    expect((await a.page.request.get(`${server.url}${imageUrl}`)).status()).toBe(200);

    // B reacts with a heart; A sees it live.
    await messageRow(b.page, first)
      .first()
      .getByRole('button', { name: /Aktionen für die Nachricht/ })
      .click();
    await b.page.getByRole('button', { name: 'Reagieren mit Herz' }).click();
    await visible(messageRow(a.page, first).first().getByLabel(`${other.fullName}: Herz`));
    await shoot(b.page, 'chat-conversation-desktop');
    await expectAxeClean(b.page, 'main');

    // A edits their message; B sees "bearbeitet".
    // The first row is the message itself; B's reply quotes it too.
    await messageRow(a.page, first)
      .first()
      .getByRole('button', { name: /Aktionen für die Nachricht/ })
      .click();
    await a.page.getByRole('menuitem', { name: 'Bearbeiten' }).click();
    await composer(a.page, other.fullName).fill('Hallo! Hast du nächste Woche Zeit für einen Austausch?');
    await composer(a.page, other.fullName).press('Enter');
    await visible(messageRow(b.page, 'Zeit für einen Austausch?').getByText(/bearbeitet/));

    // A blocks B from the conversation; B can no longer write and is not told why.
    await a.page.getByRole('button', { name: 'Weitere Aktionen' }).click();
    await a.page.getByRole('menuitem', { name: 'Blockieren' }).click();
    await a.page.getByRole('dialog').getByRole('button', { name: 'Blockieren' }).click();
    await visible(a.page.getByText(`Du hast ${other.fullName} blockiert.`));
    await shoot(a.page, 'chat-blocked-phone');
    const blockedBox = composer(b.page, marieName);
    await blockedBox.fill('Bist du noch da?');
    await blockedBox.press('Enter');
    await visible(b.page.getByText(M.cannotDeliver));
    expect(await messageRow(a.page, 'Bist du noch da?').count()).toBe(0);

    // A closes the drawer with the back arrow: the chat list is there.
    await a.page.getByRole('button', { name: 'Zurück zu den Chats' }).click();
    await a.page.waitForURL(/\/chats$/);
    await expect.poll(() => a.page.getByRole('dialog', { name: 'Unterhaltung' }).count()).toBe(0);
    await visible(a.page.getByRole('heading', { level: 1, name: 'Nachrichten' }));

    await a.context.close();
    await b.context.close();
  });
});
