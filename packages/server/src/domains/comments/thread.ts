/**
 * A comment thread under a post or a moment: top-level comments with one level of answers, the
 * parent's `comments_count` kept in the same transaction. Generic over its target (which tables,
 * which messages); the caller has already checked that the viewer may see the parent (the
 * domain's policy.ts) and publishes its own events through `eventsOf`.
 */
import type { Kysely } from 'kysely';
import type { TComment } from '@pflegepuls/shared';
import { MODERATION_MESSAGES } from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import { visibleToViewer } from '../moderation/filters.ts';
import { AppError, validationError } from '../../platform/errors.ts';
import type { TDomainEvent, TDomainEvents } from '../../platform/events.ts';
import {
  AUTHOR_COLUMNS,
  nestComments,
  presentComment,
  type TAnonymousAuthor,
  type TCommentRow,
} from './present.ts';

/** Where a thread lives: the comments table, its parent column and table, and the German messages. */
export type TCommentTarget = {
  comments: 'post_comments' | 'moment_comments';
  parentColumn: 'post_id' | 'moment_id';
  parents: 'posts' | 'moments';
  messages: { commentNotFound: string; answerToAnswer: string; notOwnComment: string };
};

/*
 * Both comment tables have the same columns apart from the parent column's name, so the queries are
 * written once against post_comments' types; the names come from the target at run time.
 */
function tablesOf(target: TCommentTarget) {
  const table = target.comments as 'post_comments';
  return {
    table,
    parentColumn: `${table}.${target.parentColumn}` as 'post_comments.post_id',
    parents: target.parents as 'posts',
    columns: [
      `${table}.id`,
      `${table}.user_id`,
      `${table}.parent_id`,
      `${table}.body`,
      `${table}.created_at`,
      ...AUTHOR_COLUMNS,
    ] as unknown as readonly [
      'post_comments.id',
      'post_comments.user_id',
      'post_comments.parent_id',
      'post_comments.body',
      'post_comments.created_at',
      ...typeof AUTHOR_COLUMNS,
    ],
  };
}

/** Top-level comments oldest first (keyset on id, after `afterId`), each with all its answers. */
export async function findComments(options: {
  db: Kysely<DB>;
  target: TCommentTarget;
  parentId: number;
  viewerId: number;
  afterId: number | undefined;
  take: number;
  anonymousAuthor: TAnonymousAuthor;
}): Promise<{ data: TComment[]; hasMore: boolean; lastId: number | null }> {
  const { db, parentId, afterId, take } = options;
  const t = tablesOf(options.target);
  // Blocks, mutes and moderation (docs/moderation.md): comments of blocked or muted members and
  // hidden comments (but the viewer's own) are left out.
  const visible = visibleToViewer(options.viewerId, t.table, {
    type: options.target.comments === 'post_comments' ? 'post_comment' : 'moment_comment',
    idColumn: 'id',
    isMoment: false,
  });
  const top = await db
    .selectFrom(t.table)
    .innerJoin('users', 'users.id', `${t.table}.user_id`)
    .select(t.columns)
    .where(t.parentColumn, '=', parentId)
    .where(`${t.table}.parent_id`, 'is', null)
    .where(visible)
    .$if(afterId !== undefined, (qb) => qb.where(`${t.table}.id`, '>', afterId!))
    .orderBy(`${t.table}.id`, 'asc')
    .limit(take + 1)
    .execute();
  const hasMore = top.length > take;
  const page = top.slice(0, take);
  const answers = page.length
    ? await db
        .selectFrom(t.table)
        .innerJoin('users', 'users.id', `${t.table}.user_id`)
        .select(t.columns)
        .where(t.parentColumn, '=', parentId)
        .where(
          `${t.table}.parent_id`,
          'in',
          page.map((c) => c.id),
        )
        .where(visible)
        .orderBy(`${t.table}.id`, 'asc')
        .execute()
    : [];
  const now = Date.now();
  const present = (row: TCommentRow) => presentComment(row, options.viewerId, now, options.anonymousAuthor);
  return {
    data: nestComments(page, answers, present),
    hasMore,
    lastId: hasMore ? (page.at(-1)?.id ?? null) : null,
  };
}

