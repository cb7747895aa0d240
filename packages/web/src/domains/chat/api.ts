/**
 * The chat domain's query keys, hooks and cache edits (docs/chat.md). Realtime events edit the
 * cache directly (a new message is appended, an edit replaced, a read moves the receipt); on
 * `ready` (a (re)connected socket) every open conversation catches up with `after=<last id>`, so
 * nothing is missed and nothing comes twice.
 */
import { CHAT_TYPING_TTL_MS, chatPath } from '@pflegepuls/shared/chat-messages';
import type {
  TChatDetail,
  TChatList,
  TChatMessage,
  TChatMessagesPage,
  TChatRealtimeEvent,
  TChatSettings,
  TOpenChatResult,
  TReportChatMessage,
  TUnreadChats,
} from '@pflegepuls/shared/chat';
import type { TCurrentUser } from '@pflegepuls/shared/users';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { apiRequest, getJson, postJson } from '../../platform/http.ts';
import { onRealtimeMessage } from '../../platform/realtime.ts';
import { userQueryKeys } from '../users/api.ts';
import { chatQueryKeys } from './keys.ts';
import { flattenMessages, mergeMessages, type TMessagesCache } from './messages-cache.ts';

export { chatQueryKeys, flattenMessages, mergeMessages };

type TMessagesData = TMessagesCache;

function myId(queryClient: QueryClient): number | null {
  return queryClient.getQueryData<TCurrentUser | null>(userQueryKeys.me())?.id ?? null;
}

// ---- Typing indicator: a tiny store, fed by realtime, read by the conversation ----

const typingUntil = new Map<number, number>();
const typingListeners = new Set<() => void>();
function setTyping(chatId: number, until: number) {
  typingUntil.set(chatId, until);
  for (const listener of typingListeners) listener();
  setTimeout(
    () => {
      for (const listener of typingListeners) listener();
    },
    Math.max(0, until - Date.now()) + 50,
  );
}
export function clearTyping(chatId: number) {
  typingUntil.delete(chatId);
  for (const listener of typingListeners) listener();
}

/** True while the other member of `chatId` is typing. */
export function useIsTyping(chatId: number): boolean {
  return useSyncExternalStore(
    (listener) => {
      typingListeners.add(listener);
      return () => typingListeners.delete(listener);
    },
    () => (typingUntil.get(chatId) ?? 0) > Date.now(),
  );
}

// ---- Realtime ----

/** Fetches everything after the newest cached message of each open conversation. */
async function catchUp(queryClient: QueryClient) {
  const cached = queryClient.getQueriesData<TMessagesData>({ queryKey: [...chatQueryKeys.all, 'messages'] });
  for (const [key, data] of cached) {
    const chatId = key[2] as number;
    let after = flattenMessages(data).at(-1)?.id ?? 0;
    if (!data) continue;
    try {
      for (let round = 0; round < 20; round++) {
        const page = await getJson<TChatMessagesPage>(chatPath(chatId, `/messages?after=${after}`));
        queryClient.setQueryData<TMessagesData>(chatQueryKeys.messages(chatId), (old) =>
          mergeMessages(old, page.messages),
        );
        if (!page.hasMore || page.messages.length === 0) break;
        after = page.messages.at(-1)!.id;
      }
    } catch {
      void queryClient.invalidateQueries({ queryKey: chatQueryKeys.messages(chatId) });
    }
  }
}

export function applyChatEvent(event: TChatRealtimeEvent, queryClient: QueryClient) {
  const me = myId(queryClient);
  switch (event.kind) {
    case 'message':
    case 'updated': {
      const { message } = event;
      queryClient.setQueryData<TMessagesData>(chatQueryKeys.messages(message.chatId), (old) =>
        mergeMessages(old, [message]),
      );
      if (event.kind === 'message' && message.senderId !== me) clearTyping(message.chatId);
      void queryClient.invalidateQueries({ queryKey: chatQueryKeys.lists() });
      break;
    }
    case 'read': {
      if (event.userId === me) {
        queryClient.setQueryData<TChatDetail>(chatQueryKeys.detail(event.chatId), (old) =>
          old
            ? { ...old, myLastReadMessageId: Math.max(old.myLastReadMessageId ?? 0, event.messageId) }
            : old,
        );
        void queryClient.invalidateQueries({ queryKey: chatQueryKeys.lists() });
      } else {
        queryClient.setQueryData<TChatDetail>(chatQueryKeys.detail(event.chatId), (old) =>
          old && old.otherLastReadMessageId !== null
            ? { ...old, otherLastReadMessageId: Math.max(old.otherLastReadMessageId, event.messageId) }
            : old && old.readReceipts
              ? { ...old, otherLastReadMessageId: event.messageId }
              : old,
        );
      }
      break;
    }
    case 'typing':
      if (event.userId !== me) setTyping(event.chatId, Date.now() + CHAT_TYPING_TTL_MS);
      break;
  }
}

