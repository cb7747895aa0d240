/**
 * The cached pages of a conversation (an infinite query: newest page first, older pages after it)
 * and the two edits realtime and mutations make to them. Pure, so it is tested without a browser.
 */
import type { TChatMessage, TChatMessagesPage } from '@pflegepuls/shared/chat';
import type { InfiniteData } from '@tanstack/react-query';

export type TMessagesCache = InfiniteData<TChatMessagesPage, unknown>;
type TMessagesData = TMessagesCache;

/** Adds or replaces messages in the newest page, keeping ids unique and in order. */
export function mergeMessages(
  data: TMessagesData | undefined,
  incoming: TChatMessage[],
): TMessagesData | undefined {
  if (!data || data.pages.length === 0) return data;
  const known = new Set(data.pages.flatMap((page) => page.messages.map((m) => m.id)));
  const updates = new Map(incoming.filter((m) => known.has(m.id)).map((m) => [m.id, m]));
  const added = incoming.filter((m) => !known.has(m.id));
  const pages = data.pages.map((page, index) => {
    let messages = updates.size ? page.messages.map((m) => updates.get(m.id) ?? m) : page.messages;
    if (index === 0 && added.length > 0) messages = [...messages, ...added].sort((a, b) => a.id - b.id);
    return messages === page.messages ? page : { ...page, messages };
  });
  return { ...data, pages };
}

/** The messages of the cached pages, oldest first. */
export function flattenMessages(data: TMessagesData | undefined): TChatMessage[] {
  if (!data) return [];
  return [...data.pages].reverse().flatMap((page) => page.messages);
}
