/** The feed over HTTP: cursor pages, followed channels, query validation, closed areas, trending. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FEED_MESSAGES,
  UROCAMPUS_AREA_ID,
  type TChannelListItem,
  type TFeedPage,
  type TPostItem,
  UROCAMPUS_TERMS_VERSION,
} from '@pflegepuls/shared';
import { createTestApp, TestClient, type TTestApp } from '../../test/harness.ts';
import { call, member, ok, type TMember } from '../../test/member.ts';
import { createPostAs, openFeedTestApp } from './test-helpers.ts';

let t: TTestApp;
let alice: TMember;
let bob: TMember;
let channelId: number;

beforeAll(async () => {
  ({ t, alice, bob, channelId } = await openFeedTestApp());
});
afterAll(() => t.close());

const createPost = (who: TMember, payload: Record<string, unknown> = {}) =>
  createPostAs(t, who, channelId, payload);

/** Connects two members in both directions, straight in the database (the network's API is not under test). */
async function connect(app: TTestApp, a: TMember, b: TMember) {
  const now = Date.now();
  await app.database.db
    .insertInto('connections')
    .values([
      { user_id: a.userId, connected_user_id: b.userId, created_at: now },
      { user_id: b.userId, connected_user_id: a.userId, created_at: now },
    ])
    .execute();
}

