import { CHAT_PATHS, chatPath } from '@pflegepuls/shared/chat-messages';
import type { TBenchPrepareContext, TBenchRoute } from './types.ts';

/** Per connection: one of its member's chats and a message id deep in it (looked up in `prepare`). */
const chats = new Map<number, { chatId: number; deepBefore: number }>();

/** Per connection: its member's most recently active chat and a message id a few messages in. */
async function findChats({ db, users }: TBenchPrepareContext): Promise<void> {
  for (const [n, user] of users.entries()) {
    const row = await db
      .selectFrom('chat_members')
      .select('chat_id')
      .where('user_id', '=', user.id)
      .orderBy('last_activity_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!row) continue;
    const deep = await db
      .selectFrom('chat_messages')
      .select('id')
      .where('chat_id', '=', row.chat_id)
      .orderBy('id')
      .offset(3)
      .limit(1)
      .executeTakeFirst();
    chats.set(n, { chatId: row.chat_id, deepBefore: deep?.id ?? 1 });
  }
}

/** Bench routes of the chat domain: the list, a message page (newest and deep) and the unread status. */
export const chatRoutes: TBenchRoute[] = [
  { name: 'chat/list', auth: true, request: CHAT_PATHS.chats },
  {
    name: 'chat/messages',
    auth: true,
    prepare: findChats,
    request: (client) => {
      const chat = chats.get(client.connection);
      return { path: chat ? chatPath(chat.chatId, '/messages') : CHAT_PATHS.chats };
    },
  },
  {
    name: 'chat/messages deep',
    auth: true,
    request: (client) => {
      const chat = chats.get(client.connection);
      return { path: chat ? chatPath(chat.chatId, `/messages?before=${chat.deepBefore}`) : CHAT_PATHS.chats };
    },
  },
  { name: 'chat/unread', auth: true, request: CHAT_PATHS.unread },
];

/**
 * Sending a message into the connection's chat (`npm run bench:soak` only: the send limit of 60 a
 * minute per member makes an unthrottled load of it a test of the rate limiter).
 */
export const chatSendRoute: TBenchRoute = {
  name: 'chat/send',
  auth: true,
  prepare: findChats,
  request: (client) => {
    const chat = chats.get(client.connection);
    if (!chat) return { path: CHAT_PATHS.chats };
    const body = `Soak ${client.connection}/${client.requestCount}: Übergabe um ${6 + (client.requestCount % 12)} Uhr`;
    return { path: chatPath(chat.chatId, '/messages'), method: 'POST', body: { body } };
  },
};
