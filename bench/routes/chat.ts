import { CHAT_PATHS, chatPath } from '@pflegepuls/shared/chat-messages';
import type { TBenchRoute } from './types.ts';

/** Per connection: one of its member's chats and a message id deep in it (looked up in `prepare`). */
const chats = new Map<number, { chatId: number; deepBefore: number }>();

/** Bench routes of the chat domain: the list, a message page (newest and deep) and the unread status. */
export const chatRoutes: TBenchRoute[] = [
  { name: 'chat/list', auth: true, request: CHAT_PATHS.chats },
  {
    name: 'chat/messages',
    auth: true,
    async prepare({ db, users }) {
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
    },
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
