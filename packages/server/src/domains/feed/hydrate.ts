/**
 * Turns a page of feed-item references into answer items with a fixed number of queries,
 * whatever the page length: posts with authors, moments, the viewer's likes, reactions, survey
 * answers and votes (one query each, skipped when not needed).
 */
import type { Kysely } from 'kysely';
import type { TFeedItem, TMomentItem, TPostItem } from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import { executeCachedQuery } from '../../platform/db/query-cache.ts';
import { channelsById } from './channels.ts';
import { AUTHOR_COLUMNS } from '../comments/present.ts';
import {
  POST_COLUMNS,
  presentPost,
  presentPostCompany,
  presentSurvey,
  type TSurveyAnswerRow,
} from './present.ts';

export type TItemRef = { kind: 'post' | 'moment'; ref_id: number };

/** Posts by id, presented for the viewer (missing ids are skipped). */
export async function loadPosts(
  db: Kysely<DB>,
  viewerId: number,
  ids: number[],
): Promise<Map<number, TPostItem>> {
  const result = new Map<number, TPostItem>();
  if (ids.length === 0) return result;
  // The viewer's like comes with the row (left join on the primary key of post_likes). Built once per
  // page length (platform/db/query-cache.ts).
  const rows = await executeCachedQuery(db, 'feed.loadPosts', { viewerId, ids }, (p) =>
    db
      .selectFrom('posts')
      .innerJoin('users', 'users.id', 'posts.user_id')
      .leftJoin('post_likes', (j) =>
        j.onRef('post_likes.post_id', '=', 'posts.id').on('post_likes.user_id', '=', p.viewerId),
      )
      .leftJoin('groups', 'groups.id', 'posts.group_id')
      // Moderation's mark: only the author still gets a hidden post (docs/moderation.md).
      .leftJoin('moderation_hidden as mh', (j) =>
        j.onRef('mh.content_id', '=', 'posts.id').on('mh.content_type', '=', 'post'),
      )
      // A company post shows its company; the viewer's membership decides who may edit it.
      .leftJoin('companies', 'companies.id', 'posts.company_id')
      // Admins may edit every company post: the viewer's flag comes with the row.
      .leftJoin('users as viewer', (j) => j.on('viewer.id', '=', p.viewerId))
      .leftJoin('company_members', (j) =>
        j
          .onRef('company_members.company_id', '=', 'posts.company_id')
          .on('company_members.user_id', '=', p.viewerId),
      )
      .select([
        ...POST_COLUMNS,
        ...AUTHOR_COLUMNS,
        'post_likes.created_at as liked_at',
        'groups.title as group_title',
        'companies.name as company_name',
        'companies.logo_path as company_logo_path',
        'companies.is_verified as company_is_verified',
        'company_members.role as my_company_role',
        'viewer.is_admin as viewer_is_admin',
        'mh.state as moderation_state',
      ])
      .where('posts.id', 'in', p.ids),
  );
  if (rows.length === 0) return result;
  const surveyIds = rows.filter((r) => r.survey_title !== null).map((r) => r.id);
  const multipleIds = rows.filter((r) => r.survey_title !== null && r.survey_multiple === 1).map((r) => r.id);
  const [answers, votes, choices, channels] = await Promise.all([
    surveyIds.length
      ? db
          .selectFrom('survey_answers')
          .select(['id', 'post_id', 'body', 'votes_count'])
          .where('post_id', 'in', surveyIds)
          .orderBy('post_id')
          .orderBy('position')
          .execute()
      : Promise.resolve([] as TSurveyAnswerRow[]),
    surveyIds.length
      ? db
          .selectFrom('survey_votes')
          .select(['post_id', 'answer_id'])
          .where('user_id', '=', viewerId)
          .where('post_id', 'in', surveyIds)
          .execute()
      : Promise.resolve([] as Array<{ post_id: number; answer_id: number }>),
    // Multiple-choice ballots keep every chosen answer here (survey_votes holds the first).
    multipleIds.length
      ? db
          .selectFrom('survey_vote_choices')
          .select(['post_id', 'answer_id'])
          .where('user_id', '=', viewerId)
          .where('post_id', 'in', multipleIds)
          .orderBy('post_id')
          .orderBy('answer_id')
          .execute()
      : Promise.resolve([] as Array<{ post_id: number; answer_id: number }>),
    channelsById(
      db,
      rows.map((r) => r.channel_id),
    ),
  ]);
  const myVotes = new Map<number, number[]>(votes.map((v) => [v.post_id, [v.answer_id]]));
  const myChoices = new Map<number, number[]>();
  for (const c of choices) myChoices.set(c.post_id, [...(myChoices.get(c.post_id) ?? []), c.answer_id]);
  const answersOf = new Map<number, TSurveyAnswerRow[]>();
  for (const a of answers) answersOf.set(a.post_id, [...(answersOf.get(a.post_id) ?? []), a]);
  const now = Date.now();
  for (const row of rows) {
    const channel = channels.get(row.channel_id) ?? { id: row.channel_id, slug: '', name: '' };
    const post = presentPost(row, {
      viewerId,
      channel,
      groupTitle: row.group_title,
      company: presentPostCompany(row),
      canEditCompany: row.my_company_role !== null || row.viewer_is_admin === 1,
      likedByMe: row.liked_at !== null,
      survey: presentSurvey(
        row,
        answersOf.get(row.id) ?? [],
        (row.survey_multiple === 1 ? myChoices.get(row.id) : myVotes.get(row.id)) ?? [],
        now,
      ),
      now,
    });
    result.set(row.id, row.moderation_state === 'hidden' ? { ...post, isHidden: true } : post);
  }
  return result;
}

/** Moments by id, presented for the viewer (missing ids are skipped). */
export type TMomentItemsLoader = (
  db: Kysely<DB>,
  viewerId: number,
  ids: number[],
) => Promise<Map<number, TMomentItem>>;

/**
 * Feed items in the order of `refs`. Moments are presented by the moments domain's own loader, which
 * app.ts hands to the feed domain (`createFeedDomain`): the feed imports nothing from moments, which
 * itself writes its rows into the feed's index (no import cycle, no module state).
 */
export async function hydrateItems(
  db: Kysely<DB>,
  viewerId: number,
  refs: TItemRef[],
  loadMomentItems: TMomentItemsLoader,
): Promise<TFeedItem[]> {
  const postIds = refs.filter((r) => r.kind === 'post').map((r) => r.ref_id);
  const momentIds = refs.filter((r) => r.kind === 'moment').map((r) => r.ref_id);
  const [posts, moments] = await Promise.all([
    loadPosts(db, viewerId, postIds),
    loadMomentItems(db, viewerId, momentIds),
  ]);
  const items: TFeedItem[] = [];
  for (const ref of refs) {
    if (ref.kind === 'post') {
      const post = posts.get(ref.ref_id);
      if (post) items.push(post);
    } else {
      const moment = moments.get(ref.ref_id);
      if (moment) items.push(moment);
    }
  }
  return items;
}
