/**
 * Chat use cases (docs/chat.md). Every read and write is scoped to a chat the caller is a member
 * of: the routes call `policy.ts` first, and each function here also filters by the chat id it was
 * given, never by an id the client chose alone.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  CHAT_MESSAGES as M,
  CHAT_UNREAD_CAP,
  type TChatListItem,
  type TChatMessage,
  type TUnreadChats,
} from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import { AppError } from '../../platform/errors.ts';
import { isNotDeleted } from '../users/deletion.ts';
import type { TStoredAttachment } from './attachments.ts';
import { presentUserSummary, USER_SUMMARY_COLUMNS, type TUserSummaryRow } from '../users/summary.ts';

type TDb = Kysely<DB> | Transaction<DB>;

/** The unique key of a pair's chat: "smallerId:largerId". */
export function pairKeyOf(a: number, b: number): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

/** An active member by user name (no bots, no deleted accounts), or a 404. */
export async function findMemberByUserName(db: TDb, userName: string) {
  const person = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name'])
    .where('user_name', '=', userName)
    .where('is_bot', '=', 0)
    .where(isNotDeleted)
    .executeTakeFirst();
  if (!person) throw new AppError('NOT_FOUND', M.userNotFound);
  return person;
}

/**
 * The chat of the pair, made when missing. Idempotent under concurrency: the unique `pair_key`
 * lets only one insert win; the loser finds the winner's chat. Only the opener sees the chat in
 * the list until the first message (docs/chat.md).
 */
