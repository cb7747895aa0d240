/**
 * Channels are a handful of rows read on every feed page: kept in memory per database and
 * reloaded when an unknown id shows up (a channel added at runtime).
 */
import type { Kysely } from 'kysely';
import type { TChannel } from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';

const cache = new WeakMap<Kysely<DB>, Promise<TChannel[]>>();

async function loadChannels(db: Kysely<DB>): Promise<TChannel[]> {
  const rows = await db.selectFrom('channels').select(['id', 'slug', 'name']).orderBy('position').execute();
  return rows.map((r) => ({ id: r.id, slug: r.slug, name: r.name }));
}

/** All channels in display order. */
export async function listChannels(db: Kysely<DB>): Promise<TChannel[]> {
  let entry = cache.get(db);
  if (!entry) {
    entry = loadChannels(db);
    cache.set(db, entry);
    entry.catch(() => cache.delete(db));
  }
  return entry;
}

/** Channels by id; reloads once when an id is missing. */
export async function channelsById(db: Kysely<DB>, ids: number[] = []): Promise<Map<number, TChannel>> {
  let channels = await listChannels(db);
  if (ids.some((id) => !channels.some((c) => c.id === id))) {
    cache.delete(db);
    channels = await listChannels(db);
  }
  return new Map(channels.map((c) => [c.id, c]));
}

/** A channel by id or slug (legacy paths pass either), or undefined. */
export async function findChannel(db: Kysely<DB>, idOrSlug: string | number): Promise<TChannel | undefined> {
  const key = String(idOrSlug).toLowerCase();
  const match = (list: TChannel[]) => list.find((c) => String(c.id) === key || c.slug === key);
  return match(await listChannels(db)) ?? (cache.delete(db), match(await listChannels(db)));
}
