import type { Kysely } from 'kysely';

/**
 * Mein Feed's boosted streams filter every row of a key's range by the viewer's blocks and mutes
 * (docs/moderation.md): the author (`user_id`) and, since channel mutes (0036), the channel. Neither
 * index of 0012 held both, so every row of a range was read from the table again: on the large
 * SQLite seed the network stream took 170 µs instead of 70 (docs/feed.md). These indexes now carry
 * every column the streams read, as 0012 intended; plain trailing columns, as there. The area/kind
 * index joins them: a member's group streams read about a hundred posts per group.
 */
const COVERING: Array<[string, string[]]> = [
  [
    'feed_items_user_time_idx',
    ['user_id', 'area_id', 'created_at', 'id', 'kind', 'ref_id', 'score', 'channel_id'],
  ],
  [
    'feed_items_area_channel_time_idx',
    ['area_id', 'channel_id', 'created_at', 'id', 'kind', 'ref_id', 'score', 'user_id'],
  ],
  // The group streams (one range per group of the viewer) and the moments and posts categories.
  [
    'feed_items_area_kind_time_idx',
    ['area_id', 'kind', 'created_at', 'id', 'ref_id', 'score', 'user_id', 'channel_id'],
  ],
];

export async function up(trx: Kysely<unknown>) {
  for (const [name, columns] of COVERING) {
    await trx.schema.dropIndex(name).execute();
    await trx.schema.createIndex(name).on('feed_items').columns(columns).execute();
  }
}
