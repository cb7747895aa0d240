/**
 * From a domain event to a notification row. One row per member and group key: a second like on
 * the same post updates the first row (latest actor, distinct actor count, unseen again, moved to
 * the top) instead of adding one, so "Anna und 3 weitere haben deinen Beitrag geliked" is one line.
 */
import type { Kysely } from 'kysely';
import type { TNotificationType } from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import type { TDomainEvent } from '../../platform/events.ts';

const GROUP_NOTIFICATION_TYPES = {
  group_posted: 'group_post',
  group_post_pinned: 'group_post_pinned',
  group_join_requested: 'group_join_request',
  group_request_approved: 'group_request_approved',
} as const satisfies Record<string, TNotificationType>;

const EVENT_NOTIFICATION_TYPES = {
  event_spot_freed: 'event_spot_free',
  event_reminder: 'event_reminder',
  event_changed: 'event_changed',
  event_cancelled: 'event_cancelled',
  event_message: 'event_message',
} as const satisfies Record<string, TNotificationType>;

/** What one event means for one recipient. */
export type TNotificationSpec = {
  userId: number;
  type: TNotificationType;
  groupKey: string;
  actorId: number | null;
  postId?: number | null;
  momentId?: number | null;
  commentId?: number | null;
  groupId?: number | null;
  eventId?: number | null;
  chatId?: number | null;
  requestId?: number | null;
  closedAreaId?: number | null;
  data?: Record<string, unknown> | null;
};

/**
 * The notification an event produces, or null. Moment events carry no author by contract: the
 * author is at most the recipient, and an answer by the author has no actor, so nothing here can
 * name them to anyone else.
 */
