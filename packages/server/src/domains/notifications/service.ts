/**
 * Notification use cases: list a page, count, mark as seen, and turn domain events into stored,
 * realtime-delivered and pushed notifications. Every read and write is scoped to the receiver.
 */
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type {
  TModerationContentType,
  TNotification,
  TNotificationList,
  TRealtimeNotificationMessage,
} from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import { executeCachedQuery } from '../../platform/db/query-cache.ts';
import type { TDomainEvent } from '../../platform/events.ts';
import {
  recordNotification,
  specForEvent,
  specForTestNotification,
  type TNotificationSpec,
} from './generate.ts';
import { parseRowData, presentNotification, type TNewMember, type TNotificationRow } from './present.ts';
import { isNotDeleted } from '../users/deletion.ts';

/** Selects notification rows with their latest actor and the invitation's group or event title. */
export function selectNotificationRows(db: Kysely<DB>) {
  return (
    db
      .selectFrom('notifications as n')
      .leftJoin('users as a', 'a.id', 'n.actor_id')
      // The request's state lets the card show 'Verbunden' instead of the answer buttons.
      .leftJoin('connection_requests as cr', 'cr.id', 'n.request_id')
      .leftJoin('groups as g', 'g.id', 'n.group_id')
      .leftJoin('events as e', 'e.id', 'n.event_id')
      .select([
        'n.id',
        'n.type',
        'n.actor_id',
        'n.actor_count',
        'n.event_count',
        'n.post_id',
        'n.moment_id',
        'n.group_id',
        'n.event_id',
        'n.request_id',
        'n.closed_area_id',
        'n.data',
        'n.is_seen',
        'n.created_at',
        'n.updated_at',
        'a.user_name as actor_user_name',
        'a.first_name as actor_first_name',
        'a.last_name as actor_last_name',
        'a.profile_picture_path as actor_picture_path',
        'cr.status as request_status',
        'g.title as group_title',
        'e.title as event_title',
      ])
  );
}

/** Presents rows, loading the new members they list in one query. */
export async function presentNotificationRows(
  db: Kysely<DB>,
  rows: TNotificationRow[],
  options: { now: number; isAdmin: boolean },
): Promise<TNotification[]> {
  const memberIds = new Set<number>();
  for (const row of rows) for (const id of parseRowData(row.data).newMemberIds ?? []) memberIds.add(id);
  const newMembers = new Map<number, TNewMember>();
  if (memberIds.size > 0) {
    const members = await db
      .selectFrom('users')
      .select(['id', 'user_name', 'first_name', 'last_name'])
      .where('id', 'in', [...memberIds])
      .execute();
    for (const m of members) {
      newMembers.set(m.id, {
        id: m.id,
        username: m.user_name,
        fullname: `${m.first_name} ${m.last_name}`.trim(),
      });
    }
  }
  return rows.map((row) => presentNotification(row, { ...options, newMembers }));
}

