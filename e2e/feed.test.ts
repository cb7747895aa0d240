/**
 * The feed in Chromium (issue 6, web side): scrolling loads more, pull-to-refresh on a phone (real
 * touch events through CDP), a post with a survey written and voted on, likes and comments, a
 * moment that a second member sees without its author, and the create button's speed dial that
 * loads on the first touch or focus. Phone 390×844 and desktop 1440×900.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import {
  BLANKED_AUTHOR,
  FEED_MESSAGES,
  FEED_PAGE_SIZE,
  type TChannel,
  type TFeedPage,
  type TMomentItem,
  type TPostItem,
} from '@pflegepuls/shared';
import { DEMO_ACCOUNTS } from '../packages/server/src/seed/demo-accounts.ts';
import { DESKTOP, PHONE, shoot, visible } from './support/browser.ts';
import { openAs as openLoggedIn, type TAccount, type TViewport } from './support/session.ts';
import { expectAxeClean } from './support/axe.ts';
import { browser, server, useServerAndBrowser } from './support/fixture.ts';

/** The e2e project has no DOM typings; these are the few page globals the checks read. */
declare const window: { scrollY: number; scrollTo: (x: number, y: number) => void };
declare const document: { documentElement: { scrollHeight: number } };

const [ADMIN, MEMBER] = DEMO_ACCOUNTS;
const RUN = Date.now().toString(36);

useServerAndBrowser();

const JSON_HEADERS = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };

/** A new tab logged in as `account` (through the API, as the SPA does), not yet on any page. */
const openAs = (account: TAccount, viewport: TViewport) =>
  openLoggedIn(browser, server.url, account, viewport, null);

const feedItems = (page: Page) => page.locator('[data-feed-item]');
const dialog = (page: Page) => page.getByRole('dialog');

/** No serious or critical axe findings inside `selector`. */

/** Makes sure there is more than one page of posts, whatever the demo seed holds. */
async function ensureManyPosts(count: number) {
  const { context, page, csrf: token } = await openAs(ADMIN, DESKTOP);
  const channels = (await (
    await page.request.get(`${server.url}/api/channels`, { headers: JSON_HEADERS })
  ).json()) as { data: TChannel[] };
  const channelId = channels.data[0]!.id;
  for (let index = 1; index <= count; index += 1) {
    const response = await page.request.post(`${server.url}/api/posts`, {
      headers: { ...JSON_HEADERS, 'X-CSRF-TOKEN': token },
      data: { body: `Schichtnotiz ${index} (${RUN}): Übergabe pünktlich, Station ruhig.`, channelId },
    });
    expect(response.status()).toBe(201);
  }
  await context.close();
}

/** Drags a finger down from `fromY` by `distance` px with real touch events. */
async function pull(page: Page, context: BrowserContext, fromY: number, distance: number, release = true) {
  const cdp = await context.newCDPSession(page);
  const x = PHONE.width / 2;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: fromY }] });
  for (let moved = 20; moved <= distance; moved += 20) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: fromY + moved }] });
  }
  if (release) await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  return cdp;
}

