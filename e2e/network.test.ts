import { DatabaseSync } from 'node:sqlite';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { NETWORK_MESSAGES as M } from '@pflegepuls/shared';
import { DEMO_ACCOUNTS, DEMO_USER_PASSWORD } from '../packages/server/src/seed/demo-accounts.ts';
import { DESKTOP, PHONE, shoot, visible as visibleWithin } from './support/browser.ts';
import { openAs as openLoggedIn, type TAccount, type TViewport } from './support/session.ts';
import { expectAxeClean } from './support/axe.ts';
import { browser, server, useServerAndBrowser } from './support/fixture.ts';

const MEMBER = DEMO_ACCOUNTS[1];

useServerAndBrowser();

/** A new tab logged in as `account` (through the API, as the SPA does), on `path`. */
const openAs = (account: TAccount, viewport: TViewport, path: string) =>
  openLoggedIn(browser, server.url, account, viewport, path);

/** The demo member's e-mail for a user name, read from the e2e server's own database file. */
function emailOf(userName: string): string {
  const db = new DatabaseSync(path.join(server.dataDir, 'pflegepuls.sqlite'), { readOnly: true });
  try {
    const row = db.prepare('select email from users where user_name = ?').get(userName) as { email: string };
    return row.email;
  } finally {
    db.close();
  }
}

const card = (page: Page, userName: string) =>
  page.locator(`[data-testid="network-person"][data-username="${userName}"]`);
/** The machine is shared; a page under load gets more than the default ten seconds. */
const visible = (locator: Locator) => visibleWithin(locator, 25_000);

describe('network', () => {
  it('a request sent from suggestions is accepted by the other member; both see Verbunden', async () => {
    // Marie on the phone: the nearest suggestion gets a request.
    const marie = await openAs(MEMBER, PHONE, '/netzwerk/entdecken');
    const { page } = marie;
    await visible(page.getByRole('heading', { level: 1, name: M.titleDiscover }));
    await visible(page.getByText(M.subtitleDiscover));
    for (const label of [M.switchNetwork, M.switchInvitations, M.switchDiscover]) {
      await visible(page.getByRole('link', { name: label, exact: true }));
    }
    const first = page.locator('[data-testid="network-person"]').first();
    await visible(first);
    await shoot(page, 'network-discover-phone');
    const userName = (await first.getAttribute('data-username'))!;
    const name = (await first.getByRole('button').first().textContent())!.trim();
    expect(userName).toBeTruthy();

    await first.getByRole('button', { name: M.connect }).click();
    await visible(card(page, userName).getByText(M.requestSentLabel));
    await visible(page.getByText(M.requestSent(name)));
    expect(await card(page, userName).getByRole('button', { name: M.connect }).count()).toBe(0);
    await shoot(page, 'network-discover-sent-phone');

    // The sent tab lists them as pending.
    await page.getByRole('link', { name: M.switchInvitations, exact: true }).click();
    await visible(page.getByRole('heading', { level: 1, name: M.titleRequests }));
    await page.getByRole('tab', { name: M.tabSent }).click();
    await visible(card(page, userName).getByText(M.pending));
    await shoot(page, 'network-sent-phone');

    // The other member on a desktop accepts it from their invitations.
    const other = await openAs(
      { email: emailOf(userName), password: DEMO_USER_PASSWORD },
      DESKTOP,
      '/netzwerk/einladungen',
    );
    const marieCard = card(other.page, MEMBER.userName);
    await visible(marieCard);
    await shoot(other.page, 'network-invitations-desktop');
    await marieCard.getByRole('button', { name: M.accept }).click();
    await visible(other.page.getByText(M.connectionAdded(`${MEMBER.firstName} ${MEMBER.lastName}`)));

    await other.page.getByRole('link', { name: M.switchNetwork, exact: true }).click();
    await visible(other.page.getByRole('heading', { level: 1, name: M.titleConnections }));
    await visible(card(other.page, MEMBER.userName).getByText(M.connected));
    await shoot(other.page, 'network-connections-desktop');

    // Back on Marie's phone: the new connection shows as Verbunden.
    await page.goto(`${server.url}/netzwerk`);
    await visible(page.getByRole('heading', { level: 1, name: M.titleConnections }));
    await visible(card(page, userName).getByText(M.connected));
    await shoot(page, 'network-connections-phone');

    await marie.context.close();
    await other.context.close();
  });

  it('withdraws a sent request from the sent tab (desktop)', async () => {
    const { context, page } = await openAs(MEMBER, DESKTOP, '/netzwerk/entdecken');
    const first = page.locator('[data-testid="network-person"]').first();
    await visible(first);
    const userName = (await first.getAttribute('data-username'))!;
    const name = (await first.getByRole('button').first().textContent())!.trim();
    await first.getByRole('button', { name: M.connect }).click();
    await visible(card(page, userName).getByText(M.requestSentLabel));

    await page.goto(`${server.url}/networkv2/gesendet`);
    const sent = card(page, userName);
    await visible(sent.getByText(M.pending));
    await expectAxeClean(page);
    await sent.getByRole('button', { name: M.withdrawLabel(name) }).click();
    await visible(page.getByText(M.requestWithdrawn(name)));
    await expect.poll(() => sent.count(), { timeout: 25_000 }).toBe(0);
    await shoot(page, 'network-withdrawn-desktop');
    await context.close();
  });

  it('serves the English paths too: /network/einladungen on a phone', async () => {
    const { context, page } = await openAs(MEMBER, PHONE, '/network/einladungen');
    await visible(page.getByRole('heading', { level: 1, name: M.titleRequests }));
    await visible(page.getByRole('tab', { name: new RegExp(`^${M.tabReceived}`), selected: true }));
    const active = page.getByRole('link', { name: M.switchInvitations, exact: true });
    expect(await active.getAttribute('aria-current')).toBe('page');
    await visible(page.locator('[data-testid="network-person"], [data-testid="network-empty"]'));
    await shoot(page, 'network-invitations-english-path-phone');
    await context.close();
  });

  it('removes a connection after confirming, and shows the v2 tabs by path', async () => {
    const { context, page } = await openAs(MEMBER, DESKTOP, '/networkv2/gesendet');
    await visible(page.getByRole('tab', { name: M.tabSent, selected: true }));
    await page.getByRole('tab', { name: M.switchDiscover }).click();
    await visible(page.getByText(M.subtitleDiscover));
    await shoot(page, 'network-v2-discover-desktop');
    await page.goto(`${server.url}/networkv2?tab=network`);
    const first = page.locator('[data-testid="network-person"]').first();
    await visible(first);
    const userName = (await first.getAttribute('data-username'))!;
    const name = (await first.getByRole('button').first().textContent())!.trim();
    await first.getByRole('button', { name: `${M.remove}: ${name}` }).click();
    await visible(page.getByRole('dialog').getByText(M.removeConfirmText(name)));
    await shoot(page, 'network-remove-confirm-desktop');
    await page.getByRole('dialog').getByRole('button', { name: M.remove }).click();
    await visible(page.getByText(M.connectionRemoved(name)));
    await expect.poll(() => card(page, userName).count()).toBe(0);
    await context.close();
  });
});