/** Unseen notifications of a member (the badge). */
export async function countUnseenNotifications(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('is_seen', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** All and unseen notifications of a member in one statement (one range of the member's rows). */
async function countNotifications(
  db: Kysely<DB>,
  userId: number,
): Promise<{ total: number; unseen: number }> {
  const [row] = await executeCachedQuery(
    db,
    'notifications.counts',
    { userId },
    (p) => sql<{ total: number | string; unseen: number | string | null }>`select count(*) as total,
      sum(case when is_seen = 0 then 1 else 0 end) as unseen
      from notifications where user_id = ${p.userId}`,
  );
  return { total: Number(row?.total ?? 0), unseen: Number(row?.unseen ?? 0) };
}

/** Parses "updatedAt_id" as the list hands it out. */
function parseCursor(cursor: string | undefined): { at: number; id: number } | null {
  if (!cursor) return null;
  const [at, id] = cursor.split('_').map(Number);
  return { at: at!, id: id! };
}

/**
 * One page of the member's notifications, newest activity first. With `cursor` (from the previous
 * page) the page is an index range whatever its depth; `skip` is the spec's offset form. Two
 * queries per page: rows and both counts, plus one for listed new members when there are any. The
 * rows' query is built once per shape (platform/db/query-cache.ts) with its LIMIT in the text
 * (`take` is at most 20), so PostgreSQL keeps one generic plan for it.
 */
export async function findNotifications(
  db: Kysely<DB>,
  options: { userId: number; isAdmin: boolean; skip: number; take: number; cursor?: string; now?: number },
): Promise<TNotificationList> {
  const now = options.now ?? Date.now();
  const cursor = parseCursor(options.cursor);
  const shape = `notifications.page|${cursor ? 'cursor' : options.skip > 0 ? 'skip' : 'top'}|${options.take}`;
  const params = {
    userId: options.userId,
    at: cursor?.at ?? null,
    id: cursor?.id ?? null,
    skip: options.skip,
  };
  const [rows, { total: totalCount, unseen: unseenCount }] = await Promise.all([
    executeCachedQuery(db, shape, params, (p) => {
      let query = selectNotificationRows(db)
        .where('n.user_id', '=', p.userId)
        .orderBy('n.updated_at', 'desc')
        .orderBy('n.id', 'desc')
        .limit(sql.lit(options.take + 1));
      if (cursor) {
        // (updated_at, id) < (at, id); the redundant `updated_at <= at` is the index range
        // PostgreSQL needs (from the OR alone it reads the member's rows from the top and filters).
        // The cursor's values come as `(select cast(? as bigint))`, which no planner looks into: with
        // plain parameters PostgreSQL found its custom plans cheaper than the generic one and
        // planned this five-table join anew for every page (1.2 ms of 1.5 under load,
        // pg_stat_statements); now it keeps the generic plan, with the same index range.
        const at = sql<number>`(select cast(${p.at} as bigint))`;
        query = query.where((eb) =>
          eb.and([
            eb('n.updated_at', '<=', at),
            eb.or([
              eb('n.updated_at', '<', at),
              eb('n.id', '<', sql<number>`(select cast(${p.id} as bigint))`),
            ]),
          ]),
        );
      } else if (options.skip > 0) {
        query = query.offset(p.skip);
      }
      return query;
    }),
    countNotifications(db, options.userId),
  ]);
  const page = rows.slice(0, options.take);
  const last = page.at(-1);
  return {
    notifications: await presentNotificationRows(db, page, { now, isAdmin: options.isAdmin }),
    totalCount,
    unseenCount,
    nextCursor: rows.length > options.take && last ? `${last.updated_at}_${last.id}` : null,
  };
}

/** Marks the member's own notifications among `ids` as seen; others' ids are ignored. */
export async function markNotificationsSeen(
  db: Kysely<DB>,
  options: { userId: number; ids: number[] | 'all'; now?: number },
): Promise<number> {
  const now = options.now ?? Date.now();
  if (options.ids !== 'all' && options.ids.length === 0) return 0;
  let update = db
    .updateTable('notifications')
    .set({ is_seen: 1, seen_at: now })
    .where('user_id', '=', options.userId)
    .where('is_seen', '=', 0);
  if (options.ids !== 'all') update = update.where('id', 'in', options.ids);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Members who can receive notifications: bots (nobody reads their account) and deleted accounts
 * get none, neither live nor from the daily jobs.
 */
export function isNotificationReceiver(eb: ExpressionBuilder<DB, 'users'>) {
  return eb.and([eb('users.is_bot', '=', 0), isNotDeleted]);
}

async function canReceiveNotifications(db: Kysely<DB>, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('users.id')
    .where('users.id', '=', userId)
    .where(isNotificationReceiver)
    .executeTakeFirst();
  return row !== undefined;
}

/** A stored notification and its receiver. */
export type TStoredNotification = { id: number; userId: number };

/**
 * Tells the receivers about stored notifications: open tabs, then web push, and resolves to the
 * number of devices pushed to. It must never throw: the caller's job would be retried and record
 * the same events again.
 */
export type TNotificationDelivery = (stored: TStoredNotification[]) => Promise<{ pushCount: number }>;

/** Stored notifications presented for their receivers with each one's badge count, in 2-3 queries. */
export async function presentForDelivery(
  db: Kysely<DB>,
  stored: TStoredNotification[],
): Promise<Array<{ userId: number; notification: TNotification; unseenCount: number }>> {
  if (stored.length === 0) return [];
  const receiverOf = new Map(stored.map((s) => [s.id, s.userId]));
  const [rows, counts] = await Promise.all([
    selectNotificationRows(db)
      .where('n.id', 'in', [...receiverOf.keys()])
      .execute(),
    db
      .selectFrom('notifications')
      .select((eb) => ['user_id', eb.fn.countAll<number>().as('n')])
      .where('user_id', 'in', [...new Set(receiverOf.values())])
      .where('is_seen', '=', 0)
      .groupBy('user_id')
      .execute(),
  ]);
  const unseen = new Map(counts.map((c) => [c.user_id, Number(c.n)]));
  const notifications = await presentNotificationRows(db, rows, { now: Date.now(), isAdmin: false });
  return notifications.map((notification) => {
    const userId = receiverOf.get(notification.id)!;
    return { userId, notification, unseenCount: unseen.get(userId) ?? 0 };
  });
}

/** The realtime message about a new or updated notification and the new badge count. */
export function notificationMessage(
  notification: TNotification,
  unseenCount: number,
): TRealtimeNotificationMessage {
  return {
    type: 'notification',
    id: notification.id,
    messageType: notification.messageType,
    messageText: notification.messageText,
    unseenCount,
  };
}

/** Stores the notification for `spec` and hands it to `deliver`; null when nobody can receive it. */
export async function createNotification(
  db: Kysely<DB>,
  spec: TNotificationSpec,
  deliver: TNotificationDelivery,
  now = Date.now(),
): Promise<number | null> {
  if (!(await canReceiveNotifications(db, spec.userId))) return null;
  const { id } = await recordNotification(db, spec, now);
  await deliver([{ id, userId: spec.userId }]);
  return id;
}

/**
 * Records the member's test notification (or touches their earlier one) and delivers it like any
 * other: to their open tabs and as web push. Returns its id and the devices the push reached.
 */
export async function sendTestNotification(
  db: Kysely<DB>,
  options: { userId: number; deliver: TNotificationDelivery; now?: number },
): Promise<{ notificationId: number; pushCount: number }> {
  const spec = specForTestNotification(options.userId);
  const { id } = await recordNotification(db, spec, options.now ?? Date.now());
  const { pushCount } = await options.deliver([{ id, userId: options.userId }]);
  return { notificationId: id, pushCount };
}

/** The domain-event subscriber: one event → at most one notification row touched. */
export async function handleDomainEvent(
  db: Kysely<DB>,
  event: TDomainEvent & { occurredAt?: number },
  deliver: TNotificationDelivery,
): Promise<number | null> {
  if (event.type === 'connection_request_withdrawn') {
    await db
      .deleteFrom('notifications')
      .where('user_id', '=', event.recipientId)
      .where('group_key', '=', `connection_request:${event.requestId}`)
      .execute();
    return null;
  }
  const spec = specForEvent(event);
  if (!spec) return null;
  return createNotification(db, spec, deliver, event.occurredAt ?? Date.now());
}

/** The notification column that names an item of each moderation content type (docs/moderation.md). */
const NOTIFICATION_REFERENCE = {
  post: 'post_id',
  moment: 'moment_id',
  post_comment: 'comment_id',
  moment_comment: 'comment_id',
  group: 'group_id',
  event: 'event_id',
} as const;

/**
 * Withdraws the notifications about an item moderation hid or deleted, from everyone but its author
 * (who still sees a hidden item, marked): they leave the list and the unread count at once. Types
 * no notification names (profiles, chat messages, job ads, companies, wiki pages) have none.
 */
export async function withdrawNotificationsAbout(
  db: Kysely<DB>,
  type: TModerationContentType,
  id: number,
  authorId: number | null,
): Promise<void> {
  const column = NOTIFICATION_REFERENCE[type as keyof typeof NOTIFICATION_REFERENCE];
  if (!column) return;
  await db
    .deleteFrom('notifications')
    .where(column, '=', id)
    // Post and moment comments share `comment_id`: the item's parent column tells them apart.
    .$if(type === 'post_comment', (q) => q.where('post_id', 'is not', null))
    .$if(type === 'moment_comment', (q) => q.where('moment_id', 'is not', null))
    .$if(authorId !== null, (q) => q.where('user_id', '<>', authorId!))
    .execute();
}