onRealtimeMessage((message, queryClient) => {
  if (message.type === 'chat') applyChatEvent(message.event, queryClient);
  if (message.type === 'ready') {
    // Back after a gap: the lists and every open conversation catch up (unread.ts: the badge).
    void queryClient.invalidateQueries({ queryKey: chatQueryKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: [...chatQueryKeys.all, 'detail'] });
    void catchUp(queryClient);
  }
});

// ---- Queries ----

export function useChatListQuery(q: string) {
  return useInfiniteQuery({
    queryKey: chatQueryKeys.list(q),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      if (q) params.set('q', q);
      if (pageParam) params.set('cursor', pageParam);
      const query = params.toString();
      return getJson<TChatList>(`/api/chat/chats${query ? `?${query}` : ''}`, { signal });
    },
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useChatDetailQuery(chatId: number) {
  return useQuery({
    queryKey: chatQueryKeys.detail(chatId),
    queryFn: ({ signal }) => getJson<TChatDetail>(chatPath(chatId), { signal }),
  });
}

/** Newest page first; `fetchNextPage` loads older messages (keyset `before`). */
export function useChatMessagesQuery(chatId: number) {
  return useInfiniteQuery({
    queryKey: chatQueryKeys.messages(chatId),
    initialPageParam: null as number | null,
    queryFn: ({ pageParam, signal }) =>
      getJson<TChatMessagesPage>(chatPath(chatId, `/messages${pageParam ? `?before=${pageParam}` : ''}`), {
        signal,
      }),
    getNextPageParam: (last) => (last.hasMore ? (last.messages[0]?.id ?? null) : null),
    // Realtime keeps the conversation current; a refetch would drop the older pages.
    staleTime: Infinity,
  });
}

export function useChatSettingsQuery() {
  return useQuery({
    queryKey: chatQueryKeys.settings(),
    queryFn: ({ signal }) => getJson<TChatSettings>('/api/chat/settings', { signal }),
  });
}

export function useBlockStatusQuery(userName: string, enabled = true) {
  return useQuery({
    queryKey: chatQueryKeys.block(userName),
    queryFn: ({ signal }) =>
      getJson<{ isBlocked: boolean }>(`/api/chat/blocks/${encodeURIComponent(userName)}`, { signal }),
    enabled,
  });
}

// ---- Mutations ----

/** Opens (or finds) the chat with a member: `{ id, isNew }` (000 §4). */
export function useOpenChatMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userName: string) => postJson<TOpenChatResult>('/api/chat/open', { userName }),
    onSuccess: (result) => {
      if (result.isNew) void queryClient.invalidateQueries({ queryKey: chatQueryKeys.lists() });
    },
  });
}

export function useSendMessageMutation(chatId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { body: string; replyToId: number | null }) =>
      postJson<TChatMessage>(chatPath(chatId, '/messages'), input),
    onSuccess: (message) => {
      queryClient.setQueryData<TMessagesData>(chatQueryKeys.messages(chatId), (old) =>
        mergeMessages(old, [message]),
      );
      void queryClient.invalidateQueries({ queryKey: chatQueryKeys.lists() });
    },
  });
}

/** Sends an image or PDF (with an optional caption) as one message. */
export function useSendAttachmentMutation(chatId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { file: File; body: string; replyToId: number | null }) => {
      const form = new FormData();
      form.set('body', input.body);
      form.set('fileName', input.file.name);
      if (input.replyToId !== null) form.set('replyToId', String(input.replyToId));
      form.set('file', input.file);
      return apiRequest<TChatMessage>(chatPath(chatId, '/attachments'), { method: 'POST', body: form });
    },
    onSuccess: (message) => {
      queryClient.setQueryData<TMessagesData>(chatQueryKeys.messages(chatId), (old) =>
        mergeMessages(old, [message]),
      );
      void queryClient.invalidateQueries({ queryKey: chatQueryKeys.lists() });
    },
  });
}