export function specForEvent(event: TDomainEvent): TNotificationSpec | null {
  // A fan-out event: the groups domain turns it into one `group_posted` per member.
  if (event.type === 'group_post_created' || event.type === 'connection_request_withdrawn') return null;
  if (event.actorId === event.recipientId) return null;
  const base = { userId: event.recipientId, actorId: event.actorId };
  switch (event.type) {
    case 'post_liked':
      return { ...base, type: 'like', groupKey: `like:post:${event.postId}`, postId: event.postId };
    case 'post_commented':
      return {
        ...base,
        type: 'comment',
        groupKey: `comment:post:${event.postId}`,
        postId: event.postId,
        commentId: event.commentId,
      };
    case 'comment_answered':
      return {
        ...base,
        type: 'comment_answer',
        groupKey: `comment_answer:comment:${event.commentId}`,
        postId: event.postId,
        commentId: event.commentId,
      };
    case 'moment_liked':
      return {
        ...base,
        type: 'moment_like',
        groupKey: `moment_like:moment:${event.momentId}`,
        momentId: event.momentId,
        closedAreaId: event.closedAreaId,
      };
    case 'moment_reacted':
      return {
        ...base,
        type: 'moment_reaction',
        groupKey: `moment_reaction:moment:${event.momentId}`,
        momentId: event.momentId,
        closedAreaId: event.closedAreaId,
        data: { reaction: event.reaction },
      };
    case 'moment_commented':
      return {
        ...base,
        type: 'moment_comment',
        groupKey: `moment_comment:moment:${event.momentId}`,
        momentId: event.momentId,
        closedAreaId: event.closedAreaId,
        commentId: event.commentId,
      };
    case 'moment_comment_answered':
      // The text of an answer under a post; the actor is null when the moment's author answered.
      return {
        ...base,
        type: 'comment_answer',
        groupKey: `comment_answer:moment_comment:${event.commentId}`,
        momentId: event.momentId,
        closedAreaId: event.closedAreaId,
        commentId: event.commentId,
      };
    case 'connection_requested':
      return {
        ...base,
        type: 'connection_request',
        groupKey: `connection_request:${event.requestId}`,
        requestId: event.requestId,
      };
    case 'connection_accepted':
      return {
        ...base,
        type: 'connection_accepted',
        groupKey: `connection_accepted:${event.requestId}`,
        requestId: event.requestId,
      };
    case 'direct_message':
      // One line per chat that counts the messages until it is read.
      return {
        ...base,
        type: 'direct_message',
        groupKey: `direct_message:chat:${event.chatId}`,
        chatId: event.chatId,
      };
    case 'group_invited':
      return {
        ...base,
        type: 'closed_area_group_invite',
        groupKey: `group_invite:${event.groupId}`,
        groupId: event.groupId,
        closedAreaId: event.closedAreaId ?? null,
        data: event.community ? { community: true } : null,
      };
    case 'group_posted':
    case 'group_post_pinned':
    case 'group_join_requested':
    case 'group_request_approved': {
      const type = GROUP_NOTIFICATION_TYPES[event.type];
      return {
        ...base,
        type,
        // New posts of one group fold into one line per member; requests one per requester.
        groupKey:
          event.type === 'group_join_requested'
            ? `${type}:${event.groupId}:${event.actorId}`
            : event.type === 'group_post_pinned'
              ? `${type}:${event.postId}`
              : `${type}:${event.groupId}`,
        groupId: event.groupId,
        postId: event.postId,
        closedAreaId: event.closedAreaId,
        data: event.community ? { community: true } : null,
      };
    }
    case 'event_invited':
      return {
        ...base,
        type: 'event_invite',
        groupKey: `event_invite:${event.eventId}`,
        eventId: event.eventId,
        closedAreaId: event.closedAreaId ?? null,
      };
    case 'event_spot_freed':
    case 'event_reminder':
    case 'event_changed':
    case 'event_cancelled':
    case 'event_message': {
      const type = EVENT_NOTIFICATION_TYPES[event.type];
      return {
        ...base,
        type,
        groupKey: `${type}:${event.eventId}`,
        eventId: event.eventId,
        closedAreaId: event.closedAreaId,
        data: event.text !== undefined ? { text: event.text } : null,
      };
    }
    case 'application_received':
    case 'application_status_changed': {
      const type = event.type === 'application_received' ? 'application_received' : 'application_status';
      // One line per application and member: a new step replaces the last one's line.
      return {
        ...base,
        type,
        groupKey: `${type}:${event.applicationId}`,
        data: { text: event.text, url: event.url },
      };
    }
    case 'moderation_notice':
      return {
        ...base,
        type: 'moderation_notice',
        groupKey: `moderation:${event.key}`,
        data: { text: event.text, url: event.url },
      };
    case 'closed_area_joined':
      // Announced in the daily grouped notification to the area's members, not one by one.
      return null;
    case 'matcher_synced':
      // Admin-only debug data: presentNotification shows it to admins only.
      return {
        ...base,
        type: 'admin_debug_matcher_sync',
        groupKey: `matcher_sync:${event.runId}`,
        data: { text: event.text, debug: event.debug },
      };
  }
}

/**
 * The test notification a member sends themself from the test page: the one notification of a
 * member's own action (`specForEvent` drops all others). One row per member, so repeated tests move
 * it to the top and make it unseen again instead of filling the list.
 */
export function specForTestNotification(userId: number): TNotificationSpec {
  return { userId, type: 'notification_test', groupKey: 'notification_test', actorId: userId };
}

/** The columns a notification row takes from its spec (live path and bulk seed alike). */
export function notificationColumns(spec: TNotificationSpec) {
  return {
    user_id: spec.userId,
    type: spec.type,
    group_key: spec.groupKey,
    actor_id: spec.actorId,
    post_id: spec.postId ?? null,
    moment_id: spec.momentId ?? null,
    comment_id: spec.commentId ?? null,
    group_id: spec.groupId ?? null,
    event_id: spec.eventId ?? null,
    chat_id: spec.chatId ?? null,
    request_id: spec.requestId ?? null,
    closed_area_id: spec.closedAreaId ?? null,
    data: spec.data ? JSON.stringify(spec.data) : null,
  };
}