export async function openChat(
  db: Kysely<DB>,
  { meId, userName, now = Date.now() }: { meId: number; userName: string; now?: number },
): Promise<{ id: number; isNew: boolean; otherId: number }> {
  const other = await findMemberByUserName(db, userName);
  if (other.id === meId) throw new AppError('VALIDATION', M.chatWithSelf);
  const key = pairKeyOf(meId, other.id);
  const find = () => db.selectFrom('chats').select('id').where('pair_key', '=', key).executeTakeFirst();
  const existing = await find();
  if (existing) {
    // Reopening shows the chat in my list even before anyone wrote.
    await db
      .updateTable('chat_members')
      .set({ last_activity_at: now })
      .where('chat_id', '=', existing.id)
      .where('user_id', '=', meId)
      .where('last_activity_at', 'is', null)
      .execute();
    return { id: existing.id, isNew: false, otherId: other.id };
  }
  const created = await db.transaction().execute(async (trx) => {
    const chat = await trx
      .insertInto('chats')
      .values({ created_at: now, last_message_at: null, pair_key: key, last_message_id: null })
      .onConflict((oc) => oc.column('pair_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!chat) return null;
    await trx
      .insertInto('chat_members')
      .values([
        {
          chat_id: chat.id,
          user_id: meId,
          last_read_at: null,
          last_read_message_id: null,
          last_activity_at: now,
          created_at: now,
        },
        {
          chat_id: chat.id,
          user_id: other.id,
          last_read_at: null,
          last_read_message_id: null,
          last_activity_at: null,
          created_at: now,
        },
      ])
      .execute();
    return chat.id;
  });
  if (created !== null) return { id: created, isNew: true, otherId: other.id };
  const winner = await find();
  if (!winner) throw new AppError('CONFLICT', M.openFailed);
  return { id: winner.id, isNew: false, otherId: other.id };
}

/** The other member of a chat (null once their account is deleted). */
export async function getOtherMemberId(db: TDb, chatId: number, meId: number): Promise<number | null> {
  const row = await db
    .selectFrom('chat_members')
    .select('user_id')
    .where('chat_id', '=', chatId)
    .where('user_id', '!=', meId)
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** True when either member blocked the other. */
export async function isBlockedEitherWay(db: TDb, a: number, b: number): Promise<boolean> {
  const rows = await Promise.all(
    [
      [a, b],
      [b, a],
    ].map(([blocker, blocked]) =>
      db
        .selectFrom('chat_blocks')
        .select('blocker_id')
        .where('blocker_id', '=', blocker!)
        .where('blocked_id', '=', blocked!)
        .executeTakeFirst(),
    ),
  );
  return rows.some((row) => row !== undefined);
}

export async function isBlockedBy(db: TDb, blockerId: number, blockedId: number): Promise<boolean> {
  const row = await db
    .selectFrom('chat_blocks')
    .select('blocker_id')
    .where('blocker_id', '=', blockerId)
    .where('blocked_id', '=', blockedId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function blockMember(db: Kysely<DB>, blockerId: number, blockedId: number, now = Date.now()) {
  await db
    .insertInto('chat_blocks')
    .values({ blocker_id: blockerId, blocked_id: blockedId, created_at: now })
    .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
    .execute();
}

export async function unblockMember(db: Kysely<DB>, blockerId: number, blockedId: number) {
  await db
    .deleteFrom('chat_blocks')
    .where('blocker_id', '=', blockerId)
    .where('blocked_id', '=', blockedId)
    .execute();
}

/** Read receipts per member: on unless the member turned them off. */
export async function getReadReceipts(db: TDb, userIds: number[]): Promise<Map<number, boolean>> {
  const result = new Map(userIds.map((id) => [id, true]));
  if (userIds.length === 0) return result;
  const rows = await db
    .selectFrom('chat_preferences')
    .select(['user_id', 'read_receipts'])
    .where('user_id', 'in', userIds)
    .execute();
  for (const row of rows) result.set(row.user_id, row.read_receipts === 1);
  return result;
}

export async function setReadReceipts(db: Kysely<DB>, userId: number, on: boolean, now = Date.now()) {
  await db
    .insertInto('chat_preferences')
    .values({ user_id: userId, read_receipts: on ? 1 : 0, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ read_receipts: on ? 1 : 0, updated_at: now }))
    .execute();
}

// ---- Messages ----

type TMessageRow = {
  id: number;
  chat_id: number;
  sender_id: number | null;
  body: string;
  created_at: number;
  edited_at: number | null;
  deleted_at: number | null;
  reply_to_id: number | null;
};

const MESSAGE_COLUMNS = [
  'id',
  'chat_id',
  'sender_id',
  'body',
  'created_at',
  'edited_at',
  'deleted_at',
  'reply_to_id',
] as const;

const REPLY_EXCERPT_MAX = 200;

type TReplyRow = { id: number; sender_id: number | null; body: string; deleted_at: number | null };

type TReaction = { userId: number; emoji: string };
type TAttachmentRow = {
  id: number;
  message_id: number;
  kind: 'image' | 'pdf';
  file_name: string;
  size: number;
  width: number | null;
  height: number | null;
};

function presentAttachment(chatId: number, row: TAttachmentRow | undefined): TChatMessage['attachment'] {
  if (!row) return null;
  const base = `/api/chat/chats/${chatId}/attachments/${row.id}`;
  return {
    id: row.id,
    kind: row.kind,
    fileName: row.file_name,
    size: row.size,
    width: row.width,
    height: row.height,
    url: `${base}/full`,
    previewUrl: row.kind === 'image' ? `${base}/preview` : null,
  };
}

function presentMessage(
  row: TMessageRow & { is_hidden?: boolean },
  replies: Map<number, TReplyRow>,
  reactions: Map<number, TReaction[]> = new Map(),
  attachments: Map<number, TAttachmentRow> = new Map(),
): TChatMessage {
  const reply = row.reply_to_id === null ? undefined : replies.get(row.reply_to_id);
  return {
    id: row.id,
    chatId: row.chat_id,
    senderId: row.sender_id,
    body: row.deleted_at === null ? row.body : null,
    isDeleted: row.deleted_at !== null,
    ...(row.is_hidden ? { isHidden: true } : {}),
    editedAt: row.deleted_at === null ? row.edited_at : null,
    replyTo: reply
      ? {
          id: reply.id,
          senderId: reply.sender_id,
          body: reply.deleted_at === null ? reply.body.slice(0, REPLY_EXCERPT_MAX) : null,
          isDeleted: reply.deleted_at !== null,
        }
      : null,
    attachment: row.deleted_at === null ? presentAttachment(row.chat_id, attachments.get(row.id)) : null,
    reactions: row.deleted_at === null ? (reactions.get(row.id) ?? []) : [],
    createdAt: row.created_at,
  };
}

/**
 * Messages hidden or deleted by moderation among `ids` (docs/moderation.md), in one query on
 * moderation_hidden's primary key.
 */
async function moderatedMessages(db: TDb, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('moderation_hidden')
    .select(['content_id', 'state'])
    .where('content_type', '=', 'chat_message')
    .where('content_id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.content_id, row.state]));
}

/**
 * A moderated message reads as deleted, except a hidden one to its sender (`viewerId`), who sees it
 * marked. Without a viewer (answers sent to both members) every moderated message reads as deleted.
 */
function applyModeration<T extends { id: number; sender_id: number | null; deleted_at: number | null }>(
  row: T,
  moderated: Map<number, string>,
  viewerId: number | null,
): T & { is_hidden: boolean } {
  const state = moderated.get(row.id);
  if (state === undefined || row.deleted_at !== null) return { ...row, is_hidden: false };
  if (state !== 'deleted' && viewerId !== null && row.sender_id === viewerId)
    return { ...row, is_hidden: true };
  return { ...row, deleted_at: row.deleted_at ?? 0, is_hidden: false };
}

/** Presents rows of one chat with their quotes and reactions (one query each for the whole page). */
async function presentMessages(
  db: TDb,
  chatId: number,
  unmoderated: TMessageRow[],
  viewerId: number | null = null,
): Promise<TChatMessage[]> {
  const replyIds = [
    ...new Set(unmoderated.flatMap((row) => (row.reply_to_id === null ? [] : [row.reply_to_id]))),
  ];
  const moderated = await moderatedMessages(db, [...unmoderated.map((row) => row.id), ...replyIds]);
  const rows = unmoderated.map((row) => applyModeration(row, moderated, viewerId));
  const reactions = new Map<number, TReaction[]>();
  const attachments = new Map<number, TAttachmentRow>();
  if (rows.length > 0) {
    const files = await db
      .selectFrom('chat_attachments')
      .select(['id', 'message_id', 'kind', 'file_name', 'size', 'width', 'height'])
      .where('chat_id', '=', chatId)
      .where(
        'message_id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
    for (const file of files) attachments.set(file.message_id, file);
    const found = await db
      .selectFrom('chat_message_reactions')
      .select(['message_id', 'user_id', 'emoji'])
      .where(
        'message_id',
        'in',
        rows.map((row) => row.id),
      )
      .orderBy('created_at')
      .orderBy('user_id')
      .execute();
    for (const row of found)
      reactions.set(row.message_id, [
        ...(reactions.get(row.message_id) ?? []),
        { userId: row.user_id, emoji: row.emoji },
      ]);
  }
  const replies = new Map<number, TReplyRow>();
  if (replyIds.length > 0) {
    const found = await db
      .selectFrom('chat_messages')
      .select(['id', 'sender_id', 'body', 'deleted_at'])
      .where('chat_id', '=', chatId)
      .where('id', 'in', replyIds)
      .execute();
    for (const row of found) replies.set(row.id, applyModeration(row, moderated, viewerId));
  }
  return rows.map((row) => presentMessage(row, replies, reactions, attachments));
}

export async function getMessage(db: TDb, chatId: number, messageId: number): Promise<TChatMessage> {
  const row = await db
    .selectFrom('chat_messages')
    .select(MESSAGE_COLUMNS)
    .where('chat_id', '=', chatId)
    .where('id', '=', messageId)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', M.messageNotFound);
  const [message] = await presentMessages(db, chatId, [row]);
  return message!;
}

/**
 * A page of a chat's messages, oldest first: the newest `take`, those before `before` (paging
 * upward), or those after `after` (catch-up after a reconnect). Keyset on the id (index chat_id,
 * id): messages arriving meanwhile never shift a page, so every message comes exactly once.
 */
export async function listMessages(
  db: TDb,
  chatId: number,
  { before, after, take }: { before?: number | undefined; after?: number | undefined; take: number },
  viewerId: number | null = null,
): Promise<{ messages: TChatMessage[]; hasMore: boolean }> {
  let query = db.selectFrom('chat_messages').select(MESSAGE_COLUMNS).where('chat_id', '=', chatId);
  if (after !== undefined) {
    const rows = await query
      .where('id', '>', after)
      .orderBy('id', 'asc')
      .limit(take + 1)
      .execute();
    const hasMore = rows.length > take;
    return { messages: await presentMessages(db, chatId, rows.slice(0, take), viewerId), hasMore };
  }
  if (before !== undefined) query = query.where('id', '<', before);
  const rows = await query
    .orderBy('id', 'desc')
    .limit(take + 1)
    .execute();
  const hasMore = rows.length > take;
  const page = rows.slice(0, take).reverse();
  return { messages: await presentMessages(db, chatId, page, viewerId), hasMore };
}

/**
 * Stores a message. The first statement updates the chat row, which locks it on PostgreSQL: the
 * sends of one chat are serialised, so ids within a chat are committed in order and a catch-up
 * "after id X" can never skip a message that commits later with a smaller id.
 */
export async function sendMessage(
  db: Kysely<DB>,
  {
    chatId,
    senderId,
    body,
    replyToId,
    attachment = null,
    now = Date.now(),
  }: {
    chatId: number;
    senderId: number;
    body: string;
    replyToId: number | null;
    attachment?: (TStoredAttachment & { fileName: string }) | null;
    now?: number;
  },
): Promise<TChatMessage> {
  return db.transaction().execute(async (trx) => {
    await trx.updateTable('chats').set({ last_message_at: now }).where('id', '=', chatId).execute();
    if (replyToId !== null) {
      const quoted = await trx
        .selectFrom('chat_messages')
        .select('id')
        .where('chat_id', '=', chatId)
        .where('id', '=', replyToId)
        .executeTakeFirst();
      if (!quoted)
        throw new AppError('VALIDATION', M.replyNotFound, { errors: { replyToId: [M.replyNotFound] } });
    }
    const row = await trx
      .insertInto('chat_messages')
      .values({
        chat_id: chatId,
        sender_id: senderId,
        body,
        created_at: now,
        edited_at: null,
        deleted_at: null,
        reply_to_id: replyToId,
      })
      .returning(MESSAGE_COLUMNS)
      .executeTakeFirstOrThrow();
    if (attachment)
      await trx
        .insertInto('chat_attachments')
        .values({
          message_id: row.id,
          chat_id: chatId,
          kind: attachment.kind,
          file_name: attachment.fileName,
          stored_name: attachment.storedName,
          size: attachment.size,
          width: attachment.width,
          height: attachment.height,
          created_at: now,
        })
        .execute();
    await trx.updateTable('chats').set({ last_message_id: row.id }).where('id', '=', chatId).execute();
    await trx
      .updateTable('chat_members')
      .set({ last_activity_at: now })
      .where('chat_id', '=', chatId)
      .execute();
    // Writing means having read what came before.
    await trx
      .updateTable('chat_members')
      .set({ last_read_message_id: row.id, last_read_at: now })
      .where('chat_id', '=', chatId)
      .where('user_id', '=', senderId)
      .execute();
    const [message] = await presentMessages(trx, chatId, [row]);
    return message!;
  });
}

/** The sender's own, not deleted message, or 404/403. */
async function ownMessage(db: TDb, chatId: number, messageId: number, userId: number) {
  const row = await db
    .selectFrom('chat_messages')
    .select(['id', 'sender_id', 'deleted_at'])
    .where('chat_id', '=', chatId)
    .where('id', '=', messageId)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', M.messageNotFound);
  if (row.sender_id !== userId) throw new AppError('FORBIDDEN', M.notYourMessage);
  if (row.deleted_at !== null) throw new AppError('CONFLICT', M.messageDeleted);
  return row;
}

export async function editMessage(
  db: Kysely<DB>,
  {
    chatId,
    messageId,
    userId,
    body,
    now = Date.now(),
  }: { chatId: number; messageId: number; userId: number; body: string; now?: number },
): Promise<TChatMessage> {
  await ownMessage(db, chatId, messageId, userId);
  await db
    .updateTable('chat_messages')
    .set({ body, edited_at: now })
    .where('chat_id', '=', chatId)
    .where('id', '=', messageId)
    .execute();
  return getMessage(db, chatId, messageId);
}

/** Deletes the text for both members; the message stays as "Nachricht gelöscht". */
export async function deleteMessage(
  db: Kysely<DB>,
  {
    chatId,
    messageId,
    userId,
    now = Date.now(),
  }: { chatId: number; messageId: number; userId: number; now?: number },
): Promise<TChatMessage> {
  await ownMessage(db, chatId, messageId, userId);
  await db
    .updateTable('chat_messages')
    .set({ body: '', deleted_at: now })
    .where('chat_id', '=', chatId)
    .where('id', '=', messageId)
    .execute();
  return getMessage(db, chatId, messageId);
}

/**
 * Marks everything up to `messageId` as read (never moves the position back). Returns the new
 * position, or null when it did not move.
 */
export async function markRead(
  db: Kysely<DB>,
  {
    chatId,
    userId,
    messageId,
    now = Date.now(),
  }: { chatId: number; userId: number; messageId: number; now?: number },
): Promise<number | null> {
  const message = await db
    .selectFrom('chat_messages')
    .select('id')
    .where('chat_id', '=', chatId)
    .where('id', '=', messageId)
    .executeTakeFirst();
  if (!message) throw new AppError('NOT_FOUND', M.messageNotFound);
  const result = await db
    .updateTable('chat_members')
    .set({ last_read_message_id: messageId, last_read_at: now })
    .where('chat_id', '=', chatId)
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or([eb('last_read_message_id', 'is', null), eb('last_read_message_id', '<', messageId)]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0 ? messageId : null;
}

/** Sets (or with `emoji` null removes) the member's reaction to a message of the chat. */
export async function setReaction(
  db: Kysely<DB>,
  {
    chatId,
    messageId,
    userId,
    emoji,
    now = Date.now(),
  }: { chatId: number; messageId: number; userId: number; emoji: string | null; now?: number },
): Promise<TChatMessage> {
  const row = await db
    .selectFrom('chat_messages')
    .select(['id', 'deleted_at'])
    .where('chat_id', '=', chatId)
    .where('id', '=', messageId)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', M.messageNotFound);
  if (row.deleted_at !== null) throw new AppError('CONFLICT', M.messageDeleted);
  if (emoji === null)
    await db
      .deleteFrom('chat_message_reactions')
      .where('message_id', '=', messageId)
      .where('user_id', '=', userId)
      .execute();
  else
    await db
      .insertInto('chat_message_reactions')
      .values({ message_id: messageId, user_id: userId, emoji, created_at: now })
      .onConflict((oc) => oc.columns(['message_id', 'user_id']).doUpdateSet({ emoji, created_at: now }))
      .execute();
  return getMessage(db, chatId, messageId);
}

export async function reportMessage(
  db: Kysely<DB>,
  {
    chatId,
    messageId,
    reporterId,
    reason,
    details,
    now = Date.now(),
  }: {
    chatId: number;
    messageId: number;
    reporterId: number;
    reason: string;
    details: string | null;
    now?: number;
  },
): Promise<void> {
  const row = await db
    .selectFrom('chat_messages')
    .select(['sender_id', 'body', 'deleted_at'])
    .where('chat_id', '=', chatId)
    .where('id', '=', messageId)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', M.messageNotFound);
  if (row.sender_id === reporterId) throw new AppError('FORBIDDEN', M.reportOwn);
  if (row.deleted_at !== null) throw new AppError('CONFLICT', M.messageDeleted);
  const inserted = await db
    .insertInto('chat_message_reports')
    .values({
      message_id: messageId,
      reporter_id: reporterId,
      reason,
      details,
      body_snapshot: row.body,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['message_id', 'reporter_id']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0)
    throw new AppError('CONFLICT', M.alreadyReported);
}

// ---- Chat list and detail ----

type TOtherRow = TUserSummaryRow;

async function getUserSummaryRow(db: TDb, userId: number | null): Promise<TOtherRow | null> {
  if (userId === null) return null;
  const row = await db
    .selectFrom('users')
    .select(USER_SUMMARY_COLUMNS)
    .where('users.id', '=', userId)
    .where(isNotDeleted)
    .executeTakeFirst();
  return row ?? null;
}

export async function getChatDetail(db: TDb, chatId: number, meId: number, now = Date.now()) {
  const [members, otherId] = await Promise.all([
    db
      .selectFrom('chat_members')
      .select(['user_id', 'last_read_message_id'])
      .where('chat_id', '=', chatId)
      .execute(),
    getOtherMemberId(db, chatId, meId),
  ]);
  const mine = members.find((m) => m.user_id === meId);
  const theirs = members.find((m) => m.user_id === otherId);
  const [other, receipts, blocked] = await Promise.all([
    getUserSummaryRow(db, otherId),
    getReadReceipts(db, otherId === null ? [meId] : [meId, otherId]),
    otherId === null ? Promise.resolve(false) : isBlockedBy(db, meId, otherId),
  ]);
  const bothReceipts = (receipts.get(meId) ?? true) && otherId !== null && (receipts.get(otherId) ?? true);
  return {
    id: chatId,
    other: other ? presentUserSummary(other, now) : null,
    otherLastReadMessageId: bothReceipts ? (theirs?.last_read_message_id ?? null) : null,
    myLastReadMessageId: mine?.last_read_message_id ?? null,
    isBlockedByMe: blocked,
    readReceipts: receipts.get(meId) ?? true,
  };
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The member's chats, last activity first (index user_id, last_activity_at, chat_id), with the
 * other member, the last message and the unread count (one grouped query for the page).
 */
export async function listChats(
  db: TDb,
  meId: number,
  { q, cursor, take }: { q?: string | undefined; cursor?: string | undefined; take: number },
  now = Date.now(),
): Promise<{ chats: TChatListItem[]; nextCursor: string | null }> {
  let query = db
    .selectFrom('chat_members as cm')
    .innerJoin('chats as c', 'c.id', 'cm.chat_id')
    .leftJoin('chat_members as om', (join) =>
      join.onRef('om.chat_id', '=', 'cm.chat_id').on('om.user_id', '!=', meId),
    )
    .leftJoin('chat_messages as lm', 'lm.id', 'c.last_message_id')
    .select([
      'cm.chat_id',
      'cm.last_activity_at',
      'om.user_id as other_id',
      'lm.id as lm_id',
      'lm.sender_id as lm_sender_id',
      'lm.body as lm_body',
      'lm.created_at as lm_created_at',
      'lm.edited_at as lm_edited_at',
      'lm.deleted_at as lm_deleted_at',
    ])
    .where('cm.user_id', '=', meId)
    .where('cm.last_activity_at', 'is not', null);
  if (q) {
    const pattern = `%${escapeLike(q.toLowerCase())}%`;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('users as u')
          .select('u.id')
          .whereRef('u.id', '=', 'om.user_id')
          .where(
            sql<string>`lower(u.first_name || ' ' || u.last_name)`,
            'like',
            sql<string>`${pattern} escape '\\'`,
          ),
      ),
    );
  }
  if (cursor) {
    const [at, id] = cursor.split('_').map(Number) as [number, number];
    query = query.where((eb) =>
      eb.or([
        eb('cm.last_activity_at', '<', at),
        eb.and([eb('cm.last_activity_at', '=', at), eb('cm.chat_id', '<', id)]),
      ]),
    );
  }
  const rows = await query
    .orderBy('cm.last_activity_at', 'desc')
    .orderBy('cm.chat_id', 'desc')
    .limit(take + 1)
    .execute();
  const page = rows.slice(0, take);
  const chatIds = page.map((row) => row.chat_id);
  const otherIds = [...new Set(page.flatMap((row) => (row.other_id === null ? [] : [row.other_id])))];
  const [people, unread] = await Promise.all([
    otherIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('users')
          .select(USER_SUMMARY_COLUMNS)
          .where('users.id', 'in', otherIds)
          .where(isNotDeleted)
          .execute(),
    countUnread(db, meId, chatIds),
  ]);
  const byId = new Map(people.map((person) => [person.id, person]));
  const lastIds = page.flatMap((row) => (row.lm_id === null ? [] : [row.lm_id]));
  const lastAttachments = new Map<number, TAttachmentRow>();
  if (lastIds.length > 0)
    for (const file of await db
      .selectFrom('chat_attachments')
      .select(['id', 'message_id', 'kind', 'file_name', 'size', 'width', 'height'])
      .where('message_id', 'in', lastIds)
      .execute())
      lastAttachments.set(file.message_id, file);
  const moderated = await moderatedMessages(db, lastIds);
  const chats = page.map((row): TChatListItem => {
    const other = row.other_id === null ? undefined : byId.get(row.other_id);
    return {
      id: row.chat_id,
      other: other ? presentUserSummary(other, now) : null,
      lastMessage:
        row.lm_id === null
          ? null
          : presentMessage(
              applyModeration(
                {
                  id: row.lm_id,
                  chat_id: row.chat_id,
                  sender_id: row.lm_sender_id,
                  body: row.lm_body ?? '',
                  created_at: row.lm_created_at ?? 0,
                  edited_at: row.lm_edited_at,
                  deleted_at: row.lm_deleted_at,
                  reply_to_id: null,
                },
                moderated,
                meId,
              ),
              new Map(),
              new Map(),
              lastAttachments,
            ),
      lastActivityAt: row.last_activity_at ?? 0,
      unreadCount: unread.get(row.chat_id) ?? 0,
    };
  });
  const last = page.at(-1);
  return {
    chats,
    nextCursor: rows.length > take && last ? `${last.last_activity_at ?? 0}_${last.chat_id}` : null,
  };
}

/** Unread messages per chat (others' messages after my read position), capped at CHAT_UNREAD_CAP. */
async function countUnread(db: TDb, meId: number, chatIds: number[]): Promise<Map<number, number>> {
  const result = new Map<number, number>();
  if (chatIds.length === 0) return result;
  const rows = await db
    .selectFrom('chat_members as cm')
    .innerJoin('chat_messages as m', (join) =>
      join
        .onRef('m.chat_id', '=', 'cm.chat_id')
        .on((eb) => eb('m.id', '>', eb.fn.coalesce('cm.last_read_message_id', eb.lit(0)))),
    )
    .select(['cm.chat_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('cm.user_id', '=', meId)
    .where('cm.chat_id', 'in', chatIds)
    .where((eb) => eb.or([eb('m.sender_id', '!=', meId), eb('m.sender_id', 'is', null)]))
    .groupBy('cm.chat_id')
    .execute();
  for (const row of rows) result.set(row.chat_id, Math.min(CHAT_UNREAD_CAP, Number(row.count)));
  return result;
}

/**
 * Chats of the member with a message from someone else after the member's read position; `count`
 * is the number of such chats (the badge counts conversations, not messages). One query: an
 * EXISTS per membership row that stops at the first unread message (index chat_id, id).
 */
export async function getUnreadChats(db: TDb, userId: number): Promise<TUnreadChats> {
  const rows = await db
    .selectFrom('chat_members as cm')
    .select('cm.chat_id')
    .where('cm.user_id', '=', userId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('chat_messages as m')
          .select('m.id')
          .whereRef('m.chat_id', '=', 'cm.chat_id')
          .where((eb) => eb('m.id', '>', eb.fn.coalesce('cm.last_read_message_id', eb.lit(0))))
          .where((eb) => eb.or([eb('m.sender_id', '!=', userId), eb('m.sender_id', 'is', null)])),
      ),
    )
    .orderBy('cm.chat_id')
    .execute();
  const chatIds = rows.map((r) => r.chat_id);
  return { chatIds, count: chatIds.length };
}
