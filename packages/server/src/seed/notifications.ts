import type { Faker } from '@faker-js/faker';
import type { Kysely } from 'kysely';
import { MOMENT_LIKE_REACTION, DAY_MS } from '@pflegepuls/shared';
import type { DB } from '../platform/db/index.ts';
import type { TDomainEvent } from '../platform/events.ts';
import { momentCommentEvents } from '../domains/moments/comments.ts';
import { notifyNewUrocampusMembers } from '../domains/notifications/daily.ts';
import {
  foldNotificationSpecs,
  notificationColumns,
  specForEvent,
  type TFoldedNotification,
} from '../domains/notifications/generate.ts';

/** Older notifications count as seen, so the demo shows both states. */
const UNSEEN_WINDOW_MS = 3 * DAY_MS;

/** Rows per multi-row insert (well below SQLite's and PostgreSQL's parameter limits). */
const BATCH = 200;

type TTimedEvent = TDomainEvent & { occurredAt: number };

/** A folded notification as the row `recordNotification` would have left; old ones count as seen. */
function toNotificationValues(row: TFoldedNotification, now: number) {
  const { spec } = row;
  const isSeen = row.updatedAt < now - UNSEEN_WINDOW_MS;
  return {
    ...notificationColumns(spec),
    actor_count: row.actors.length,
    event_count: row.eventCount,
    is_seen: isSeen ? 1 : 0,
    seen_at: isSeen ? row.updatedAt : null,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

/**
 * The events the seeded activity would have published, in the order they happened: likes,
 * comments and answers on posts, moment reactions and comments, connection requests and answers.
 * They mirror what the feed, moments and network services publish.
 */
async function collectSeededEvents(db: Kysely<DB>): Promise<TTimedEvent[]> {
  const [likes, comments, reactions, momentComments, requests] = await Promise.all([
    db
      .selectFrom('post_likes as l')
      .innerJoin('posts as p', 'p.id', 'l.post_id')
      .select(['l.user_id', 'l.post_id', 'l.created_at', 'p.user_id as owner'])
      .execute(),
    db
      .selectFrom('post_comments as c')
      .innerJoin('posts as p', 'p.id', 'c.post_id')
      .leftJoin('post_comments as parent', 'parent.id', 'c.parent_id')
      .select([
        'c.id',
        'c.user_id',
        'c.post_id',
        'c.parent_id',
        'c.created_at',
        'p.user_id as owner',
        'parent.user_id as parent_author',
      ])
      .execute(),
    db
      .selectFrom('moment_reactions as r')
      .innerJoin('moments as m', 'm.id', 'r.moment_id')
      .select([
        'r.user_id',
        'r.moment_id',
        'r.type',
        'r.created_at',
        'm.user_id as owner',
        'm.closed_area_id',
      ])
      .execute(),
    db
      .selectFrom('moment_comments as c')
      .innerJoin('moments as m', 'm.id', 'c.moment_id')
      .leftJoin('moment_comments as parent', 'parent.id', 'c.parent_id')
      .select([
        'c.id',
        'c.user_id',
        'c.moment_id',
        'c.parent_id',
        'c.created_at',
        'm.user_id as owner',
        'm.closed_area_id',
        'parent.user_id as parent_author',
      ])
      .execute(),
    db
      .selectFrom('connection_requests')
      .select(['id', 'sender_id', 'receiver_id', 'status', 'created_at', 'responded_at'])
      .execute(),
  ]);
  const events: TTimedEvent[] = [];
  for (const l of likes) {
    events.push({
      type: 'post_liked',
      actorId: l.user_id,
      recipientId: l.owner,
      postId: l.post_id,
      occurredAt: l.created_at,
    });
  }
  for (const c of comments) {
    if (c.parent_id !== null && c.parent_author !== null) {
      events.push({
        type: 'comment_answered',
        actorId: c.user_id,
        recipientId: c.parent_author,
        postId: c.post_id,
        commentId: c.parent_id,
        answerId: c.id,
        occurredAt: c.created_at,
      });
    }
    if (c.parent_author !== c.owner) {
      events.push({
        type: 'post_commented',
        actorId: c.user_id,
        recipientId: c.owner,
        postId: c.post_id,
        commentId: c.id,
        occurredAt: c.created_at,
      });
    }
  }
  for (const r of reactions) {
    events.push(
      r.type === MOMENT_LIKE_REACTION
        ? {
            type: 'moment_liked',
            actorId: r.user_id,
            recipientId: r.owner,
            momentId: r.moment_id,
            closedAreaId: r.closed_area_id,
            occurredAt: r.created_at,
          }
        : {
            type: 'moment_reacted',
            actorId: r.user_id,
            recipientId: r.owner,
            momentId: r.moment_id,
            closedAreaId: r.closed_area_id,
            reaction: r.type,
            occurredAt: r.created_at,
          },
    );
  }
  for (const c of momentComments) {
    const published = momentCommentEvents({
      commentId: c.id,
      commenterId: c.user_id,
      parentId: c.parent_id,
      parentAuthorId: c.parent_author,
      momentId: c.moment_id,
      momentAuthorId: c.owner,
      closedAreaId: c.closed_area_id,
    });
    for (const event of published) events.push({ ...event, occurredAt: c.created_at });
  }
  for (const r of requests) {
    events.push({
      type: 'connection_requested',
      actorId: r.sender_id,
      recipientId: r.receiver_id,
      requestId: r.id,
      occurredAt: r.created_at,
    });
    if (r.status === 'accepted') {
      events.push({
        type: 'connection_accepted',
        actorId: r.receiver_id,
        recipientId: r.sender_id,
        requestId: r.id,
        occurredAt: r.responded_at ?? r.created_at,
      });
    }
  }
  // Open event invitations (seed/events.ts) as the invite endpoint would have announced them.
  const invitations = await db
    .selectFrom('event_members as em')
    .innerJoin('events as e', 'e.id', 'em.event_id')
    .select(['em.user_id', 'em.invited_by', 'em.event_id', 'em.created_at', 'e.closed_area_id'])
    .where('em.status', '=', 'invited')
    .where('em.invited_by', 'is not', null)
    .execute();
  for (const i of invitations) {
    events.push({
      type: 'event_invited',
      actorId: i.invited_by!,
      recipientId: i.user_id,
      eventId: i.event_id,
      closedAreaId: i.closed_area_id,
      occurredAt: i.created_at,
    });
  }
  return events.sort((a, b) => a.occurredAt - b.occurredAt);
}

/**
 * Demo notifications produced from the seeded activity by the code the event handler runs
 * (`specForEvent`, grouped by `foldNotificationSpecs` like `recordNotification` groups), written
 * in bulk, plus the daily Urocampus notification. Runs after the
 * members, network and feed exist; deterministic (it uses no randomness of its own).
 */
export async function seedNotifications(
  db: Kysely<DB>,
  _faker: Faker,
  options: { now: number },
): Promise<void> {
  const events = await collectSeededEvents(db);
  const specs = events.flatMap((event) => {
    const spec = specForEvent(event);
    return spec ? [{ spec, at: Math.min(event.occurredAt, options.now) }] : [];
  });
  const folded = foldNotificationSpecs(specs);
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < folded.length; i += BATCH) {
      const batch = folded.slice(i, i + BATCH);
      const inserted = await trx
        .insertInto('notifications')
        .values(batch.map((row) => toNotificationValues(row, options.now)))
        .returning(['id', 'user_id', 'group_key'])
        .execute();
      const ids = new Map(inserted.map((row) => [`${row.user_id}|${row.group_key}`, row.id]));
      const actors = batch.flatMap((row) =>
        row.actors.map((actor) => ({
          notification_id: ids.get(`${row.spec.userId}|${row.spec.groupKey}`)!,
          actor_id: actor.actorId,
          created_at: actor.at,
        })),
      );
      for (let j = 0; j < actors.length; j += BATCH) {
        await trx
          .insertInto('notification_actors')
          .values(actors.slice(j, j + BATCH))
          .execute();
      }
    }
  });
  await notifyNewUrocampusMembers(db, { since: options.now - 7 * DAY_MS, now: options.now });
}
