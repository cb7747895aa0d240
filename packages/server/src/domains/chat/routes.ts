import {
  CHAT_MESSAGES as M,
  CHAT_MESSAGES_PAGE_SIZE,
  CHAT_PATHS as P,
  ZBlockStatus,
  ZChatDetail,
  ZChatIdParams,
  ZChatList,
  ZChatListQuery,
  ZChatMessage,
  ZChatMessageParams,
  ZChatMessagesPage,
  ZChatMessagesQuery,
  ZChatOk,
  ZChatReaction,
  ZChatAttachmentFields,
  ZChatAttachmentParams,
  ZChatSettings,
  ZEditChatMessage,
  ZMarkChatRead,
  ZOpenChatPayload,
  ZOpenChatResult,
  ZReportChatMessage,
  ZSendChatMessage,
  ZUnreadChats,
  ZUserNameParams,
  type TChatMessage,
  type TChatRealtimeEvent,
} from '@pflegepuls/shared';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, parseWithSchema, validationError } from '../../platform/errors.ts';
import { guardUpload, withMultipart, withUploadSlot } from '../../platform/uploads.ts';
import {
  openChatAttachment,
  removeAttachmentFiles,
  removeMessageAttachments,
  storeChatAttachment,
} from './attachments.ts';
import { requireMember, requireUser } from '../../platform/session.ts';
import type { TApp, TDeps } from '../../platform/types.ts';
import { countUnseenNotifications, markNotificationsSeen } from '../notifications/service.ts';
import { endConnectionOnBlock } from '../network/service.ts';
import { assertCanWrite, assertChatMember } from './policy.ts';
import {
  blockMember,
  deleteMessage,
  editMessage,
  findMemberByUserName,
  getChatDetail,
  getOtherMemberId,
  getReadReceipts,
  getUnreadChats,
  isBlockedBy,
  isBlockedEitherWay,
  listChats,
  listMessages,
  markRead,
  openChat,
  reportMessage,
  sendMessage,
  setReaction,
  setReadReceipts,
  unblockMember,
} from './service.ts';

/** Sending is per member: enough for a lively conversation, not for a script. */
const sendLimit = { max: 60, windowMs: 60_000 };
const actionLimit = { max: 120, windowMs: 60_000 };
/** The web sends a typing signal at most every 3 s while the member types. */
const typingLimit = { max: 40, windowMs: 60_000 };
const readLimit = { max: 300, windowMs: 60_000 };

