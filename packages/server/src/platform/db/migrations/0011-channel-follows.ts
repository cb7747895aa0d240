import type { Kysely } from 'kysely';

/**
 * The channels a member follows ("own channels" of Mein Feed, issue 6). The primary key is the
 * lookup Mein Feed makes per page (a member's channels); a channel's followers are never listed.
 */
export async function up(trx: Kysely<unknown>) {
  await trx.schema
    .createTable('channel_follows')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('channel_id', 'bigint', (c) => c.notNull().references('channels.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('channel_follows_pk', ['user_id', 'channel_id'])
    .execute();
}
