/** Test helpers: a visitor tab and a freshly logged-in member (each tab has an IP of its own). */
import { expect } from 'vitest';
import { insertUser, TEST_PASSWORD, TestClient, type TTestApp } from './harness.ts';

export type MemberClient = TestClient;

/** A visitor tab that is not logged in (with a valid anonymous CSRF token). */
export function openVisitor(t: TTestApp): Promise<MemberClient> {
  return new TestClient(t.app).open();
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
