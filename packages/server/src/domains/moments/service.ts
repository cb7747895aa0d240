/**
 * Moments ("Real Talk"): list, stats, create, delete, reactions (a like is the ❤️ reaction),
 * comments. The author's id is used for `isOwn`, ownership checks and as an event recipient only;
 * no answer and no event to someone else carries it (docs/moments.md).
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  MOMENT_LIKE_REACTION,
  MOMENT_MESSAGES,
  type TComment,
  type TCommentsPage,
  type TCreateMoment,
  type TCreateMomentComment,
  type TMomentItem,
  type TMomentReactionKey,
  type TMomentReactionState,
  type TMomentsPage,
  type TMomentsQuery,
  type TMomentsStats,
  DAY_MS,
} from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { TDomainEvent, TDomainEvents } from '../../platform/events.ts';
import { areaIdOf, assertAreaAccess } from '../feed/access.ts';
import { decodeCursor, encodeCursor } from '../feed/cursor.ts';
import { scoreFor } from '../feed/list.ts';
import {
  assertCanDeleteComment,
  createComment,
  deleteComment,
  findComments,
  type TCommentTarget,
} from '../comments/thread.ts';
import {
  MOMENT_COLUMNS,
  presentMoment,
  presentReactionState,
  reactionColumn,
  type TMomentRow,
} from './present.ts';

/** The moment row or 404; 403 when it lies in a closed area the viewer is not a member of. */
async function visibleMoment(db: Kysely<DB>, viewerId: number, momentId: number): Promise<TMomentRow> {
  const row = await db
    .selectFrom('moments')
    .select(MOMENT_COLUMNS)
    .where('moments.id', '=', momentId)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', MOMENT_MESSAGES.notFound);
  await assertAreaAccess(db, viewerId, row.closed_area_id);
  return row;
}

