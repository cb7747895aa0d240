import { FEED_MESSAGES, type TFeedPage } from '@pflegepuls/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchFeedPage, type TFeedListParams } from './api.ts';

const PARAMS: TFeedListParams = { tab: 'my', category: null, closedAreaId: null, channel: null };

function answer(status: number, body: string, contentType = 'application/json') {
  vi.stubGlobal('fetch', () =>
    Promise.resolve(new Response(body, { status, headers: { 'content-type': contentType } })),
  );
}

const load = () => fetchFeedPage(PARAMS, null, new AbortController().signal);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchFeedPage (000 §8 texts)', () => {
  it('returns a page with its items', async () => {
    const page: TFeedPage = { postsAndMoments: [], countOfNew: 0, hasNextPage: false, nextCursor: null };
    answer(200, JSON.stringify(page));
    await expect(load()).resolves.toEqual(page);
  });

  it("words a server error as 'Failed to fetch posts'", async () => {
    answer(500, JSON.stringify({ message: 'Ein Fehler ist aufgetreten' }));
    await expect(load()).rejects.toThrow(FEED_MESSAGES.fetchFailed);
  });

  it('keeps the message of a rejected request', async () => {
    answer(422, JSON.stringify({ message: FEED_MESSAGES.cursorInvalid }));
    await expect(load()).rejects.toThrow(FEED_MESSAGES.cursorInvalid);
  });

  it("words an answer without items as 'Invalid post format received'", async () => {
    answer(200, '<html><body>Wartung</body></html>', 'text/html');
    await expect(load()).rejects.toThrow(FEED_MESSAGES.invalidFormat);
    answer(200, JSON.stringify({ posts: 'nope' }));
    await expect(load()).rejects.toThrow(FEED_MESSAGES.invalidFormat);
  });
});
