/** Comments under posts: the shared thread (domains/comments) with the post's tables and events. */
import type { Kysely } from 'kysely';
import {
  FEED_MESSAGES,
  type TComment,
  type TCommentsPage,
  type TCreatePostComment,
} from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import type { TDomainEvent, TDomainEvents } from '../../platform/events.ts';
import { createComment, deleteComment, findComments, type TCommentTarget } from '../comments/thread.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';

/** Where post comments live. */
export const POST_COMMENTS: TCommentTarget = {
  comments: 'post_comments',
  parentColumn: 'post_id',
  parents: 'posts',
  messages: FEED_MESSAGES,
};

/** Top-level comments of a post oldest first (keyset on id), each with all its answers. */
export async function findPostComments(options: {
  db: Kysely<DB>;
  viewerId: number;
  postId: number;
  query: { cursor?: string | undefined; take: number };
}): Promise<TCommentsPage> {
  const { db, viewerId, postId, query } = options;
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

/** Writes a comment or, with `input.parentId`, an answer (one level) under a post the member may read. */
export async function createPostComment(options: {
  db: Kysely<DB>;
  events: TDomainEvents;
  userId: number;
  post: { id: number; user_id: number };
  input: TCreatePostComment;
}): Promise<TComment> {
  const { db, events, userId, post, input } = options;
  const answerTo = input.parentId ?? null;
  return createComment({
    db,
    events,
    target: POST_COMMENTS,
    parentId: post.id,
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
        postId: post.id,
        postAuthorId: post.user_id,
      }),
  });
}

/** Deletes a comment and its answers (after assertCanDeletePostComment); the post's counter drops by all of them. */
export async function deletePostComment(options: {
  db: Kysely<DB>;
  postId: number;
  commentId: number;
}): Promise<void> {
  await deleteComment({
    db: options.db,
    target: POST_COMMENTS,
    parentId: options.postId,
    commentId: options.commentId,
  });
}
