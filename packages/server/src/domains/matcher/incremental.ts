/**
 * The incremental re-match (docs/matcher.md): a member or ad that changed is matched again against
 * everything it can reach, and its pairs in the current run are replaced in one transaction. A
 * poll every few seconds picks up changes by `updated_at`; the window it covers is claimed by moving
 * `matcher_state.watermark` with a compare-and-set, so one instance handles each change.
 */
import { sql, type Kysely } from 'kysely';
import { COMMUTE_RADIUS_KM, MATCHER_JOBS_PER_TALENT, MATCHER_TALENTS_PER_AD } from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import { yieldToRequests } from '../../platform/jobs.ts';
import { boundingBox } from '../companies/geo.ts';
import { matchPair, matchTalent, type TMatch } from './engine.ts';
import { loadAds, loadTalents } from './load.ts';
import { currentRunId } from './service.ts';
import { insertMatchRows, type TMatchRow as TRow } from './sync.ts';

type TDb = Kysely<DB>;
/** Changes handled per pass; the rest waits for the next one. */
const CHANGES_PER_PASS = 500;
/**
 * A pass covers changes up to this long before it starts: a write stamped a moment ago may not be
 * committed yet, and a window once passed is never looked at again.
 */
export const REMATCH_LAG_MS = 1000;

const row = (adId: number, userId: number, match: TMatch): TRow => [
  adId,
  userId,
  match.score,
  match.distanceM,
  JSON.stringify(match.reasons),
];

/** The floors of the given ads' lists in a run (ads whose list is not full have none). */
async function adListFloors(db: TDb, runId: number, adIds: number[]) {
  const floors = new Map<number, number>();
  for (let i = 0; i < adIds.length; i += 1000) {
    const rows = await db
      .selectFrom('matcher_ad_floors')
      .select(['job_ad_id', 'floor'])
      .where('run_id', '=', runId)
      .where('job_ad_id', 'in', adIds.slice(i, i + 1000))
      .execute();
    for (const r of rows) floors.set(Number(r.job_ad_id), r.floor);
  }
  return floors;
}

/** Re-matches one member in the current run; false when there is no run yet. */
export async function rematchUser(db: TDb, userId: number, now = Date.now()): Promise<boolean> {
  const runId = await currentRunId(db);
  if (runId === null) return false;
  const [talent] = await loadTalents(db, { now, userIds: [userId] });
  let rows: TRow[] = [];
  if (talent) {
    const radius = COMMUTE_RADIUS_KM[talent.commute];
    const { ads } = await loadAds(db, {
      now,
      workAreas: talent.workAreas,
      ...(radius !== null
        ? { box: boundingBox({ latitude: talent.lat, longitude: talent.lon }, radius) }
        : {}),
    });
    const found = matchTalent(talent, ads, now);
    const floors = await adListFloors(
      db,
      runId,
      found.map((f) => f.ad.id),
    );
    rows = found
      // The member's best, and wherever they beat the weakest of a full list.
      .filter(
        ({ ad, match }, index) => index < MATCHER_JOBS_PER_TALENT || match.score > (floors.get(ad.id) ?? -1),
      )
      .map(({ ad, match }) => row(ad.id, talent.id, match));
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('matcher_matches')
      .where('run_id', '=', runId)
      .where('user_id', '=', userId)
      .execute();
    await insertMatchRows(trx, runId, rows);
  });
  return true;
}

