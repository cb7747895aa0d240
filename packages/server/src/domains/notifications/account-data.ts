/**
 * The notifications' part of "download my data" and of account deletion (added to `deps.accountData`
 * by this domain's plugin, docs/users.md). The export leaves out actors and
 * `data`: an actor may be the anonymous author of a moment comment, and `data` lists other members.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/index.ts';
import type { TDomainAccountData } from '../../platform/account-data.ts';

type TDb = Kysely<DB>;

/** The notifications the member received, newest activity first, without actors. */
async function exportNotifications(db: TDb, userId: number) {
  const rows = await db
    .selectFrom('notifications')
    .select([
      'id',
      'type',
      'event_count',
      'post_id',
      'moment_id',
      'comment_id',
      'group_id',
      'event_id',
      'chat_id',
      'request_id',
      'closed_area_id',
      'is_seen',
      'seen_at',
      'created_at',
      'updated_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    eventCount: row.event_count,
    postId: row.post_id,
    momentId: row.moment_id,
    commentId: row.comment_id,
    groupId: row.group_id,
    eventId: row.event_id,
    chatId: row.chat_id,
    requestId: row.request_id,
    closedAreaId: row.closed_area_id,
    isSeen: row.is_seen === 1,
    seenAt: row.seen_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }));
}

/** The member's push subscriptions: the push service's host only, never the endpoint path or keys. */
async function exportPushSubscriptions(db: TDb, userId: number) {
  const rows = await db
    .selectFrom('push_subscriptions')
    .select(['endpoint', 'user_agent', 'created_at', 'last_success_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({
    endpointHost: URL.parse(row.endpoint)?.host ?? null,
    userAgent: row.user_agent,
    createdAt: row.created_at,
    lastSuccessAt: row.last_success_at,
  }));
}

/** What the e-mail digest covered and when it was last sent; null before the first digest. */
async function exportNotificationDigest(db: TDb, userId: number) {
  const row = await db
    .selectFrom('notification_digests')
    .select(['covered_until', 'last_sent_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? { coveredUntil: row.covered_until, lastSentAt: row.last_sent_at } : null;
}

/**
 * Account deletion: the member's push subscriptions, received notifications (their actor rows
 * cascade) and digest state go. The connection requests they sent are deleted by the network
 * step, so the receivers' `connection_request` notifications go too: their answer buttons would
 * point at nothing. Other notifications naming the member as actor stay and show the anonymised name.
 */
async function deleteNotificationData(trx: TDb, userId: number) {
  await trx.deleteFrom('push_subscriptions').where('user_id', '=', userId).execute();
  await trx.deleteFrom('notifications').where('user_id', '=', userId).execute();
  await trx
    .deleteFrom('notifications')
    .where('type', '=', 'connection_request')
    .where('actor_id', '=', userId)
    .execute();
  await trx.deleteFrom('notification_digests').where('user_id', '=', userId).execute();
}

/** The notifications domain's part of the export and of account deletion (added by its plugin). */
export const notificationsAccountData: TDomainAccountData = {
  exportSections: {
    notifications: exportNotifications,
    pushSubscriptions: exportPushSubscriptions,
    notificationDigest: exportNotificationDigest,
  },
  deletion: deleteNotificationData,
};
