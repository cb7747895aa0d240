/**
 * Presents comment threads and the author joined to a post or comment row; explicit fields only.
 * Under a moment the moment author's own comments name nobody (docs/moments.md).
 */
import type { TComment, TCommentAnswer } from '@pflegepuls/shared';
import { momentAvatar } from '@pflegepuls/shared';
import { presentUserSummary, type TUserSummaryRow } from '../users/summary.ts';

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

export type TCommentRow = TAuthorRow & {
  id: number;
  parent_id: number | null;
  body: string;
  created_at: number;
};

/** Whose comments are shown anonymously, with which avatar (a moment's author); null under posts. */
export type TAnonymousAuthor = { userId: number; avatarKey: string } | null;

/**
 * A comment. `anonymousAuthor`: under a moment, that moment's author id and avatar; their own
 * comments then show the avatar and no user (the moment stays anonymous).
 */
export function presentComment(
  row: TCommentRow,
  viewerId: number,
  now: number,
  anonymousAuthor: TAnonymousAuthor,
): TCommentAnswer {
  const byMomentAuthor = anonymousAuthor !== null && row.user_id === anonymousAuthor.userId;
  return {
    id: row.id,
    parentId: row.parent_id,
    body: row.body,
    created_at: row.created_at,
    user: byMomentAuthor ? null : presentUserSummary(authorSummaryRow(row), now),
    avatar: byMomentAuthor ? momentAvatar(anonymousAuthor.avatarKey) : null,
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
