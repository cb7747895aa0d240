import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FEED_MESSAGES,
  MOMENT_MESSAGES,
  POST_BODY_MAX,
  SURVEY_ANSWER_MAX,
  SURVEY_TITLE_MAX,
  UROCAMPUS_AREA_ID,
  type TChannelListItem,
  type TFeedPage,
  type TPostItem,
} from '@pflegepuls/shared';
import { createTestApp, TestClient, type TTestApp } from '../../test/harness.ts';
import type { TDomainEvent } from '../../platform/events.ts';
import { call, member, ok, type TMember } from './test-helpers.ts';

let t: TTestApp;
let alice: TMember;
let bob: TMember;
let channelId: number;
const events: TDomainEvent[] = [];

beforeAll(async () => {
  t = await createTestApp();
  t.deps.events.subscribe(async (event) => {
    events.push(event);
  });
  [alice, bob] = await Promise.all([member(t), member(t)]);
  const channels = await ok<{ data: Array<{ id: number; slug: string }> }>(
    t,
    alice.client,
    'GET',
    '/api/channels',
  );
  expect(channels.data.map((c) => c.slug)).toEqual([
    'allgemein',
    'intensivpflege',
    'altenpflege',
    'ausbildung',
    'karriere',
    'humor',
  ]);
  channelId = channels.data[0]!.id;
});
afterAll(() => t.close());

async function createPost(who: TMember, payload: Record<string, unknown> = {}) {
  const answer = await ok<{ data: TPostItem }>(t, who.client, 'POST', '/api/posts', {
    body: 'Nachtdienst geschafft!',
    channelId,
    ...payload,
  });
  return answer.data;
}

async function expect422(
  who: TMember,
  method: 'POST' | 'PATCH',
  url: string,
  payload: unknown,
  message: string,
) {
  const response = await call(t, who.client, method, url, payload);
  expect(response.statusCode, response.body).toBe(422);
  expect(response.json().message).toBe(message);
}

