/**
 * Chat (000 §2, §3, §4, §7, §8, §9; docs/chat.md): one conversation per pair of members. The wire
 * shapes of chats and messages, the request schemas, the API paths, the realtime events and every
 * German text of the chat screens.
 */
import { z } from './zod.ts';
import { DAY_MS } from './time.ts';
import { ZUserSummary } from './users.ts';
import {
  CHAT_CATCH_UP_MAX,
  CHAT_LIST_PAGE_SIZE,
  CHAT_MESSAGE_MAX,
  CHAT_MESSAGES,
  CHAT_REPORT_DETAILS_MAX,
  CHAT_REPORT_REASONS,
  CHAT_REACTIONS,
} from './chat-messages.ts';

export * from './chat-messages.ts';

// ---- Requests ----

const ZId = z.coerce
  .number({ error: CHAT_MESSAGES.idInvalid })
  .int({ error: CHAT_MESSAGES.idInvalid })
  .positive({ error: CHAT_MESSAGES.idInvalid })
  .max(Number.MAX_SAFE_INTEGER, { error: CHAT_MESSAGES.idInvalid });

const ZUserName = z
  .string({ error: CHAT_MESSAGES.userNameMissing })
  .trim()
  .min(1, { error: CHAT_MESSAGES.userNameMissing })
  .max(200, { error: CHAT_MESSAGES.userNotFound });

/** `POST /api/chat/open` (000 §4, §7: open-chat lookup by username). */
export const ZOpenChatPayload = z.object({ userName: ZUserName });
export type TOpenChatPayload = z.infer<typeof ZOpenChatPayload>;
export const ZOpenChatResult = z.object({ id: z.number(), isNew: z.boolean() });
export type TOpenChatResult = z.infer<typeof ZOpenChatResult>;

export const ZChatIdParams = z.object({ chatId: ZId });
export const ZChatMessageParams = z.object({ chatId: ZId, messageId: ZId });
export const ZUserNameParams = z.object({ userName: ZUserName });

/** `GET /api/chat/chats`: `cursor` from `nextCursor`; `q` filters by the other member's name. */
export const ZChatListQuery = z.object({
  q: z.string().trim().max(100, { error: CHAT_MESSAGES.searchTooLong }).optional(),
  cursor: z
    .string()
    .regex(/^\d{1,15}_\d{1,15}$/, { error: CHAT_MESSAGES.cursorInvalid })
    .optional(),
  take: z.coerce
    .number({ error: CHAT_MESSAGES.cursorInvalid })
    .int({ error: CHAT_MESSAGES.cursorInvalid })
    .min(1, { error: CHAT_MESSAGES.cursorInvalid })
    .max(CHAT_LIST_PAGE_SIZE, { error: CHAT_MESSAGES.cursorInvalid })
    .default(CHAT_LIST_PAGE_SIZE),
});
export type TChatListQuery = z.input<typeof ZChatListQuery>;

/**
 * `GET …/messages`: without ids the newest page; `before` pages upward (older); `after` catches up
 * after a reconnect (newer, oldest first). Never both.
 */
export const ZChatMessagesQuery = z
  .object({
    before: ZId.optional(),
    after: z.coerce
      .number({ error: CHAT_MESSAGES.idInvalid })
      .int({ error: CHAT_MESSAGES.idInvalid })
      .min(0, { error: CHAT_MESSAGES.idInvalid })
      .max(Number.MAX_SAFE_INTEGER, { error: CHAT_MESSAGES.idInvalid })
      .optional(),
    take: z.coerce
      .number({ error: CHAT_MESSAGES.idInvalid })
      .int({ error: CHAT_MESSAGES.idInvalid })
      .min(1, { error: CHAT_MESSAGES.idInvalid })
      .max(CHAT_CATCH_UP_MAX, { error: CHAT_MESSAGES.idInvalid })
      .optional(),
  })
  .refine((q) => q.before === undefined || q.after === undefined, {
    error: CHAT_MESSAGES.beforeAndAfter,
    path: ['before'],
  });
export type TChatMessagesQuery = z.input<typeof ZChatMessagesQuery>;

const ZBody = z
  .string({ error: CHAT_MESSAGES.bodyMissing })
  .trim()
  .min(1, { error: CHAT_MESSAGES.bodyMissing })
  .max(CHAT_MESSAGE_MAX, { error: CHAT_MESSAGES.bodyTooLong });

/** `POST …/messages`; the web form validates with the same schema. */
export const ZSendChatMessage = z.object({ body: ZBody, replyToId: ZId.nullable().optional() });
export type TSendChatMessage = z.infer<typeof ZSendChatMessage>;
/** `PATCH …/messages/{messageId}`. */
export const ZEditChatMessage = z.object({ body: ZBody });
export type TEditChatMessage = z.infer<typeof ZEditChatMessage>;
/** `POST …/read`: everything up to and including `messageId` is read. */
export const ZMarkChatRead = z.object({ messageId: ZId });

/** The text fields of `POST …/attachments` (multipart with `file`): an optional caption and quote. */
export const ZChatAttachmentFields = z.object({
  body: z.string().trim().max(CHAT_MESSAGE_MAX, { error: CHAT_MESSAGES.bodyTooLong }).default(''),
  replyToId: ZId.optional(),
});
export const ZChatAttachmentParams = z.object({
  chatId: ZId,
  attachmentId: ZId,
  variant: z.enum(['full', 'preview'], { error: CHAT_MESSAGES.attachmentNotFound }),
});

