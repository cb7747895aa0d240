import { UROCAMPUS_AREA_ID } from '@pflegepuls/shared';
import { seedUrocampusHome } from '../../packages/server/src/seed/closed-areas.ts';
import type { TBenchRoute } from './types.ts';

/**
 * Bench routes of the closed areas: the Urocampus home (area, branding, tiles with the next events
 * and the group count) and its "my" tab. `prepare` gives the area its demo tiles and makes the bench
 * members area members with the current terms accepted, so the guard passes (its query is measured).
 */
export const closedAreaRoutes: TBenchRoute[] = [
  {
    name: 'closed-area/home',
    auth: true,
    async prepare({ db, users }) {
      const now = Date.now();
      await seedUrocampusHome(db, now);
      const area = await db
        .selectFrom('closed_areas')
        .select('terms_version')
        .where('id', '=', UROCAMPUS_AREA_ID)
        .executeTakeFirstOrThrow();
      for (const user of users) {
        await db
          .insertInto('closed_area_memberships')
          .values({
            closed_area_id: UROCAMPUS_AREA_ID,
            user_id: user.id,
            accepted_terms_version: area.terms_version,
            accepted_at: now,
            created_at: now,
          })
          .onConflict((oc) =>
            oc
              .columns(['closed_area_id', 'user_id'])
              .doUpdateSet({ accepted_terms_version: area.terms_version, accepted_at: now }),
          )
          .execute();
      }
    },
    request: `/api/closed_areas/${UROCAMPUS_AREA_ID}`,
  },
  { name: 'closed-area/my', auth: true, request: `/api/closed_areas/${UROCAMPUS_AREA_ID}/my` },
];
