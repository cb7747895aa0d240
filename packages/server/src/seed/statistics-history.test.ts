import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, getCalendarDay } from '@pflegepuls/shared';
import { importPostalCodes } from '../platform/geodata.ts';
import { createTestApp, GEODATA_DIR, testDialect, type TTestApp } from '../test/harness.ts';
import { getConnectionStats } from '../domains/admin/connection-stats.ts';
import { getUserCohorts, getUserStats } from '../domains/admin/user-stats.ts';
import { seedDemo } from './demo.ts';

/** The demo data behind the admin dashboard: a year of activity that fits the members' sign-ups. */
describe(`demo statistics history on ${testDialect}`, () => {
  let t: TTestApp;
  const now = Date.UTC(2026, 10, 20, 10);
  beforeAll(async () => {
    t = await createTestApp();
    await importPostalCodes(t.database.db, GEODATA_DIR);
    await seedDemo(t.database.db, now);
  }, 240_000);
  afterAll(() => t.close());

  it('has heartbeat days over the past year, none before a member signed up', async () => {
    const db = t.database.db;
    const days = await db
      .selectFrom('user_daily_activity as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select([
        'a.day',
        'a.first_seen_at',
        'a.last_seen_at',
        'u.created_at',
        'u.last_seen_at as user_last_seen',
      ])
      .execute();
    expect(days.some((d) => d.day < getCalendarDay(now - 300 * DAY_MS))).toBe(true);
    for (const d of days) {
      expect(d.day).toBe(getCalendarDay(d.first_seen_at));
      expect(getCalendarDay(d.last_seen_at)).toBe(d.day);
      expect(d.first_seen_at).toBeGreaterThanOrEqual(d.created_at);
      expect(d.last_seen_at).toBeGreaterThanOrEqual(d.first_seen_at);
      expect(d.user_last_seen).toBeGreaterThanOrEqual(d.last_seen_at);
    }
  });

  it('gives the dashboard active members and requests in most weeks of the year, and cohorts', async () => {
    const db = t.database.db;
    const users = await getUserStats(db, { period: 'allTime' }, now);
    expect(users.weeklyData.filter((w) => w.activeUsers > 0).length).toBeGreaterThanOrEqual(50);
    expect(users.weeklyData.at(-2)!.percentage).toBeGreaterThan(users.weeklyData[0]!.percentage / 2);
    const connections = await getConnectionStats(db, { period: 'allTime' }, now);
    expect(connections.weeklyData.filter((w) => w.newRequests > 0).length).toBeGreaterThanOrEqual(45);
    const cohorts = await getUserCohorts(db, { period: 'allTime' }, now);
    expect(cohorts.cohorts.some((c) => c.weeks.some((share) => share !== null && share > 0))).toBe(true);
  });
});
