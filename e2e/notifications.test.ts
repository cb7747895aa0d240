import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, PHONE, shoot, visible } from './support/browser.ts';
import { authenticate, openTab } from './support/session.ts';
import { browser, server, useServerAndBrowser } from './support/fixture.ts';

const JSON_HEADERS = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };

let memberCounter = 0;

useServerAndBrowser();

type TMember = {
  context: BrowserContext;
  page: Page;
  id: number;
  userName: string;
  fullName: string;
  csrf: string;
};

/** Registers a fresh member through the API (cookies land in the page) and opens `path`. */
async function registerAndOpen(
  firstName: string,
  viewport: typeof PHONE | typeof DESKTOP,
  path: string,
): Promise<TMember> {
  const { context, page } = await openTab(browser, viewport);
  const { csrf, body } = await authenticate(page, server.url, '/api/user/register', {
    firstname: firstName,
    lastname: 'Probe',
    email: `${firstName.toLowerCase()}.${Date.now()}.${++memberCounter}@example.org`,
    password: 'Pflege-Probe-2026',
    accept_terms: true,
  });
  const { user } = body;
  await page.goto(`${server.url}${path}`);
  return { context, page, id: user.id, userName: user.userName, fullName: user.fullName, csrf };
}

async function post(member: TMember, path: string, data: unknown) {
  const response = await member.page.request.post(`${server.url}${path}`, {
    headers: { ...JSON_HEADERS, 'X-CSRF-TOKEN': member.csrf },
    data,
  });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return response.json() as Promise<Record<string, unknown>>;
}

/** The machine is shared: pages and sockets get more time than the helper's default. */
const see = (locator: Parameters<typeof visible>[0]) => visible(locator, 30_000);

describe('notifications', () => {
  it('shows a request live, accepts it from the page, and both are connected', async () => {
    const anna = await registerAndOpen('Annika', DESKTOP, '/feed');
    const ben = await registerAndOpen('Benedikt', DESKTOP, '/benachrichtigungen');
    await see(ben.page.getByRole('heading', { level: 1, name: 'Benachrichtigungen' }));
    await see(ben.page.getByText('Keine Benachrichtigungen vorhanden'));
    await shoot(ben.page, 'notifications-desktop-empty');

    await post(anna, '/api/network/connection-requests', { userName: ben.userName });
    // No reload: the socket brings the notification and the badge of the menu.
    const item = ben.page
      .getByTestId('notification')
      .filter({ hasText: `${anna.fullName} möchte sich mit dir vernetzen` });
    await see(item);
    await see(ben.page.getByRole('link', { name: /Mitteilungen\s*1 neu/ }));
    await see(item.getByText('Anfrage', { exact: true }));
    await shoot(ben.page, 'notifications-desktop-request');

    await item.getByRole('button', { name: 'Annehmen' }).click();
    await see(item.getByText('Verbunden'));
    await see(ben.page.getByText(`${anna.fullName} wurde zu deinem Netzwerk hinzugefügt`));
    await shoot(ben.page, 'notifications-desktop-accepted');

    // Anna hears about it in realtime too, and both profiles say 'Verbunden'.
    await anna.page.goto(`${server.url}/benachrichtigungen`);
    await see(anna.page.getByText(`${ben.fullName} hat deine Verbindungsanfrage angenommen`));
    for (const [viewer, other] of [
      [anna, ben],
      [ben, anna],
    ] as const) {
      // In-app navigation: a full load of a path ending in ".probe" is taken for a file (platform/spa.ts).
      await viewer.page.evaluate(
        `history.pushState({}, '', ${JSON.stringify(`/profile/${other.userName}`)}); dispatchEvent(new PopStateEvent('popstate'));`,
      );
      await see(viewer.page.getByTestId('profile-view').getByRole('button', { name: 'Verbunden' }));
    }
    await shoot(ben.page, 'notifications-desktop-profile-connected');
    await anna.context.close();
    await ben.context.close();
  });

  it('answers a group invitation from its card on a phone; the group then counts the member', async () => {
    const owner = await registerAndOpen('Elena', DESKTOP, '/feed');
    const guest = await registerAndOpen('Felix', PHONE, '/benachrichtigungen');
    await see(guest.page.getByText('Keine Benachrichtigungen vorhanden'));

    const title = `Praxisanleitung im Nachtdienst ${Date.now() % 100_000}`;
    const group = (await post(owner, '/api/groups', { title, joinMode: 'invite' })) as {
      data: { id: number };
    };
    await post(owner, `/api/groups/${group.data.id}/invitations`, { userIds: [guest.id] });
    const item = guest.page
      .getByTestId('notification')
      .filter({ hasText: `${owner.fullName} hat dich in die Gruppe „${title}“ eingeladen` });
    await see(item);
    await item.getByRole('button', { name: 'Annehmen' }).click();
    await see(item.getByText('Beigetreten'));
    await see(guest.page.getByText(`Du bist jetzt Mitglied der Gruppe „${title}“`));
    await shoot(guest.page, 'notifications-phone-group-invite-accepted');

    const detail = await guest.page.request.get(`${server.url}/api/groups/${group.data.id}`, {
      headers: JSON_HEADERS,
    });
    expect(((await detail.json()) as { data: { membersCount: number } }).data.membersCount).toBe(2);
    await owner.context.close();
    await guest.context.close();
  });

  it('opens the comment drawer for a moment comment on a phone and marks it seen', async () => {
    const author = await registerAndOpen('Carla', PHONE, '/feed');
    const commenter = await registerAndOpen('Dennis', PHONE, '/feed');
    const created = (await post(author, '/api/moments', {
      content: 'Nachtdienst überstanden, Kaffee leer.',
      avatarKey: 'eule',
    })) as {
      data: { id: number };
    };
    await post(commenter, `/api/moments/${created.data.id}/comments`, {
      body: 'Halte durch, du schaffst das!',
    });

    await author.page.goto(`${server.url}/benachrichtigungen`);
    const item = author.page
      .getByTestId('notification')
      .filter({ hasText: `${commenter.fullName} hat deinen Moment kommentiert` });
    await see(item);
    await shoot(author.page, 'notifications-phone-list');
    await item.getByRole('button', { name: /hat deinen Moment kommentiert/ }).click();
    await see(author.page.getByText('Kommentare'));
    await see(author.page.getByText('Halte durch, du schaffst das!'));
    await shoot(author.page, 'notifications-phone-comments');
    // The click marked it seen.
    const count = await author.page.request.get(`${server.url}/api/user/notifications/count`, {
      headers: JSON_HEADERS,
    });
    expect(await count.json()).toEqual({ count: 0 });
    await author.context.close();
    await commenter.context.close();
  });
});
