/**
 * The badge counts of the menus (000 §7 prefetch: cache 1 minute). Realtime messages invalidate
 * these keys, so badges update without a reload.
 */
import { PREFETCH_STALE_MS } from '@pflegepuls/shared';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../platform/http.ts';

export const countQueryKeys = {
  notifications: ['notifications', 'count'] as const,
  connectionRequests: ['network', 'requests', 'count'] as const,
};

/** Unseen notifications of the member. */
export function useNotificationCountQuery(enabled = true) {
  return useQuery({
    queryKey: countQueryKeys.notifications,
    queryFn: ({ signal }) => getJson<{ count: number }>('/api/user/notifications/count', { signal }),
    staleTime: PREFETCH_STALE_MS.counts,
    enabled,
  });
}

/** Connection requests waiting for the member's answer. */
export function useConnectionRequestCountQuery(enabled = true) {
  return useQuery({
    queryKey: countQueryKeys.connectionRequests,
    queryFn: ({ signal }) =>
      getJson<{ count: number }>('/api/user/notifications/connection-requests/count', { signal }),
    staleTime: PREFETCH_STALE_MS.counts,
    enabled,
  });
}