describe('posts', () => {
  it('answers 401 without login on every endpoint', async () => {
    const visitor = await new TestClient(t.app).open();
    for (const [method, url] of [
      ['GET', '/api/feed'],
      ['GET', '/api/channels'],
      ['PUT', '/api/channels/1/follow'],
      ['DELETE', '/api/channels/1/follow'],
      ['GET', '/api/feed/trending'],
      ['GET', '/api/get_posts/0/10'],
      ['GET', '/getPost/1'],
      ['POST', '/api/posts'],
      ['PATCH', '/api/posts/1'],
      ['DELETE', '/api/posts/1'],
      ['POST', '/api/posts/1/like'],
      ['POST', '/api/posts/1/vote'],
      ['GET', '/api/posts/1/comments'],
      ['GET', '/api/moments'],
      ['POST', '/api/moments'],
      ['GET', '/api/moments/stats'],
    ] as const) {
      const response = await call(t, visitor, method, url, method === 'GET' ? undefined : {});
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().message).toBe('Bitte melde dich an.');
    }
  });

  it('creates at 5000 characters and refuses 5001, empty text and a missing channel', async () => {
    const post = await createPost(alice, { body: 'x'.repeat(POST_BODY_MAX) });
    expect(post.body).toHaveLength(POST_BODY_MAX);
    expect(post.user.id).toBe(alice.userId);
    expect(post.isOwn).toBe(true);
    expect(post.channel.slug).toBe('allgemein');
    await expect422(
      alice,
      'POST',
      '/api/posts',
      { body: 'x'.repeat(POST_BODY_MAX + 1), channelId },
      FEED_MESSAGES.bodyTooLong,
    );
    await expect422(alice, 'POST', '/api/posts', { body: '   ', channelId }, FEED_MESSAGES.bodyRequired);
    await expect422(alice, 'POST', '/api/posts', { body: 'Hallo' }, FEED_MESSAGES.channelRequired);
    await expect422(
      alice,
      'POST',
      '/api/posts',
      { body: 'Hallo', channelId: 999 },
      FEED_MESSAGES.channelUnknown,
    );
  });

  it('checks survey limits: title 140/141, answers 40/41, 2 to 10 answers', async () => {
    const ok140 = await createPost(alice, {
      survey: { title: 't'.repeat(SURVEY_TITLE_MAX), answers: ['a'.repeat(SURVEY_ANSWER_MAX), 'Nein'] },
    });
    expect(ok140.survey?.title).toHaveLength(SURVEY_TITLE_MAX);
    const url = '/api/posts';
    const base = { body: 'Umfrage', channelId };
    await expect422(
      alice,
      'POST',
      url,
      { ...base, survey: { title: 't'.repeat(SURVEY_TITLE_MAX + 1), answers: ['a', 'b'] } },
      FEED_MESSAGES.surveyTitleTooLong,
    );
    await expect422(
      alice,
      'POST',
      url,
      { ...base, survey: { title: '', answers: ['a', 'b'] } },
      FEED_MESSAGES.surveyTitleRequired,
    );
    await expect422(
      alice,
      'POST',
      url,
      { ...base, survey: { title: 'T', answers: ['a'.repeat(SURVEY_ANSWER_MAX + 1), 'b'] } },
      FEED_MESSAGES.surveyAnswerTooLong,
    );
    await expect422(
      alice,
      'POST',
      url,
      { ...base, survey: { title: 'T', answers: ['a', ''] } },
      FEED_MESSAGES.surveyAnswerRequired,
    );
    await expect422(
      alice,
      'POST',
      url,
      { ...base, survey: { title: 'T', answers: ['a'] } },
      FEED_MESSAGES.surveyAnswersTooFew,
    );
    await expect422(
      alice,
      'POST',
      url,
      { ...base, survey: { title: 'T', answers: Array.from({ length: 11 }, (_, i) => `A${i}`) } },
      FEED_MESSAGES.surveyAnswersTooMany,
    );
  });

  it('edits and deletes own posts only (403 for others, 404 when gone)', async () => {
    const post = await createPost(alice);
    const edited = await ok<{ data: TPostItem }>(t, alice.client, 'PATCH', `/api/posts/${post.id}`, {
      body: 'Frühdienst statt Nachtdienst',
      channelId: channelId + 1,
    });
    expect(edited.data.body).toBe('Frühdienst statt Nachtdienst');
    expect(edited.data.channel.slug).toBe('intensivpflege');
    await expect422(
      alice,
      'PATCH',
      `/api/posts/${post.id}`,
      { body: 'x'.repeat(POST_BODY_MAX + 1), channelId },
      FEED_MESSAGES.bodyTooLong,
    );
    await expect422(alice, 'PATCH', `/api/posts/${post.id}`, { body: 'ok' }, FEED_MESSAGES.channelRequired);

    const foreignEdit = await call(t, bob.client, 'PATCH', `/api/posts/${post.id}`, {
      body: 'gehackt',
      channelId,
    });
    expect(foreignEdit.statusCode).toBe(403);
    expect(foreignEdit.json().message).toBe(FEED_MESSAGES.notOwnPost);
    const foreignDelete = await call(t, bob.client, 'DELETE', `/api/posts/${post.id}`);
    expect(foreignDelete.statusCode).toBe(403);

    await ok(t, alice.client, 'DELETE', `/api/posts/${post.id}`, undefined, 204);
    const gone = await call(t, alice.client, 'GET', `/getPost/${post.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(FEED_MESSAGES.postNotFound);
    const badId = await call(t, alice.client, 'GET', '/getPost/abc');
    expect(badId.statusCode).toBe(422);
  });

  it('likes are idempotent and notify the author once', async () => {
    const post = await createPost(alice);
    events.length = 0;
    for (let i = 0; i < 3; i++) {
      const like = await ok<{ data: { likesCount: number; likedByMe: boolean } }>(
        t,
        bob.client,
        'POST',
        `/api/posts/${post.id}/like`,
      );
      expect(like.data).toEqual({ likesCount: 1, likedByMe: true });
    }
    await ok(t, alice.client, 'POST', `/api/posts/${post.id}/like`);
    const detail = await ok<{ data: TPostItem }>(t, bob.client, 'GET', `/getPost/${post.id}`);
    expect(detail.data.likesCount).toBe(2);
    expect(detail.data.likedByMe).toBe(true);
    for (let i = 0; i < 2; i++) {
      const unlike = await ok<{ data: { likesCount: number } }>(
        t,
        bob.client,
        'DELETE',
        `/api/posts/${post.id}/like`,
      );
      expect(unlike.data.likesCount).toBe(1);
    }
    await t.deps.jobs.idle();
    expect(events.filter((e) => e.type === 'post_liked')).toEqual([
      expect.objectContaining({ actorId: bob.userId, recipientId: alice.userId, postId: post.id }),
    ]);
  });

  it('votes once per member, idempotent, results only after voting', async () => {
    const post = await createPost(alice, {
      survey: { title: 'Lieblingsdienst?', answers: ['Früh', 'Spät', 'Nacht'] },
    });
    const before = await ok<{ data: TPostItem }>(t, bob.client, 'GET', `/api/posts/${post.id}`);
    expect(before.data.survey?.hasVoted).toBe(false);
    expect(before.data.survey?.answers.every((a) => a.votesCount === null)).toBe(true);
    expect(before.data.survey?.totalVotes).toBeNull();
    const night = before.data.survey!.answers[2]!.id;
    for (let i = 0; i < 2; i++) {
      const vote = await ok<{
        data: { totalVotes: number; myAnswerId: number; answers: Array<{ votesCount: number }> };
      }>(t, bob.client, 'POST', `/api/posts/${post.id}/vote`, { answerId: night });
      expect(vote.data.totalVotes).toBe(1);
      expect(vote.data.myAnswerId).toBe(night);
      expect(vote.data.answers.map((a) => a.votesCount)).toEqual([0, 0, 1]);
    }
    const other = await call(t, bob.client, 'POST', `/api/posts/${post.id}/vote`, {
      answerId: before.data.survey!.answers[0]!.id,
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(FEED_MESSAGES.alreadyVoted);
    // The author sees the results only after voting too.
    const own = await ok<{ data: TPostItem }>(t, alice.client, 'GET', `/api/posts/${post.id}`);
    expect(own.data.survey?.totalVotes).toBeNull();
    expect(own.data.survey?.answers.every((a) => a.votesCount === null)).toBe(true);
    const foreign = await call(t, bob.client, 'POST', `/api/posts/${post.id}/vote`, { answerId: 999999 });
    expect(foreign.statusCode).toBe(422);
  });

  it('comments and answers one level deep, counts them, deletes own only', async () => {
    const post = await createPost(alice);
    events.length = 0;
    const comment = await ok<{ data: { id: number } }>(
      t,
      bob.client,
      'POST',
      `/api/posts/${post.id}/comments`,
      { body: 'Stark!' },
    );
    const answer = await ok<{ data: { id: number; parentId: number } }>(
      t,
      alice.client,
      'POST',
      `/api/posts/${post.id}/comments`,
      {
        body: 'Danke dir',
        parentId: comment.data.id,
      },
    );
    expect(answer.data.parentId).toBe(comment.data.id);
    const nested = await call(t, bob.client, 'POST', `/api/posts/${post.id}/comments`, {
      body: 'Noch tiefer',
      parentId: answer.data.id,
    });
    expect(nested.statusCode).toBe(422);
    expect(nested.json().message).toBe(FEED_MESSAGES.answerToAnswer);
    const empty = await call(t, bob.client, 'POST', `/api/posts/${post.id}/comments`, { body: '' });
    expect(empty.json().message).toBe(FEED_MESSAGES.commentRequired);

    const list = await ok<{ data: Array<{ id: number; answers: Array<{ id: number }> }> }>(
      t,
      alice.client,
      'GET',
      `/api/posts/${post.id}/comments`,
    );
    expect(list.data).toHaveLength(1);
    expect(list.data[0]!.answers.map((a) => a.id)).toEqual([answer.data.id]);
    expect(
      (await ok<{ data: TPostItem }>(t, alice.client, 'GET', `/getPost/${post.id}`)).data.commentsCount,
    ).toBe(2);

    const foreign = await call(
      t,
      alice.client,
      'DELETE',
      `/api/posts/${post.id}/comments/${comment.data.id}`,
    );
    expect(foreign.statusCode).toBe(403);
    await ok(t, bob.client, 'DELETE', `/api/posts/${post.id}/comments/${comment.data.id}`, undefined, 204);
    expect(
      (await ok<{ data: TPostItem }>(t, alice.client, 'GET', `/getPost/${post.id}`)).data.commentsCount,
    ).toBe(0);
    await t.deps.jobs.idle();
    expect(events.map((e) => e.type).sort()).toEqual(['comment_answered', 'post_commented']);
  });
});

/** A multipart body with text fields and files named `images`. */
function multipart(fields: Record<string, string>, files: Buffer[]) {
  const boundary = '----pflegepuls-test';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  files.forEach((file, i) => {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="bild${i}.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      file,
      Buffer.from('\r\n'),
    );
  });
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function postMultipart(who: TMember, fields: Record<string, string>, files: Buffer[]) {
  const { payload, contentType } = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/posts',
    remoteAddress: who.client.ip,
    headers: {
      cookie: who.client.cookieHeader,
      'x-csrf-token': who.client.csrf,
      'x-requested-with': 'XMLHttpRequest',
      'content-type': contentType,
    },
    payload,
  });
}

describe('write limits', () => {
  it('answers the 31st post of an hour with a German 429', async () => {
    const writer = await member(t);
    for (let i = 0; i < 30; i++) await createPost(writer, { body: `Beitrag ${i}` });
    const response = await call(t, writer.client, 'POST', '/api/posts', { body: 'Einer zu viel', channelId });
    expect(response.statusCode).toBe(429);
    expect(response.json().message).toBe(FEED_MESSAGES.tooManyPosts);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('posts with images (multipart)', () => {
  it('stores up to four images re-encoded as WebP and refuses a fifth or a non-image', async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#FFA940' } })
      .png()
      .toBuffer();
    const survey = JSON.stringify({ title: 'Mit Bild?', answers: ['Ja', 'Nein'] });
    const created = await postMultipart(
      alice,
      { body: 'Unser neuer Pausenraum', channelId: String(channelId), survey },
      [png, png],
    );
    expect(created.statusCode, created.body).toBe(201);
    const post = created.json().data as TPostItem;
    expect(post.images).toHaveLength(2);
    expect(post.survey?.title).toBe('Mit Bild?');
    for (const image of post.images) {
      expect(image.path).toMatch(/^\/uploads\/posts\/.+\.webp$/);
      expect(existsSync(path.join(t.config.dataDir, image.path))).toBe(true);
      expect(existsSync(path.join(t.config.dataDir, image.cPath))).toBe(true);
    }
    const five = await postMultipart(alice, { body: 'Zu viele', channelId: String(channelId) }, [
      png,
      png,
      png,
      png,
      png,
    ]);
    expect(five.statusCode).toBe(422);
    expect(five.json().message).toBe(FEED_MESSAGES.imagesTooMany);
    const notImage = await postMultipart(alice, { body: 'Kein Bild', channelId: String(channelId) }, [
      Buffer.from('hallo'),
    ]);
    expect(notImage.statusCode).toBe(422);
    const noChannel = await postMultipart(alice, { body: 'Ohne Kanal' }, [png]);
    expect(noChannel.statusCode).toBe(422);
    expect(noChannel.json().message).toBe(FEED_MESSAGES.channelRequired);
    // Refused posts store nothing: an unknown channel, a closed area without membership.
    const stored = () => readdirSync(path.join(t.config.dataDir, 'uploads/posts')).length;
    const before = stored();
    const unknownChannel = await postMultipart(alice, { body: 'Falscher Kanal', channelId: '999999' }, [png]);
    expect(unknownChannel.statusCode).toBe(422);
    const closed = await postMultipart(
      alice,
      { body: 'Nicht Mitglied', channelId: String(channelId), closedAreaId: String(UROCAMPUS_AREA_ID) },
      [png],
    );
    expect(closed.statusCode).toBe(403);
    // A refused second image takes the first one back with it.
    const halfImage = await postMultipart(alice, { body: 'Halb', channelId: String(channelId) }, [
      png,
      Buffer.from('kein Bild'),
    ]);
    expect(halfImage.statusCode).toBe(422);
    expect(stored()).toBe(before);
    // Deleting the post removes its files.
    const removed = await call(t, alice.client, 'DELETE', `/api/posts/${post.id}`);
    expect(removed.statusCode).toBe(204);
    for (const image of post.images) {
      expect(existsSync(path.join(t.config.dataDir, image.path))).toBe(false);
      expect(existsSync(path.join(t.config.dataDir, image.cPath))).toBe(false);
    }
  });
});

describe('feed', () => {
  it('returns every item exactly once across cursor pages while new items arrive', async () => {
    const t2 = await createTestApp();
    try {
      const [a, b, c] = await Promise.all([member(t2), member(t2), member(t2)]);
      // a and c are connected: c's posts rank higher in a's "Mein Feed".
      const now = Date.now();
      await t2.database.db
        .insertInto('connections')
        .values([
          { user_id: a.userId, connected_user_id: c.userId, created_at: now },
          { user_id: c.userId, connected_user_id: a.userId, created_at: now },
        ])
        .execute();
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
        accepted_terms_version: 'test',
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

describe('moments', () => {
  it('validates, lists with the 000 §7 parameters, reacts idempotently and deletes own only', async () => {
    const long = await call(t, alice.client, 'POST', '/api/moments', {
      content: 'x'.repeat(501),
      avatarKey: 'fuchs',
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().message).toBe(MOMENT_MESSAGES.contentTooLong);
    const noAvatar = await call(t, alice.client, 'POST', '/api/moments', { content: 'Hallo' });
    expect(noAvatar.json().message).toBe(MOMENT_MESSAGES.avatarRequired);

    const created = await ok<{ data: { id: number; user: null; isOwn: boolean } }>(
      t,
      alice.client,
      'POST',
      '/api/moments',
      {
        content: 'Heute hat mir eine Patientin Danke gesagt.',
        avatarKey: 'katze',
      },
    );
    expect(created.data.user).toBeNull();
    expect(created.data.isOwn).toBe(true);
    const id = created.data.id;

    const seenByBob = await ok<{ data: { isOwn: boolean; user: null } }>(
      t,
      bob.client,
      'GET',
      `/api/moments/${id}`,
    );
    expect(seenByBob.data).toMatchObject({ isOwn: false, user: null });

    for (let i = 0; i < 2; i++) {
      const like = await ok<{ data: { likesCount: number; myReaction: string } }>(
        t,
        bob.client,
        'POST',
        `/api/moments/${id}/like`,
      );
      expect(like.data).toMatchObject({ likesCount: 1, myReaction: 'heart' });
    }
    const changed = await ok<{
      data: { likesCount: number; reactionsCount: number; reactions: Record<string, number> };
    }>(t, bob.client, 'POST', `/api/moments/${id}/reactions`, { type: 'strong' });
    expect(changed.data).toMatchObject({ likesCount: 0, reactionsCount: 1 });
    expect(changed.data.reactions.strong).toBe(1);
    const unlike = await ok<{ data: { reactionsCount: number } }>(
      t,
      bob.client,
      'DELETE',
      `/api/moments/${id}/like`,
    );
    expect(unlike.data.reactionsCount).toBe(1);
    const bad = await call(t, bob.client, 'POST', `/api/moments/${id}/reactions`, { type: 'angry' });
    expect(bad.json().message).toBe(MOMENT_MESSAGES.reactionInvalid);

    const mine = await ok<{ data: Array<{ id: number }>; has_more: boolean }>(
      t,
      alice.client,
      'GET',
      '/api/moments?orderDirection=desc&usersMoments=true&orderBy=created_at&take=5&skip=0',
    );
    expect(mine.data.map((m) => m.id)).toContain(id);
    const bobs = await ok<{ data: unknown[] }>(t, bob.client, 'GET', '/api/moments?usersMoments=true');
    expect(bobs.data).toEqual([]);
    const ranged = await ok<{ data: unknown[] }>(
      t,
      bob.client,
      'GET',
      `/api/moments?from=${Date.now() + 60_000}`,
    );
    expect(ranged.data).toEqual([]);
    const stats = await ok<{ data: { mine: number; total: number } }>(
      t,
      alice.client,
      'GET',
      '/api/moments/stats',
    );
    expect(stats.data.mine).toBeGreaterThanOrEqual(1);
    const avatars = await ok<{ data: Array<{ key: string }> }>(
      t,
      bob.client,
      'GET',
      '/api/moments/get_available_avatars/0',
    );
    expect(avatars.data.length).toBeGreaterThan(5);

    const foreign = await call(t, bob.client, 'DELETE', `/api/moments/${id}`);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(MOMENT_MESSAGES.notOwn);
    await ok(t, alice.client, 'DELETE', `/api/moments/${id}`, undefined, 204);
    expect((await call(t, bob.client, 'GET', `/api/moments/${id}`)).statusCode).toBe(404);
  });

  it("shows the author's own comments under the moment's avatar, not as the author", async () => {
    const created = await ok<{ data: { id: number } }>(t, alice.client, 'POST', '/api/moments', {
      content: 'Real Talk',
      avatarKey: 'otter',
    });
    const id = created.data.id;
    const byBob = await ok<{ data: { id: number } }>(t, bob.client, 'POST', `/api/moments/${id}/comments`, {
      body: 'Fühl ich',
    });
    await ok(t, alice.client, 'POST', `/api/moments/${id}/comments`, {
      body: 'Danke!',
      parentId: byBob.data.id,
    });
    const list = await ok<{
      data: Array<{
        user: { id: number } | null;
        answers: Array<{ user: null; byMomentAuthor: boolean; avatar: { key: string } }>;
      }>;
    }>(t, bob.client, 'GET', `/api/moments/${id}/comments`);
    expect(list.data[0]!.user?.id).toBe(bob.userId);
    expect(list.data[0]!.answers[0]).toMatchObject({
      user: null,
      byMomentAuthor: true,
      avatar: { key: 'otter' },
    });
  });
});