/**
 * Writes a comment or, with `answerTo`, an answer (one level; answering an answer is a 422), then
 * publishes `eventsOf(…)` after the commit.
 */
export async function createComment(options: {
  db: Kysely<DB>;
  events: TDomainEvents;
  target: TCommentTarget;
  parentId: number;
  userId: number;
  body: string;
  answerTo: number | null;
  anonymousAuthor: TAnonymousAuthor;
  eventsOf: (comment: { commentId: number; parentAuthorId: number | null }) => TDomainEvent[];
}): Promise<TComment> {
  const { db, target, parentId, userId, answerTo } = options;
  const t = tablesOf(target);
  let parentAuthorId: number | null = null;
  // A member blocked by the author of the post or moment cannot comment under it; they get the
  // answer of a missing item, not "blocked" (docs/moderation.md).
  const blocked = await db
    .selectFrom(t.parents)
    .select('id')
    .where('id', '=', parentId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('chat_blocks')
          .select('blocker_id')
          .whereRef('chat_blocks.blocker_id', '=', `${t.parents}.user_id`)
          .where('chat_blocks.blocked_id', '=', userId),
      ),
    )
    .executeTakeFirst();
  if (blocked) throw new AppError('NOT_FOUND', MODERATION_MESSAGES.itemNotFound);
  if (answerTo !== null) {
    const parent = await db
      .selectFrom(t.table)
      .select(['user_id', 'parent_id'])
      .where('id', '=', answerTo)
      .where(target.parentColumn as 'post_id', '=', parentId)
      .executeTakeFirst();
    if (!parent) throw new AppError('NOT_FOUND', target.messages.commentNotFound);
    if (parent.parent_id !== null) throw validationError({ parentId: [target.messages.answerToAnswer] });
    parentAuthorId = parent.user_id;
  }
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto(t.table)
      .values({
        [target.parentColumn as 'post_id']: parentId,
        user_id: userId,
        parent_id: answerTo,
        body: options.body,
        created_at: Date.now(),
      } as { post_id: number; user_id: number; parent_id: number | null; body: string; created_at: number })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable(t.parents)
      .set((eb) => ({ comments_count: eb('comments_count', '+', 1) }))
      .where('id', '=', parentId)
      .execute();
    return row.id;
  });
  for (const event of options.eventsOf({ commentId: id, parentAuthorId }))
    await options.events.publish(event);
  const row = await db
    .selectFrom(t.table)
    .innerJoin('users', 'users.id', `${t.table}.user_id`)
    .select(t.columns)
    .where(`${t.table}.id`, '=', id)
    .executeTakeFirstOrThrow();
  return { ...presentComment(row, userId, Date.now(), options.anonymousAuthor), answers: [] };
}

/** 404 unless the comment exists under this parent, 403 unless `userId` wrote it. */
export async function assertCanDeleteComment(options: {
  db: Kysely<DB>;
  target: TCommentTarget;
  parentId: number;
  commentId: number;
  userId: number;
}): Promise<void> {
  const { db, target } = options;
  const comment = await db
    .selectFrom(tablesOf(target).table)
    .select(['user_id'])
    .where('id', '=', options.commentId)
    .where(target.parentColumn as 'post_id', '=', options.parentId)
    .executeTakeFirst();
  if (!comment) throw new AppError('NOT_FOUND', target.messages.commentNotFound);
  if (comment.user_id !== options.userId) throw new AppError('FORBIDDEN', target.messages.notOwnComment);
}

/** Deletes a comment and its answers; the parent's counter drops by all of them. */
export async function deleteComment(options: {
  db: Kysely<DB>;
  target: TCommentTarget;
  parentId: number;
  commentId: number;
}): Promise<void> {
  const { commentId } = options;
  const t = tablesOf(options.target);
  await options.db.transaction().execute(async (trx) => {
    const answers = await trx.deleteFrom(t.table).where('parent_id', '=', commentId).executeTakeFirst();
    await trx.deleteFrom(t.table).where('id', '=', commentId).execute();
    const removed = 1 + Number(answers.numDeletedRows);
    await trx
      .updateTable(t.parents)
      .set((eb) => ({ comments_count: eb('comments_count', '-', removed) }))
      .where('id', '=', options.parentId)
      .execute();
  });
}
