/**
 * Presents moments and their reaction state. The author's id is read to decide `isOwn` and is
 * never copied into an answer: every field is named here, nothing is spread from a row.
 */
import {
  BLANKED_AUTHOR,
  MOMENT_LIKE_REACTION,
  MOMENT_REACTION_KEYS,
  momentAvatar,
  type TMomentItem,
  type TMomentReactionCounts,
  type TMomentReactionKey,
  type TMomentReactionState,
} from '@pflegepuls/shared';

export type TMomentRow = {
  id: number;
  uuid: string;
  user_id: number;
  closed_area_id: number | null;
  content: string;
  avatar_key: string;
  heart_count: number;
  clap_count: number;
  laugh_count: number;
  wow_count: number;
  sad_count: number;
  strong_count: number;
  reactions_count: number;
  comments_count: number;
  created_at: number;
  updated_at: number;
};

export const MOMENT_COLUMNS = [
  'moments.id',
  'moments.uuid',
  'moments.user_id',
  'moments.closed_area_id',
  'moments.content',
  'moments.avatar_key',
  'moments.heart_count',
  'moments.clap_count',
  'moments.laugh_count',
  'moments.wow_count',
  'moments.sad_count',
  'moments.strong_count',
  'moments.reactions_count',
  'moments.comments_count',
  'moments.created_at',
  'moments.updated_at',
] as const;

/** The counter column of a reaction type (a fixed list, so it is safe to name in SQL). */
export function reactionColumn(type: TMomentReactionKey) {
  return `${type}_count` as const;
}

/** Counts per reaction type from a moment row. */
export function reactionCounts(row: TMomentRow): TMomentReactionCounts {
  return {
    heart: row.heart_count,
    clap: row.clap_count,
    laugh: row.laugh_count,
    wow: row.wow_count,
    sad: row.sad_count,
    strong: row.strong_count,
  };
}

/** Narrows a stored reaction type to the known list (unknown → null). */
export function asReaction(type: string | null | undefined): TMomentReactionKey | null {
  return (MOMENT_REACTION_KEYS as readonly string[]).includes(type ?? '')
    ? (type as TMomentReactionKey)
    : null;
}

/** A moment for `viewerId`: `user` always the blanked author, `isOwn` only for the author. */
export function presentMoment(row: TMomentRow, viewerId: number, myReaction: string | null): TMomentItem {
  const reaction = asReaction(myReaction);
  return {
    type: 'moment',
    id: row.id,
    uuid: row.uuid,
    user: BLANKED_AUTHOR,
    avatar: momentAvatar(row.avatar_key),
    content: row.content,
    created_at: row.created_at,
    updated_at: row.updated_at,
    closedAreaId: row.closed_area_id,
    likesCount: row.heart_count,
    commentsCount: row.comments_count,
    reactionsCount: row.reactions_count,
    reactions: reactionCounts(row),
    likedByMe: reaction === MOMENT_LIKE_REACTION,
    myReaction: reaction,
    isOwn: row.user_id === viewerId,
  };
}

/** The reaction state after a like/react call. */
export function presentReactionState(row: TMomentRow, myReaction: string | null): TMomentReactionState {
  const reaction = asReaction(myReaction);
  return {
    likesCount: row.heart_count,
    reactionsCount: row.reactions_count,
    reactions: reactionCounts(row),
    likedByMe: reaction === MOMENT_LIKE_REACTION,
    myReaction: reaction,
  };
}
