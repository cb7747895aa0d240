/** Likes of posts: one per member, the counter and the Entdecken score in the same transaction. */
import type { Kysely } from 'kysely';
import type { TLikeState } from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import type { TDomainEvents } from '../../platform/events.ts';
import { scoreFor } from './list.ts';

/** Likes (`liked`) or unlikes a post the member may read; repeating either changes nothing. */
export async function setPostLike(options: {
  db: Kysely<DB>;
  events: TDomainEvents;
  userId: number;
  post: { id: number; user_id: number; created_at: number };
  liked: boolean;
}): Promise<TLikeState> {
  const { db, events, userId, post, liked } = options;
  const postId = post.id;
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
