/**
 * Bench routes of the matcher's lists (docs/matcher.md), read after the bench's full sync: a
 * member's "Passende Jobs für dich" and an ad's "Vorgeschlagene Talente" as an admin (who may see
 * every company's), spread over the ads with the longest lists.
 */
import type { TBenchClient, TBenchPrepareContext, TBenchRoute } from './types.ts';

let adUids: string[] = [];

async function prepareAds({ db }: TBenchPrepareContext) {
  if (adUids.length > 0) return;
  const rows = await db
    .selectFrom('matcher_matches as m')
    .innerJoin('matcher_state as s', 's.current_run_id', 'm.run_id')
    .innerJoin('job_ads as j', 'j.id', 'm.job_ad_id')
    .select(['j.uid', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('j.uid')
    .orderBy('n', 'desc')
    .orderBy('j.uid')
    .limit(200)
    .execute();
  adUids = rows.map((r) => r.uid);
}

export const matcherRoutes: TBenchRoute[] = [
  { name: 'matcher: my job matches', auth: true, request: '/api/jobs/matches' },
  {
    name: 'matcher: suggested talents',
    auth: 'admin',
    prepare: prepareAds,
    request: (client: TBenchClient) => ({
      path: `/api/jobs/${adUids[(client.connection * 31 + client.requestCount) % Math.max(1, adUids.length)] ?? 'x'}/suggested-talents`,
    }),
  },
];
