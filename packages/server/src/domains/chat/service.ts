import type { Kysely } from 'kysely';
import type { TUnreadChats } from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';

/**
 * Chats of the member with a message from someone else after the member's `last_read_at`; `count`
 * is the number of such chats (the badge counts conversations, not messages). One query: an
 * EXISTS per membership row that stops at the first unread message (index chat_id, created_at).
 */
export async function getUnreadChats(db: Kysely<DB>, userId: number): Promise<TUnreadChats> {
  const rows = await db
    .selectFrom('chat_members as cm')
    .select('cm.chat_id')
    .where('cm.user_id', '=', userId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('chat_messages as m')
          .select('m.id')
          .whereRef('m.chat_id', '=', 'cm.chat_id')
          .where((eb) => eb('m.created_at', '>', eb.fn.coalesce('cm.last_read_at', eb.lit(0))))
          .where((eb) => eb.or([eb('m.sender_id', '!=', userId), eb('m.sender_id', 'is', null)])),
      ),
    )
    .orderBy('cm.chat_id')
    .execute();
  const chatIds = rows.map((r) => r.chat_id);
  return { chatIds, count: chatIds.length };
}
