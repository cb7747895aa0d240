/** Presents posts, surveys and comments; explicit fields only (STYLE: never spread rows). */
import type { TChannel, TComment, TCommentAnswer, TPostImage, TPostItem, TSurvey } from '@pflegepuls/shared';
import { momentAvatar } from '@pflegepuls/shared';
import { presentUserSummary, type TUserSummaryRow } from '../users/summary.ts';

export type TPostRow = {
  id: number;
  uuid: string;
  user_id: number;
  channel_id: number;
  closed_area_id: number | null;
  body: string;
  images: string;
  survey_title: string | null;
  survey_votes_count: number;
  likes_count: number;
  comments_count: number;
  created_at: number;
  updated_at: number;
};

export const POST_COLUMNS = [
  'posts.id',
  'posts.uuid',
  'posts.user_id',
  'posts.channel_id',
  'posts.closed_area_id',
  'posts.body',
  'posts.images',
  'posts.survey_title',
  'posts.survey_votes_count',
  'posts.likes_count',
  'posts.comments_count',
  'posts.created_at',
  'posts.updated_at',
] as const;

/** Author columns joined to a post or comment row, prefixed so they cannot clash. */
export const AUTHOR_COLUMNS = [
  'users.user_name as author_user_name',
  'users.first_name as author_first_name',
  'users.last_name as author_last_name',
  'users.current_position as author_current_position',
  'users.profile_picture_path as author_profile_picture_path',
  'users.profile_picture_updated_at as author_profile_picture_updated_at',
  'users.last_seen_at as author_last_seen_at',
  'users.hide_online_status as author_hide_online_status',
] as const;

export type TAuthorRow = {
  user_id: number;
  author_user_name: string;
  author_first_name: string;
  author_last_name: string;
  author_current_position: string | null;
  author_profile_picture_path: string | null;
  author_profile_picture_updated_at: number | null;
  author_last_seen_at: number | null;
  author_hide_online_status: number;
};

/** The author of a joined row as a user summary. */
export function authorSummaryRow(row: TAuthorRow): TUserSummaryRow {
  return {
    id: row.user_id,
    user_name: row.author_user_name,
    first_name: row.author_first_name,
    last_name: row.author_last_name,
    current_position: row.author_current_position,
    profile_picture_path: row.author_profile_picture_path,
    profile_picture_updated_at: row.author_profile_picture_updated_at,
    last_seen_at: row.author_last_seen_at,
    hide_online_status: row.author_hide_online_status,
  };
}

function parseImages(json: string): TPostImage[] {
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return [];
    return value
      .filter((v): v is TPostImage => typeof v?.path === 'string' && typeof v?.cPath === 'string')
      .map((v) => ({ path: v.path, cPath: v.cPath }));
  } catch {
    return [];
  }
}

export type TSurveyAnswerRow = { id: number; post_id: number; body: string; votes_count: number };

/** A survey: results only once the viewer voted, the author too (000 §5, issue 6). */
export function presentSurvey(
  post: TPostRow,
  answers: TSurveyAnswerRow[],
  myAnswerId: number | null,
): TSurvey | null {
  if (post.survey_title === null) return null;
  const showResults = myAnswerId !== null;
  return {
    title: post.survey_title,
    answers: answers.map((a) => ({ id: a.id, text: a.body, votesCount: showResults ? a.votes_count : null })),
    totalVotes: showResults ? post.survey_votes_count : null,
    myAnswerId,
    hasVoted: myAnswerId !== null,
  };
}

/** A post for `viewerId`. */
export function presentPost(
  row: TPostRow & TAuthorRow,
  extras: {
    viewerId: number;
    channel: TChannel;
    likedByMe: boolean;
    survey: TSurvey | null;
    now: number;
  },
): TPostItem {
  return {
    type: 'post',
    id: row.id,
    uuid: row.uuid,
    user: presentUserSummary(authorSummaryRow(row), extras.now),
    body: row.body,
    created_at: row.created_at,
    updated_at: row.updated_at,
    channel: extras.channel,
    closedAreaId: row.closed_area_id,
    images: parseImages(row.images),
    survey: extras.survey,
    likesCount: row.likes_count,
    commentsCount: row.comments_count,
    likedByMe: extras.likedByMe,
    isOwn: row.user_id === extras.viewerId,
  };
}

export type TCommentRow = TAuthorRow & {
  id: number;
  parent_id: number | null;
  body: string;
  created_at: number;
};

/**
 * A comment. `momentAuthor`: under a moment, that moment's author id and avatar; their own
 * comments then show the avatar and no user (the moment stays anonymous).
 */
export function presentComment(
  row: TCommentRow,
  viewerId: number,
  now: number,
  momentAuthor: { userId: number; avatarKey: string } | null,
): TCommentAnswer {
  const byMomentAuthor = momentAuthor !== null && row.user_id === momentAuthor.userId;
  return {
    id: row.id,
    parentId: row.parent_id,
    body: row.body,
    created_at: row.created_at,
    user: byMomentAuthor ? null : presentUserSummary(authorSummaryRow(row), now),
    avatar: byMomentAuthor ? momentAvatar(momentAuthor.avatarKey) : null,
    byMomentAuthor,
    isOwn: row.user_id === viewerId,
  };
}

/** Top-level comments with their answers attached, in the order given. */
export function nestComments(
  top: TCommentRow[],
  answers: TCommentRow[],
  present: (row: TCommentRow) => TCommentAnswer,
): TComment[] {
  const byParent = new Map<number, TCommentAnswer[]>();
  for (const row of answers) {
    const list = byParent.get(row.parent_id!) ?? [];
    list.push(present(row));
    byParent.set(row.parent_id!, list);
  }
  return top.map((row) => ({ ...present(row), answers: byParent.get(row.id) ?? [] }));
}