/** Re-matches one job ad in the current run; false when there is no run yet. */
export async function rematchAd(db: TDb, adId: number, now = Date.now()): Promise<boolean> {
  const runId = await currentRunId(db);
  if (runId === null) return false;
  const {
    ads: [ad],
  } = await loadAds(db, { now, ids: [adId] });
  let rows: TRow[] = [];
  if (ad) {
    const talents = await loadTalents(db, { now, around: { latitude: ad.lat, longitude: ad.lon } });
    const found = talents
      .map((talent) => ({ talent, match: matchPair(talent, ad, now) }))
      .filter((f): f is { talent: (typeof talents)[number]; match: TMatch } => f.match !== null)
      .sort((x, y) => y.match.score - x.match.score || x.match.distanceM - y.match.distanceM);
    // On the ad's list: its best talents; on a talent's list: when it beats their weakest kept ad.
    const beyond = found.slice(MATCHER_TALENTS_PER_AD);
    const weakest = new Map<number, { n: number; min: number }>();
    for (let i = 0; i < beyond.length; i += 500) {
      const ids = beyond.slice(i, i + 500).map((f) => f.talent.id);
      const kept = await db
        .selectFrom('matcher_matches')
        .select((eb) => ['user_id', eb.fn.countAll<number>().as('n'), eb.fn.min('score').as('min')])
        .where('run_id', '=', runId)
        .where('user_id', 'in', ids)
        .where('job_ad_id', '!=', adId)
        .groupBy('user_id')
        .execute();
      for (const k of kept) weakest.set(Number(k.user_id), { n: Number(k.n), min: Number(k.min) });
    }
    rows = found
      .filter(({ talent, match }, index) => {
        if (index < MATCHER_TALENTS_PER_AD) return true;
        const w = weakest.get(talent.id);
        return !w || w.n < MATCHER_JOBS_PER_TALENT || match.score > w.min;
      })
      .map(({ talent, match }) => row(ad.id, talent.id, match));
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('matcher_matches')
      .where('run_id', '=', runId)
      .where('job_ad_id', '=', adId)
      .execute();
    await insertMatchRows(trx, runId, rows);
  });
  return true;
}

/**
 * One pass: claims the changes since the watermark (up to `now`) and re-matches every member and
 * ad among them. Returns how many were re-matched, or null when another instance took the window.
 */
export async function rematchChanges(
  db: TDb,
  now = Date.now(),
): Promise<{ users: number; ads: number } | null> {
  const state = await db
    .selectFrom('matcher_state')
    .select(['watermark', 'current_run_id'])
    .where('id', '=', 1)
    .executeTakeFirst();
  if (!state || state.current_run_id === null) return { users: 0, ads: 0 };
  const since = Number(state.watermark);
  const end = now - REMATCH_LAG_MS;
  if (end <= since) return { users: 0, ads: 0 };
  /** One page of a table's rows changed in (since, end], oldest first. */
  const changed = (table: 'user_onboarding' | 'users' | 'job_ads', id: 'user_id' | 'id') =>
    db
      .selectFrom(table)
      .select([sql.ref<number>(id).as('id'), 'updated_at'])
      .where('updated_at', '>', since)
      .where('updated_at', '<=', end)
      .orderBy('updated_at')
      .limit(CHANGES_PER_PASS)
      .execute();
  const [onboarding, users, ads] = await Promise.all([
    changed('user_onboarding', 'user_id'),
    changed('users', 'id'),
    changed('job_ads', 'id'),
  ]);
  // A full page of one kind moves the watermark only as far as that page reached.
  let until = end;
  for (const list of [onboarding, users, ads])
    if (list.length === CHANGES_PER_PASS) until = Math.min(until, Number(list.at(-1)!.updated_at));
  const claimed = await db
    .updateTable('matcher_state')
    .set({ watermark: until })
    .where('id', '=', 1)
    .where('watermark', '=', since)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) return null;
  const userIds = new Set(
    [...onboarding, ...users].filter((r) => Number(r.updated_at) <= until).map((r) => Number(r.id)),
  );
  const adIds = new Set(ads.filter((r) => Number(r.updated_at) <= until).map((r) => Number(r.id)));
  for (const id of userIds) {
    await rematchUser(db, id, now);
    await yieldToRequests();
  }
  for (const id of adIds) {
    await rematchAd(db, id, now);
    await yieldToRequests();
  }
  return { users: userIds.size, ads: adIds.size };
}