describe('feed in Chromium', () => {
  /** The survey post each viewport wrote; the desktop one is edited and deleted at the end. */
  const postIds = { phone: 0, desktop: 0 };
  const surveyPostText = (label: keyof typeof postIds) => `Wer mag Frühdienst? (${RUN}, ${label})`;
  let momentId = 0;
  const momentText = `Nachtdienst überstanden, und keiner hat's gemerkt (${RUN}).`;

  beforeAll(async () => {
    await ensureManyPosts(22);
  });

  it('phone: loads more on scroll and refreshes on a pull from the top', { timeout: 120_000 }, async () => {
    const { context, page } = await openAs(MEMBER, PHONE);
    await page.goto(`${server.url}/feed`);
    await visible(feedItems(page));
    await expect.poll(() => feedItems(page).count()).toBeGreaterThanOrEqual(10);
    const firstPage = await feedItems(page).count();
    await shoot(page, 'feed-phone');

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => feedItems(page).count(), { timeout: 10_000 }).toBeGreaterThan(firstPage);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // A short pull asks to pull on; a long one asks to let go; letting go reloads the feed.
    const cdp = await pull(page, context, 260, 120, false);
    await visible(page.getByText(FEED_MESSAGES.pullToRefresh));
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });

    // The reload's answer is held until the spinner text was seen, so a fast server cannot hide it.
    let releaseFeed = () => {};
    const feedHeld = new Promise<void>((resolve) => (releaseFeed = resolve));
    await page.route('**/api/feed?*', async (route) => {
      await feedHeld;
      await route.continue();
    });
    const cdp2 = await pull(page, context, 260, 340, false);
    await visible(page.getByText(FEED_MESSAGES.releaseToRefresh));
    await shoot(page, 'feed-pull-to-refresh-phone');
    const reloaded = page.waitForRequest((request) => request.url().includes('/api/feed?'));
    await cdp2.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await visible(page.getByText(FEED_MESSAGES.refreshing));
    await reloaded;
    releaseFeed();
    await expect.poll(() => page.getByText(FEED_MESSAGES.refreshing).count(), { timeout: 10_000 }).toBe(0);
    await page.unroute('**/api/feed?*');
    await context.close();
  });

  it('desktop: a new page starts at the top, back returns to where the feed was left', async () => {
    const { context, page } = await openAs(MEMBER, DESKTOP);
    await page.goto(`${server.url}/feed`);
    await visible(feedItems(page));
    await expect.poll(() => feedItems(page).count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(10);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);
    await page.getByRole('navigation').getByRole('link', { name: 'Moments', exact: true }).first().click();
    await expect.poll(() => page.url()).toContain('/moments');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect.poll(() => page.url()).toMatch(/\/feed$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);
    await context.close();
  });

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)('%s: writes a post with a survey, votes, likes and comments', async (label, viewport) => {
    const { context, page } = await openAs(MEMBER, viewport);
    await page.goto(`${server.url}/feed`);
    await visible(feedItems(page));
    await page.waitForLoadState('networkidle');

    await page.getByRole('button', { name: 'Was möchtest du teilen?' }).click();
    await visible(dialog(page).getByRole('heading', { name: FEED_MESSAGES.createPostTitle }));
    const postButton = dialog(page).getByRole('button', { name: FEED_MESSAGES.postButton, exact: true });
    expect(await postButton.isDisabled()).toBe(true);
    await dialog(page).getByLabel('Was möchtest du teilen?').fill(surveyPostText(label));
    // Text alone is not enough: a channel must be chosen (000 §4), and the form says so.
    expect(await postButton.isDisabled()).toBe(true);
    const hint = dialog(page).getByRole('status').filter({ hasText: 'Wähle noch einen Kanal aus.' });
    await visible(hint);
    await dialog(page).getByRole('radio').first().click();
    expect(await postButton.isDisabled()).toBe(false);
    await expect.poll(() => hint.count()).toBe(0);

    await dialog(page).getByRole('button', { name: 'Umfrage', exact: true }).click();
    await visible(dialog(page).getByRole('heading', { name: FEED_MESSAGES.createSurveyTitle }));
    const doneButton = dialog(page).getByRole('button', {
      name: FEED_MESSAGES.surveyDoneButton,
      exact: true,
    });
    expect(await doneButton.isDisabled()).toBe(true);
    await dialog(page).getByLabel('Frage der Umfrage').fill('Frühdienst oder Spätdienst?');
    await dialog(page).getByRole('textbox', { name: 'Antwort 1' }).fill('Frühdienst');
    await dialog(page).getByRole('textbox', { name: 'Antwort 2' }).fill('Spätdienst');
    await dialog(page).getByRole('button', { name: 'Antwort hinzufügen' }).click();
    await dialog(page).getByRole('textbox', { name: 'Antwort 3' }).fill('Nachtdienst');
    expect(await doneButton.isDisabled()).toBe(false);
    await shoot(page, `feed-create-survey-${label}`);

    const created = page.waitForResponse(
      (response) => response.url().endsWith('/api/posts') && response.request().method() === 'POST',
    );
    await doneButton.click();
    const answer = (await (await created).json()) as { data: TPostItem };
    expect((await created).status()).toBe(201);
    postIds[label] = answer.data.id;
    await expect.poll(() => dialog(page).count()).toBe(0);

    const card = page.locator(`[data-feed-item="post-${postIds[label]}"]`);
    await visible(card);
    await card.scrollIntoViewIfNeeded();
    // Results and counts follow the vote, for the author too.
    expect(await card.getByText('%').count()).toBe(0);
    expect(await card.getByText(/Stimmen?$/).count()).toBe(0);
    await card.getByRole('button', { name: 'Spätdienst' }).click();
    await visible(card.getByText('1 Stimme'));
    await visible(card.getByText('100 %'));

    const like = card.getByRole('button', { name: /^Gefällt mir \(0\)$/ });
    await like.click();
    await visible(card.getByRole('button', { name: /^Gefällt mir nicht mehr \(1\)$/ }));

    await card.getByRole('button', { name: /^Kommentare öffnen/ }).click();
    await visible(page.getByText(FEED_MESSAGES.commentsTitle).first());
    const comment = page.getByRole('textbox', { name: 'Schreib einen Kommentar …' });
    await comment.fill('Ganz klar Frühdienst – dann ist der Nachmittag frei.');
    await page.getByRole('button', { name: 'Senden' }).click();
    await visible(page.getByText('Ganz klar Frühdienst – dann ist der Nachmittag frei.'));
    await shoot(page, `feed-comments-${label}`);
    await page.goBack();
    await visible(card.getByRole('button', { name: 'Kommentare öffnen (1)' }));
    await shoot(page, `feed-post-voted-${label}`);
    await context.close();
  });

  it('phone: the create button loads its speed dial on the first tap and opens it', async () => {
    const { context, page } = await openAs(MEMBER, PHONE);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${server.url}/feed`);
    await visible(feedItems(page).first());
    const scriptsBefore = scripts.length;
    // One tap: the plain button of the first paint fetches the dial, which opens when it is there.
    await page.getByRole('button', { name: 'Erstellen' }).click();
    await page.getByRole('menuitem', { name: 'Beitrag erstellen' }).click();
    await visible(dialog(page).getByRole('heading', { name: 'Beitrag erstellen' }));
    expect(scripts.length).toBeGreaterThan(scriptsBefore);
    await context.close();
  });

  it('desktop: the create button keeps the keyboard focus when its speed dial takes over', async () => {
    const { context, page } = await openAs(MEMBER, DESKTOP);
    await page.goto(`${server.url}/feed`);
    await visible(feedItems(page).first());
    await page.getByRole('button', { name: 'Erstellen' }).focus();
    await expect
      .poll(() => page.evaluate('document.activeElement?.classList.contains("MuiSpeedDial-fab") ?? false'))
      .toBe(true);
    await page.keyboard.press('Enter');
    await visible(page.getByRole('menuitem', { name: 'Moment erstellen' }));
    await expectAxeClean(page);
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.getByRole('button', { name: 'Erstellen' }).getAttribute('aria-expanded'))
      .toBe('false');
    await context.close();
  });

  it('phone: writes a moment that shows "Du" to its author', async () => {
    const { context, page } = await openAs(MEMBER, PHONE);
    await page.goto(`${server.url}/moments`);
    await page.getByRole('button', { name: 'Moment erstellen' }).first().click();
    await visible(dialog(page).getByRole('heading', { name: 'Moment erstellen' }));
    await dialog(page).getByRole('radio', { name: 'Eule' }).click();
    const created = page.waitForResponse(
      (response) => response.url().endsWith('/api/moments') && response.request().method() === 'POST',
    );
    await dialog(page).getByLabel('Was bewegt dich gerade?').fill(momentText);
    await shoot(page, 'moment-create-phone');
    await dialog(page).getByRole('button', { name: FEED_MESSAGES.postButton, exact: true }).click();
    momentId = ((await (await created).json()) as { data: TMomentItem }).data.id;
    const card = page.locator(`[data-feed-item="moment-${momentId}"]`);
    await visible(card);
    await visible(card.getByText('Du', { exact: true }));
    await shoot(page, 'moments-phone');
    await expectAxeClean(page, 'ul[aria-label="Feed"]');
    await context.close();
  });

  it('desktop: a second member sees the moment without its author and reacts', async () => {
    expect(momentId).toBeGreaterThan(0);
    const { context, page } = await openAs(ADMIN, DESKTOP);
    const moments = page.waitForResponse((response) => response.url().includes('/api/moments?'));
    await page.goto(`${server.url}/moments`);
    const card = page.locator(`[data-feed-item="moment-${momentId}"]`);
    await visible(card);
    await visible(card.getByText(momentText));
    await visible(card.getByText('Anonym', { exact: true }));
    // Others get report and block (without a name), never edit or delete (issue 24).
    await card.getByRole('button', { name: 'Weitere Aktionen' }).click();
    await visible(page.getByRole('menuitem', { name: 'Melden' }));
    await visible(page.getByRole('menuitem', { name: 'Diese Person blockieren' }));
    expect(await page.getByRole('menuitem', { name: 'Löschen' }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Melden' }).press('Escape');
    await page.getByRole('menuitem', { name: 'Melden' }).waitFor({ state: 'detached' });
    const cardText = await card.innerText();
    expect(cardText).not.toContain('Marie');
    expect(cardText).not.toContain('Mitglied');
    // Nothing in the answer the page got names the author either.
    const body = await (await moments).text();
    expect(body).not.toContain(MEMBER.userName);
    expect(body).not.toContain(`${MEMBER.firstName} ${MEMBER.lastName}`);

    await card.getByRole('button', { name: 'Applaus: 0' }).click();
    await visible(card.getByRole('button', { name: 'Applaus: 1', pressed: true }));
    await card.getByRole('button', { name: /^Kommentare öffnen/ }).click();
    await page.getByRole('textbox', { name: 'Schreib einen Kommentar …' }).fill('Du bist nicht allein. 💪');
    await page.getByRole('button', { name: 'Senden' }).click();
    await visible(page.getByText('Du bist nicht allein. 💪'));
    await shoot(page, 'moment-comments-desktop');

    // The merged feed sends the moment without a person as well.
    const feedAnswer = page.waitForResponse((response) => response.url().includes('/api/feed?'));
    await page.goto(`${server.url}/feed?category=moments`);
    const feedPage = (await (await feedAnswer).json()) as TFeedPage;
    const inFeed = feedPage.postsAndMoments.find((item) => item.type === 'moment' && item.id === momentId);
    expect(inFeed).toMatchObject({ type: 'moment', user: BLANKED_AUTHOR, isOwn: false });
    const feedCard = page.locator(`[data-feed-item="moment-${momentId}"]`);
    await visible(feedCard.getByText('Anonym', { exact: true }));
    await feedCard.getByRole('button', { name: 'Weitere Aktionen' }).click();
    await visible(page.getByRole('menuitem', { name: 'Melden' }));
    expect(await page.getByRole('menuitem', { name: 'Löschen' }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Melden' }).press('Escape');
    await page.getByRole('menuitem', { name: 'Melden' }).waitFor({ state: 'detached' });
    await context.close();
  });

  it('desktop: a moment notification link opens its comments on the feed', async () => {
    expect(momentId).toBeGreaterThan(0);
    const { context, page } = await openAs(MEMBER, DESKTOP);
    await page.goto(`${server.url}/feed?moment=${momentId}`);
    const drawer = page.getByRole('dialog');
    await visible(drawer.getByText(FEED_MESSAGES.commentsTitle));
    await visible(drawer.getByText('Du bist nicht allein. 💪'));
    // The parameter is gone, so a reload or going back does not open the drawer again.
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await shoot(page, 'feed-moment-comments-desktop');
    await page.goBack();
    await expect.poll(() => drawer.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/feed');
    await visible(feedItems(page));
    await context.close();
  });

  it(
    'desktop: feed with tabs, infinite scroll, the create dialog, editing and deleting',
    { timeout: 120_000 },
    async () => {
      const { context, page } = await openAs(MEMBER, DESKTOP);
      await page.goto(`${server.url}/feed`);
      await visible(feedItems(page));
      // The list shows its first cards at once and the rest of the page right after (feed-list.tsx).
      await expect.poll(() => feedItems(page).count()).toBeGreaterThanOrEqual(FEED_PAGE_SIZE);
      await shoot(page, 'feed-desktop');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => feedItems(page).count(), { timeout: 10_000 }).toBeGreaterThan(FEED_PAGE_SIZE);
      await page.evaluate(() => window.scrollTo(0, 0));

      // The employer feed shows the demo employers' posts (e2e/company-posts.test.ts writes one).
      await page.goto(`${server.url}/arbeitgeber-feed`);
      await visible(page.getByRole('heading', { name: 'Arbeitgeber-Feed' }).first());
      await visible(
        feedItems(page)
          .getByRole('article', { name: /^Beitrag von .*Klinikum/ })
          .first(),
      );
      await shoot(page, 'feed-employer-desktop');
      await page.goto(`${server.url}/feed`);
      await visible(feedItems(page));

      await page.getByRole('link', { name: 'Entdecken' }).first().click();
      await expect.poll(() => page.url()).toContain('tab=discover');
      await visible(feedItems(page));

      await page.getByRole('button', { name: 'Was möchtest du teilen?' }).click();
      await visible(dialog(page).getByRole('heading', { name: FEED_MESSAGES.createPostTitle }));
      await shoot(page, 'feed-create-desktop');
      // Typed text is not lost to a stray Escape or the back button: the form asks first.
      const composer = dialog(page).getByLabel('Was möchtest du teilen?');
      await composer.fill('Halber Gedanke');
      const discard = page.getByRole('alertdialog', { name: 'Änderungen verwerfen?' });
      await page.keyboard.press('Escape');
      await discard.getByRole('button', { name: 'Weiter bearbeiten' }).click();
      await page.goBack();
      await discard.getByRole('button', { name: 'Weiter bearbeiten' }).click();
      await expect.poll(() => composer.inputValue()).toBe('Halber Gedanke');
      await dialog(page).getByRole('button', { name: 'Abbrechen' }).click();
      await discard.getByRole('button', { name: 'Verwerfen' }).click();
      await expect.poll(() => dialog(page).count()).toBe(0);
      expect(page.url()).toContain('tab=discover');
      // Without text, back just closes it.
      await page.getByRole('button', { name: 'Was möchtest du teilen?' }).click();
      await visible(dialog(page).getByRole('heading', { name: FEED_MESSAGES.createPostTitle }));
      await page.goBack();
      await expect.poll(() => dialog(page).count()).toBe(0);
      expect(page.url()).toContain('tab=discover');

      const postId = postIds.desktop;
      await page.goto(`${server.url}/feed/${postId}`);
      await visible(page.getByText(surveyPostText('desktop')));
      await visible(page.getByText('Ganz klar Frühdienst – dann ist der Nachmittag frei.'));
      await shoot(page, 'post-page-desktop');

      // Own post: edit the text, then delete it after the confirmation.
      await page.getByRole('button', { name: 'Weitere Aktionen' }).click();
      await page.getByRole('menuitem', { name: 'Bearbeiten' }).click();
      await visible(dialog(page).getByRole('heading', { name: 'Beitrag bearbeiten' }));
      await dialog(page).getByLabel('Was möchtest du teilen?').fill(`Wer mag Frühdienst? Ehrlich! (${RUN})`);
      await dialog(page).getByRole('button', { name: 'Speichern' }).click();
      await visible(page.getByText(`Wer mag Frühdienst? Ehrlich! (${RUN})`));
      await visible(page.getByText('bearbeitet', { exact: false }));

      await page.getByRole('button', { name: 'Weitere Aktionen' }).click();
      await page.getByRole('menuitem', { name: 'Löschen' }).click();
      await visible(page.getByRole('heading', { name: 'Beitrag löschen?' }));
      await page.getByRole('dialog').getByRole('button', { name: 'Löschen' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/feed');
      const gone = await page.request.get(`${server.url}/getPost/${postId}`, { headers: JSON_HEADERS });
      expect(gone.status()).toBe(404);
      await context.close();
    },
  );

  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`${name}: follows a channel from its feed, and Mein Feed marks it`, async () => {
      const { context, page, csrf } = await openAs(MEMBER, viewport);
      // Start from a known state: the demo member follows no channel.
      const channels = (await (
        await page.request.get(`${server.url}/api/channels`, { headers: JSON_HEADERS })
      ).json()) as { data: Array<{ id: number; name: string; slug: string; isFollowed: boolean }> };
      for (const channel of channels.data.filter((c) => c.isFollowed)) {
        await page.request.delete(`${server.url}/api/channels/${channel.id}/follow`, {
          headers: { ...JSON_HEADERS, 'X-CSRF-TOKEN': csrf },
        });
      }
      const humor = channels.data.find((c) => c.slug === 'humor')!;

      await page.goto(`${server.url}/feed`);
      const chips = page.getByRole('navigation', { name: 'Kanäle' });
      await chips.getByRole('link', { name: '#Humor' }).click();
      await visible(page.getByRole('heading', { level: 1, name: '#Humor' }));
      await expect.poll(() => new URL(page.url()).search).toBe('?channel=humor');
      const posts = feedItems(page);
      await visible(posts);
      for (const tag of await posts.getByRole('link', { name: 'Humor', exact: true }).all())
        expect(await tag.getAttribute('href')).toBe('/feed?channel=humor');

      await page.getByRole('button', { name: 'Folgen' }).click();
      await visible(page.getByRole('button', { name: 'Gefolgt', pressed: true }));
      await shoot(page, `channel-${name}`);
      await expect
        .poll(async () => {
          const answer = await page.request.get(`${server.url}/api/channels`, { headers: JSON_HEADERS });
          const list = ((await answer.json()) as { data: Array<{ id: number; isFollowed: boolean }> }).data;
          return list.find((c) => c.id === humor.id)?.isFollowed;
        })
        .toBe(true);

      await page.goto(`${server.url}/feed`);
      const followed = chips.getByRole('link', { name: '#Humor' });
      await visible(followed);
      expect(await followed.getAttribute('title')).toBe('Gefolgt');
      // Followed channels come first in the row.
      expect(await chips.getByRole('link').first().textContent()).toBe('#Humor');
      await page.request.delete(`${server.url}/api/channels/${humor.id}/follow`, {
        headers: { ...JSON_HEADERS, 'X-CSRF-TOKEN': csrf },
      });
      await context.close();
    });
  }
});
