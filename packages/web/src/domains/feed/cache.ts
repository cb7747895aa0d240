/**
 * Cache edits of the feed (Bluesky style): the same post or moment can sit in several cached lists
 * (Mein Feed, Entdecken, Real Talk, the post page), so every edit goes through these helpers that
 * map over all of them. Pure functions over the cached shapes; `updateItemEverywhere` in api.ts
 * applies them to every cache entry of the feed and of Real Talk.
 */
import type { TFeedItem, TFeedPage, TPostItem } from '@pflegepuls/shared/feed';
import type { TMomentItem, TMomentsPage } from '@pflegepuls/shared/moments';
import type { TMomentReactionKey } from '@pflegepuls/shared/moments-messages';
import type { InfiniteData } from '@tanstack/react-query';

export type TItemRef = { type: 'post' | 'moment'; id: number };
/** The new version of an item; `null` removes it (deleted). */
export type TItemUpdater = (item: TFeedItem) => TFeedItem | null;

type TCachedValue =
  InfiniteData<TFeedPage, unknown> | InfiniteData<TMomentsPage, unknown> | { data: TFeedItem } | unknown;

function isInfinite(value: unknown): value is InfiniteData<unknown, unknown> {
  return !!value && typeof value === 'object' && Array.isArray((value as { pages?: unknown }).pages);
}

function mapList<T extends TFeedItem>(list: T[], ref: TItemRef, updater: TItemUpdater): T[] {
  let changed = false;
  const next: T[] = [];
  for (const item of list) {
    if (item.type !== ref.type || item.id !== ref.id) {
      next.push(item);
      continue;
    }
    changed = true;
    const updated = updater(item);
    if (updated) next.push(updated as T);
  }
  return changed ? next : list;
}

/** Applies `updater` to the item wherever it sits in one cached value; unchanged values stay identical. */
export function updateItemInCachedValue(value: TCachedValue, ref: TItemRef, updater: TItemUpdater): unknown {
  if (isInfinite(value)) {
    let changed = false;
    const pages = value.pages.map((page) => {
      if (page && typeof page === 'object' && 'postsAndMoments' in page) {
        const feedPage = page as TFeedPage;
        const list = mapList(feedPage.postsAndMoments, ref, updater);
        if (list === feedPage.postsAndMoments) return page;
        changed = true;
        return { ...feedPage, postsAndMoments: list };
      }
      if (page && typeof page === 'object' && Array.isArray((page as TMomentsPage).data)) {
        const momentsPage = page as TMomentsPage;
        const list = mapList(momentsPage.data, ref, updater);
        if (list === momentsPage.data) return page;
        changed = true;
        return { ...momentsPage, data: list };
      }
      return page;
    });
    return changed ? { ...value, pages } : value;
  }
  if (value && typeof value === 'object' && 'data' in value) {
    const item = (value as { data: unknown }).data as TFeedItem | undefined;
    if (item && typeof item === 'object' && 'type' in item && item.type === ref.type && item.id === ref.id) {
      const updated = updater(item);
      return updated ? { ...value, data: updated } : value;
    }
  }
  return value;
}

/** A post after the viewer liked (`liked`) or unliked it. */
export function applyPostLike(post: TPostItem, liked: boolean): TPostItem {
  if (post.likedByMe === liked) return post;
  return { ...post, likedByMe: liked, likesCount: Math.max(0, post.likesCount + (liked ? 1 : -1)) };
}

/**
 * A moment after the viewer set `reaction` (null removes theirs). One reaction per member, and ❤️
 * is the like, so the like counters follow the heart.
 */
export function applyMomentReaction(moment: TMomentItem, reaction: TMomentReactionKey | null): TMomentItem {
  const previous = moment.myReaction;
  if (previous === reaction) return moment;
  const reactions = { ...moment.reactions };
  if (previous) reactions[previous] = Math.max(0, reactions[previous] - 1);
  if (reaction) reactions[reaction] += 1;
  const likedByMe = reaction === 'heart';
  const likesCount = Math.max(0, moment.likesCount + (likedByMe ? 1 : 0) - (previous === 'heart' ? 1 : 0));
  const reactionsCount = Math.max(0, moment.reactionsCount + (reaction ? 1 : 0) - (previous ? 1 : 0));
  return { ...moment, reactions, myReaction: reaction, likedByMe, likesCount, reactionsCount };
}

/** A survey after the viewer voted for `answerId` (results until the server's answer arrives). */
export function applySurveyVote(post: TPostItem, answerIds: number | number[]): TPostItem {
  const survey = post.survey;
  if (!survey || survey.hasVoted || survey.isClosed) return post;
  const chosen = Array.isArray(answerIds) ? answerIds : [answerIds];
  const answerId = chosen[0] ?? null;
  const answers = survey.answers.map((answer) => ({
    ...answer,
    votesCount: (answer.votesCount ?? 0) + (chosen.includes(answer.id) ? 1 : 0),
  }));
  return {
    ...post,
    survey: {
      ...survey,
      answers,
      totalVotes: (survey.totalVotes ?? 0) + 1,
      myAnswerId: answerId,
      myAnswerIds: chosen,
      hasVoted: true,
    },
  };
}

/** A post or moment with its comment count moved by `delta`. */
export function applyCommentDelta(item: TFeedItem, delta: number): TFeedItem {
  return { ...item, commentsCount: Math.max(0, item.commentsCount + delta) };
}
