import { sql, type Kysely } from 'kysely';
import { addId, type TMigrationContext } from './helpers.ts';

/**
 * Chat (docs/chat.md): one chat per pair of members (`pair_key` "smallerId:largerId", unique, so
 * concurrent opens give one chat), the last message on the chat, per-member read position and
 * activity time (the chat list's keyset index), edits, deletes, replies and emoji reactions of messages, blocks,
 * reports of messages and the read-receipt preference.
 */
export async function up(trx: Kysely<unknown>, ctx: TMigrationContext) {
  await trx.schema.alterTable('chats').addColumn('pair_key', 'text').execute();
  await trx.schema.alterTable('chats').addColumn('last_message_id', 'bigint').execute();
  // Chats of two members made before this migration get their key; others keep null.
  await sql`UPDATE chats SET pair_key = (
      SELECT CAST(MIN(user_id) AS TEXT) || ':' || CAST(MAX(user_id) AS TEXT)
      FROM chat_members WHERE chat_members.chat_id = chats.id
      HAVING COUNT(*) = 2)`.execute(trx);
  await trx.schema.createIndex('chats_pair_key_key').on('chats').column('pair_key').unique().execute();

  await trx.schema.alterTable('chat_members').addColumn('last_read_message_id', 'bigint').execute();
  await trx.schema.alterTable('chat_members').addColumn('last_activity_at', 'bigint').execute();
  await sql`UPDATE chat_members SET last_activity_at = COALESCE(
      (SELECT last_message_at FROM chats WHERE chats.id = chat_members.chat_id), chat_members.created_at)`.execute(
    trx,
  );
  await trx.schema
    .createIndex('chat_members_user_activity_idx')
    .on('chat_members')
    .columns(['user_id', 'last_activity_at', 'chat_id'])
    .execute();

  await trx.schema.alterTable('chat_messages').addColumn('edited_at', 'bigint').execute();
  await trx.schema.alterTable('chat_messages').addColumn('deleted_at', 'bigint').execute();
  await trx.schema.alterTable('chat_messages').addColumn('reply_to_id', 'bigint').execute();
  await trx.schema
    .createIndex('chat_messages_chat_id_idx')
    .on('chat_messages')
    .columns(['chat_id', 'id'])
    .execute();
  await trx.schema
    .createIndex('chat_messages_sender_idx')
    .on('chat_messages')
    .columns(['sender_id'])
    .execute();

  await trx.schema
    .createTable('chat_blocks')
    .addColumn('blocker_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('blocked_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('chat_blocks_pkey', ['blocker_id', 'blocked_id'])
    .execute();
  await trx.schema
    .createIndex('chat_blocks_blocked_idx')
    .on('chat_blocks')
    .columns(['blocked_id', 'blocker_id'])
    .execute();

  await trx.schema
    .createTable('chat_message_reports')
    .$call((t) => addId(t, ctx))
    .addColumn('message_id', 'bigint', (c) => c.notNull().references('chat_messages.id').onDelete('cascade'))
    .addColumn('reporter_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('details', 'text')
    /** The message's text when it was reported (an edit or delete later does not erase the evidence). */
    .addColumn('body_snapshot', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('chat_message_reports_message_reporter_key', ['message_id', 'reporter_id'])
    .execute();
  await trx.schema
    .createIndex('chat_message_reports_status_idx')
    .on('chat_message_reports')
    .columns(['status', 'created_at'])
    .execute();

  // One image or PDF per message, stored under DATA_DIR/private-uploads/chats/<chat id>/ and
  // served only to the chat's two members.
  await trx.schema
    .createTable('chat_attachments')
    .$call((t) => addId(t, ctx))
    .addColumn('message_id', 'bigint', (c) => c.notNull().references('chat_messages.id').onDelete('cascade'))
    .addColumn('chat_id', 'bigint', (c) => c.notNull().references('chats.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('stored_name', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await trx.schema
    .createIndex('chat_attachments_message_idx')
    .on('chat_attachments')
    .columns(['message_id'])
    .execute();

  // One emoji reaction per member and message (choosing another replaces it).
  await trx.schema
    .createTable('chat_message_reactions')
    .addColumn('message_id', 'bigint', (c) => c.notNull().references('chat_messages.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('emoji', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('chat_message_reactions_pkey', ['message_id', 'user_id'])
    .execute();

  await trx.schema
    .createTable('chat_preferences')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('read_receipts', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}
