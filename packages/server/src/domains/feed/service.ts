/**
 * Posts: create (with survey and images), edit, delete, like, vote, comments, detail and trending.
 * Counters and the feed_items row change in the same transaction as the row they count; domain
 * events go out after the commit and never to the actor.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  FEED_MESSAGES,
  TRENDING_COUNT,
  TRENDING_DAYS,
  TRENDING_EXCERPT_LENGTH,
  type TComment,
  type TCommentsPage,
  type TCreatePost,
  type TCreatePostComment,
  type TLikeState,
  type TPostImage,
  type TPostItem,
  type TSurvey,
  type TTrendingPost,
  type TUpdatePost,
  DAY_MS,
} from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import { AppError, validationError } from '../../platform/errors.ts';
import type { TDomainEvent, TDomainEvents } from '../../platform/events.ts';
import {
  assertCanDeleteComment,
  createComment,
  deleteComment,
  findComments,
  type TCommentTarget,
} from '../comments/thread.ts';
import { AUTHOR_COLUMNS, authorSummaryRow } from '../comments/present.ts';
import { presentUserSummary } from '../users/summary.ts';
import { areaIdOf, assertAreaAccess } from './access.ts';
import { findChannel } from './channels.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { loadPosts } from './hydrate.ts';
import { scoreFor } from './list.ts';
import { presentSurvey } from './present.ts';

async function requireChannel(db: Kysely<DB>, channelId: number) {
  const channel = await findChannel(db, channelId);
  if (!channel) throw validationError({ channelId: [FEED_MESSAGES.channelUnknown] });
  return channel;
}

/** The post row or 404; 403 when it lies in a closed area the viewer is not a member of. */
async function visiblePost(db: Kysely<DB>, viewerId: number, postId: number) {
  const post = await db
    .selectFrom('posts')
    .select(['id', 'user_id', 'closed_area_id', 'created_at', 'survey_title'])
    .where('id', '=', postId)
    .executeTakeFirst();
  if (!post) throw new AppError('NOT_FOUND', FEED_MESSAGES.postNotFound);
  await assertAreaAccess(db, viewerId, post.closed_area_id);
  return post;
}

/** One post as the viewer sees it (GET /api/posts/{id}, /getPost/{id}). */
export async function getPost(db: Kysely<DB>, viewerId: number, postId: number): Promise<TPostItem> {
  await visiblePost(db, viewerId, postId);
  const post = (await loadPosts(db, viewerId, [postId])).get(postId);
  if (!post) throw new AppError('NOT_FOUND', FEED_MESSAGES.postNotFound);
  return post;
}

/**
 * Creates a post (and its survey and feed item) in one transaction. `storeImages` runs after the
 * channel and area checks, so a refused post leaves no files behind.
 */
export async function createPost(
  db: Kysely<DB>,
  userId: number,
  input: TCreatePost,
  storeImages: () => Promise<TPostImage[]> = async () => [],
): Promise<TPostItem> {
  await requireChannel(db, input.channelId);
  await assertAreaAccess(db, userId, input.closedAreaId ?? null);
  const images = await storeImages();
  const now = Date.now();
  const id = await db.transaction().execute(async (trx) => {
    const post = await trx
      .insertInto('posts')
      .values({
        uuid: randomUUID(),
        user_id: userId,
        channel_id: input.channelId,
        closed_area_id: input.closedAreaId ?? null,
        body: input.body,
        images: JSON.stringify(images),
        survey_title: input.survey?.title ?? null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (input.survey) {
      await trx
        .insertInto('survey_answers')
        .values(input.survey.answers.map((body, position) => ({ post_id: post.id, position, body })))
        .execute();
    }
    await trx
      .insertInto('feed_items')
      .values({
        kind: 'post',
        ref_id: post.id,
        user_id: userId,
        area_id: areaIdOf(input.closedAreaId),
        channel_id: input.channelId,
        created_at: now,
        score: scoreFor(now, 0),
      })
      .execute();
    return post.id;
  });
  return getPost(db, userId, id);
}

/** 404 when missing, 403 unless the viewer wrote it. */
async function ownPost(db: Kysely<DB>, userId: number, postId: number) {
  const post = await visiblePost(db, userId, postId);
  if (post.user_id !== userId) throw new AppError('FORBIDDEN', FEED_MESSAGES.notOwnPost);
  return post;
}

/** Edits body and channel of an own post. */
export async function updatePost(db: Kysely<DB>, userId: number, postId: number, input: TUpdatePost) {
  await ownPost(db, userId, postId);
  await requireChannel(db, input.channelId);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('posts')
      .set({ body: input.body, channel_id: input.channelId, updated_at: Date.now() })
      .where('id', '=', postId)
      .execute();
    await trx
      .updateTable('feed_items')
      .set({ channel_id: input.channelId })
      .where('kind', '=', 'post')
      .where('ref_id', '=', postId)
      .execute();
  });
  return getPost(db, userId, postId);
}

