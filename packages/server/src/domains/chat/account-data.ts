/**
 * The chat's part of "download my data" and of account deletion (added to `deps.accountData` by
 * this domain's plugin, docs/users.md). The export holds the member's chat
 * memberships and the messages they sent; messages of the other participants are theirs.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/index.ts';
import type { TDomainAccountData } from '../../platform/account-data.ts';

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
    .select(['id', 'chat_id', 'body', 'created_at'])
    .where('sender_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, chatId: row.chat_id, body: row.body, sentAt: row.created_at }));
}

/**
 * Account deletion: the member leaves every chat and their messages lose the sender (the other
 * participants keep the conversation, as `chat_messages.sender_id` is designed for). A chat left
 * without members goes with its messages.
 */
async function deleteChatData(trx: TDb, userId: number) {
  const chats = await trx
    .selectFrom('chat_members')
    .select('chat_id')
    .where('user_id', '=', userId)
    .execute();
  await trx.updateTable('chat_messages').set({ sender_id: null }).where('sender_id', '=', userId).execute();
  await trx.deleteFrom('chat_members').where('user_id', '=', userId).execute();
  if (chats.length === 0) return;
  await trx
    .deleteFrom('chats')
    .where(
      'id',
      'in',
      chats.map((row) => row.chat_id),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom('chat_members as cm').select('cm.user_id').whereRef('cm.chat_id', '=', 'chats.id')),
      ),
    )
    .execute();
}

/** The chat domain's part of the export and of account deletion (added by its plugin). */
export const chatAccountData: TDomainAccountData = {
  exportSections: {
    chatMemberships: exportChatMemberships,
    chatMessages: exportChatMessages,
  },
  deletion: deleteChatData,
};
