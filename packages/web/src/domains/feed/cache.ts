/**
 * Cache edits of the feed (Bluesky style): the same post or moment can sit in several cached lists
 * (Mein Feed, Entdecken, Real Talk, the post page), so every edit goes through these helpers that
 * map over all of them. Pure functions over the cached shapes, plus one helper that applies them.
 */
import type {
  TFeedItem,
  TFeedPage,
  TMomentItem,
  TMomentReactionKey,
  TMomentsPage,
  TPostItem,
} from '@pflegepuls/shared';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

export type TItemRef = { type: 'post' | 'moment'; id: number };
export type TItemUpdater = (item: TFeedItem) => TFeedItem | null;

/** Cache roots that hold feed items; `null` from an updater removes the item (deleted). */
export const FEED_ITEM_ROOTS = [['feed'], ['moments']] as const;

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

/** Snapshot of every cache entry that may hold feed items, for rollback. */
export type TCacheSnapshot = Array<[readonly unknown[], unknown]>;

/** Applies `updater` to the item in every cached list and detail; returns the previous values. */
export function updateItemEverywhere(
  queryClient: QueryClient,
  ref: TItemRef,
  updater: TItemUpdater,
): TCacheSnapshot {
  const snapshot: TCacheSnapshot = [];
  for (const root of FEED_ITEM_ROOTS) {
    for (const [key, value] of queryClient.getQueriesData({ queryKey: root })) {
      const next = updateItemInCachedValue(value, ref, updater);
      if (next !== value) {
        snapshot.push([key, value]);
        queryClient.setQueryData(key, next);
      }
    }
  }
  return snapshot;
}

/** Puts the values of a snapshot back (rollback of an optimistic edit). */
export function restoreSnapshot(queryClient: QueryClient, snapshot: TCacheSnapshot): void {
  for (const [key, value] of snapshot) queryClient.setQueryData(key, value);
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
export function applySurveyVote(post: TPostItem, answerId: number): TPostItem {
  const survey = post.survey;
  if (!survey || survey.hasVoted) return post;
  const answers = survey.answers.map((answer) => ({
    ...answer,
    votesCount: (answer.votesCount ?? 0) + (answer.id === answerId ? 1 : 0),
  }));
  return {
    ...post,
    survey: {
      ...survey,
      answers,
      totalVotes: (survey.totalVotes ?? 0) + 1,
      myAnswerId: answerId,
      hasVoted: true,
    },
  };
}

/** A post or moment with its comment count moved by `delta`. */
export function applyCommentDelta(item: TFeedItem, delta: number): TFeedItem {
  return { ...item, commentsCount: Math.max(0, item.commentsCount + delta) };
}
