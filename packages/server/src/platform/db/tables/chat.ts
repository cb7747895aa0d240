/** Table types of the chat domain. `DB` in ../schema.ts extends `ChatTables`. */
import type { Generated } from 'kysely';

export interface ChatsTable {
  id: Generated<number>;
  created_at: number;
  last_message_at: number | null;
}

export interface ChatMembersTable {
  chat_id: number;
  user_id: number;
  /** Messages after this are unread for the member; null = nothing read yet. */
  last_read_at: number | null;
  created_at: number;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  chat_id: number;
  /** Null once the sender's account is deleted. */
  sender_id: number | null;
  body: string;
  created_at: number;
}

export type ChatTables = {
  chats: ChatsTable;
  chat_members: ChatMembersTable;
  chat_messages: ChatMessagesTable;
};
