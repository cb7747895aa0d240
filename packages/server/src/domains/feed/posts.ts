/**
 * Posts: detail, create (with survey and images), edit and delete. The route handler has checked
 * the channel and the member's rights (policy.ts) before these run. The post row, its survey and
 * its feed_items row are written in one transaction.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  FEED_MESSAGES,
  type TCreatePost,
  type TPostImage,
  type TPostItem,
  type TUpdatePost,
} from '@pflegepuls/shared';
import { holdForReviewIfNeeded } from '../moderation/premoderation.ts';
import type { DB } from '../../platform/db/index.ts';
import { AppError, validationError } from '../../platform/errors.ts';
import { findChannel } from './channels.ts';
import { loadPosts } from './hydrate.ts';
import { areaIdOf, groupStreamId, scoreFor } from './list.ts';

/** 422 unless the channel exists. */
export async function assertChannelExists(db: Kysely<DB>, channelId: number): Promise<void> {
  if (!(await findChannel(db, channelId)))
    throw validationError({ channelId: [FEED_MESSAGES.channelUnknown] });
}

/** One post as the viewer sees it (GET /api/posts/{id}, /getPost/{id}). */
export async function getPost(db: Kysely<DB>, viewerId: number, postId: number): Promise<TPostItem> {
  const post = (await loadPosts(db, viewerId, [postId])).get(postId);
  if (!post) throw new AppError('NOT_FOUND', FEED_MESSAGES.postNotFound);
  return post;
}

/**
 * Creates a post (and its survey and feed item) in one transaction, after the handler checked the
 * channel, the area and (for a group post) the group; `input.closedAreaId` is then the group's area.
 * A company post (`input.companyId`, checked by assertCanCreatePost) carries its company on the post
 * and its feed item. `storeImages` runs before the transaction, so a refused post leaves no files
 * behind.
 */
export async function createPost(options: {
  db: Kysely<DB>;
  userId: number;
  input: TCreatePost;
  storeImages?: () => Promise<TPostImage[]>;
}): Promise<TPostItem> {
  const { db, userId, input } = options;
  const images = options.storeImages ? await options.storeImages() : [];
  const now = Date.now();
  const id = await db.transaction().execute(async (trx) => {
    const post = await trx
      .insertInto('posts')
      .values({
        uuid: randomUUID(),
        user_id: userId,
        channel_id: input.channelId,
        closed_area_id: input.closedAreaId ?? null,
        group_id: input.groupId ?? null,
        company_id: input.companyId ?? null,
        body: input.body,
        images: JSON.stringify(images),
        survey_title: input.survey?.title ?? null,
        survey_multiple: input.survey?.multipleChoice ? 1 : 0,
        survey_closes_at: input.survey?.closesAt ?? null,
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
        // A group post lives in its group's own stream, never in the area's (docs/groups.md).
        area_id: input.groupId ? groupStreamId(input.groupId) : areaIdOf(input.closedAreaId),
        channel_id: input.channelId,
        company_id: input.companyId ?? null,
        created_at: now,
        score: scoreFor(now, 0),
      })
      .execute();
    // Blocked terms and pre-moderation of new members may hold the post for review (docs/moderation.md).
    await holdForReviewIfNeeded(trx, {
      id: post.id,
      authorId: userId,
      body: input.body,
      areaKey: input.groupId ? groupStreamId(input.groupId) : areaIdOf(input.closedAreaId),
      areaId: areaIdOf(input.closedAreaId),
      now,
    });
    return post.id;
  });
  return getPost(db, userId, id);
}

/** Edits body and channel of a post the member may edit (assertCanEditPost). */
export async function updatePost(options: {
  db: Kysely<DB>;
  userId: number;
  postId: number;
  input: TUpdatePost;
}): Promise<TPostItem> {
  const { db, userId, postId, input } = options;
  await assertChannelExists(db, input.channelId);
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

/** Deletes a post with its likes, comments, survey and feed item; returns its images (files to remove). */
export async function deletePost(db: Kysely<DB>, postId: number): Promise<TPostImage[]> {
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
