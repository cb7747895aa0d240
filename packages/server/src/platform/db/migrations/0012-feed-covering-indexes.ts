import type { Kysely } from 'kysely';

/**
 * Mein Feed's boosted streams read every post of each key (an author, a followed channel) in the
 * area and sort them: with the row's other columns in the index these ranges never touch the
 * table (a network page's stream went from 96 to 27 µs on the large SQLite seed). Plain trailing
 * columns rather than PostgreSQL's INCLUDE, so both dialects share one definition.
 */
const COVERING: Array<[string, string[]]> = [
  ['feed_items_user_time_idx', ['user_id', 'area_id', 'created_at', 'id', 'kind', 'ref_id', 'score']],
  [
    'feed_items_area_channel_time_idx',
    ['area_id', 'channel_id', 'created_at', 'id', 'kind', 'ref_id', 'score'],
  ],
];

export async function up(trx: Kysely<unknown>) {
  for (const [name, columns] of COVERING) {
    await trx.schema.dropIndex(name).execute();
    await trx.schema.createIndex(name).on('feed_items').columns(columns).execute();
  }
}