export function useEditMessageMutation(chatId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { messageId: number; body: string }) =>
      apiRequest<TChatMessage>(chatPath(chatId, `/messages/${input.messageId}`), {
        method: 'PATCH',
        body: { body: input.body },
      }),
    onSuccess: (message) =>
      queryClient.setQueryData<TMessagesData>(chatQueryKeys.messages(chatId), (old) =>
        mergeMessages(old, [message]),
      ),
  });
}

export function useDeleteMessageMutation(chatId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) =>
      apiRequest<TChatMessage>(chatPath(chatId, `/messages/${messageId}`), { method: 'DELETE' }),
    onSuccess: (message) => {
      queryClient.setQueryData<TMessagesData>(chatQueryKeys.messages(chatId), (old) =>
        mergeMessages(old, [message]),
      );
      void queryClient.invalidateQueries({ queryKey: chatQueryKeys.lists() });
    },
  });
}

/** Sets the member's reaction to a message, or removes it with `emoji: null`. */
export function useReactionMutation(chatId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { messageId: number; emoji: string | null }) =>
      apiRequest<TChatMessage>(
        chatPath(chatId, `/messages/${input.messageId}/reaction`),
        input.emoji === null ? { method: 'DELETE' } : { method: 'PUT', body: { emoji: input.emoji } },
      ),
    onSuccess: (message) =>
      queryClient.setQueryData<TMessagesData>(chatQueryKeys.messages(chatId), (old) =>
        mergeMessages(old, [message]),
      ),
  });
}

export function useMarkReadMutation(chatId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) => postJson<TUnreadChats>(chatPath(chatId, '/read'), { messageId }),
    onSuccess: (unread, messageId) => {
      queryClient.setQueryData(chatQueryKeys.unread(), unread);
      queryClient.setQueryData<TChatDetail>(chatQueryKeys.detail(chatId), (old) =>
        old ? { ...old, myLastReadMessageId: Math.max(old.myLastReadMessageId ?? 0, messageId) } : old,
      );
      void queryClient.invalidateQueries({ queryKey: chatQueryKeys.lists() });
    },
  });
}

export function useReportMessageMutation(chatId: number) {
  return useMutation({
    mutationFn: (input: { messageId: number } & TReportChatMessage) =>
      postJson<{ success: true; message: string }>(chatPath(chatId, `/messages/${input.messageId}/report`), {
        reason: input.reason,
        details: input.details,
      }),
  });
}

/** Sends "is typing" at most every 3 s while the member types (best effort, errors ignored). */
export function createTypingSender(chatId: number) {
  let last = 0;
  return () => {
    const now = Date.now();
    if (now - last < 3000) return;
    last = now;
    postJson(chatPath(chatId, '/typing')).catch(() => {});
  };
}

export function useBlockMutation(userName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (block: boolean) =>
      apiRequest<{ success: true; message: string }>(`/api/chat/blocks/${encodeURIComponent(userName)}`, {
        method: block ? 'PUT' : 'DELETE',
      }),
    onSuccess: (_answer, block) => {
      queryClient.setQueryData(chatQueryKeys.block(userName), { isBlocked: block });
      void queryClient.invalidateQueries({ queryKey: [...chatQueryKeys.all, 'detail'] });
      // A block ends a connection and pending requests, and hides the member's posts (docs/moderation.md).
      for (const root of ['network', 'feed', 'search', 'moderation'])
        void queryClient.invalidateQueries({ queryKey: [root] });
    },
  });
}

export function useChatSettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: TChatSettings) =>
      apiRequest<{ success: true; message: string }>('/api/chat/settings', { method: 'PUT', body: settings }),
    onSuccess: (_answer, settings) => {
      queryClient.setQueryData(chatQueryKeys.settings(), settings);
      void queryClient.invalidateQueries({ queryKey: [...chatQueryKeys.all, 'detail'] });
    },
  });
}
