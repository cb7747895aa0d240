/**
 * Surveys on posts: one ballot per member, counted once; results once the viewer voted or the
 * survey closed (docs/feed.md). A multiple-choice survey (group posts, docs/groups.md) takes several
 * answers in that one ballot; a survey past its closing date refuses votes.
 */
import type { Kysely } from 'kysely';
import { FEED_MESSAGES, type TSurvey, type TSurveyVote } from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import { AppError, validationError } from '../../platform/errors.ts';
import { POST_COLUMNS, presentSurvey } from './present.ts';

/** The chosen answer ids of a vote, without repeats, in the order sent. */
function chosenAnswers(vote: TSurveyVote): number[] {
  return [...new Set(vote.answerIds ?? (vote.answerId !== undefined ? [vote.answerId] : []))];
}

function sameAnswers(a: number[], b: number[]): boolean {
  const left = [...a].sort((x, y) => x - y);
  const right = [...b].sort((x, y) => x - y);
  return left.length === right.length && left.every((value, index) => value === right[index]);
}

/**
 * Casts the viewer's one ballot on a post they may read. The same ballot again is a no-op, a
 * different one a 409; a closed survey answers 409 with 'Diese Umfrage ist beendet.'.
 */
export async function voteOnSurvey(options: {
  db: Kysely<DB>;
  userId: number;
  post: { id: number; survey_title: string | null };
  vote: TSurveyVote;
}): Promise<TSurvey> {
  const { db, userId, post, vote } = options;
  const postId = post.id;
  if (post.survey_title === null) throw new AppError('NOT_FOUND', FEED_MESSAGES.surveyMissing);
  const settings = await db
    .selectFrom('posts')
    .select(['survey_multiple', 'survey_closes_at'])
    .where('id', '=', postId)
    .executeTakeFirstOrThrow();
  const now = Date.now();
  if (settings.survey_closes_at !== null && settings.survey_closes_at <= now)
    throw new AppError('CONFLICT', FEED_MESSAGES.surveyClosed);
  const answerIds = chosenAnswers(vote);
  if (settings.survey_multiple !== 1 && answerIds.length > 1)
    throw validationError({ answerIds: [FEED_MESSAGES.surveySingleChoice] });
  const known = await db
    .selectFrom('survey_answers')
    .select('id')
    .where('post_id', '=', postId)
    .where('id', 'in', answerIds)
    .execute();
  if (known.length !== answerIds.length)
    throw validationError({ answerId: [FEED_MESSAGES.surveyAnswerUnknown] });

  await db.transaction().execute(async (trx) => {
    // The ballot: its primary key (post_id, user_id) makes a second one a no-op, whatever races.
    const inserted = await trx
      .insertInto('survey_votes')
      .values({ post_id: postId, user_id: userId, answer_id: answerIds[0]!, created_at: now })
      .onConflict((oc) => oc.columns(['post_id', 'user_id']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0) {
      if (settings.survey_multiple === 1) {
        await trx
          .insertInto('survey_vote_choices')
          .values(
            answerIds.map((answerId) => ({
              post_id: postId,
              user_id: userId,
              answer_id: answerId,
              created_at: now,
            })),
          )
          .execute();
      }
      await trx
        .updateTable('survey_answers')
        .set((eb) => ({ votes_count: eb('votes_count', '+', 1) }))
        .where('id', 'in', answerIds)
        .execute();
      await trx
        .updateTable('posts')
        .set((eb) => ({ survey_votes_count: eb('survey_votes_count', '+', 1) }))
        .where('id', '=', postId)
        .execute();
      return;
    }
    const existing =
      settings.survey_multiple === 1
        ? (
            await trx
              .selectFrom('survey_vote_choices')
              .select('answer_id')
              .where('post_id', '=', postId)
              .where('user_id', '=', userId)
              .execute()
          ).map((row) => row.answer_id)
        : [
            (
              await trx
                .selectFrom('survey_votes')
                .select('answer_id')
                .where('post_id', '=', postId)
                .where('user_id', '=', userId)
                .executeTakeFirstOrThrow()
            ).answer_id,
          ];
    if (!sameAnswers(existing, answerIds)) throw new AppError('CONFLICT', FEED_MESSAGES.alreadyVoted);
  });
  const full = await db
    .selectFrom('posts')
    .select(POST_COLUMNS)
    .where('id', '=', postId)
    .executeTakeFirstOrThrow();
  const answers = await db
    .selectFrom('survey_answers')
    .select(['id', 'post_id', 'body', 'votes_count'])
    .where('post_id', '=', postId)
    .orderBy('position')
    .execute();
  return presentSurvey(full, answers, answerIds, now)!;
}