/** Chat endpoints (000 §7; docs/chat.md). */
export function registerChatRoutes(app: TApp, { database, realtime, events, config, limiter }: TDeps) {
  const { db } = database;

  /** Best effort to the members' open tabs; the HTTP answer never waits on a broken bus. */
  const publish = async (log: FastifyBaseLogger, userIds: number[], event: TChatRealtimeEvent) => {
    await Promise.all(
      userIds.map((userId) =>
        realtime.publish(userId, { type: 'chat', event }).catch((error: unknown) => {
          log.warn({ err: error }, 'Chat-Nachricht an offene Tabs nicht gesendet');
        }),
      ),
    );
  };

  /**
   * A change of one message (edit, reaction, deletion): checks the member may write, or for taking
   * back their own words (which stays possible after a block) only that they belong to the chat;
   * applies it and sends the changed message to both sides.
   */
  const changeMessage = async (
    log: FastifyBaseLogger,
    target: { chatId: number; messageId: number; userId: number },
    needs: 'write' | 'membership',
    change: () => Promise<TChatMessage>,
  ) => {
    const { chatId, userId } = target;
    let otherId: number | null;
    if (needs === 'write') otherId = await assertCanWrite(db, chatId, userId);
    else {
      await assertChatMember(db, chatId, userId);
      otherId = await getOtherMemberId(db, chatId, userId);
    }
    const message = await change();
    await publish(log, otherId === null ? [userId] : [userId, otherId], { kind: 'updated', message });
    return message;
  };

  /** Reading a chat also marks its grouped `direct_message` notification as seen (badge updated live). */
  const markChatNotificationSeen = async (log: FastifyBaseLogger, userId: number, chatId: number) => {
    const row = await db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', userId)
      .where('group_key', '=', `direct_message:chat:${chatId}`)
      .where('is_seen', '=', 0)
      .executeTakeFirst();
    if (!row) return;
    if ((await markNotificationsSeen(db, { userId, ids: [row.id] })) === 0) return;
    const unseenCount = await countUnseenNotifications(db, userId);
    await realtime.publish(userId, { type: 'notification_count', unseenCount }).catch((error: unknown) => {
      log.warn({ err: error }, 'Zähler nicht an offene Tabs gesendet');
    });
  };

  app.get(
    P.unread,
    { preValidation: requireMember, schema: { response: { 200: ZUnreadChats } } },
    async (request) => getUnreadChats(db, requireUser(request).id),
  );

  app.post(
    P.open,
    {
      config: { rateLimit: actionLimit },
      preValidation: requireMember,
      schema: { body: ZOpenChatPayload, response: { 200: ZOpenChatResult } },
    },
    async (request) => {
      const { id } = requireUser(request);
      const result = await openChat(db, { meId: id, userName: request.body.userName });
      return { id: result.id, isNew: result.isNew };
    },
  );

  app.get(
    P.chats,
    {
      preValidation: requireMember,
      schema: { querystring: ZChatListQuery, response: { 200: ZChatList } },
    },
    async (request) => listChats(db, requireUser(request).id, request.query),
  );

  app.get(
    P.chat,
    { preValidation: requireMember, schema: { params: ZChatIdParams, response: { 200: ZChatDetail } } },
    async (request) => {
      const { id } = requireUser(request);
      await assertChatMember(db, request.params.chatId, id);
      return getChatDetail(db, request.params.chatId, id);
    },
  );

  app.get(
    P.messages,
    {
      preValidation: requireMember,
      schema: {
        params: ZChatIdParams,
        querystring: ZChatMessagesQuery,
        response: { 200: ZChatMessagesPage },
      },
    },
    async (request) => {
      const { id } = requireUser(request);
      await assertChatMember(db, request.params.chatId, id);
      const { before, after, take } = request.query;
      const page = { before, after, take: take ?? CHAT_MESSAGES_PAGE_SIZE };
      return listMessages(db, request.params.chatId, page, id);
    },
  );

  app.post(
    P.messages,
    {
      config: { rateLimit: sendLimit },
      preValidation: requireMember,
      schema: { params: ZChatIdParams, body: ZSendChatMessage, response: { 200: ZChatMessage } },
    },
    async (request) => {
      const { id } = requireUser(request);
      const { chatId } = request.params;
      const otherId = await assertCanWrite(db, chatId, id);
      const message = await sendMessage(db, {
        chatId,
        senderId: id,
        body: request.body.body,
        replyToId: request.body.replyToId ?? null,
      });
      await publish(request.log, [id, otherId], { kind: 'message', message });
      await events.publish({ type: 'direct_message', actorId: id, recipientId: otherId, chatId });
      return message;
    },
  );

  app.post(
    P.attachments,
    {
      config: { rateLimit: { max: 30, windowMs: 60_000 } },
      // 401 and the per-address ceiling before a byte of the body is read (platform/uploads.ts).
      preValidation: guardUpload(limiter),
      schema: { params: ZChatIdParams, response: { 200: ZChatMessage } },
    },
    async (request) => {
      const { id } = requireUser(request);
      const { chatId } = request.params;
      const otherId = await assertCanWrite(db, chatId, id);
      const message = await withUploadSlot(request, () =>
        withMultipart(request, config, async ({ files, fields }) => {
          const input = parseWithSchema(ZChatAttachmentFields, fields);
          const file = files.find((f) => f.field === 'file');
          if (!file || files.length !== 1 || file.size === 0)
            throw validationError({ file: [M.attachmentMissing] });
          const stored = await storeChatAttachment(config, chatId, file.path);
          const fileName =
            (fields['fileName'] ?? '').slice(0, 200) || (stored.kind === 'pdf' ? 'Dokument.pdf' : 'Bild');
          try {
            return await sendMessage(db, {
              chatId,
              senderId: id,
              body: input.body,
              replyToId: input.replyToId ?? null,
              attachment: { ...stored, fileName },
            });
          } catch (error) {
            await removeAttachmentFiles(config, chatId, stored.kind, stored.storedName);
            throw error;
          }
        }),
      );
      await publish(request.log, [id, otherId], { kind: 'message', message });
      await events.publish({ type: 'direct_message', actorId: id, recipientId: otherId, chatId });
      return message;
    },
  );

  app.get(
    P.attachment,
    { preValidation: requireMember, schema: { params: ZChatAttachmentParams } },
    async (request, reply) => {
      const { id } = requireUser(request);
      const { chatId, attachmentId, variant } = request.params;
      await assertChatMember(db, chatId, id);
      const file = await openChatAttachment(db, config, { chatId, attachmentId, variant }, id);
      if (file.kind === 'pdf')
        reply.header(
          'content-disposition',
          `attachment; filename="dokument.pdf"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        );
      return reply
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .header('content-length', file.size)
        .type(file.type)
        .send(file.stream);
    },
  );

  app.patch(
    P.message,
    {
      config: { rateLimit: actionLimit },
      preValidation: requireMember,
      schema: { params: ZChatMessageParams, body: ZEditChatMessage, response: { 200: ZChatMessage } },
    },
    async (request) => {
      const target = { ...request.params, userId: requireUser(request).id };
      return changeMessage(request.log, target, 'write', () =>
        editMessage(db, { ...target, body: request.body.body }),
      );
    },
  );

  app.delete(
    P.message,
    {
      config: { rateLimit: actionLimit },
      preValidation: requireMember,
      schema: { params: ZChatMessageParams, response: { 200: ZChatMessage } },
    },
    async (request) => {
      const target = { ...request.params, userId: requireUser(request).id };
      return changeMessage(request.log, target, 'membership', async () => {
        const message = await deleteMessage(db, target);
        await removeMessageAttachments(db, config, target.chatId, target.messageId);
        return message;
      });
    },
  );

  app.put(
    P.reaction,
    {
      config: { rateLimit: actionLimit },
      preValidation: requireMember,
      schema: { params: ZChatMessageParams, body: ZChatReaction, response: { 200: ZChatMessage } },
    },
    async (request) => {
      const target = { ...request.params, userId: requireUser(request).id };
      return changeMessage(request.log, target, 'write', () =>
        setReaction(db, { ...target, emoji: request.body.emoji }),
      );
    },
  );

  app.delete(
    P.reaction,
    {
      config: { rateLimit: actionLimit },
      preValidation: requireMember,
      schema: { params: ZChatMessageParams, response: { 200: ZChatMessage } },
    },
    async (request) => {
      const target = { ...request.params, userId: requireUser(request).id };
      return changeMessage(request.log, target, 'membership', () =>
        setReaction(db, { ...target, emoji: null }),
      );
    },
  );

  app.post(
    P.read,
    {
      config: { rateLimit: readLimit },
      preValidation: requireMember,
      schema: { params: ZChatIdParams, body: ZMarkChatRead, response: { 200: ZUnreadChats } },
    },
    async (request) => {
      const { id } = requireUser(request);
      const { chatId } = request.params;
      await assertChatMember(db, chatId, id);
      const moved = await markRead(db, { chatId, userId: id, messageId: request.body.messageId });
      if (moved !== null) {
        const otherId = await getOtherMemberId(db, chatId, id);
        const receivers = [id];
        if (otherId !== null) {
          const receipts = await getReadReceipts(db, [id, otherId]);
          if (receipts.get(id) && receipts.get(otherId) && !(await isBlockedEitherWay(db, id, otherId)))
            receivers.push(otherId);
        }
        await publish(request.log, receivers, { kind: 'read', chatId, userId: id, messageId: moved });
        await markChatNotificationSeen(request.log, id, chatId);
      }
      return getUnreadChats(db, id);
    },
  );

  app.post(
    P.typing,
    {
      config: { rateLimit: typingLimit },
      preValidation: requireMember,
      schema: { params: ZChatIdParams, response: { 200: ZChatOk } },
    },
    async (request) => {
      const { id } = requireUser(request);
      const { chatId } = request.params;
      const otherId = await assertCanWrite(db, chatId, id);
      await publish(request.log, [otherId], { kind: 'typing', chatId, userId: id });
      return { success: true as const };
    },
  );

  app.post(
    P.report,
    {
      config: { rateLimit: { max: 20, windowMs: 60_000 } },
      preValidation: requireMember,
      schema: { params: ZChatMessageParams, body: ZReportChatMessage, response: { 200: ZChatOk } },
    },
    async (request) => {
      const { id } = requireUser(request);
      const { chatId, messageId } = request.params;
      await assertChatMember(db, chatId, id);
      await reportMessage(db, {
        chatId,
        messageId,
        reporterId: id,
        reason: request.body.reason,
        details: request.body.details || null,
      });
      return { success: true as const, message: M.reported };
    },
  );

  app.get(
    P.block,
    { preValidation: requireMember, schema: { params: ZUserNameParams, response: { 200: ZBlockStatus } } },
    async (request) => {
      const { id } = requireUser(request);
      const other = await findMemberByUserName(db, request.params.userName);
      return { isBlocked: await isBlockedBy(db, id, other.id) };
    },
  );

  app.put(
    P.block,
    {
      config: { rateLimit: actionLimit },
      preValidation: requireMember,
      schema: { params: ZUserNameParams, response: { 200: ZChatOk } },
    },
    async (request) => {
      const { id } = requireUser(request);
      const other = await findMemberByUserName(db, request.params.userName);
      if (other.id === id) throw new AppError('VALIDATION', M.blockSelf);
      await blockMember(db, id, other.id);
      await endConnectionOnBlock(db, id, other.id);
      return { success: true as const, message: M.blocked(`${other.first_name} ${other.last_name}`.trim()) };
    },
  );

  app.delete(
    P.block,
    {
      config: { rateLimit: actionLimit },
      preValidation: requireMember,
      schema: { params: ZUserNameParams, response: { 200: ZChatOk } },
    },
    async (request) => {
      const { id } = requireUser(request);
      const other = await findMemberByUserName(db, request.params.userName);
      await unblockMember(db, id, other.id);
      return {
        success: true as const,
        message: M.unblocked(`${other.first_name} ${other.last_name}`.trim()),
      };
    },
  );

  app.get(
    P.settings,
    { preValidation: requireMember, schema: { response: { 200: ZChatSettings } } },
    async (request) => {
      const { id } = requireUser(request);
      const receipts = await getReadReceipts(db, [id]);
      return { readReceipts: receipts.get(id) ?? true };
    },
  );

  app.put(
    P.settings,
    {
      config: { rateLimit: actionLimit },
      preValidation: requireMember,
      schema: { body: ZChatSettings, response: { 200: ZChatOk } },
    },
    async (request) => {
      const { id } = requireUser(request);
      await setReadReceipts(db, id, request.body.readReceipts);
      return { success: true as const, message: M.settingsSaved };
    },
  );
}
