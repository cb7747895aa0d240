/** Test helpers of the feed and moments tests: logged-in members and calls with any method. */
import { expect } from 'vitest';
import type { TPostItem } from '@pflegepuls/shared';
import type { TDomainEvent } from '../../platform/events.ts';
import { createTestApp, type TestClient, type TTestApp } from '../../test/harness.ts';
import { loginNewMember } from '../../test/member.ts';

export type TMember = { client: TestClient; userId: number };
type TMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A logged-in member. */
export function member(t: TTestApp): Promise<TMember> {
  return loginNewMember(t);
}

/** A JSON call with the tab's cookies and CSRF token. */
export async function call(t: TTestApp, client: TestClient, method: TMethod, url: string, payload?: unknown) {
  const response = await t.app.inject({
    method,
    url,
    remoteAddress: client.ip,
    headers: {
      cookie: client.cookieHeader,
      'x-requested-with': 'XMLHttpRequest',
      'x-csrf-token': client.csrf,
      ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
  });
  client.remember(response);
  return response;
}

/** A call that must answer `status`; returns the parsed body. */
export async function ok<T = Record<string, unknown>>(
  t: TTestApp,
  client: TestClient,
  method: TMethod,
  url: string,
  payload?: unknown,
  status = method === 'POST' &&
  !url.includes('/like') &&
  !url.includes('/reactions') &&
  !url.includes('/vote')
    ? 201
    : 200,
): Promise<T> {
  const response = await call(t, client, method, url, payload);
  expect(response.statusCode, response.body).toBe(status);
  return (response.body ? response.json() : null) as T;
}

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
