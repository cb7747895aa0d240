/** Moment stats: area counts (cached a minute per area) and the viewer's own counts. */
import type { Kysely } from 'kysely';
import { DAY_MS, type TMomentsStats } from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import { areaIdOf } from '../feed/list.ts';

type TAreaCounts = { total: number; today: number; thisWeek: number };
const statsCaches = new WeakMap<Kysely<DB>, Map<number, { at: number; data: Promise<TAreaCounts> }>>();
export const MOMENT_STATS_CACHE_MS = 60_000;

async function areaCounts(db: Kysely<DB>, areaId: number): Promise<TAreaCounts> {
  const now = Date.now();
  const count = async (since: number) => {
    const row = await db
      .selectFrom('feed_items')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('area_id', '=', areaId)
      .where('kind', '=', 'moment')
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };
  const [total, today, thisWeek] = await Promise.all([
    count(0),
    count(now - DAY_MS),
    count(now - 7 * DAY_MS),
  ]);
  return { total, today, thisWeek };
}

/** GET /api/moments/stats for an area the viewer may read: area counts (cached a minute) and the viewer's own counts. */
export async function getMomentStats(
  db: Kysely<DB>,
  viewerId: number,
  closedAreaId: number | null,
): Promise<TMomentsStats['data']> {
  const areaId = areaIdOf(closedAreaId);
  let cache = statsCaches.get(db);
  if (!cache) statsCaches.set(db, (cache = new Map()));
  let entry = cache.get(areaId);
  if (!entry || Date.now() - entry.at >= MOMENT_STATS_CACHE_MS) {
    entry = { at: Date.now(), data: areaCounts(db, areaId) };
    cache.set(areaId, entry);
    entry.data.catch(() => cache.delete(areaId));
  }
  const [counts, mine] = await Promise.all([
    entry.data,
    db
      .selectFrom('moments')
      .select((eb) => [
        eb.fn.countAll<number>().as('mine'),
        eb.fn.coalesce(eb.fn.sum<number>('reactions_count'), eb.lit(0)).as('reactions'),
        eb.fn.coalesce(eb.fn.sum<number>('comments_count'), eb.lit(0)).as('comments'),
      ])
      .where('user_id', '=', viewerId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    ...counts,
    mine: Number(mine.mine),
    reactionsOnMine: Number(mine.reactions),
    commentsOnMine: Number(mine.comments),
  };
}
