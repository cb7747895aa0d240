/**
 * The feed's server data (Bluesky style): query keys, `use…Query` / `use…Mutation` hooks and the
 * cache edits they make. Likes, votes and comment counts are optimistic and roll back on error.
 * Shapes come from `@pflegepuls/shared` as types only: importing the zod schemas here would put zod
 * into /feed's first load (see vite.config.ts), so the server is the one that validates.
 * A moment sits in the feed's lists and in Real Talk's, so this module and moments/api.ts import
 * each other's keys; they read them only inside functions, never while the modules load.
 */
import {
  FEED_GC_MS,
  FEED_RETRIES,
  FEED_RETRY_DELAY_MS,
  FEED_STALE_MS,
  PREFETCH_STALE_MS,
} from '@pflegepuls/shared/constants';
import type {
  TChannelListItem,
  TFeedItem,
  TFeedPage,
  TLikeState,
  TPostItem,
  TSurvey,
  TTrendingPost,
} from '@pflegepuls/shared/feed';
import { FEED_MESSAGES } from '@pflegepuls/shared/feed-messages';
import type { TComment, TCommentsPage } from '@pflegepuls/shared/moments';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import {
  ApiError,
  apiRequest,
  getJson,
  isApiError,
  postJson,
  retryUnlessClientError,
} from '../../platform/http.ts';
import { CHANNELS_PATH, feedPath, type TFeedListParams } from './feed-params.ts';
import { momentQueryKeys } from '../moments/api.ts';
import { groupQueryKeys } from '../groups/keys.ts';
import {
  applyCommentDelta,
  applyPostLike,
  applySurveyVote,
  updateItemInCachedValue,
  type TItemRef,
  type TItemUpdater,
} from './cache.ts';

export type { TFeedCategory, TFeedListParams, TFeedTab } from './feed-params.ts';

export const feedQueryKeys = {
  all: ['feed'] as const,
  lists: () => [...feedQueryKeys.all, 'list'] as const,
  list: (params: TFeedListParams) => [...feedQueryKeys.lists(), params] as const,
  post: (id: number) => [...feedQueryKeys.all, 'post', id] as const,
  channels: () => [...feedQueryKeys.all, 'channels'] as const,
  comments: (target: TItemRef) => [...feedQueryKeys.all, 'comments', target.type, target.id] as const,
  trending: (closedAreaId: number | null = null) => [...feedQueryKeys.all, 'trending', closedAreaId] as const,
  /** Outside the `['feed']` root: refreshing or editing the feeds leaves the poll alone. */
  newItems: (params: TFeedListParams, newestSeen: number) => ['feed-new', params, newestSeen] as const,
};

/** TanStack options of the feed lists (000 §9: fresh 5 min, kept 10, 2 retries 1 s apart; none after a 4xx). */
export const FEED_QUERY_OPTIONS = {
  staleTime: FEED_STALE_MS,
  gcTime: FEED_GC_MS,
  retry: retryUnlessClientError(FEED_RETRIES),
  retryDelay: FEED_RETRY_DELAY_MS,
} as const;

const ITEM_PATH = { post: '/api/posts', moment: '/api/moments' } as const;

/**
 * One page of the feed. Failures carry the spec's texts (000 §8): a server error 'Failed to fetch
 * posts', an answer without a list of items (e.g. an HTML page from a proxy) 'Invalid post format
 * received'. Network and 4xx errors keep their own message, which tells the member more.
 */
export async function fetchFeedPage(
  params: TFeedListParams,
  cursor: string | null,
  signal: AbortSignal,
): Promise<TFeedPage> {
  let page: TFeedPage | undefined;
  try {
    page = await getJson<TFeedPage>(feedPath(params, cursor), { signal });
  } catch (error) {
    if (isApiError(error) && error.status >= 500) throw new ApiError(error.status, FEED_MESSAGES.fetchFailed);
    throw error;
  }
  if (!Array.isArray(page?.postsAndMoments)) throw new Error(FEED_MESSAGES.invalidFormat);
  return page;
}

/** Pages of the merged feed of posts and moments, keyset by `nextCursor`. */
export function feedQueryOptions(params: TFeedListParams) {
  return infiniteQueryOptions({
    queryKey: feedQueryKeys.list(params),
    queryFn: ({ pageParam, signal }) => fetchFeedPage(params, pageParam, signal),
    initialPageParam: null as string | null,
    // The end comes with `hasNextPage: false` or an empty page (000 §4).
    getNextPageParam: (last) =>
      last.hasNextPage && last.postsAndMoments.length > 0 && last.nextCursor ? last.nextCursor : undefined,
    ...FEED_QUERY_OPTIONS,
  });
}

export function useFeedQuery(params: TFeedListParams) {
  return useInfiniteQuery(feedQueryOptions(params));
}

