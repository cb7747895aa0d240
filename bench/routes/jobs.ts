/**
 * Bench routes of companies, job ads and applications (docs/jobs.md, docs/companies.md,
 * docs/applications.md) on the jobs stages of the large seed (seed-stages/jobs.ts): the job list
 * by distance, with a radius and a shift filter, and by date; an ad's detail; a company's profile;
 * the company list within a radius; the pipeline of a busy ad as a recruiter of its company; and
 * "my applications". Every seeded member has a postal code, so the distance routes answer 200.
 */
import { sql } from 'kysely';
import type { TBenchClient, TBenchPrepareContext, TBenchRoute } from './types.ts';

/** A fixed pseudo-random 32-bit hash: requests spread over the data set, the same on every run. */
function hash(value: number): number {
  let x = Math.imul(value ^ 0x9e3779b9, 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

const spread = (client: TBenchClient) => hash(client.connection * 1_000_003 + client.requestCount);

/** Published ads' uids, for the detail route. */
let publishedUids: string[] = [];
let companyCount = 1;

async function prepareIds({ db }: TBenchPrepareContext) {
  if (publishedUids.length > 0) return;
  const rows = await db
    .selectFrom('job_ads')
    .select('uid')
    .where('status', '=', 'published')
    .orderBy('id')
    .execute();
  publishedUids = rows.map((r) => r.uid);
  const max = await db
    .selectFrom('companies')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  companyCount = Math.max(1, Number(max?.id ?? 1));
}

/** Per member: the uid of the busiest ad (most `received`) of a company they hire for. */
const pipelineOf = new Map<number, string>();

/**
 * The seed makes member c·10 the recruiter of company c, and every tenth company has a busy ad, so
 * with the default 50 connections every bench member already hires for one. A member who does not
 * (other connection counts or scales) is made a recruiter of a company with a busy ad, as the
 * closed-area routes make the bench members area members.
 */
async function preparePipelines({ db, users }: TBenchPrepareContext) {
  if (pipelineOf.size > 0) return;
  const busiest = await sql<{ uid: string; company_id: number | string; n: number | string }>`
    select j.uid, j.company_id, count(*) as n
    from job_applications a join job_ads j on j.id = a.job_ad_id
    where a.status = 'received'
    group by j.uid, j.company_id
    order by n desc, j.uid
    limit 200`.execute(db);
  const now = Date.now();
  for (const [n, user] of users.entries()) {
    const own = await db
      .selectFrom('company_members as m')
      .innerJoin('job_ads as j', 'j.company_id', 'm.company_id')
      .innerJoin('job_applications as a', 'a.job_ad_id', 'j.id')
      .select(['j.uid', (eb) => eb.fn.countAll<number>().as('n')])
      .where('m.user_id', '=', user.id)
      .where('a.status', '=', 'received')
      .groupBy('j.uid')
      .orderBy('n', 'desc')
      .orderBy('j.uid')
      .limit(1)
      .executeTakeFirst();
    if (own && Number(own.n) >= 20) {
      pipelineOf.set(user.id, own.uid);
      continue;
    }
    const busy = busiest.rows[n % Math.max(1, busiest.rows.length)];
    if (!busy) continue;
    await db
      .insertInto('company_members')
      .values({ company_id: Number(busy.company_id), user_id: user.id, role: 'recruiter', created_at: now })
      .onConflict((oc) => oc.columns(['company_id', 'user_id']).doNothing())
      .execute();
    pipelineOf.set(user.id, busy.uid);
  }
}

export const jobsRoutes: TBenchRoute[] = [
  { name: 'jobs/list by distance 25 km', auth: true, request: '/api/jobs?radius=25&sort=distance' },
  // "Entfernung" without a radius: nearest first within 200 km (searched ring by ring).
  { name: 'jobs/list by distance', auth: true, request: '/api/jobs?sort=distance' },
  { name: 'jobs/list 50 km night shifts', auth: true, request: '/api/jobs?radius=50&shiftModel=nacht' },
  { name: 'jobs/list newest', auth: true, request: '/api/jobs' },
  {
    name: 'jobs/detail',
    auth: true,
    prepare: prepareIds,
    request: (client) => ({
      path: `/api/jobs/${publishedUids[spread(client) % publishedUids.length] ?? 'none'}`,
    }),
  },
  {
    name: 'companies/profile',
    auth: true,
    prepare: prepareIds,
    request: (client) => ({ path: `/api/company/${1 + (spread(client) % companyCount)}` }),
  },
  { name: 'companies/list 50 km', auth: true, request: '/api/companies?radius=50' },
  {
    name: 'jobs/pipeline received',
    auth: true,
    prepare: preparePipelines,
    request: (client) => ({
      path: `/api/jobs/${pipelineOf.get(client.user.id) ?? 'none'}/pipeline?status=received`,
    }),
  },
  { name: 'jobs/my applications', auth: true, request: '/api/applications/mine' },
];
