import type { TUnreadChats } from '@pflegepuls/shared/chat';
import { PREFETCH_STALE_MS, UNREAD_CHAT_GC_MS } from '@pflegepuls/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../platform/http.ts';

export const chatQueryKeys = {
  all: ['chat'] as const,
  unread: () => [...chatQueryKeys.all, 'unread'] as const,
};

/**
 * Chats with unread messages (000 §7 "Periodic unread chat status"; §9: not refetched in the
 * background, kept 5 minutes). Realtime messages invalidate the key when a message arrives.
 */
export function useUnreadChatQuery(enabled = true) {
  return useQuery({
    queryKey: chatQueryKeys.unread(),
    queryFn: ({ signal }) => getJson<TUnreadChats>('/api/chat/messages/unread', { signal }),
    staleTime: PREFETCH_STALE_MS.counts,
    gcTime: UNREAD_CHAT_GC_MS,
    refetchIntervalInBackground: false,
    enabled,
  });
}
