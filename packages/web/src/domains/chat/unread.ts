/**
 * The unread chat status behind the "Nachrichten" badge (000 §3, §7, §9), apart from the rest of
 * the chat client: every menu shows the badge, only the chat pages need api.ts. Realtime keeps it
 * current: a message from someone else adds its chat, the member's own read (in any tab) removes
 * it, and after a reconnect it is fetched again.
 */
import type { TUnreadChats } from '@pflegepuls/shared/chat';
import { PREFETCH_STALE_MS, UNREAD_CHAT_GC_MS } from '@pflegepuls/shared/constants';
import type { TCurrentUser } from '@pflegepuls/shared/users';
import { useQuery } from '@tanstack/react-query';
import { prefetchJson } from '../../platform/http.ts';
import { onRealtimeMessage } from '../../platform/realtime.ts';
import { userQueryKeys } from '../users/api.ts';
import { chatQueryKeys } from './keys.ts';

function withChat(old: TUnreadChats | undefined, chatId: number, unread: boolean) {
  if (!old || old.chatIds.includes(chatId) === unread) return old;
  const chatIds = unread
    ? [...old.chatIds, chatId].sort((a, b) => a - b)
    : old.chatIds.filter((id) => id !== chatId);
  return { chatIds, count: chatIds.length };
}

onRealtimeMessage((message, queryClient) => {
  if (message.type === 'ready') {
    void queryClient.invalidateQueries({ queryKey: chatQueryKeys.unread() });
    return;
  }
  if (message.type !== 'chat') return;
  const me = queryClient.getQueryData<TCurrentUser | null>(userQueryKeys.me())?.id ?? null;
  const { event } = message;
  if (event.kind === 'message' && event.message.senderId !== me)
    queryClient.setQueryData<TUnreadChats>(chatQueryKeys.unread(), (old) =>
      withChat(old, event.message.chatId, true),
    );
  if (event.kind === 'read' && event.userId === me)
    queryClient.setQueryData<TUnreadChats>(chatQueryKeys.unread(), (old) =>
      withChat(old, event.chatId, false),
    );
});

/**
 * Chats with unread messages (000 §7 "Periodic unread chat status"; §9: not refetched in the
 * background, kept 5 minutes). Realtime events keep it current in between.
 */
export function useUnreadChatQuery(enabled = true) {
  return useQuery({
    queryKey: chatQueryKeys.unread(),
    queryFn: ({ signal }) =>
      prefetchJson<TUnreadChats>('/api/chat/messages/unread', { chatIds: [], count: 0 }, { signal }),
    staleTime: PREFETCH_STALE_MS.counts,
    gcTime: UNREAD_CHAT_GC_MS,
    refetchIntervalInBackground: false,
    enabled,
  });
}
