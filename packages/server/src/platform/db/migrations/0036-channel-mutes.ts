import type { Kysely } from 'kysely';

/**
 * Channels a member muted (issue 24, docs/moderation.md): their posts leave the member's Mein Feed,
 * Entdecken and the boosted streams; the channel's own feed still shows them to a member who opens
 * it. The primary key is the probe every feed page makes per row (member, channel).
 */
export async function up(trx: Kysely<unknown>) {
  await trx.schema
    .createTable('channel_mutes')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('channel_id', 'bigint', (c) => c.notNull().references('channels.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('channel_mutes_pk', ['user_id', 'channel_id'])
    .execute();
}