describe('feed', () => {
  it('returns every item exactly once across cursor pages while new items arrive', async () => {
    const t2 = await createTestApp();
    try {
      const [a, b, c] = await Promise.all([member(t2), member(t2), member(t2)]);
      // a and c are connected: c's posts rank higher in a's "Mein Feed".
      await connect(t2, a, c);
      const channels = await ok<{ data: Array<{ id: number }> }>(t2, a.client, 'GET', '/api/channels');
      const ch = channels.data[0]!.id;
      // a follows a second channel: its posts are boosted too (also those of c, boosted twice).
      const followed = channels.data[1]!.id;
      await ok(t2, a.client, 'PUT', `/api/channels/${followed}/follow`);
      const created = new Set<string>();
      for (let i = 0; i < 23; i++) {
        const author = [a, b, c][i % 3]!;
        if (i % 4 === 0) {
          const m = await ok<{ data: { id: number } }>(t2, author.client, 'POST', '/api/moments', {
            content: `Moment ${i}`,
            avatarKey: 'fuchs',
          });
          created.add(`moment:${m.data.id}`);
        } else {
          const p = await ok<{ data: { id: number } }>(t2, author.client, 'POST', '/api/posts', {
            body: `Beitrag ${i}`,
            channelId: i % 5 === 0 ? followed : ch,
          });
          created.add(`post:${p.data.id}`);
        }
      }
      for (const tab of ['my', 'discover'] as const) {
        const seen: string[] = [];
        let cursor: string | null = null;
        let page = 0;
        do {
          const url: string = `/api/feed?tab=${tab}&take=5${cursor ? `&cursor=${cursor}` : ''}`;
          const answer: TFeedPage = await ok<TFeedPage>(t2, a.client, 'GET', url);
          seen.push(...answer.postsAndMoments.map((item) => `${item.type}:${item.id}`));
          cursor = answer.nextCursor;
          expect(answer.hasNextPage).toBe(cursor !== null);
          // New items arriving mid-way must not shift the pages.
          if (page++ === 1) {
            await ok(t2, b.client, 'POST', '/api/posts', { body: `Neu während ${tab}`, channelId: ch });
          }
        } while (cursor);
        expect(new Set(seen).size).toBe(seen.length);
        for (const key of created) expect(seen).toContain(key);
      }
      // Mein Feed: the connection's newest post comes before b's newer posts.
      const first = await ok<TFeedPage>(t2, a.client, 'GET', '/api/feed?take=3');
      const firstPost = first.postsAndMoments.find((item) => item.type === 'post') as TPostItem;
      expect([a.userId, c.userId]).toContain(firstPost.user.id);
      // countOfNew counts items newer than the client's newest.
      const newest = first.postsAndMoments.reduce((max, item) => Math.max(max, item.created_at), 0);
      await new Promise((resolve) => setTimeout(resolve, 5));
      await ok(t2, b.client, 'POST', '/api/posts', { body: 'Ganz neu', channelId: ch });
      const withNew = await ok<TFeedPage>(t2, a.client, 'GET', `/api/feed?take=3&newestSeen=${newest}`);
      expect(withNew.countOfNew).toBeGreaterThanOrEqual(1);
      // Legacy paths answer the same items.
      const legacy = await ok<{ posts: unknown[]; postsAndMoments: unknown[]; hasNextPage: boolean }>(
        t2,
        a.client,
        'GET',
        '/api/get_posts/0/10',
      );
      expect(legacy.posts).toHaveLength(10);
      expect(legacy.postsAndMoments).toEqual(legacy.posts);
      const next = await ok<{ posts: Array<{ id: number }> }>(t2, a.client, 'GET', '/api/next_posts/10/10');
      expect(next.posts).toHaveLength(10);
      const channel = await ok<{ posts: Array<{ type: string }> }>(
        t2,
        a.client,
        'GET',
        '/get_channel_posts/allgemein/10/0',
      );
      expect(channel.posts.every((p) => p.type === 'post')).toBe(true);
      const moments = await ok<TFeedPage>(t2, a.client, 'GET', '/api/feed?category=moments');
      expect(moments.postsAndMoments.every((item) => item.type === 'moment')).toBe(true);
      const employer = await ok<TFeedPage>(t2, a.client, 'GET', '/api/feed?category=employer');
      expect(employer.postsAndMoments).toEqual([]);
      const badCursor = await call(t2, a.client, 'GET', '/api/feed?cursor=kaputt');
      expect(badCursor.statusCode).toBe(422);
      expect(badCursor.json().message).toBe(FEED_MESSAGES.cursorInvalid);
    } finally {
      await t2.close();
    }
  });

  it('follows channels idempotently and ranks their posts first in Mein Feed', async () => {
    const [reader, writer] = await Promise.all([member(t), member(t)]);
    const { data: channels } = await ok<{ data: TChannelListItem[] }>(
      t,
      reader.client,
      'GET',
      '/api/channels',
    );
    expect(channels.every((c) => !c.isFollowed)).toBe(true);
    const [general, followed] = [channels[0]!, channels[2]!];
    for (let i = 0; i < 2; i++) {
      const answer = await ok<{ data: TChannelListItem }>(
        t,
        reader.client,
        'PUT',
        `/api/channels/${followed.id}/follow`,
      );
      expect(answer.data).toEqual({ ...followed, isFollowed: true });
    }
    const after = await ok<{ data: TChannelListItem[] }>(t, reader.client, 'GET', '/api/channels');
    expect(after.data.filter((c) => c.isFollowed).map((c) => c.id)).toEqual([followed.id]);
    const unknown = await call(t, reader.client, 'PUT', '/api/channels/999999/follow');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(FEED_MESSAGES.channelUnknown);
    const anonymous = await call(
      t,
      await new TestClient(t.app).open(),
      'PUT',
      `/api/channels/${followed.id}/follow`,
    );
    expect(anonymous.statusCode).toBe(401);

    // The followed channel's post ranks above a newer one in another channel, for the reader only.
    const inChannel = await createPost(writer, { body: 'Im gefolgten Kanal', channelId: followed.id });
    const newer = await createPost(writer, { body: 'Neuer, anderer Kanal', channelId: general.id });
    const order = async (who: TMember) => {
      const page = await ok<TFeedPage>(t, who.client, 'GET', '/api/feed?take=50');
      return page.postsAndMoments.map((item) => item.id);
    };
    const mine = await order(reader);
    expect(mine.indexOf(inChannel.id)).toBeLessThan(mine.indexOf(newer.id));
    const others = await order(await member(t));
    expect(others.indexOf(newer.id)).toBeLessThan(others.indexOf(inChannel.id));

    await ok(t, reader.client, 'DELETE', `/api/channels/${followed.id}/follow`);
    await ok(t, reader.client, 'DELETE', `/api/channels/${followed.id}/follow`);
    const unfollowed = await order(reader);
    expect(unfollowed.indexOf(newer.id)).toBeLessThan(unfollowed.indexOf(inChannel.id));
  });

  it('mutes a channel: its posts leave Mein Feed and Entdecken, not the channel itself', async () => {
    const [reader, writer] = await Promise.all([member(t), member(t)]);
    const { data: channels } = await ok<{ data: TChannelListItem[] }>(
      t,
      reader.client,
      'GET',
      '/api/channels',
    );
    const [general, muted] = [channels[0]!, channels[3]!];
    // Followed and a connection's: a muted channel's posts are out of the boosted streams too.
    await ok(t, reader.client, 'PUT', `/api/channels/${muted.id}/follow`);
    await connect(t, reader, writer);
    const inMuted = await createPost(writer, { body: 'Im stummen Kanal', channelId: muted.id });
    const elsewhere = await createPost(writer, { body: 'In einem anderen Kanal', channelId: general.id });
    const ids = async (who: TMember, query: string) => {
      const page = await ok<TFeedPage>(t, who.client, 'GET', `/api/feed?take=50${query}`);
      return page.postsAndMoments.map((item) => item.id);
    };
    expect(await ids(reader, '')).toContain(inMuted.id);

    for (let i = 0; i < 2; i++) {
      const answer = await ok<{ data: TChannelListItem }>(
        t,
        reader.client,
        'PUT',
        `/api/channels/${muted.id}/mute`,
      );
      expect(answer.data).toEqual({ ...muted, isFollowed: true, isMuted: true });
    }
    for (const query of ['', '&tab=discover', '&category=posts']) {
      const page = await ids(reader, query);
      expect(page, query).not.toContain(inMuted.id);
      expect(page, query).toContain(elsewhere.id);
    }
    expect(await ids(reader, `&channel=${muted.slug}`)).toContain(inMuted.id);
    // Nobody else is affected.
    expect(await ids(writer, '')).toContain(inMuted.id);

    const listed = await ok<{ data: TChannelListItem[] }>(t, reader.client, 'GET', '/api/channels');
    expect(listed.data.filter((c) => c.isMuted).map((c) => c.id)).toEqual([muted.id]);
    expect((await call(t, reader.client, 'PUT', '/api/channels/999999/mute')).statusCode).toBe(404);
    expect((await call(t, reader.client, 'PUT', '/api/channels/abc/mute')).statusCode).toBe(422);
    const visitor = await new TestClient(t.app).open();
    expect((await call(t, visitor, 'PUT', `/api/channels/${muted.id}/mute`)).statusCode).toBe(401);

    await ok(t, reader.client, 'DELETE', `/api/channels/${muted.id}/mute`);
    await ok(t, reader.client, 'DELETE', `/api/channels/${muted.id}/mute`);
    expect(await ids(reader, '')).toContain(inMuted.id);
  });

  it('answers bad query parameters with a German 422', async () => {
    for (const url of [
      '/api/feed?take=999',
      '/api/feed?tab=alles',
      '/api/feed?skip=-1',
      '/api/moments?orderBy=farbe',
      '/api/moments?take=0',
      '/api/moments?from=gestern',
      '/api/feed/trending?closedAreaId=x',
    ]) {
      const response = await call(t, alice.client, 'GET', url);
      expect(response.statusCode, url).toBe(422);
      expect(response.json().message, url).toBe(FEED_MESSAGES.queryInvalid);
    }
    const skip = await call(t, alice.client, 'GET', '/api/feed?skip=501');
    expect(skip.json().message).toBe(FEED_MESSAGES.skipTooLarge);
  });

  it('hides closed-area items from non-members', async () => {
    const now = Date.now();
    await t.database.db
      .insertInto('closed_area_memberships')
      .values({
        closed_area_id: UROCAMPUS_AREA_ID,
        user_id: alice.userId,
        accepted_terms_version: UROCAMPUS_TERMS_VERSION,
        accepted_at: now,
        created_at: now,
      })
      .execute();
    const post = await createPost(alice, { body: 'Nur für den Urocampus', closedAreaId: UROCAMPUS_AREA_ID });
    const moment = await ok<{ data: { id: number } }>(t, alice.client, 'POST', '/api/moments', {
      content: 'Urocampus-Moment',
      avatarKey: 'eule',
      closedAreaId: UROCAMPUS_AREA_ID,
    });
    const area = await ok<TFeedPage>(t, alice.client, 'GET', `/api/feed?closedAreaId=${UROCAMPUS_AREA_ID}`);
    expect(area.postsAndMoments.map((i) => i.id)).toEqual(expect.arrayContaining([post.id, moment.data.id]));
    const general = await ok<TFeedPage>(t, bob.client, 'GET', '/api/feed?take=50');
    expect(general.postsAndMoments.some((i) => i.type === 'post' && i.id === post.id)).toBe(false);
    for (const url of [
      `/api/feed?closedAreaId=${UROCAMPUS_AREA_ID}`,
      `/getPost/${post.id}`,
      `/api/posts/${post.id}/comments`,
      `/api/moments/${moment.data.id}`,
      `/api/moments?closedAreaId=${UROCAMPUS_AREA_ID}`,
    ]) {
      const response = await call(t, bob.client, 'GET', url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().message).toBe(FEED_MESSAGES.closedAreaOnly);
    }
    const like = await call(t, bob.client, 'POST', `/api/posts/${post.id}/like`);
    expect(like.statusCode).toBe(403);
    const write = await call(t, bob.client, 'POST', '/api/posts', {
      body: 'x',
      channelId,
      closedAreaId: UROCAMPUS_AREA_ID,
    });
    expect(write.statusCode).toBe(403);
  });

  it('trending lists the most-liked recent posts', async () => {
    const post = await createPost(bob, { body: 'Trend-Beitrag über Pflegepersonaluntergrenzen' });
    await ok(t, alice.client, 'POST', `/api/posts/${post.id}/like`);
    const t3 = await ok<{ data: Array<{ id: number; author: { id: number }; likesCount: number }> }>(
      t,
      alice.client,
      'GET',
      '/api/feed/trending',
    );
    expect(t3.data.length).toBeGreaterThan(0);
    expect(t3.data[0]!.likesCount).toBeGreaterThan(0);
  });
});
