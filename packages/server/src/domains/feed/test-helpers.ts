/** Test helpers of the feed and moments tests: logged-in members and calls with any method. */
import { expect } from 'vitest';
import { loginNewMember } from '../onboarding/test-member.ts';
import type { TestClient, TTestApp } from '../../test/harness.ts';

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
