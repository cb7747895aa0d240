/**
 * The matcher (docs/matcher.md) on a phone and a desktop, against the demo seed (which ran one full
 * sync): an admin starts a sync on the Matcher-Sync screen through its confirmation, sees the
 * pending card, then the outcome and the new card with its debug data; the demo recruiter sees the
 * suggested talents of an ad with their reasons; Marie sees "Passende Jobs für dich". axe finds
 * nothing serious on the three screens.
 */
import { describe, expect, it } from 'vitest';
import type { TJobAdsPage } from '@pflegepuls/shared/jobs';
import type { TSuggestedTalentList } from '@pflegepuls/shared/matcher';
import { DEMO_ACCOUNTS } from '../packages/server/src/seed/demo-accounts.ts';
import { expectAxeClean } from './support/axe.ts';
import { DESKTOP, PHONE, shoot, visible as visibleWithin } from './support/browser.ts';
import { browser, server, useServerAndBrowser } from './support/fixture.ts';
import { openAs } from './support/session.ts';

useServerAndBrowser();

const ADMIN = DEMO_ACCOUNTS.find((account) => account.email === 'admin@demo.pflegepuls.de')!;
const MEMBER = DEMO_ACCOUNTS.find((account) => account.email === 'mitglied@demo.pflegepuls.de')!;
const RECRUITER = DEMO_ACCOUNTS.find((account) => account.role === 'Recruiter')!;
const TEST_TIMEOUT = { timeout: 180_000 };
const visible = (locator: Parameters<typeof visibleWithin>[0]) => visibleWithin(locator, 30_000);

for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  describe(`matcher (${name})`, TEST_TIMEOUT, () => {
    it('lets an admin run a sync through the confirmation and read its debug data', async () => {
      const { context, page } = await openAs(
        browser,
        server.url,
        ADMIN,
        viewport,
        '/admin-dashboard/matcher-sync',
      );
      const cards = page.getByRole('article');
      await visible(cards.first());
      const before = await cards.count();
      await expectAxeClean(page);

      await page.getByRole('button', { name: 'Jetzt synchronisieren' }).click();
      const dialog = page.getByRole('dialog', { name: 'Matcher jetzt synchronisieren?' });
      await visible(dialog.getByText(/sync:kunden-lists/));
      // The demo's run takes a moment: the list's answers are held back until the pending card was
      // seen, as on a big database where the run takes its time.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/matcher-sync/notifications?*', async (route) => {
        await held;
        await route.continue();
      });
      await dialog.getByRole('button', { name: 'Synchronisieren' }).click();
      await visible(page.getByRole('status').getByText('Synchronisiere …'));
      expect(await page.getByRole('button', { name: 'Aktualisieren' }).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Jetzt synchronisieren' }).isDisabled()).toBe(true);
      // From here on the held answers and all later ones go through (the route stays: removing it
      // would race the handlers still holding one).
      release();

      await visible(page.getByRole('alert').getByText('Matcher-Sync abgeschlossen.'));
      await expect.poll(() => cards.count()).toBe(Math.min(before + 1, 5));
      const newest = cards.first();
      await visible(newest.getByText('Erfolgreich'));
      await newest.getByRole('button', { name: 'Debug-Daten' }).click();
      await visible(newest.getByText(/"pairs_evaluated"/));
      await shoot(page, `matcher-sync-${name}`);
      await expectAxeClean(page);
      await page.getByRole('button', { name: 'Schließen' }).click();
      expect(await page.getByRole('button', { name: 'Jetzt synchronisieren' }).isEnabled()).toBe(true);
      await context.close();
    });

    it('shows the recruiter suggested talents with reasons', async () => {
      const { context, page } = await openAs(browser, server.url, RECRUITER, viewport, null);
      // An ad of the recruiter's company with suggestions (the demo seed has several): the
      // suggestions of other companies' ads answer 403.
      let uid: string | null = null;
      let companyId: number | null = null;
      let cursor: string | null = null;
      do {
        const page1 = (await (
          await page.request.get(`${server.url}/api/jobs${cursor ? `?cursor=${cursor}` : ''}`)
        ).json()) as TJobAdsPage;
        for (const ad of page1.jobAds) {
          const answer = await page.request.get(`${server.url}/api/jobs/${ad.uid}/suggested-talents`);
          if (answer.ok() && ((await answer.json()) as TSuggestedTalentList).talents.length > 0) {
            uid = ad.uid;
            companyId = ad.company.id;
            break;
          }
        }
        cursor = uid ? null : page1.nextCursor;
      } while (cursor);
      expect(uid).not.toBeNull();
      await page.goto(
        `${server.url}/arbeitgeber/${companyId}/stellenanzeigen/${uid}/bewerbungen?ansicht=talente`,
      );
      const list = page.getByRole('list', { name: 'Vorgeschlagene Talente' });
      await visible(list);
      await visible(list.getByText('Passt, weil:').first());
      await visible(list.getByText(/km entfernt, fährt/).first());
      await visible(list.getByText(/% passend/).first());
      await shoot(page, `matcher-talents-${name}`);
      await expectAxeClean(page);
      await context.close();
    });

    it('shows the member "Passende Jobs für dich" with reasons', async () => {
      const { context, page } = await openAs(browser, server.url, MEMBER, viewport, '/stellenangebote');
      const section = page.getByRole('region', { name: 'Passende Jobs für dich' });
      await visible(section);
      await visible(section.getByText(/du fährst auch mehr als 30 km/).first());
      await visible(section.getByText(/% passend/).first());
      await shoot(page, `matcher-member-${name}`);
      await expectAxeClean(page);
      await context.close();
    });
  });
}