/** All items of the loaded pages, each once (a page boundary may repeat an item while new ones arrive). */
export function flattenFeedPages(data: InfiniteData<TFeedPage, unknown> | undefined): TFeedItem[] {
  const seen = new Set<string>();
  const items: TFeedItem[] = [];
  for (const page of data?.pages ?? []) {
    for (const item of page.postsAndMoments) {
      const key = `${item.type}:${item.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      items.push(item);
    }
  }
  return items;
}

/** One post (the detail page /feed/{postId}, GET /getPost/{id}). */
export function usePostQuery(postId: number) {
  return useQuery({
    queryKey: feedQueryKeys.post(postId),
    queryFn: ({ signal }) => getJson<{ data: TPostItem }>(`/getPost/${postId}`, { signal }),
    ...FEED_QUERY_OPTIONS,
    enabled: Number.isInteger(postId) && postId > 0,
  });
}

/** The channels (data, not code), each with whether the member follows it. */
export const channelsQueryOptions = () =>
  queryOptions({
    queryKey: feedQueryKeys.channels(),
    queryFn: ({ signal }) => getJson<{ data: TChannelListItem[] }>(CHANNELS_PATH, { signal }),
    staleTime: PREFETCH_STALE_MS.groups,
  });

export function useChannelsQuery() {
  return useQuery({ ...channelsQueryOptions(), select: (answer) => answer.data });
}

/** The most-liked posts of the last days (the desktop right panel's Trending card). */
export function useTrendingQuery(closedAreaId: number | null = null) {
  return useQuery({
    queryKey: feedQueryKeys.trending(closedAreaId),
    queryFn: ({ signal }) =>
      getJson<{ data: TTrendingPost[] }>(
        closedAreaId === null ? '/api/feed/trending' : `/api/feed/trending?closedAreaId=${closedAreaId}`,
        { signal },
      ),
    staleTime: PREFETCH_STALE_MS.feed,
    select: (answer) => answer.data,
  });
}

/** Reloads one feed from its first page; its older pages would otherwise be refetched one by one. */
export function reloadFeedFromStart(queryClient: QueryClient, params: TFeedListParams): Promise<void> {
  const key = feedQueryKeys.list(params);
  queryClient.setQueryData<InfiniteData<TFeedPage, string | null>>(key, (data) =>
    data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
  );
  return queryClient.invalidateQueries({ queryKey: key });
}

/** Refetches every feed list, e.g. after pull-to-refresh or a new post. */
export function invalidateFeeds(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: feedQueryKeys.lists() });
}

/** Cache roots that hold feed items: the feeds and post pages, and Real Talk. */
const getItemRoots = () => [feedQueryKeys.all, momentQueryKeys.all, groupQueryKeys.posts()] as const;

/** Snapshot of every cache entry that may hold feed items, for rollback. */
export type TCacheSnapshot = Array<[readonly unknown[], unknown]>;

/**
 * Applies `updater` (`null` removes the item: deleted) to the item in every cached list and detail
 * of the feed and of Real Talk; returns the previous values.
 */
export function updateItemEverywhere(
  queryClient: QueryClient,
  ref: TItemRef,
  updater: TItemUpdater,
): TCacheSnapshot {
  const snapshot: TCacheSnapshot = [];
  for (const root of getItemRoots()) {
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

/** Stops running fetches of every cache entry that holds feed items, before an optimistic edit. */
export async function cancelItemQueries(queryClient: QueryClient): Promise<void> {
  await Promise.all(getItemRoots().map((queryKey) => queryClient.cancelQueries({ queryKey })));
}

/** Likes or unlikes a post; optimistic with rollback, then the server's counters. */
export function useLikePostMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ post, liked }: { post: TPostItem; liked: boolean }) =>
      apiRequest<{ data: TLikeState }>(`${ITEM_PATH.post}/${post.id}/like`, {
        method: liked ? 'POST' : 'DELETE',
      }),
    onMutate: async ({ post, liked }) => {
      await cancelItemQueries(queryClient);
      return updateItemEverywhere(queryClient, post, (item) =>
        item.type === 'post' ? applyPostLike(item, liked) : item,
      );
    },
    onError: (_error, _variables, snapshot) => {
      if (snapshot) restoreSnapshot(queryClient, snapshot);
    },
    onSuccess: ({ data }, { post }) => {
      updateItemEverywhere(queryClient, post, (item) => (item.type === 'post' ? { ...item, ...data } : item));
    },
  });
}

/** Votes in a post's survey (once); results show right away, the server's numbers follow. */
export function useVoteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    // One answer, or (multiple choice) every chosen answer in one ballot.
    mutationFn: ({ post, answerIds }: { post: TPostItem; answerIds: number[] }) =>
      postJson<{ data: TSurvey }>(
        `${ITEM_PATH.post}/${post.id}/vote`,
        post.survey?.multipleChoice ? { answerIds } : { answerId: answerIds[0] },
      ),
    onMutate: async ({ post, answerIds }) => {
      await cancelItemQueries(queryClient);
      return updateItemEverywhere(queryClient, post, (item) =>
        item.type === 'post' ? applySurveyVote(item, answerIds) : item,
      );
    },
    onError: (_error, _variables, snapshot) => {
      if (snapshot) restoreSnapshot(queryClient, snapshot);
    },
    onSuccess: ({ data }, { post }) => {
      updateItemEverywhere(queryClient, post, (item) =>
        item.type === 'post' ? { ...item, survey: data } : item,
      );
    },
  });
}

/** Deletes an own post or moment and drops it from every cached list. */
export function useDeleteItemMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ref: TItemRef) =>
      apiRequest<unknown>(`${ITEM_PATH[ref.type]}/${ref.id}`, { method: 'DELETE' }),
    onSuccess: (_answer, ref) => {
      updateItemEverywhere(queryClient, ref, () => null);
      void queryClient.invalidateQueries({ queryKey: momentQueryKeys.stats() });
    },
  });
}

export type TPostDraft = {
  body: string;
  channelId: number;
  closedAreaId: number | null;
  /** A post in this group (docs/groups.md). */
  groupId?: number | null;
  /** Written as this company (its members only, docs/feed.md). */
  companyId?: number | null;
  survey: { title: string; answers: string[]; multipleChoice?: boolean; closesAt?: number | null } | null;
  images: File[];
};

/** Creates a post (JSON, or multipart when it has images) and refreshes the feeds. */
export function useCreatePostMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: TPostDraft) => {
      const payload = {
        body: draft.body,
        channelId: draft.channelId,
        closedAreaId: draft.closedAreaId,
        groupId: draft.groupId ?? null,
        companyId: draft.companyId ?? null,
        survey: draft.survey,
      };
      if (draft.images.length === 0) return postJson<{ data: TPostItem }>(ITEM_PATH.post, payload);
      const form = new FormData();
      form.set('body', draft.body);
      form.set('channelId', String(draft.channelId));
      if (draft.closedAreaId !== null) form.set('closedAreaId', String(draft.closedAreaId));
      if (draft.groupId) form.set('groupId', String(draft.groupId));
      if (draft.companyId) form.set('companyId', String(draft.companyId));
      if (draft.survey) form.set('survey', JSON.stringify(draft.survey));
      for (const image of draft.images) form.append('images', image, image.name);
      return postJson<{ data: TPostItem }>(ITEM_PATH.post, form);
    },
    onSuccess: () => invalidateFeeds(queryClient),
  });
}

/** Edits the body and channel of an own post. */
export function useUpdatePostMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, body, channelId }: { postId: number; body: string; channelId: number }) =>
      apiRequest<{ data: TPostItem }>(`${ITEM_PATH.post}/${postId}`, {
        method: 'PATCH',
        body: { body, channelId },
      }),
    onSuccess: ({ data }) => {
      updateItemEverywhere(queryClient, data, (item) => (item.type === 'post' ? data : item));
    },
  });
}

/** Comments of a post or moment, oldest first, paged by cursor. */
export function useCommentsQuery(target: TItemRef) {
  return useInfiniteQuery({
    queryKey: feedQueryKeys.comments(target),
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams();
      if (pageParam) query.set('cursor', pageParam);
      return getJson<TCommentsPage>(`${ITEM_PATH[target.type]}/${target.id}/comments?${query}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore && last.nextCursor ? last.nextCursor : undefined),
    retry: retryUnlessClientError(FEED_RETRIES),
    retryDelay: FEED_RETRY_DELAY_MS,
  });
}

/** Writes a comment, or an answer when `parentId` is set; moves the item's comment count. */
export function useCreateCommentMutation(target: TItemRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, parentId }: { body: string; parentId: number | null }) =>
      postJson<{ data: TComment }>(`${ITEM_PATH[target.type]}/${target.id}/comments`, { body, parentId }),
    onSuccess: () => {
      updateItemEverywhere(queryClient, target, (item) => applyCommentDelta(item, 1));
      return queryClient.invalidateQueries({ queryKey: feedQueryKeys.comments(target) });
    },
  });
}

/** Deletes an own comment (answers go with it: `removedCount` counts both) and refreshes the list. */
export function useDeleteCommentMutation(target: TItemRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId }: { commentId: number; removedCount: number }) =>
      apiRequest<unknown>(`${ITEM_PATH[target.type]}/${target.id}/comments/${commentId}`, {
        method: 'DELETE',
      }),
    onSuccess: (_answer, { removedCount }) => {
      updateItemEverywhere(queryClient, target, (item) => applyCommentDelta(item, -removedCount));
      return queryClient.invalidateQueries({ queryKey: feedQueryKeys.comments(target) });
    },
  });
}