/** `PUT …/messages/{messageId}/reaction`. */
export const ZChatReaction = z.object({
  emoji: z.enum(CHAT_REACTIONS, { error: CHAT_MESSAGES.reactionInvalid }),
});
export type TChatReactionPayload = z.infer<typeof ZChatReaction>;

export const ZReportChatMessage = z.object({
  reason: z.enum(CHAT_REPORT_REASONS, { error: CHAT_MESSAGES.reportReasonMissing }),
  details: z
    .string()
    .trim()
    .max(CHAT_REPORT_DETAILS_MAX, { error: CHAT_MESSAGES.reportDetailsTooLong })
    .optional(),
});
export type TReportChatMessage = z.infer<typeof ZReportChatMessage>;

export const ZChatSettings = z.object({ readReceipts: z.boolean({ error: CHAT_MESSAGES.idInvalid }) });
export type TChatSettings = z.infer<typeof ZChatSettings>;

// ---- Answers ----

/** The message a reply quotes (a short excerpt). */
export const ZChatReplyPreview = z.object({
  id: z.number(),
  senderId: z.number().nullable(),
  body: z.string().nullable(),
  isDeleted: z.boolean(),
});
export type TChatReplyPreview = z.infer<typeof ZChatReplyPreview>;

/** One message; `body` is null once deleted ("Nachricht gelöscht"). The same for both members. */
export const ZChatMessage = z.object({
  id: z.number(),
  chatId: z.number(),
  senderId: z.number().nullable(),
  body: z.string().nullable(),
  isDeleted: z.boolean(),
  /** Hidden by moderation: only its sender sees it, marked "ausgeblendet" (for others it reads as deleted). */
  isHidden: z.boolean().optional(),
  editedAt: z.number().nullable(),
  replyTo: ZChatReplyPreview.nullable(),
  /** An image or PDF; its URLs answer only the chat's two members. */
  attachment: z
    .object({
      id: z.number(),
      kind: z.enum(['image', 'pdf']),
      fileName: z.string(),
      size: z.number(),
      width: z.number().nullable(),
      height: z.number().nullable(),
      url: z.string(),
      previewUrl: z.string().nullable(),
    })
    .nullable(),
  /** At most one per member (two in a chat). */
  reactions: z.array(z.object({ userId: z.number(), emoji: z.string() })),
  createdAt: z.number(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

export const ZChatMessagesPage = z.object({
  messages: z.array(ZChatMessage),
  /** More older messages (newest page and `before`), or more newer ones (`after`). */
  hasMore: z.boolean(),
});
export type TChatMessagesPage = z.infer<typeof ZChatMessagesPage>;

/** One row of `/chats`; `other` is null when the other account is deleted. */
export const ZChatListItem = z.object({
  id: z.number(),
  other: ZUserSummary.nullable(),
  lastMessage: ZChatMessage.nullable(),
  lastActivityAt: z.number(),
  unreadCount: z.number(),
});
export type TChatListItem = z.infer<typeof ZChatListItem>;

export const ZChatList = z.object({ chats: z.array(ZChatListItem), nextCursor: z.string().nullable() });
export type TChatList = z.infer<typeof ZChatList>;

/** `GET /api/chat/chats/{chatId}`. */
export const ZChatDetail = z.object({
  id: z.number(),
  other: ZUserSummary.nullable(),
  /** The other member's read position; null when either member has read receipts off. */
  otherLastReadMessageId: z.number().nullable(),
  myLastReadMessageId: z.number().nullable(),
  /** I blocked the other member (never tells whether they blocked me). */
  isBlockedByMe: z.boolean(),
  readReceipts: z.boolean(),
});
export type TChatDetail = z.infer<typeof ZChatDetail>;

/** `GET /api/chat/messages/unread` (000 §3): chats with a message from someone else since I last read them. */
export const ZUnreadChats = z.object({ chatIds: z.array(z.number()), count: z.number() });
export type TUnreadChats = z.infer<typeof ZUnreadChats>;

export const ZChatOk = z.object({ success: z.literal(true), message: z.string().optional() });
export const ZBlockStatus = z.object({ isBlocked: z.boolean() });

// ---- Realtime (carried in the `chat` message of ./realtime.ts) ----

export const ZChatRealtimeEvent = z.discriminatedUnion('kind', [
  /** A new message in one of my chats (mine from another tab too). */
  z.object({ kind: z.literal('message'), message: ZChatMessage }),
  /** A message was edited or deleted. */
  z.object({ kind: z.literal('updated'), message: ZChatMessage }),
  /** `userId` read up to `messageId` (me on another tab, or the other member with receipts on). */
  z.object({ kind: z.literal('read'), chatId: z.number(), userId: z.number(), messageId: z.number() }),
  z.object({ kind: z.literal('typing'), chatId: z.number(), userId: z.number() }),
]);
export type TChatRealtimeEvent = z.infer<typeof ZChatRealtimeEvent>;

/** The chat e-mail digest mails messages unread for longer than this (docs/chat.md). */
export const CHAT_DIGEST_AFTER_MS = DAY_MS;
/** Senders named in one digest e-mail; the rest are counted. */
export const CHAT_DIGEST_MAX_SENDERS = 10;
/** The notification_preferences row whose `email` column holds the chat digest switch. */
export const CHAT_DIGEST_PREFERENCE = 'chat_digest';
