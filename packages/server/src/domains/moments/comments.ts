/**
 * Comments under moments: the shared thread (domains/comments) with the moment's tables, the
 * moment author shown by the moment's avatar only, and events that never name that author.
 */
import type { Kysely } from 'kysely';
import {
  MOMENT_MESSAGES,
  type TComment,
  type TCommentsPage,
  type TCreateMomentComment,
} from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import type { TDomainEvent, TDomainEvents } from '../../platform/events.ts';
import { createComment, deleteComment, findComments, type TCommentTarget } from '../comments/thread.ts';
import { decodeCursor, encodeCursor } from '../feed/cursor.ts';
import type { TMomentRow } from './present.ts';

/** Where moment comments live. */
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

/** Comments of a moment the viewer may read; the moment author's own comments show the moment's avatar instead. */
export async function findMomentComments(options: {
  db: Kysely<DB>;
  viewerId: number;
  moment: TMomentRow;
  query: { cursor?: string | undefined; take: number };
}): Promise<TCommentsPage> {
  const { db, viewerId, moment, query } = options;
  const page = await findComments({
    db,
    target: MOMENT_COMMENTS,
    parentId: moment.id,
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

/** Writes a comment or an answer under a moment the member may read and publishes its events (`momentCommentEvents`). */
export async function createMomentComment(options: {
  db: Kysely<DB>;
  events: TDomainEvents;
  userId: number;
  moment: TMomentRow;
  input: TCreateMomentComment;
}): Promise<TComment> {
  const { db, events, userId, moment, input } = options;
  const parentId = input.parentId ?? null;
  return createComment({
    db,
    events,
    target: MOMENT_COMMENTS,
    parentId: moment.id,
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
        momentId: moment.id,
        momentAuthorId: moment.user_id,
        closedAreaId: moment.closed_area_id,
      }),
  });
}

/** Deletes a comment and its answers (after assertCanDeleteMomentComment). */
export async function deleteMomentComment(options: {
  db: Kysely<DB>;
  momentId: number;
  commentId: number;
}): Promise<void> {
  await deleteComment({
    db: options.db,
    target: MOMENT_COMMENTS,
    parentId: options.momentId,
    commentId: options.commentId,
  });
}
