/**
 * The chat e-mail digest (issue 16, docs/chat.md): once a day, one e-mail per member with chat
 * messages unread for more than 24 hours that no digest mailed before, naming senders and counts
 * (never message text). `chat_members.mailed_message_id` remembers the newest message mailed per
 * chat, so nobody gets the same message twice. Run by the notifications domain's daily jobs.
 */
import { CHAT_DIGEST_AFTER_MS, CHAT_DIGEST_MAX_SENDERS, CHAT_DIGEST_PREFERENCE } from '@pflegepuls/shared';
import { sql, type Kysely } from 'kysely';
import type { TConfig } from '../../config.ts';
import type { DB } from '../../platform/db/index.ts';
import { yieldToRequests } from '../../platform/jobs.ts';
import { composeMail } from '../../platform/mail-layout.ts';
import type { TMail, TMailer } from '../../platform/mail.ts';
import { isNotDeleted } from '../users/deletion.ts';

/** Members handled per round, so one run never loads every member at once. */
const DIGEST_BATCH = 200;

export type TChatDigestEntry = { senderName: string; count: number };

/** The German mail: who wrote and how many messages wait, no message text. */
export function chatDigestMail(options: {
  productName: string;
  publicUrl: string;
  to: string;
  firstName: string;
  entries: TChatDigestEntry[];
}): TMail {
  const { productName, publicUrl, entries } = options;
  const total = entries.reduce((sum, e) => sum + e.count, 0);
  const shown = entries.slice(0, CHAT_DIGEST_MAX_SENDERS);
  const list = shown.map(
    (e) => `${e.senderName}: ${e.count === 1 ? '1 Nachricht' : `${e.count} Nachrichten`}`,
  );
  const more = entries.length - shown.length;
  if (more > 0) list.push(more === 1 ? 'und 1 weitere Unterhaltung' : `und ${more} weitere Unterhaltungen`);
  return composeMail({
    productName,
    to: options.to,
    subject:
      total === 1
        ? `Du hast 1 ungelesene Nachricht bei ${productName}`
        : `Du hast ${total} ungelesene Nachrichten bei ${productName}`,
    greeting: `Hallo ${options.firstName},`,
    paragraphs: [
      'in deinen Chats warten Nachrichten auf dich, die du seit mehr als einem Tag nicht gelesen hast:',
    ],
    list,
    action: { label: 'Nachrichten lesen', url: `${publicUrl}/chats` },
    footer: `Du möchtest diese E-Mail nicht mehr bekommen? Schalte „E-Mail bei ungelesenen Nachrichten“ in deinen Einstellungen ab: ${publicUrl}/einstellungen?bereich=benachrichtigungen`,
  });
}

/**
 * Mails every member with chat messages unread for more than CHAT_DIGEST_AFTER_MS and not mailed
 * before, unless the member switched the chat digest off; returns how many e-mails were queued.
 */
export async function sendChatDigests(
  db: Kysely<DB>,
  options: { mailer: TMailer; config: Pick<TConfig, 'productName' | 'publicUrl'>; now: number },
): Promise<{ sent: number }> {
  const cutoff = options.now - CHAT_DIGEST_AFTER_MS;
  let sent = 0;
  let afterUserId = 0;
  /** Unread, not yet mailed, older than a day, written by the other member and not deleted. */
  const pending = () =>
    db
      .selectFrom('chat_members as cm')
      .innerJoin('chats as c', 'c.id', 'cm.chat_id')
      .innerJoin('chat_messages as m', 'm.chat_id', 'cm.chat_id')
      .innerJoin('users', 'users.id', 'cm.user_id')
      // Cheap filters on the chat first: its last message is unread and not mailed.
      .where((eb) => eb('c.last_message_id', '>', eb.fn.coalesce('cm.last_read_message_id', sql<number>`0`)))
      .where((eb) => eb('c.last_message_id', '>', eb.fn.coalesce('cm.mailed_message_id', sql<number>`0`)))
      .where((eb) => eb('m.id', '>', eb.fn.coalesce('cm.last_read_message_id', sql<number>`0`)))
      .where((eb) => eb('m.id', '>', eb.fn.coalesce('cm.mailed_message_id', sql<number>`0`)))
      .where('m.created_at', '<=', cutoff)
      .where('m.deleted_at', 'is', null)
      .where('m.sender_id', 'is not', null)
      .whereRef('m.sender_id', '<>', 'cm.user_id')
      .where('users.is_bot', '=', 0)
      .where(isNotDeleted)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('notification_preferences as p')
              .select(sql`1`.as('one'))
              .whereRef('p.user_id', '=', 'cm.user_id')
              .where('p.category', '=', CHAT_DIGEST_PREFERENCE)
              .where('p.email', '=', 0),
          ),
        ),
      );
  for (;;) {
    const members = await pending()
      .select('cm.user_id')
      .distinct()
      .where('cm.user_id', '>', afterUserId)
      .orderBy('cm.user_id')
      .limit(DIGEST_BATCH)
      .execute();
    if (members.length === 0) break;
    const userIds = members.map((m) => m.user_id);
    const rows = await pending()
      .where('cm.user_id', 'in', userIds)
      .select((eb) => [
        'cm.user_id as userId',
        'cm.chat_id as chatId',
        eb.fn.countAll<number>().as('count'),
        eb.fn.max('m.id').as('latestId'),
        eb.fn.max('m.sender_id').as('senderId'),
      ])
      .groupBy(['cm.user_id', 'cm.chat_id'])
      .execute();
    const people = await db
      .selectFrom('users')
      .select(['id', 'email', 'first_name', 'last_name'])
      .where('id', 'in', [...new Set([...userIds, ...rows.map((r) => Number(r.senderId))])])
      .execute();
    const byId = new Map(people.map((p) => [Number(p.id), p]));
    for (const userId of userIds) {
      await yieldToRequests();
      const receiver = byId.get(Number(userId));
      const mine = rows
        .filter((r) => Number(r.userId) === Number(userId))
        .map((r) => {
          const sender = byId.get(Number(r.senderId));
          return {
            chatId: Number(r.chatId),
            latestId: Number(r.latestId),
            senderName: sender ? `${sender.first_name} ${sender.last_name}`.trim() : 'Gelöschtes Konto',
            count: Number(r.count),
          };
        })
        .sort((a, b) => b.count - a.count || a.senderName.localeCompare(b.senderName, 'de'));
      if (!receiver || mine.length === 0) continue;
      await options.mailer.queue(
        chatDigestMail({
          productName: options.config.productName,
          publicUrl: options.config.publicUrl,
          to: receiver.email,
          firstName: receiver.first_name,
          entries: mine,
        }),
      );
      for (const chat of mine) {
        await db
          .updateTable('chat_members')
          .set({ mailed_message_id: chat.latestId })
          .where('chat_id', '=', chat.chatId)
          .where('user_id', '=', userId)
          .execute();
      }
      sent++;
    }
    afterUserId = members.at(-1)!.user_id;
  }
  return { sent };
}
