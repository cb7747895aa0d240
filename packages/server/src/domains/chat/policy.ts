/**
 * Who may do what in a chat. Only its two members read or write it: anyone else gets the same 404
 * as for a chat that does not exist, so ids reveal nothing. Writing (messages, typing) also needs
 * the other member to exist and no block either way; the sender is not told which (docs/chat.md).
 */
import type { Kysely } from 'kysely';
import { CHAT_MESSAGES as M } from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import { AppError } from '../../platform/errors.ts';
import { getOtherMemberId, isBlockedEitherWay } from './service.ts';

/** 404 unless the member belongs to the chat. */
export async function assertChatMember(db: Kysely<DB>, chatId: number, userId: number): Promise<void> {
  const row = await db
    .selectFrom('chat_members')
    .select('user_id')
    .where('chat_id', '=', chatId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', M.chatNotFound);
}

/** 404 unless a member, 403 when the message cannot reach the other member; returns the other's id. */
export async function assertCanWrite(db: Kysely<DB>, chatId: number, userId: number): Promise<number> {
  await assertChatMember(db, chatId, userId);
  const otherId = await getOtherMemberId(db, chatId, userId);
  if (otherId === null || (await isBlockedEitherWay(db, userId, otherId)))
    throw new AppError('FORBIDDEN', M.cannotDeliver);
  return otherId;
}
