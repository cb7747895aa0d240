/** Trending: the most-liked posts of the last TRENDING_DAYS days per area. */
import type { Kysely } from 'kysely';
import {
  DAY_MS,
  TRENDING_COUNT,
  TRENDING_DAYS,
  TRENDING_EXCERPT_LENGTH,
  type TTrendingPost,
} from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import { AUTHOR_COLUMNS, authorSummaryRow } from '../comments/present.ts';
import { presentUserSummary } from '../users/summary.ts';
import { areaIdOf } from './list.ts';

type TTrendingCache = Map<number, { at: number; data: Promise<TTrendingPost[]> }>;
const trendingCaches = new WeakMap<Kysely<DB>, TTrendingCache>();
export const TRENDING_CACHE_MS = 60_000;

async function loadTrending(db: Kysely<DB>, areaId: number): Promise<TTrendingPost[]> {
  const since = Date.now() - TRENDING_DAYS * DAY_MS;
  const rows = await db
    .selectFrom('feed_items')
    .innerJoin('posts', 'posts.id', 'feed_items.ref_id')
    .innerJoin('users', 'users.id', 'posts.user_id')
    .leftJoin('companies', 'companies.id', 'posts.company_id')
    .select([
      'posts.id',
      'posts.body',
      'posts.likes_count',
      'posts.comments_count',
      'posts.user_id',
      ...AUTHOR_COLUMNS,
      'companies.name as company_name',
    ])
    .where('feed_items.area_id', '=', areaId)
    .where('feed_items.kind', '=', 'post')
    .where('feed_items.created_at', '>=', since)
    .where('posts.likes_count', '>', 0)
    .orderBy('posts.likes_count', 'desc')
    .orderBy('posts.id', 'desc')
    .limit(TRENDING_COUNT)
    .execute();
  const now = Date.now();
  return rows.map((r) => ({
    id: r.id,
    excerpt:
      r.body.length > TRENDING_EXCERPT_LENGTH
        ? `${r.body.slice(0, TRENDING_EXCERPT_LENGTH).trimEnd()}…`
        : r.body,
    likesCount: r.likes_count,
    commentsCount: r.comments_count,
    author: presentUserSummary(authorSummaryRow(r), now),
    companyName: r.company_name,
  }));
}

/** Most-liked posts of the last TRENDING_DAYS days in an area the member may read, computed at most once a minute per area. */
export async function getTrending(db: Kysely<DB>, closedAreaId: number | null): Promise<TTrendingPost[]> {
  const areaId = areaIdOf(closedAreaId);
  let cache = trendingCaches.get(db);
  if (!cache) trendingCaches.set(db, (cache = new Map()));
  const entry = cache.get(areaId);
  if (entry && Date.now() - entry.at < TRENDING_CACHE_MS) return entry.data;
  const data = loadTrending(db, areaId);
  cache.set(areaId, { at: Date.now(), data });
  data.catch(() => cache.delete(areaId));
  return data;
}
