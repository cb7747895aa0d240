/** Comments under posts over HTTP: one level of answers, counts, deleting own comments only. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_MESSAGES, type TPostItem } from '@pflegepuls/shared';
import type { TTestApp } from '../../test/harness.ts';
import type { TDomainEvent } from '../../platform/events.ts';
import { call, ok, type TMember } from '../../test/member.ts';
import { createPostAs, openFeedTestApp } from './test-helpers.ts';

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

describe('posts', () => {
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
