/** Table types of the chat domain. `DB` in ../schema.ts extends `ChatTables`. */
import type { Generated } from 'kysely';

export interface ChatsTable {
  id: Generated<number>;
  created_at: number;
  last_message_at: number | null;
  /** "smallerUserId:largerUserId": one chat per pair of members (unique). */
  pair_key: string | null;
  last_message_id: number | null;
}

export interface ChatMembersTable {
  chat_id: number;
  user_id: number;
  /** Time of the last read message (kept for the export); null = nothing read yet. */
  last_read_at: number | null;
  /** Messages with a larger id are unread for the member; null = nothing read yet. */
  last_read_message_id: number | null;
  /** The chat list's order: the last message's time, else when the chat was opened. */
  last_activity_at: number | null;
  /** The newest message the chat e-mail digest mailed about (0019); null = none yet. */
  mailed_message_id: number | null;
  created_at: number;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  chat_id: number;
  /** Null once the sender's account is deleted. */
  sender_id: number | null;
  /** Empty once deleted. */
  body: string;
  created_at: number;
  edited_at: number | null;
  deleted_at: number | null;
  reply_to_id: number | null;
}

export interface ChatBlocksTable {
  blocker_id: number;
  blocked_id: number;
  created_at: number;
}

export interface ChatMessageReportsTable {
  id: Generated<number>;
  message_id: number;
  reporter_id: number | null;
  reason: string;
  details: string | null;
  body_snapshot: string;
  status: Generated<string>;
  created_at: number;
}

export interface ChatAttachmentsTable {
  id: Generated<number>;
  message_id: number;
  chat_id: number;
  kind: 'image' | 'pdf';
  /** The name the member's file had (shown, never used on disk). */
  file_name: string;
  /** Random hex name on disk; images get `<name>.webp` and `<name>-p.webp`, PDFs `<name>.pdf`. */
  stored_name: string;
  size: number;
  width: number | null;
  height: number | null;
  created_at: number;
}

export interface ChatMessageReactionsTable {
  message_id: number;
  user_id: number;
  emoji: string;
  created_at: number;
}

export interface ChatPreferencesTable {
  user_id: number;
  read_receipts: number;
  updated_at: number;
}

export type ChatTables = {
  chats: ChatsTable;
  chat_members: ChatMembersTable;
  chat_messages: ChatMessagesTable;
  chat_blocks: ChatBlocksTable;
  chat_message_reports: ChatMessageReportsTable;
  chat_attachments: ChatAttachmentsTable;
  chat_message_reactions: ChatMessageReactionsTable;
  chat_preferences: ChatPreferencesTable;
};