/**
 * Inserts or updates the row for `spec` and records its actor. Returns the row id and whether it
 * is new. Safe under concurrent jobs: the unique (user_id, group_key) index decides who inserts.
 */
export async function recordNotification(
  db: Kysely<DB>,
  spec: TNotificationSpec,
  now: number,
): Promise<{ id: number; isNew: boolean }> {
  const inserted = await db
    .insertInto('notifications')
    .values({
      ...notificationColumns(spec),
      actor_count: spec.actorId === null ? 0 : 1,
      event_count: 1,
      is_seen: 0,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'group_key']).doNothing())
    .returning('id')
    .executeTakeFirst();

  if (inserted) {
    if (spec.actorId !== null) {
      await db
        .insertInto('notification_actors')
        .values({ notification_id: inserted.id, actor_id: spec.actorId, created_at: now })
        .onConflict((oc) => oc.columns(['notification_id', 'actor_id']).doNothing())
        .execute();
    }
    return { id: inserted.id, isNew: true };
  }

  const existing = await db
    .selectFrom('notifications')
    .select(['id'])
    .where('user_id', '=', spec.userId)
    .where('group_key', '=', spec.groupKey)
    .executeTakeFirstOrThrow();
  if (spec.actorId !== null) {
    await db
      .insertInto('notification_actors')
      .values({ notification_id: existing.id, actor_id: spec.actorId, created_at: now })
      .onConflict((oc) => oc.columns(['notification_id', 'actor_id']).doNothing())
      .execute();
  }
  await db
    .updateTable('notifications')
    .set((eb) => ({
      // An anonymous actor (a moment's author answering) leaves the named one in place.
      actor_id: spec.actorId ?? eb.ref('actor_id'),
      actor_count: eb
        .selectFrom('notification_actors')
        .select((s) => s.fn.countAll<number>().as('n'))
        .where('notification_actors.notification_id', '=', existing.id),
      event_count: eb('event_count', '+', 1),
      comment_id: spec.commentId ?? eb.ref('comment_id'),
      data: spec.data ? JSON.stringify(spec.data) : eb.ref('data'),
      is_seen: 0,
      seen_at: null,
      updated_at: now,
    }))
    .where('id', '=', existing.id)
    .execute();
  return { id: existing.id, isNew: false };
}

/** The state of one notification row after a series of events (what `recordNotification` leaves). */
export type TFoldedNotification = {
  spec: TNotificationSpec;
  /** Distinct actors in the order they first acted. */
  actors: Array<{ actorId: number; at: number }>;
  eventCount: number;
  createdAt: number;
  updatedAt: number;
};

/**
 * Applies timed specs in order the way `recordNotification` does (first creates, later ones move
 * the latest actor, count distinct actors and events, refresh comment/data and the time), in
 * memory: the demo and large seeds write the result in bulk instead of one upsert per event.
 */
export function foldNotificationSpecs(
  specs: Array<{ spec: TNotificationSpec; at: number }>,
): TFoldedNotification[] {
  const rows = new Map<string, TFoldedNotification>();
  for (const { spec, at } of specs) {
    const key = `${spec.userId}|${spec.groupKey}`;
    const row = rows.get(key);
    if (!row) {
      rows.set(key, {
        spec: { ...spec },
        actors: spec.actorId === null ? [] : [{ actorId: spec.actorId, at }],
        eventCount: 1,
        createdAt: at,
        updatedAt: at,
      });
      continue;
    }
    row.spec = {
      ...row.spec,
      actorId: spec.actorId ?? row.spec.actorId,
      commentId: spec.commentId ?? row.spec.commentId ?? null,
      data: spec.data ?? row.spec.data ?? null,
    };
    if (spec.actorId !== null && !row.actors.some((a) => a.actorId === spec.actorId)) {
      row.actors.push({ actorId: spec.actorId, at });
    }
    row.eventCount++;
    row.updatedAt = at;
  }
  return [...rows.values()];
}
