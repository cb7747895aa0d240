import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONLINE_WINDOW_MS, getCalendarDay } from '@pflegepuls/shared';
import { createTestApp, insertUser, testDialect, type TTestApp } from '../test/harness.ts';
import { seedPresence } from './presence.ts';
import { createSeededFaker } from './users.ts';

describe(`demo presence seed on ${testDialect}`, () => {
  let t: TTestApp;
  const now = Date.UTC(2026, 10, 1, 10);
  beforeAll(async () => {
    t = await createTestApp();
    for (let i = 0; i < 120; i++) await insertUser(t.database);
    await t.database.db
      .updateTable('users')
      .set({ created_at: now - 400 * 86_400_000 })
      .execute();
    await seedPresence(t.database.db, createSeededFaker(4711), { now });
  });
  afterAll(() => t.close());

  it('writes day rows consistent with last_seen_at, some members online', async () => {
    const db = t.database.db;
    const days = await db.selectFrom('user_daily_activity').selectAll().execute();
    const users = await db.selectFrom('users').select(['id', 'last_seen_at']).execute();
    expect(days.length).toBeGreaterThan(users.length * 5);
    for (const row of days) {
      expect(row.day).toBe(getCalendarDay(row.first_seen_at));
      expect(row.last_seen_at).toBeGreaterThanOrEqual(row.first_seen_at);
      expect(row.last_seen_at).toBeLessThanOrEqual(now);
    }
    for (const user of users) {
      const mine = days.filter((d) => d.user_id === user.id);
      expect(user.last_seen_at).toBe(mine.length ? Math.max(...mine.map((d) => d.last_seen_at)) : null);
    }
    const online = users.filter((u) => u.last_seen_at !== null && now - u.last_seen_at < ONLINE_WINDOW_MS);
    expect(online.length).toBeGreaterThan(0);
    expect(online.length).toBeLessThan(users.length * 0.3);
  });
});
