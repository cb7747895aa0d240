/**
 * Company posts in Chromium (docs/feed.md, Arbeitgeber-Feed), on the phone and the desktop: the demo
 * recruiter writes as his company from the Arbeitgeber-Feed, the post shows the company (not him) at
 * the top there and in the company profile's "Beiträge"; a member sees it without the composer and
 * gets to the company's profile from the post. axe finds nothing serious.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { TPostItem } from '@pflegepuls/shared';
import { DEMO_ACCOUNTS } from '../packages/server/src/seed/demo-accounts.ts';
import { DESKTOP, PHONE, shoot, visible as visibleWithin } from './support/browser.ts';
import { expectAxeClean } from './support/axe.ts';
import { browser, server, useServerAndBrowser } from './support/fixture.ts';
import { openAs, type TViewport } from './support/session.ts';

const RECRUITER = DEMO_ACCOUNTS.find((a) => a.role === 'Recruiter')!;
const MEMBER = DEMO_ACCOUNTS.find((a) => a.email === 'mitglied@demo.pflegepuls.de')!;
const COMPANY = 'Evangelisches Krankenhaus Spreebogen';
const RUN = Date.now().toString(36);

useServerAndBrowser();

const visible = (locator: Locator) => visibleWithin(locator, 25_000);
const feedItems = (page: Page) => page.locator('[data-feed-item]');
const text = (name: string) => `Wir laden zum Azubi-Infotag ins ${COMPANY} ein (${name}, ${RUN}).`;

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as Array<[string, TViewport]>)('company posts on the %s', (name, viewport) => {
  it('the demo recruiter posts as his company and the post leads the Arbeitgeber-Feed', async () => {
    const { context, page } = await openAs(browser, server.url, RECRUITER, viewport, '/arbeitgeber-feed');
    await visible(page.getByRole('heading', { level: 1, name: 'Arbeitgeber-Feed' }));
    await visible(feedItems(page).first());

    await page.getByRole('button', { name: `Als ${COMPANY} posten` }).click();
    const dialog = page.getByRole('dialog');
    const asCompany = dialog.getByRole('radio', { name: `Als ${COMPANY} posten` });
    await visible(asCompany);
    expect(await asCompany.getAttribute('aria-checked')).toBe('true');
    await dialog.getByLabel('Was möchtest du teilen?').fill(text(name));
    await dialog.getByRole('radiogroup', { name: 'Kanal' }).getByRole('radio', { name: 'Karriere' }).click();
    await expectAxeClean(page, '[role="dialog"]');
    await shoot(page, `company-post-create-${name}`);
    const created = page.waitForResponse(
      (response) => response.url().endsWith('/api/posts') && response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Posten', exact: true }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    const post = ((await response.json()) as { data: TPostItem }).data;
    expect(post.company?.name).toBe(COMPANY);

    const card = feedItems(page)
      .first()
      .getByRole('article', { name: `Beitrag von ${COMPANY}` });
    await visible(card.getByText(text(name)));
    await visible(card.getByText('verifiziert', { exact: false }));
    await shoot(page, `company-post-feed-${name}`);
    // The new card and the composer. Not all of main: the shell's floating button covers the menu
    // button of whichever own card lies under it (axe target-size), the team's posts included.
    await expectAxeClean(page, `[data-feed-item="post-${post.id}"]`);
    await expectAxeClean(page, 'main h1 + *');

    // The profile's "Beiträge" lists it too.
    await page.goto(`${server.url}/arbeitgeber/${post.company!.id}`);
    const section = page.getByRole('region', { name: 'Beiträge' });
    await visible(section.getByText(text(name)));
    await visible(section.getByRole('button', { name: 'Beitrag schreiben' }));
    await section.scrollIntoViewIfNeeded();
    await expectAxeClean(page, 'main');
    await shoot(page, `company-post-profile-${name}`);
    await context.close();
  });

  it('a member sees it without the composer and opens the company from the post', async () => {
    const { context, page } = await openAs(browser, server.url, MEMBER, viewport, '/arbeitgeber-feed');
    const card = page
      .getByRole('article', { name: `Beitrag von ${COMPANY}` })
      .filter({ hasText: text(name) });
    await visible(card);
    expect(await page.getByRole('button', { name: /^Als .* posten$/ }).count()).toBe(0);
    // Members may report a company post, not edit it or block the person who wrote it (issue 24).
    await card.getByRole('button', { name: 'Weitere Aktionen' }).click();
    await visible(page.getByRole('menuitem', { name: 'Melden' }));
    expect(await page.getByRole('menuitem', { name: /Bearbeiten|Löschen|Blockieren/ }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Melden' }).press('Escape');
    await page.getByRole('menuitem', { name: 'Melden' }).waitFor({ state: 'detached' });
    await card.getByRole('button', { name: new RegExp(COMPANY) }).click();
    await visible(page.getByRole('heading', { level: 1, name: new RegExp(COMPANY) }));
    expect(new URL(page.url()).pathname).toMatch(/^\/arbeitgeber\/\d+$/);
    await context.close();
  });
});
