import type { Kysely } from 'kysely';
import type { TMigrationContext } from './helpers.ts';

/**
 * Issue 16 leftovers: a member's quiet hours (no web push in that window, Europe/Berlin minutes
 * since midnight; no row = off) and, per chat membership, the newest message the chat e-mail digest
 * has mailed about (docs/notifications.md, docs/chat.md).
 */
export async function up(trx: Kysely<unknown>, _ctx: TMigrationContext) {
  await trx.schema
    .createTable('notification_quiet_hours')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('start_minute', 'integer', (c) => c.notNull())
    .addColumn('end_minute', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await trx.schema.alterTable('chat_members').addColumn('mailed_message_id', 'bigint').execute();
}
