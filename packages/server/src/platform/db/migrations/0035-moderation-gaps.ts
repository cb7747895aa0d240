import { sql, type Kysely } from 'kysely';
import type { TMigrationContext } from './helpers.ts';

/**
 * Issue 24's open ends (docs/moderation.md): identify requests can be refused (by an admin other
 * than the requester, on record), and each queue row carries the area of its item (0 = community,
 * > 0 a closed area), set when the item first enters the queue, so the queue filters by area
 * through an index instead of a join per content type. Existing rows are filled from their content.
 * Connections and pending requests between members who blocked each other end (as a block now does).
 */
export async function up(trx: Kysely<unknown>, _ctx: TMigrationContext) {
  await trx.schema.alterTable('moderation_identify_requests').addColumn('refused_by', 'bigint').execute();
  await trx.schema.alterTable('moderation_identify_requests').addColumn('refused_at', 'bigint').execute();
  // The open requests (neither approved nor refused), oldest first.
  await trx.schema
    .createIndex('moderation_identify_requests_open_idx')
    .on('moderation_identify_requests')
    .columns(['approved_by', 'refused_by', 'id'])
    .execute();

  await trx.schema
    .alterTable('moderation_items')
    .addColumn('area_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  // Backfill: the types that live in an area take it from their content (or its parent).
  for (const [type, source] of [
    ['post', sql`(SELECT x.closed_area_id FROM posts x WHERE x.id = moderation_items.content_id)`],
    [
      'post_comment',
      sql`(SELECT p.closed_area_id FROM post_comments c JOIN posts p ON p.id = c.post_id WHERE c.id = moderation_items.content_id)`,
    ],
    ['moment', sql`(SELECT x.closed_area_id FROM moments x WHERE x.id = moderation_items.content_id)`],
    [
      'moment_comment',
      sql`(SELECT m.closed_area_id FROM moment_comments c JOIN moments m ON m.id = c.moment_id WHERE c.id = moderation_items.content_id)`,
    ],
    ['group', sql`(SELECT x.closed_area_id FROM groups x WHERE x.id = moderation_items.content_id)`],
    ['event', sql`(SELECT x.closed_area_id FROM events x WHERE x.id = moderation_items.content_id)`],
  ] as const) {
    await sql`UPDATE moderation_items SET area_id = COALESCE(${source}, 0) WHERE content_type = ${type}`.execute(
      trx,
    );
  }
  for (const [name, columns] of [
    ['moderation_items_area_last_idx', ['status', 'area_id', 'last_report_at', 'id']],
    ['moderation_items_area_count_idx', ['status', 'area_id', 'report_count', 'id']],
  ] as const) {
    await trx.schema
      .createIndex(name)
      .on('moderation_items')
      .columns([...columns])
      .execute();
  }

  // A block now ends the connection and pending requests between the two (docs/moderation.md):
  // the same for blocks made before, then the counts of everyone in a block are recounted.
  const between = (a: string, z: string) =>
    sql.raw(
      `EXISTS (SELECT 1 FROM chat_blocks b WHERE (b.blocker_id = ${a} AND b.blocked_id = ${z}) OR (b.blocker_id = ${z} AND b.blocked_id = ${a}))`,
    );
  await sql`DELETE FROM connections WHERE ${between('connections.user_id', 'connections.connected_user_id')}`.execute(
    trx,
  );
  await sql`DELETE FROM connection_requests WHERE status = 'pending' AND ${between('connection_requests.sender_id', 'connection_requests.receiver_id')}`.execute(
    trx,
  );
  await sql`UPDATE users SET connections_count = (SELECT count(*) FROM connections c WHERE c.user_id = users.id)
    WHERE id IN (SELECT blocker_id FROM chat_blocks UNION SELECT blocked_id FROM chat_blocks)`.execute(trx);
}
