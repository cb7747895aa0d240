/** Presents posts and surveys (comments: ../comments/present.ts); explicit fields only (STYLE: never spread rows). */
import type { TChannel, TPostCompany, TPostImage, TPostItem, TSurvey } from '@pflegepuls/shared';
import { authorSummaryRow, type TAuthorRow } from '../comments/present.ts';
import { presentUserSummary } from '../users/summary.ts';

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
  survey_multiple: number;
  survey_closes_at: number | null;
  group_id: number | null;
  company_id: number | null;
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
  'posts.survey_multiple',
  'posts.survey_closes_at',
  'posts.group_id',
  'posts.company_id',
  'posts.likes_count',
  'posts.comments_count',
  'posts.created_at',
  'posts.updated_at',
] as const;

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

/**
 * A survey: results once the viewer voted, or once it is closed (000 §5, issue 6). `myAnswerIds`:
 * the viewer's answers (one, or several in a multiple-choice survey); `totalVotes` counts voters.
 */
export function presentSurvey(
  post: TPostRow,
  answers: TSurveyAnswerRow[],
  myAnswerIds: number[],
  now = Date.now(),
): TSurvey | null {
  if (post.survey_title === null) return null;
  const isClosed = post.survey_closes_at !== null && post.survey_closes_at <= now;
  const hasVoted = myAnswerIds.length > 0;
  const showResults = hasVoted || isClosed;
  return {
    title: post.survey_title,
    answers: answers.map((a) => ({ id: a.id, text: a.body, votesCount: showResults ? a.votes_count : null })),
    totalVotes: showResults ? post.survey_votes_count : null,
    myAnswerId: myAnswerIds[0] ?? null,
    hasVoted,
    multipleChoice: post.survey_multiple === 1,
    myAnswerIds,
    closesAt: post.survey_closes_at,
    isClosed,
  };
}

/** The company columns joined to a post row (null for a member's own post). */
export type TPostCompanyRow = {
  company_id: number | null;
  company_name: string | null;
  company_logo_path: string | null;
  company_is_verified: number | null;
};

export function presentPostCompany(row: TPostCompanyRow): TPostCompany | null {
  if (row.company_id === null || row.company_name === null) return null;
  return {
    id: row.company_id,
    name: row.company_name,
    logoUrl: row.company_logo_path,
    isVerified: row.company_is_verified === 1,
  };
}

/** A post for `viewerId`. */
export function presentPost(
  row: TPostRow & TAuthorRow,
  extras: {
    viewerId: number;
    channel: TChannel;
    groupTitle?: string | null;
    company?: TPostCompany | null;
    /** The viewer belongs to the company the post is written as, or is an admin (may edit and delete it). */
    canEditCompany?: boolean;
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
    groupId: row.group_id,
    groupTitle: row.group_id !== null ? (extras.groupTitle ?? null) : null,
    company: extras.company ?? null,
    images: parseImages(row.images),
    survey: extras.survey,
    likesCount: row.likes_count,
    commentsCount: row.comments_count,
    likedByMe: extras.likedByMe,
    // A company post is the company's: its team and admins may edit it, also what a colleague wrote.
    isOwn: extras.company ? extras.canEditCompany === true : row.user_id === extras.viewerId,
  };
}