async function myReaction(db: Kysely<DB>, userId: number, momentId: number): Promise<string | null> {
  const row = await db
    .selectFrom('moment_reactions')
    .select('type')
    .where('moment_id', '=', momentId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.type ?? null;
}

/** One moment for the viewer. */
export async function getMoment(db: Kysely<DB>, viewerId: number, momentId: number): Promise<TMomentItem> {
  const row = await visibleMoment(db, viewerId, momentId);
  return presentMoment(row, viewerId, await myReaction(db, viewerId, momentId));
}

const ORDER_COLUMNS = {
  created_at: 'created_at',
  likes: 'heart_count',
  reactions: 'reactions_count',
  comments: 'comments_count',
} as const;

/** GET /api/moments: every parameter of 000 §7; a page is two queries. */
export async function listMoments(
  db: Kysely<DB>,
  viewerId: number,
  query: TMomentsQuery,
): Promise<TMomentsPage> {
  const closedAreaId = query.closedAreaId ?? null;
  await assertAreaAccess(db, viewerId, closedAreaId);
  const column = ORDER_COLUMNS[query.orderBy];
  // The viewer's reaction comes with the row (left join on the primary key of moment_reactions).
  const rows = await db
    .selectFrom('moments')
    .leftJoin('moment_reactions', (j) =>
      j.onRef('moment_reactions.moment_id', '=', 'moments.id').on('moment_reactions.user_id', '=', viewerId),
    )
    .select([...MOMENT_COLUMNS, 'moment_reactions.type as my_reaction'])
    .where((eb) =>
      closedAreaId === null
        ? eb('moments.closed_area_id', 'is', null)
        : eb('moments.closed_area_id', '=', closedAreaId),
    )
    .$if(query.usersMoments, (qb) => qb.where('moments.user_id', '=', viewerId))
    .$if(query.from !== undefined, (qb) => qb.where('moments.created_at', '>=', query.from!))
    .$if(query.to !== undefined, (qb) => qb.where('moments.created_at', '<=', query.to!))
    .orderBy(`moments.${column}`, query.orderDirection)
    .orderBy('moments.id', query.orderDirection)
    .limit(query.take + 1)
    .offset(query.skip)
    .execute();
  return {
    data: rows.slice(0, query.take).map((row) => presentMoment(row, viewerId, row.my_reaction)),
    has_more: rows.length > query.take,
  };
}

type TAreaCounts = { total: number; today: number; thisWeek: number };
const statsCaches = new WeakMap<Kysely<DB>, Map<number, { at: number; data: Promise<TAreaCounts> }>>();
export const MOMENT_STATS_CACHE_MS = 60_000;

async function areaCounts(db: Kysely<DB>, areaId: number): Promise<TAreaCounts> {
  const now = Date.now();
  const count = async (since: number) => {
    const row = await db
      .selectFrom('feed_items')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('area_id', '=', areaId)
      .where('kind', '=', 'moment')
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };
  const [total, today, thisWeek] = await Promise.all([
    count(0),
    count(now - DAY_MS),
    count(now - 7 * DAY_MS),
  ]);
  return { total, today, thisWeek };
}

/** GET /api/moments/stats: area counts (cached a minute) and the viewer's own counts. */
export async function getMomentStats(
  db: Kysely<DB>,
  viewerId: number,
  closedAreaId: number | null,
): Promise<TMomentsStats['data']> {
  await assertAreaAccess(db, viewerId, closedAreaId);
  const areaId = areaIdOf(closedAreaId);
  let cache = statsCaches.get(db);
  if (!cache) statsCaches.set(db, (cache = new Map()));
  let entry = cache.get(areaId);
  if (!entry || Date.now() - entry.at >= MOMENT_STATS_CACHE_MS) {
    entry = { at: Date.now(), data: areaCounts(db, areaId) };
    cache.set(areaId, entry);
    entry.data.catch(() => cache.delete(areaId));
  }
  const [counts, mine] = await Promise.all([
    entry.data,
    db
      .selectFrom('moments')
      .select((eb) => [
        eb.fn.countAll<number>().as('mine'),
        eb.fn.coalesce(eb.fn.sum<number>('reactions_count'), eb.lit(0)).as('reactions'),
        eb.fn.coalesce(eb.fn.sum<number>('comments_count'), eb.lit(0)).as('comments'),
      ])
      .where('user_id', '=', viewerId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    ...counts,
    mine: Number(mine.mine),
    reactionsOnMine: Number(mine.reactions),
    commentsOnMine: Number(mine.comments),
  };
}

/** Creates a moment and its feed item in one transaction. */
export async function createMoment(
  db: Kysely<DB>,
  userId: number,
  input: TCreateMoment,
): Promise<TMomentItem> {
  const closedAreaId = input.closedAreaId ?? null;
  await assertAreaAccess(db, userId, closedAreaId);
  const now = Date.now();
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('moments')
      .values({
        uuid: randomUUID(),
        user_id: userId,
        closed_area_id: closedAreaId,
        content: input.content,
        avatar_key: input.avatarKey,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('feed_items')
      .values({
        kind: 'moment',
        ref_id: row.id,
        user_id: userId,
        area_id: areaIdOf(closedAreaId),
        channel_id: null,
        created_at: now,
        score: scoreFor(now, 0),
      })
      .execute();
    return row.id;
  });
  return getMoment(db, userId, id);
}

/** Deletes an own moment with its reactions, comments and feed item. */
export async function deleteMoment(db: Kysely<DB>, userId: number, momentId: number): Promise<void> {
  const row = await visibleMoment(db, userId, momentId);
  if (row.user_id !== userId) throw new AppError('FORBIDDEN', MOMENT_MESSAGES.notOwn);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('feed_items').where('kind', '=', 'moment').where('ref_id', '=', momentId).execute();
    await trx.deleteFrom('moments').where('id', '=', momentId).execute();
  });
}

/**
 * Sets the viewer's one reaction (`type`) or removes it (`null`). `onlyIf`: remove only when the
 * current reaction is this one (unlike removes ❤️, not 😂). Repeating a call changes nothing.
 */
export async function setMomentReaction(
  db: Kysely<DB>,
  events: TDomainEvents,
  userId: number,
  momentId: number,
  type: TMomentReactionKey | null,
  onlyIf?: TMomentReactionKey,
): Promise<TMomentReactionState> {
  const moment = await visibleMoment(db, userId, momentId);
  const changed = await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('moment_reactions')
      .select('type')
      .where('moment_id', '=', momentId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const before = (current?.type ?? null) as TMomentReactionKey | null;
    if (before === type) return false;
    if (type === null && onlyIf && before !== onlyIf) return false;
    if (before === null && type !== null) {
      const inserted = await trx
        .insertInto('moment_reactions')
        .values({ moment_id: momentId, user_id: userId, type, created_at: Date.now() })
        .onConflict((oc) => oc.columns(['moment_id', 'user_id']).doNothing())
        .executeTakeFirst();
      // A parallel request of the same member won the race: its counters count.
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) return false;
    } else if (type === null) {
      // Conditional on the type read above: of two parallel changes by one member, one counts.
      const deleted = await trx
        .deleteFrom('moment_reactions')
        .where('moment_id', '=', momentId)
        .where('user_id', '=', userId)
        .where('type', '=', before!)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) return false;
    } else {
      const updated = await trx
        .updateTable('moment_reactions')
        .set({ type, created_at: Date.now() })
        .where('moment_id', '=', momentId)
        .where('user_id', '=', userId)
        .where('type', '=', before!)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return false;
    }
    const row = await trx
      .updateTable('moments')
      .set((eb) => {
        const set: Record<string, unknown> = {};
        if (before) set[reactionColumn(before)] = eb(reactionColumn(before), '-', 1);
        if (type) set[reactionColumn(type)] = eb(reactionColumn(type), '+', 1);
        const delta = (type ? 1 : 0) - (before ? 1 : 0);
        if (delta !== 0) set['reactions_count'] = eb('reactions_count', delta > 0 ? '+' : '-', 1);
        return set;
      })
      .where('id', '=', momentId)
      .returning('reactions_count')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('feed_items')
      .set({ score: scoreFor(moment.created_at, row.reactions_count) })
      .where('kind', '=', 'moment')
      .where('ref_id', '=', momentId)
      .execute();
    return true;
  });
  if (changed && type !== null) {
    const closedAreaId = moment.closed_area_id;
    await events.publish(
      type === MOMENT_LIKE_REACTION
        ? { type: 'moment_liked', actorId: userId, recipientId: moment.user_id, momentId, closedAreaId }
        : {
            type: 'moment_reacted',
            actorId: userId,
            recipientId: moment.user_id,
            momentId,
            closedAreaId,
            reaction: type,
          },
    );
  }
  const [row, reaction] = await Promise.all([
    db
      .selectFrom('moments')
      .select(MOMENT_COLUMNS)
      .where('moments.id', '=', momentId)
      .executeTakeFirstOrThrow(),
    myReaction(db, userId, momentId),
  ]);
  return presentReactionState(row, reaction);
}

