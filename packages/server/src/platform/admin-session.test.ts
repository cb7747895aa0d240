/** Admins' sessions end 12 hours after login or after 30 minutes without a request (issue 17). */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_PATHS, ADMIN_SESSION_IDLE_MS, ADMIN_SESSION_MAX_AGE_MS, MINUTE_MS } from '@pflegepuls/shared';
import {
  createTestApp,
  insertUser,
  TEST_PASSWORD,
  TestClient,
  testDialect,
  type TTestApp,
} from '../test/harness.ts';
import { loginNewMember } from '../test/member.ts';

const START = Date.UTC(2026, 10, 26, 8);
let t: TTestApp;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: START });
  t = await createTestApp();
});
afterEach(() => {
  vi.setSystemTime(START);
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

async function loginAdmin() {
  const user = await insertUser(t.database, { is_admin: 1 });
  const client = await new TestClient(t.app).open();
  expect(
    (await client.post('/api/user/login', { email: user.email, password: TEST_PASSWORD })).statusCode,
  ).toBe(200);
  return { client, userId: user.id };
}

const sessionsOf = (userId: number) =>
  t.database.db
    .selectFrom('sessions')
    .select(['expires_at', 'last_active_at'])
    .where('user_id', '=', userId)
    .execute();

const at = (ms: number) => vi.setSystemTime(START + ms);

describe(`admin sessions on ${testDialect}`, () => {
  it('end after 30 minutes without a request, and are deleted', async () => {
    const { client, userId } = await loginAdmin();
    expect(await sessionsOf(userId)).toEqual([
      { expires_at: START + ADMIN_SESSION_IDLE_MS, last_active_at: START },
    ]);
    at(20 * MINUTE_MS);
    expect((await client.get(ADMIN_PATHS.auditLog)).statusCode).toBe(200);
    // Active at minute 20: the session lasts until minute 50.
    expect(await sessionsOf(userId)).toEqual([
      { expires_at: START + 50 * MINUTE_MS, last_active_at: START + 20 * MINUTE_MS },
    ]);
    at(49 * MINUTE_MS);
    expect((await client.get(ADMIN_PATHS.auditLog)).statusCode).toBe(200);
    at(49 * MINUTE_MS + ADMIN_SESSION_IDLE_MS + 1);
    const expired = await client.get(ADMIN_PATHS.auditLog);
    expect(expired.statusCode).toBe(401);
    expect(await sessionsOf(userId)).toEqual([]);
    expect((await client.get(ADMIN_PATHS.auditLog)).statusCode).toBe(401);
  });

  it('end 12 hours after login however active the admin is', async () => {
    const { client, userId } = await loginAdmin();
    for (let minutes = 25; minutes < ADMIN_SESSION_MAX_AGE_MS / MINUTE_MS; minutes += 25) {
      at(minutes * MINUTE_MS);
      expect((await client.get(ADMIN_PATHS.auditLog)).statusCode, `minute ${minutes}`).toBe(200);
    }
    const [session] = await sessionsOf(userId);
    expect(session!.expires_at).toBe(START + ADMIN_SESSION_MAX_AGE_MS);
    at(ADMIN_SESSION_MAX_AGE_MS + 1);
    expect((await client.get(ADMIN_PATHS.auditLog)).statusCode).toBe(401);
    expect(await sessionsOf(userId)).toEqual([]);
  });

  it('end by these rules once a member becomes an admin, and leave members alone', async () => {
    const { client: member, userId: memberId } = await loginNewMember(t);
    const { client: promoted, userId: promotedId } = await loginNewMember(t);
    await t.database.db.updateTable('users').set({ is_admin: 1 }).where('id', '=', promotedId).execute();
    at(45 * MINUTE_MS);
    expect((await promoted.get(ADMIN_PATHS.auditLog)).statusCode).toBe(401);
    expect(await sessionsOf(promotedId)).toEqual([]);
    expect((await member.get('/api/user/me')).statusCode).toBe(200);
    expect(await sessionsOf(memberId)).toHaveLength(1);
  });
});
