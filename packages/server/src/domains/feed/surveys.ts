/** Surveys on posts: one vote per member; results only once the viewer voted (docs/feed.md). */
import type { Kysely } from 'kysely';
import { FEED_MESSAGES, type TSurvey } from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import { AppError, validationError } from '../../platform/errors.ts';
import { presentSurvey } from './present.ts';

/** Casts the viewer's one vote on a post they may read; the same vote again is a no-op, another answer a 409. */
export async function voteOnSurvey(options: {
  db: Kysely<DB>;
  userId: number;
  post: { id: number; survey_title: string | null };
  answerId: number;
}): Promise<TSurvey> {
  const { db, userId, post, answerId } = options;
  const postId = post.id;
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
