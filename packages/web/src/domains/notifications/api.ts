/**
 * Notifications on the client: query keys, the paged list, the badge count, mark-as-seen. Keys are
 * rooted at `['notifications']`, so invalidating that root refreshes the list and the badge together.
 * Answering a connection request from a notification is the network domain's mutation.
 */
import { NOTIFICATIONS_GC_MS, NOTIFICATIONS_STALE_MS, PREFETCH_STALE_MS } from '@pflegepuls/shared/constants';
import type { TNotificationList, TTestNotificationResult } from '@pflegepuls/shared/notifications';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { getJson, postJson, prefetchJson } from '../../platform/http.ts';
import { notificationsPath } from './notifications-paths.ts';
import type { TRealtimeMessage } from '@pflegepuls/shared';
import { invalidateKeys, onRealtimeMessage } from '../../platform/realtime.ts';

export const notificationQueryKeys = {
  all: ['notifications'] as const,
  list: () => ['notifications', 'list'] as const,
  /** The menus' badge of unseen notifications. */
  count: () => ['notifications', 'count'] as const,
  /**
   * The menus' badge of connection requests waiting for an answer (served by the notifications
   * API); the network's mutations invalidate it when the requests change.
   */
  connectionRequestCount: () => ['notifications', 'connection-requests', 'count'] as const,
};

/**
 * The notification queries a realtime message makes stale: all of them (badge counts included) on
 * a notification, its count or a reconnect (which may have missed messages).
 */
export function getNotificationKeysToRefresh(message: TRealtimeMessage): ReadonlyArray<readonly string[]> {
  if (message.type === 'notification' || message.type === 'notification_count' || message.type === 'ready')
    return [notificationQueryKeys.all];
  return [];
}

onRealtimeMessage((message, queryClient) => {
  if (message.type === 'notification' || message.type === 'notification_count') {
    queryClient.setQueryData(notificationQueryKeys.count(), { count: message.unseenCount });
  }
  invalidateKeys(queryClient, getNotificationKeysToRefresh(message));
});

/** Unseen notifications of the member: the menus' badge (000 §7: cache 1 minute). */
export function useNotificationCountQuery(enabled = true) {
  return useQuery({
    queryKey: notificationQueryKeys.count(),
    queryFn: ({ signal }) => prefetchJson('/api/user/notifications/count', { count: 0 }, { signal }),
    staleTime: PREFETCH_STALE_MS.counts,
    enabled,
  });
}

/** Connection requests waiting for the member's answer: the menus' badge (000 §7: cache 1 minute). */
export function useConnectionRequestCountQuery(enabled = true) {
  return useQuery({
    queryKey: notificationQueryKeys.connectionRequestCount(),
    queryFn: ({ signal }) =>
      prefetchJson('/api/user/notifications/connection-requests/count', { count: 0 }, { signal }),
    staleTime: PREFETCH_STALE_MS.counts,
    enabled,
  });
}

/** The member's notifications, page by page (keyset cursor from the previous page). */
export function notificationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: notificationQueryKeys.list(),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => getJson<TNotificationList>(notificationsPath(pageParam), { signal }),
    getNextPageParam: (last) => last.nextCursor,
    staleTime: NOTIFICATIONS_STALE_MS,
    gcTime: NOTIFICATIONS_GC_MS,
    refetchOnWindowFocus: false,
  });
}

export function useNotificationsQuery() {
  return useInfiniteQuery(notificationsQueryOptions());
}

/** Marks notifications as seen, then refreshes every notification query (000 §4). */
export function useMarkNotificationsSeenMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      postJson<{ success: true; unseenCount: number }>('/api/user/notifications/seen', { ids }),
    onSuccess: ({ unseenCount }) => {
      queryClient.setQueryData(notificationQueryKeys.count(), { count: unseenCount });
      void queryClient.invalidateQueries({ queryKey: notificationQueryKeys.all });
    },
  });
}

/** Sends the member a test notification (in the app, and as push where it is on), then refreshes the list. */
export function useSendTestNotificationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postJson<TTestNotificationResult>('/api/user/notifications/test'),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: notificationQueryKeys.all }),
  });
}
