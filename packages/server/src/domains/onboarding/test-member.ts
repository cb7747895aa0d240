/**
 * Test helper: a logged-in member as a browser tab from an IP of its own, so the login limit of
 * 6 per minute and per IP does not bite when a test file logs in many members.
 */
import { expect } from 'vitest';
import { insertUser, TEST_PASSWORD, TestClient, type TTestApp } from '../../test/harness.ts';
import type { TApp } from '../../platform/types.ts';

let ipCounter = 0;

export class MemberClient extends TestClient {
  readonly ip: string;
  private readonly target: TApp;

  constructor(app: TApp) {
    super(app);
    this.target = app;
    ipCounter++;
    this.ip = `10.77.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
  }

  override async get(url: string) {
    const response = await this.target.inject({
      method: 'GET',
      url,
      remoteAddress: this.ip,
      headers: { cookie: this.cookieHeader },
    });
    this.remember(response);
    return response;
  }

  override async post(url: string, payload?: unknown, options: { csrf?: string | null } = {}) {
    const csrf = options.csrf === undefined ? this.csrf : options.csrf;
    const response = await this.target.inject({
      method: 'POST',
      url,
      remoteAddress: this.ip,
      headers: {
        cookie: this.cookieHeader,
        'x-requested-with': 'XMLHttpRequest',
        ...(csrf !== null ? { 'x-csrf-token': csrf } : {}),
        ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
    });
    this.remember(response);
    return response;
  }
}

/** A visitor tab that is not logged in (with a valid anonymous CSRF token). */
export function openVisitor(t: TTestApp): Promise<MemberClient> {
  return new MemberClient(t.app).open();
}

/** Inserts a member and logs it in; returns the tab and the member's id. */
export async function loginNewMember(t: TTestApp): Promise<{ client: MemberClient; userId: number }> {
  const user = await insertUser(t.database);
  const client = await openVisitor(t);
  const response = await client.post('/api/user/login', {
    email: user.email,
    password: TEST_PASSWORD,
    remember: 'on',
  });
  expect(response.statusCode).toBe(200);
  return { client, userId: user.id };
}
