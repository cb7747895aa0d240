/**
 * Sponsored blocks (000 §9). Items of a closed area are for its members only; an absent area means
 * the general community. Every feed page asks for them, so each area's list is kept in memory for
 * SPONSORED_SERVER_CACHE_MS; start and end dates are checked on every read, so an item still
 * appears and disappears on time while cached.
 */
import type { Kysely } from 'kysely';
import { SPONSORED_SERVER_CACHE_MS, type TSponsoredItem } from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import { assertClosedAreaMember } from '../closed-areas/service.ts';
import { presentSponsoredItem } from './present.ts';

/** Upper bound of one area's rotation; more would never be seen in a session anyway. */
const SPONSORED_LIST_MAX = 50;

type TCachedItem = TSponsoredItem & { startsAt: number; endsAt: number | null };

/** Active, not yet ended items of one area (null = general), in rotation order. */
async function loadActive(db: Kysely<DB>, closedAreaId: number | null, now: number): Promise<TCachedItem[]> {
  const rows = await db
    .selectFrom('sponsored_items')
    .select([
      'id',
      'closed_area_id',
      'sponsor_name',
      'title',
      'body',
      'link_url',
      'link_label',
      'image_path',
      'starts_at',
      'ends_at',
    ])
    .where((eb) =>
      closedAreaId === null ? eb('closed_area_id', 'is', null) : eb('closed_area_id', '=', closedAreaId),
    )
    .where('is_active', '=', 1)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy('position')
    .orderBy('id')
    .limit(SPONSORED_LIST_MAX)
    .execute();
  return rows.map((row) => ({
    ...presentSponsoredItem(row),
    startsAt: Number(row.starts_at),
    endsAt: row.ends_at === null ? null : Number(row.ends_at),
  }));
}

/** Per-app memory cache of the active lists, keyed by area. */
export function createSponsoredCache(ttlMs = SPONSORED_SERVER_CACHE_MS) {
  const entries = new Map<string, { loadedAt: number; items: Promise<TCachedItem[]> }>();
  return {
    get(db: Kysely<DB>, closedAreaId: number | null, now: number): Promise<TCachedItem[]> {
      const key = closedAreaId === null ? 'general' : String(closedAreaId);
      const hit = entries.get(key);
      if (hit && now - hit.loadedAt < ttlMs) return hit.items;
      // The promise is cached, so parallel requests after expiry share one query.
      const items = loadActive(db, closedAreaId, now);
      entries.set(key, { loadedAt: now, items });
      items.catch(() => entries.delete(key));
      return items;
    },
  };
}
export type TSponsoredCache = ReturnType<typeof createSponsoredCache>;

/** The sponsored blocks the member may see now; 403 for an area they have not joined. */
export async function listSponsored(
  db: Kysely<DB>,
  cache: TSponsoredCache,
  userId: number,
  closedAreaId: number | null,
  now = Date.now(),
): Promise<TSponsoredItem[]> {
  if (closedAreaId !== null) await assertClosedAreaMember(db, userId, closedAreaId);
  const items = await cache.get(db, closedAreaId, now);
  return items
    .filter((item) => item.startsAt <= now && (item.endsAt === null || item.endsAt > now))
    .map(({ startsAt: _startsAt, endsAt: _endsAt, ...item }) => item);
}
