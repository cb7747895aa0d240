/**
 * Moments' server data: the Real Talk list (000 §9: first 5, then 15 at a time from skip 5), the
 * anonymous avatars, reactions (optimistic with rollback) and creating a moment. Cache edits of
 * items go through the feed's helpers, because the same moment also sits in the merged feed.
 */
import {
  FEED_RETRIES,
  FEED_RETRY_DELAY_MS,
  MOMENTS_FOLLOWUP_PREFETCH,
  PREFETCH_STALE_MS,
} from '@pflegepuls/shared/constants';
import type {
  TMomentAvatar,
  TMomentItem,
  TMomentReactionState,
  TMomentsPage,
} from '@pflegepuls/shared/moments';
import type { TMomentReactionKey } from '@pflegepuls/shared/moments-messages';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { getMomentsPageWindow, momentsPath } from './moments-paths.ts';
import { apiRequest, getJson, postJson, retryUnlessClientError } from '../../platform/http.ts';
import {
  cancelItemQueries,
  FEED_QUERY_OPTIONS,
  invalidateFeeds,
  restoreSnapshot,
  updateItemEverywhere,
} from '../feed/api.ts';
import { applyMomentReaction } from '../feed/cache.ts';

export const momentQueryKeys = {
  all: ['moments'] as const,
  lists: () => [...momentQueryKeys.all, 'list'] as const,
  list: (closedAreaId: number | null) => [...momentQueryKeys.lists(), { closedAreaId }] as const,
  avatars: () => [...momentQueryKeys.all, 'avatars'] as const,
  stats: () => [...momentQueryKeys.all, 'stats'] as const,
};

/** Whether another page follows: the server says so, or a follow-up page came back full (000 §9). */
export function hasMoreMoments(page: TMomentsPage, take: number): boolean {
  if (take === MOMENTS_FOLLOWUP_PREFETCH) return page.data.length === MOMENTS_FOLLOWUP_PREFETCH;
  return page.has_more;
}

/** The Real Talk list, newest first, of the general community or of a closed area. */
export function momentsQueryOptions(closedAreaId: number | null) {
  return infiniteQueryOptions({
    queryKey: momentQueryKeys.list(closedAreaId),
    queryFn: ({ pageParam, signal }) => {
      return getJson<TMomentsPage>(momentsPath(closedAreaId, pageParam), { signal });
    },
    initialPageParam: getMomentsPageWindow(0),
    getNextPageParam: (last, pages, lastParam) => {
      if (!hasMoreMoments(last, lastParam.take)) return undefined;
      return getMomentsPageWindow(pages.reduce((sum, page) => sum + page.data.length, 0));
    },
    ...FEED_QUERY_OPTIONS,
  });
}

export function useMomentsQuery(closedAreaId: number | null) {
  return useInfiniteQuery(momentsQueryOptions(closedAreaId));
}

/** Loads a Real Talk list again (pull-to-refresh on the feed, whose strip shows its first page). */
export function invalidateMomentsList(queryClient: QueryClient, closedAreaId: number | null): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: momentQueryKeys.list(closedAreaId) });
}

/** The avatars a moment can wear (cached an hour, 000 §9). */
export function useMomentAvatarsQuery() {
  return useQuery({
    queryKey: momentQueryKeys.avatars(),
    queryFn: ({ signal }) =>
      getJson<{ data: TMomentAvatar[] }>('/api/moments/get_available_avatars/0', { signal }),
    staleTime: PREFETCH_STALE_MS.avatars,
    retry: retryUnlessClientError(FEED_RETRIES),
    retryDelay: FEED_RETRY_DELAY_MS,
    select: (answer) => answer.data,
  });
}

/**
 * Sets the viewer's reaction on a moment, or removes it when `reaction` is null; optimistic in
 * every cached list with rollback, then the server's counters.
 */
export function useReactMomentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ moment, reaction }: { moment: TMomentItem; reaction: TMomentReactionKey | null }) =>
      reaction
        ? postJson<{ data: TMomentReactionState }>(`/api/moments/${moment.id}/reactions`, { type: reaction })
        : apiRequest<{ data: TMomentReactionState }>(`/api/moments/${moment.id}/reactions`, {
            method: 'DELETE',
          }),
    onMutate: async ({ moment, reaction }) => {
      await cancelItemQueries(queryClient);
      return updateItemEverywhere(queryClient, moment, (item) =>
        item.type === 'moment' ? applyMomentReaction(item, reaction) : item,
      );
    },
    onError: (_error, _variables, snapshot) => {
      if (snapshot) restoreSnapshot(queryClient, snapshot);
    },
    onSuccess: ({ data }, { moment }) => {
      updateItemEverywhere(queryClient, moment, (item) =>
        item.type === 'moment' ? { ...item, ...data } : item,
      );
    },
  });
}

export type TMomentDraft = { content: string; avatarKey: string; closedAreaId: number | null };

/** Creates a moment and refreshes Real Talk and the feeds. */
export function useCreateMomentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: TMomentDraft) => postJson<{ data: TMomentItem }>('/api/moments', draft),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: momentQueryKeys.all }),
        invalidateFeeds(queryClient),
      ]),
  });
}
