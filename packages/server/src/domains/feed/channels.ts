/**
 * Channels are a handful of rows read on every feed page: kept in memory per database and
 * reloaded when an unknown id shows up (a channel added at runtime). Members follow channels
 * (`channel_follows`); Mein Feed ranks the posts of followed channels first (list.ts). Muted
 * channels (`channel_mutes`) leave the member's feeds, but for the channel's own feed.
 */
import type { Kysely } from 'kysely';
import { FEED_MESSAGES, type TChannel, type TChannelListItem } from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import { AppError } from '../../platform/errors.ts';

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

/** All channels in display order, each with whether `viewerId` follows and muted it. */
export async function listChannelsFor(db: Kysely<DB>, viewerId: number): Promise<TChannelListItem[]> {
  const [channels, follows, mutes] = await Promise.all([
    listChannels(db),
    db.selectFrom('channel_follows').select('channel_id').where('user_id', '=', viewerId).execute(),
    db.selectFrom('channel_mutes').select('channel_id').where('user_id', '=', viewerId).execute(),
  ]);
  const followed = new Set(follows.map((f) => Number(f.channel_id)));
  const muted = new Set(mutes.map((m) => Number(m.channel_id)));
  return channels.map((c) => ({ ...c, isFollowed: followed.has(c.id), isMuted: muted.has(c.id) }));
}

/**
 * Follows or mutes a channel, or takes that back (idempotent; `table` says which); 404 for an
 * unknown channel. Answers the channel as the member now sees it.
 */
export async function setChannelFlag(
  db: Kysely<DB>,
  table: 'channel_follows' | 'channel_mutes',
  userId: number,
  channelId: number,
  on: boolean,
): Promise<TChannelListItem> {
  const channel = (await channelsById(db, [channelId])).get(channelId);
  if (!channel) throw new AppError('NOT_FOUND', FEED_MESSAGES.channelUnknown);
  if (on) {
    await db
      .insertInto(table)
      .values({ user_id: userId, channel_id: channelId, created_at: Date.now() })
      .onConflict((oc) => oc.columns(['user_id', 'channel_id']).doNothing())
      .execute();
  } else {
    await db.deleteFrom(table).where('user_id', '=', userId).where('channel_id', '=', channelId).execute();
  }
  const state = await listChannelsFor(db, userId);
  return state.find((c) => c.id === channelId) ?? { ...channel, isFollowed: false, isMuted: false };
}
