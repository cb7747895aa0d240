/**
 * The feed's part of "download my data" (added to `deps.accountData` by this
 * domain's plugin, docs/users.md). Only the member's own rows: likes, votes and comments name the
 * post by id, never its author or another member's text.
 *
 * Posts, comments, likes and survey votes stay with the anonymised users row ("Gelöschtes
 * Mitglied"), so counters, scores and survey results stay as they were. The followed channels are a
 * preference of the member alone and go with the account.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/index.ts';
import type { TDomainAccountData } from '../../platform/account-data.ts';

type TDb = Kysely<DB>;

/** The member's posts with their survey (answers and vote counts), oldest first. */
async function exportPosts(db: TDb, userId: number) {
  const [posts, answers] = await Promise.all([
    db
      .selectFrom('posts')
      .innerJoin('channels', 'channels.id', 'posts.channel_id')
      .select([
        'posts.id',
        'posts.uuid',
        'channels.slug as channel',
        'posts.closed_area_id',
        'posts.body',
        'posts.images',
        'posts.survey_title',
        'posts.likes_count',
        'posts.comments_count',
        'posts.created_at',
        'posts.updated_at',
      ])
      .where('posts.user_id', '=', userId)
      .orderBy('posts.created_at')
      .orderBy('posts.id')
      .execute(),
    db
      .selectFrom('survey_answers')
      .innerJoin('posts', 'posts.id', 'survey_answers.post_id')
      .select(['survey_answers.id', 'survey_answers.post_id', 'survey_answers.body'])
      .where('posts.user_id', '=', userId)
      .orderBy('survey_answers.post_id')
      .orderBy('survey_answers.position')
      .execute(),
  ]);
  return posts.map((post) => ({
    id: post.id,
    uuid: post.uuid,
    channel: post.channel,
    closedAreaId: post.closed_area_id,
    body: post.body,
    images: JSON.parse(post.images) as unknown,
    survey:
      post.survey_title === null
        ? null
        : {
            title: post.survey_title,
            // Results are not the author's data: they see them like everyone, after voting.
            answers: answers
              .filter((answer) => answer.post_id === post.id)
              .map((answer) => ({ id: answer.id, body: answer.body })),
          },
    likesCount: post.likes_count,
    commentsCount: post.comments_count,
    createdAt: post.created_at,
    updatedAt: post.updated_at,
  }));
}

/** The member's comments and answers on posts, oldest first. */
async function exportPostComments(db: TDb, userId: number) {
  const rows = await db
    .selectFrom('post_comments')
    .select(['id', 'post_id', 'parent_id', 'body', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    postId: row.post_id,
    parentId: row.parent_id,
    body: row.body,
    createdAt: row.created_at,
  }));
}

/** The posts the member liked, oldest like first. */
async function exportPostLikes(db: TDb, userId: number) {
  const rows = await db
    .selectFrom('post_likes')
    .select(['post_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({ postId: row.post_id, likedAt: row.created_at }));
}

/** The member's survey votes (post and answer id), oldest first. */
async function exportSurveyVotes(db: TDb, userId: number) {
  const rows = await db
    .selectFrom('survey_votes')
    .select(['post_id', 'answer_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({ postId: row.post_id, answerId: row.answer_id, votedAt: row.created_at }));
}

/** The channels the member follows or muted, by slug, oldest first. */
async function exportChannels(db: TDb, userId: number, table: 'channel_follows' | 'channel_mutes') {
  const rows = await db
    .selectFrom(table)
    .innerJoin('channels', 'channels.id', `${table}.channel_id`)
    .select(['channels.slug', `${table}.created_at`])
    .where(`${table}.user_id`, '=', userId)
    .orderBy(`${table}.created_at`)
    .execute();
  const at = table === 'channel_follows' ? 'followedAt' : 'mutedAt';
  return rows.map((row) => ({ channel: row.slug, [at]: row.created_at }));
}

/**
 * Following and muting channels is the only feed data deleted with an account: posts and comments
 * stay, anonymous.
 */
async function deleteFeedData(trx: TDb, userId: number) {
  await trx.deleteFrom('channel_follows').where('user_id', '=', userId).execute();
  await trx.deleteFrom('channel_mutes').where('user_id', '=', userId).execute();
}

/** The feed domain's part of the export and of account deletion (added by its plugin). */
export const feedAccountData: TDomainAccountData = {
  exportSections: {
    posts: exportPosts,
    channelFollows: (db: TDb, userId: number) => exportChannels(db, userId, 'channel_follows'),
    channelMutes: (db: TDb, userId: number) => exportChannels(db, userId, 'channel_mutes'),
    postComments: exportPostComments,
    postLikes: exportPostLikes,
    surveyVotes: exportSurveyVotes,
  },
  deletion: deleteFeedData,
};