/** Where moment comments live (the thread is shared with posts: domains/comments). */
export const MOMENT_COMMENTS: TCommentTarget = {
  comments: 'moment_comments',
  parentColumn: 'moment_id',
  parents: 'moments',
  messages: MOMENT_MESSAGES,
};

/** The moment's author, whose comments under it show the moment's avatar and no name. */
function anonymousAuthorOf(moment: TMomentRow) {
  return { userId: moment.user_id, avatarKey: moment.avatar_key };
}

/** Comments of a moment; the moment author's own comments show the moment's avatar instead. */
export async function listMomentComments(
  db: Kysely<DB>,
  viewerId: number,
  momentId: number,
  query: { cursor?: string | undefined; take: number },
): Promise<TCommentsPage> {
  const moment = await visibleMoment(db, viewerId, momentId);
  const page = await findComments({
    db,
    target: MOMENT_COMMENTS,
    parentId: momentId,
    viewerId,
    afterId: decodeCursor(query.cursor)?.i,
    take: query.take,
    anonymousAuthor: anonymousAuthorOf(moment),
  });
  return {
    data: page.data,
    hasMore: page.hasMore,
    nextCursor: page.lastId === null ? null : encodeCursor({ s: 0, i: page.lastId }),
  };
}

/**
 * The events a comment under a moment publishes (live here, and replayed by the demo seed): the
 * answered member is told of an answer (moment_comment_answered; without an actor when the
 * moment's author answers, so it never names them), the moment's author of everything else
 * (moment_commented), like answers under posts. An answer to the author's own comment already
 * told them.
 */
export function momentCommentEvents(comment: {
  commentId: number;
  commenterId: number;
  parentId: number | null;
  parentAuthorId: number | null;
  momentId: number;
  momentAuthorId: number;
  closedAreaId: number | null;
}): TDomainEvent[] {
  const { commentId, commenterId, parentId, parentAuthorId, momentId, momentAuthorId, closedAreaId } =
    comment;
  const events: TDomainEvent[] = [];
  if (parentId !== null && parentAuthorId !== null && parentAuthorId !== commenterId) {
    events.push({
      type: 'moment_comment_answered',
      actorId: commenterId === momentAuthorId ? null : commenterId,
      recipientId: parentAuthorId,
      momentId,
      closedAreaId,
      commentId: parentId,
      answerId: commentId,
    });
  }
  if (parentAuthorId !== momentAuthorId) {
    events.push({
      type: 'moment_commented',
      actorId: commenterId,
      recipientId: momentAuthorId,
      momentId,
      closedAreaId,
      commentId,
    });
  }
  return events;
}

/** Writes a comment or an answer under a moment and publishes its events (`momentCommentEvents`). */
export async function createMomentComment(
  db: Kysely<DB>,
  events: TDomainEvents,
  userId: number,
  momentId: number,
  input: TCreateMomentComment,
): Promise<TComment> {
  const moment = await visibleMoment(db, userId, momentId);
  const parentId = input.parentId ?? null;
  return createComment({
    db,
    events,
    target: MOMENT_COMMENTS,
    parentId: momentId,
    userId,
    body: input.body,
    answerTo: parentId,
    anonymousAuthor: anonymousAuthorOf(moment),
    eventsOf: ({ commentId, parentAuthorId }) =>
      momentCommentEvents({
        commentId,
        commenterId: userId,
        parentId,
        parentAuthorId,
        momentId,
        momentAuthorId: moment.user_id,
        closedAreaId: moment.closed_area_id,
      }),
  });
}

/** Deletes an own comment and its answers. */
export async function deleteMomentComment(
  db: Kysely<DB>,
  userId: number,
  momentId: number,
  commentId: number,
): Promise<void> {
  await visibleMoment(db, userId, momentId);
  const target = MOMENT_COMMENTS;
  await assertCanDeleteComment({ db, target, parentId: momentId, commentId, userId });
  await deleteComment({ db, target, parentId: momentId, commentId });
}
