/** Test helpers of the feed and moments tests: the feed's test app, posts and 422 checks. */
import { expect } from 'vitest';
import type { TPostItem } from '@pflegepuls/shared';
import type { TDomainEvent } from '../../platform/events.ts';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { call, member, ok, type TMember } from '../../test/member.ts';

/**
 * The setup of the feed test files: an app whose domain events are recorded in `events`, two
 * members and the first of the seeded channels (their order checked).
 */
export async function openFeedTestApp() {
  const t = await createTestApp();
  const events: TDomainEvent[] = [];
  t.deps.events.subscribe(async (event) => {
    events.push(event);
  });
  const [alice, bob] = await Promise.all([member(t), member(t)]);
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
  return { t, alice, bob, channelId: channels.data[0]!.id, events };
}

/** Creates a post of `who` in `channelId` (default text) and returns it. */
export async function createPostAs(
  t: TTestApp,
  who: TMember,
  channelId: number,
  payload: Record<string, unknown> = {},
) {
  const answer = await ok<{ data: TPostItem }>(t, who.client, 'POST', '/api/posts', {
    body: 'Nachtdienst geschafft!',
    channelId,
    ...payload,
  });
  return answer.data;
}

/** A call that must answer 422 with the German `message`. */
export async function expect422As(
  t: TTestApp,
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
