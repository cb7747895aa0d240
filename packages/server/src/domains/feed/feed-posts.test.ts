/** Posts over HTTP: writing with surveys, editing, deleting, likes, votes and the hourly write limit. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FEED_MESSAGES,
  POST_BODY_MAX,
  SURVEY_ANSWER_MAX,
  SURVEY_TITLE_MAX,
  type TPostItem,
} from '@pflegepuls/shared';
import { TestClient, type TTestApp } from '../../test/harness.ts';
import type { TDomainEvent } from '../../platform/events.ts';
import { call, member, ok, type TMember } from '../../test/member.ts';
import { createPostAs, expect422As, openFeedTestApp } from './test-helpers.ts';

let t: TTestApp;
let alice: TMember;
let bob: TMember;
let channelId: number;
let events: TDomainEvent[];

beforeAll(async () => {
  ({ t, alice, bob, channelId, events } = await openFeedTestApp());
});
afterAll(() => t.close());

const createPost = (who: TMember, payload: Record<string, unknown> = {}) =>
  createPostAs(t, who, channelId, payload);

const expect422 = (who: TMember, method: 'POST' | 'PATCH', url: string, payload: unknown, message: string) =>
  expect422As(t, who, method, url, payload, message);

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
});

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
