/**
 * Notifications on the client: query keys, the paged list, mark-as-seen. Keys are rooted at
 * `['notifications']`, so invalidating that root refreshes the list and the badge together.
 */
import {
  NOTIFICATIONS_GC_MS,
  NOTIFICATIONS_PAGE_SIZE,
  NOTIFICATIONS_STALE_MS,
  type TNotificationList,
  type TTestNotificationResult,
} from '@pflegepuls/shared';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { getJson, postJson } from '../../platform/http.ts';
import { userQueryKeys } from '../users/api.ts';
import { countQueryKeys } from './count-queries.ts';

export const notificationQueryKeys = {
  all: ['notifications'] as const,
  list: () => ['notifications', 'list'] as const,
};

/** The member's notifications, page by page (keyset cursor from the previous page). */
export function useNotificationsQuery() {
  return useInfiniteQuery({
    queryKey: notificationQueryKeys.list(),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      getJson<TNotificationList>(
        `/api/user/notifications?take=${NOTIFICATIONS_PAGE_SIZE}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`,
        { signal },
      ),
    getNextPageParam: (last) => last.nextCursor,
    staleTime: NOTIFICATIONS_STALE_MS,
    gcTime: NOTIFICATIONS_GC_MS,
    refetchOnWindowFocus: false,
  });
}

/** Marks notifications as seen, then refreshes every notification query (000 §4). */
export function useMarkNotificationsSeenMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      postJson<{ success: true; unseenCount: number }>('/api/user/notifications/seen', { ids }),
    onSuccess: ({ unseenCount }) => {
      queryClient.setQueryData(countQueryKeys.notifications, { count: unseenCount });
      void queryClient.invalidateQueries({ queryKey: notificationQueryKeys.all });
    },
  });
}

/** Answers a connection request from its notification (the network domain's endpoints). */
export function useAnswerConnectionRequestMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, accept }: { requestId: number; accept: boolean }) =>
      postJson<{ success: boolean; message?: string }>(
        accept ? '/api/network/requests/accept' : '/api/network/requests/reject',
        { requestId },
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['network'] });
      // The member's own connection count (menus, profile header) changed too.
      void queryClient.invalidateQueries({ queryKey: userQueryKeys.me() });
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