/** Deletes an own post with its likes, comments, survey and feed item; returns its images (files to remove). */
export async function deletePost(db: Kysely<DB>, userId: number, postId: number): Promise<TPostImage[]> {
  await ownPost(db, userId, postId);
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('feed_items').where('kind', '=', 'post').where('ref_id', '=', postId).execute();
    const deleted = await trx
      .deleteFrom('posts')
      .where('id', '=', postId)
      .returning('images')
      .executeTakeFirstOrThrow();
    return JSON.parse(deleted.images) as TPostImage[];
  });
}

/** Likes (`liked`) or unlikes a post; repeating either changes nothing. */
export async function setPostLike(
  db: Kysely<DB>,
  events: TDomainEvents,
  userId: number,
  postId: number,
  liked: boolean,
): Promise<TLikeState> {
  const post = await visiblePost(db, userId, postId);
  const changed = await db.transaction().execute(async (trx) => {
    const result = liked
      ? await trx
          .insertInto('post_likes')
          .values({ post_id: postId, user_id: userId, created_at: Date.now() })
          .onConflict((oc) => oc.columns(['post_id', 'user_id']).doNothing())
          .executeTakeFirst()
      : await trx
          .deleteFrom('post_likes')
          .where('post_id', '=', postId)
          .where('user_id', '=', userId)
          .executeTakeFirst();
    const count = Number(
      'numInsertedOrUpdatedRows' in result ? (result.numInsertedOrUpdatedRows ?? 0n) : result.numDeletedRows,
    );
    if (count === 0) return false;
    const row = await trx
      .updateTable('posts')
      .set((eb) => ({ likes_count: eb('likes_count', liked ? '+' : '-', 1) }))
      .where('id', '=', postId)
      .returning('likes_count')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('feed_items')
      .set({ score: scoreFor(post.created_at, row.likes_count) })
      .where('kind', '=', 'post')
      .where('ref_id', '=', postId)
      .execute();
    return true;
  });
  if (changed && liked) {
    await events.publish({ type: 'post_liked', actorId: userId, recipientId: post.user_id, postId });
  }
  const state = await db
    .selectFrom('posts')
    .leftJoin('post_likes', (j) =>
      j.onRef('post_likes.post_id', '=', 'posts.id').on('post_likes.user_id', '=', userId),
    )
    .select(['posts.likes_count', 'post_likes.user_id as liker'])
    .where('posts.id', '=', postId)
    .executeTakeFirstOrThrow();
  return { likesCount: state.likes_count, likedByMe: state.liker !== null };
}

/** Casts the viewer's one vote; the same vote again is a no-op, another answer a 409. */
export async function voteOnSurvey(
  db: Kysely<DB>,
  userId: number,
  postId: number,
  answerId: number,
): Promise<TSurvey> {
  const post = await visiblePost(db, userId, postId);
  if (post.survey_title === null) throw new AppError('NOT_FOUND', FEED_MESSAGES.surveyMissing);
  const answer = await db
    .selectFrom('survey_answers')
    .select('id')
    .where('id', '=', answerId)
    .where('post_id', '=', postId)
    .executeTakeFirst();
  if (!answer) throw validationError({ answerId: [FEED_MESSAGES.surveyAnswerUnknown] });
  await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('survey_votes')
      .values({ post_id: postId, user_id: userId, answer_id: answerId, created_at: Date.now() })
      .onConflict((oc) => oc.columns(['post_id', 'user_id']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0) {
      await trx
        .updateTable('survey_answers')
        .set((eb) => ({ votes_count: eb('votes_count', '+', 1) }))
        .where('id', '=', answerId)
        .execute();
      await trx
        .updateTable('posts')
        .set((eb) => ({ survey_votes_count: eb('survey_votes_count', '+', 1) }))
        .where('id', '=', postId)
        .execute();
      return;
    }
    const existing = await trx
      .selectFrom('survey_votes')
      .select('answer_id')
      .where('post_id', '=', postId)
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (existing.answer_id !== answerId) throw new AppError('CONFLICT', FEED_MESSAGES.alreadyVoted);
  });
  const full = await db
    .selectFrom('posts')
    .select([
      'id',
      'uuid',
      'user_id',
      'channel_id',
      'closed_area_id',
      'body',
      'images',
      'survey_title',
      'survey_votes_count',
      'likes_count',
      'comments_count',
      'created_at',
      'updated_at',
    ])
    .where('id', '=', postId)
    .executeTakeFirstOrThrow();
  const answers = await db
    .selectFrom('survey_answers')
    .select(['id', 'post_id', 'body', 'votes_count'])
    .where('post_id', '=', postId)
    .orderBy('position')
    .execute();
  return presentSurvey(full, answers, answerId)!;
}

/** Where post comments live (the thread is shared with moments: domains/comments). */
export const POST_COMMENTS: TCommentTarget = {
  comments: 'post_comments',
  parentColumn: 'post_id',
  parents: 'posts',
  messages: FEED_MESSAGES,
};

