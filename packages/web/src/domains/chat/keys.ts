/** Query keys of the chat domain (re-exported by api.ts); unread.ts needs them in the first load. */
export const chatQueryKeys = {
  all: ['chat'] as const,
  unread: () => [...chatQueryKeys.all, 'unread'] as const,
  lists: () => [...chatQueryKeys.all, 'list'] as const,
  list: (q: string) => [...chatQueryKeys.lists(), q] as const,
  detail: (chatId: number) => [...chatQueryKeys.all, 'detail', chatId] as const,
  messages: (chatId: number) => [...chatQueryKeys.all, 'messages', chatId] as const,
  settings: () => [...chatQueryKeys.all, 'settings'] as const,
  block: (userName: string) => [...chatQueryKeys.all, 'block', userName] as const,
};
