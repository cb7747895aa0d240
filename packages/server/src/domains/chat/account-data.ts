/**
 * The chat's part of "download my data" and of account deletion (added to `deps.accountData` by
 * this domain's plugin, docs/users.md). The export holds the member's chat
 * memberships, the messages they sent, whom they blocked, what they reported and their chat
 * settings; messages of the other participants are theirs.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/index.ts';
import type { TAfterCommit, TDomainAccountData } from '../../platform/account-data.ts';
import type { TConfig } from '../../config.ts';
import { removeAttachmentFiles } from './attachments.ts';

type TDb = Kysely<DB>;

/** The chats the member takes part in, oldest first. */
async function exportChatMemberships(db: TDb, userId: number) {
  const rows = await db
    .selectFrom('chat_members')
    .select(['chat_id', 'last_read_at', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('chat_id')
    .execute();
  return rows.map((row) => ({ chatId: row.chat_id, joinedAt: row.created_at, lastReadAt: row.last_read_at }));
}

/** The messages the member sent, oldest first. */
async function exportChatMessages(db: TDb, userId: number) {
  const rows = await db
    .selectFrom('chat_messages')
    .select(['id', 'chat_id', 'body', 'created_at', 'edited_at', 'deleted_at', 'reply_to_id'])
    .where('sender_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    chatId: row.chat_id,
    body: row.deleted_at === null ? row.body : null,
    sentAt: row.created_at,
    editedAt: row.edited_at,
    deletedAt: row.deleted_at,
    replyToId: row.reply_to_id,
  }));
}

/** Whom the member blocked (by user name), what they reported, their receipt setting and reactions. */
async function exportChatSafety(db: TDb, userId: number) {
  const [blocks, reports, preferences, reactions] = await Promise.all([
    db
      .selectFrom('chat_blocks')
      .innerJoin('users', 'users.id', 'chat_blocks.blocked_id')
      .select(['users.user_name', 'chat_blocks.created_at'])
      .where('chat_blocks.blocker_id', '=', userId)
      .orderBy('chat_blocks.created_at')
      .execute(),
    db
      .selectFrom('chat_message_reports')
      .select(['message_id', 'reason', 'details', 'created_at'])
      .where('reporter_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('chat_preferences')
      .select(['read_receipts'])
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('chat_message_reactions')
      .select(['message_id', 'emoji', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
  ]);
  return {
    blocked: blocks.map((row) => ({ userName: row.user_name, since: row.created_at })),
    reports: reports.map((row) => ({
      messageId: row.message_id,
      reason: row.reason,
      details: row.details,
      reportedAt: row.created_at,
    })),
    readReceipts: preferences ? preferences.read_receipts === 1 : true,
    reactions: reactions.map((row) => ({ messageId: row.message_id, emoji: row.emoji, at: row.created_at })),
  };
}

/**
 * Account deletion: the member leaves every chat; their messages lose text, sender and attachments
 * and show as "Nachricht gelöscht", while the other participant keeps the conversation (and their
 * own words). A chat left without members goes with its messages. The member's attachment files
 * are deleted once the deletion has committed.
 */
async function deleteChatData(config: TConfig, trx: TDb, userId: number): Promise<TAfterCommit> {
  const chats = await trx
    .selectFrom('chat_members')
    .select('chat_id')
    .where('user_id', '=', userId)
    .execute();
  const chatIds = chats.map((row) => row.chat_id);
  // Their attachments. (A chat left without members below holds no others: the other member's
  // went the same way when that account was deleted; members leave chats no other way.)
  const files = await trx
    .selectFrom('chat_attachments as a')
    .innerJoin('chat_messages as m', 'm.id', 'a.message_id')
    .select(['a.id', 'a.chat_id', 'a.kind', 'a.stored_name'])
    .where('m.sender_id', '=', userId)
    .execute();
  const removeFiles = async () => {
    for (const file of files)
      await removeAttachmentFiles(config, file.chat_id, file.kind as 'image' | 'pdf', file.stored_name);
  };
  if (files.length > 0)
    await trx
      .deleteFrom('chat_attachments')
      .where(
        'id',
        'in',
        files.map((file) => file.id),
      )
      .execute();
  const now = Date.now();
  await trx
    .updateTable('chat_messages')
    .set({ sender_id: null, body: '', deleted_at: now })
    .where('sender_id', '=', userId)
    .execute();
  await trx.deleteFrom('chat_message_reactions').where('user_id', '=', userId).execute();
  // Reports they made keep the evidence but lose the reporter (chat_message_reports: set null).
  await trx.deleteFrom('chat_members').where('user_id', '=', userId).execute();
  if (chatIds.length === 0) return removeFiles;
  await trx
    .deleteFrom('chats')
    .where('id', 'in', chatIds)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom('chat_members as cm').select('cm.user_id').whereRef('cm.chat_id', '=', 'chats.id')),
      ),
    )
    .execute();
  return removeFiles;
}

/** The chat domain's part of the export and of account deletion (added by its plugin). */
export function chatAccountData(config: TConfig): TDomainAccountData {
  return {
    exportSections: {
      chatMemberships: exportChatMemberships,
      chatMessages: exportChatMessages,
      chatSafety: exportChatSafety,
    },
    deletion: (trx, userId) => deleteChatData(config, trx, userId),
  };
}