/** Top-level comments oldest first (keyset on id), each with all its answers. */
export async function listPostComments(
  db: Kysely<DB>,
  viewerId: number,
  postId: number,
  query: { cursor?: string | undefined; take: number },
): Promise<TCommentsPage> {
  await visiblePost(db, viewerId, postId);
  const page = await findComments({
    db,
    target: POST_COMMENTS,
    parentId: postId,
    viewerId,
    afterId: decodeCursor(query.cursor)?.i,
    take: query.take,
    anonymousAuthor: null,
  });
  return {
    data: page.data,
    hasMore: page.hasMore,
    nextCursor: page.lastId === null ? null : encodeCursor({ s: 0, i: page.lastId }),
  };
}

/**
 * The events of a comment under a post: the answered member is told of an answer
 * (comment_answered), the post's author of every comment unless the answer went to them.
 */
function postCommentEvents(comment: {
  commentId: number;
  commenterId: number;
  answerTo: number | null;
  parentAuthorId: number | null;
  postId: number;
  postAuthorId: number;
}): TDomainEvent[] {
  const { commentId, commenterId, answerTo, parentAuthorId, postId, postAuthorId } = comment;
  const events: TDomainEvent[] = [];
  if (answerTo !== null && parentAuthorId !== null) {
    events.push({
      type: 'comment_answered',
      actorId: commenterId,
      recipientId: parentAuthorId,
      postId,
      commentId: answerTo,
      answerId: commentId,
    });
  }
  if (parentAuthorId !== postAuthorId) {
    events.push({
      type: 'post_commented',
      actorId: commenterId,
      recipientId: postAuthorId,
      postId,
      commentId,
    });
  }
  return events;
}

/** Writes a comment or, with parentId, an answer (`comment_answer`, one level). */
export async function createPostComment(
  db: Kysely<DB>,
  events: TDomainEvents,
  userId: number,
  postId: number,
  input: TCreatePostComment,
): Promise<TComment> {
  const post = await visiblePost(db, userId, postId);
  const answerTo = input.parentId ?? null;
  return createComment({
    db,
    events,
    target: POST_COMMENTS,
    parentId: postId,
    userId,
    body: input.body,
    answerTo,
    anonymousAuthor: null,
    eventsOf: ({ commentId, parentAuthorId }) =>
      postCommentEvents({
        commentId,
        commenterId: userId,
        answerTo,
        parentAuthorId,
        postId,
        postAuthorId: post.user_id,
      }),
  });
}

/** Deletes an own comment and its answers; the post's counter drops by all of them. */
export async function deletePostComment(
  db: Kysely<DB>,
  userId: number,
  postId: number,
  commentId: number,
): Promise<void> {
  await visiblePost(db, userId, postId);
  const target = POST_COMMENTS;
  await assertCanDeleteComment({ db, target, parentId: postId, commentId, userId });
  await deleteComment({ db, target, parentId: postId, commentId });
}

type TTrendingCache = Map<number, { at: number; data: Promise<TTrendingPost[]> }>;
const trendingCaches = new WeakMap<Kysely<DB>, TTrendingCache>();
export const TRENDING_CACHE_MS = 60_000;

async function loadTrending(db: Kysely<DB>, areaId: number): Promise<TTrendingPost[]> {
  const since = Date.now() - TRENDING_DAYS * DAY_MS;
  const rows = await db
    .selectFrom('feed_items')
    .innerJoin('posts', 'posts.id', 'feed_items.ref_id')
    .innerJoin('users', 'users.id', 'posts.user_id')
    .select([
      'posts.id',
      'posts.body',
      'posts.likes_count',
      'posts.comments_count',
      'posts.user_id',
      ...AUTHOR_COLUMNS,
    ])
    .where('feed_items.area_id', '=', areaId)
    .where('feed_items.kind', '=', 'post')
    .where('feed_items.created_at', '>=', since)
    .where('posts.likes_count', '>', 0)
    .orderBy('posts.likes_count', 'desc')
    .orderBy('posts.id', 'desc')
    .limit(TRENDING_COUNT)
    .execute();
  const now = Date.now();
  return rows.map((r) => ({
    id: r.id,
    excerpt:
      r.body.length > TRENDING_EXCERPT_LENGTH
        ? `${r.body.slice(0, TRENDING_EXCERPT_LENGTH).trimEnd()}…`
        : r.body,
    likesCount: r.likes_count,
    commentsCount: r.comments_count,
    author: presentUserSummary(authorSummaryRow(r), now),
  }));
}

/** Most-liked posts of the last TRENDING_DAYS days, computed at most once a minute per area. */
export async function getTrending(db: Kysely<DB>, viewerId: number, closedAreaId: number | null) {
  await assertAreaAccess(db, viewerId, closedAreaId);
  const areaId = areaIdOf(closedAreaId);
  let cache = trendingCaches.get(db);
  if (!cache) trendingCaches.set(db, (cache = new Map()));
  const entry = cache.get(areaId);
  if (entry && Date.now() - entry.at < TRENDING_CACHE_MS) return entry.data;
  const data = loadTrending(db, areaId);
  cache.set(areaId, { at: Date.now(), data });
  data.catch(() => cache.delete(areaId));
  return data;
}
