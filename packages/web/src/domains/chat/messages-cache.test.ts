import { describe, expect, it } from 'vitest';
import type { TChatMessage } from '@pflegepuls/shared/chat';
import { flattenMessages, mergeMessages, type TMessagesCache } from './messages-cache.ts';

const message = (id: number, body = `Text ${id}`): TChatMessage => ({
  id,
  chatId: 1,
  senderId: 7,
  body,
  isDeleted: false,
  editedAt: null,
  replyTo: null,
  attachment: null,
  reactions: [],
  createdAt: id * 1000,
});

const cache = (...pages: number[][]): TMessagesCache => ({
  pages: pages.map((ids) => ({ messages: ids.map((id) => message(id)), hasMore: false })),
  pageParams: pages.map(() => null),
});

describe('messages cache', () => {
  it('appends new messages to the newest page once, in id order, whatever arrives twice', () => {
    const start = cache([4, 5, 6], [1, 2, 3]);
    // Realtime and the send answer bring the same message; catch-up brings it again with one more.
    const once = mergeMessages(start, [message(8), message(7)]);
    const twice = mergeMessages(mergeMessages(once, [message(7)]), [message(7), message(8), message(9)]);
    expect(flattenMessages(twice).map((m) => m.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('replaces edited and deleted messages wherever they are', () => {
    const edited = mergeMessages(cache([4, 5], [1, 2, 3]), [
      { ...message(2, 'Neu'), editedAt: 5 },
      { ...message(5), body: null, isDeleted: true },
    ]);
    const all = flattenMessages(edited);
    expect(all.map((m) => m.id)).toEqual([1, 2, 3, 4, 5]);
    expect(all[1]).toMatchObject({ body: 'Neu', editedAt: 5 });
    expect(all[4]).toMatchObject({ body: null, isDeleted: true });
  });

  it('leaves a conversation that is not loaded alone', () => {
    expect(mergeMessages(undefined, [message(1)])).toBeUndefined();
  });
});
