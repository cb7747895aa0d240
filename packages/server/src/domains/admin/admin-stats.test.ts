/**
 * The statistics on a small fixed data set, with figures computed by hand (comments say how), at a
 * fixed `now`: Wednesday 2026-03-18 12:20 in Berlin (CET). The weeks of lastWeek are W09 (23 Feb –
 * 1 Mar), W10 (2–8 Mar), W11 (9–15 Mar) and W12 (16–22 Mar); several rows lie on Sunday 23:30 and
 * Monday 00:30 Berlin time, which are the same UTC day but different calendar weeks. Every figure
 * is checked twice: counted live before the rollups exist, and from the rollups after a run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZAdminMomentsStats,
  ZConnectionStats,
  ZNotificationStats,
  ZUserCohorts,
  ZUserStats,
  berlinToUtc,
} from '@pflegepuls/shared';
import { createTestApp, testDialect, type TTestApp } from '../../test/harness.ts';
import { getConnectionStats } from './connection-stats.ts';
import { loadRollupState, settleRange, splitWindow } from './counts.ts';
import { getMomentStats } from './moment-stats.ts';
import { getNotificationStats } from './notification-stats.ts';
import { refreshAdminRollups } from './rollups.ts';
import { getUserCohorts, getUserStats } from './user-stats.ts';

const at = (month: number, day: number, hour = 12, minute = 0, year = 2026) =>
  berlinToUtc(year, month, day, hour, minute);
const NOW = at(3, 18, 12, 20);
const HOUR = 3_600_000;
const lastWeek = { period: 'lastWeek' as const };

let t: TTestApp;
const ids: Record<string, number> = {};

async function addUser(name: string, createdAt: number, flags: { is_bot?: number; is_team?: number } = {}) {
  const row = await t.database.db
    .insertInto('users')
    .values({
      email: `${name.toLowerCase()}@statistik.example.org`,
      password_hash: null,
      first_name: name,
      last_name: 'Statistik',
      user_name: `${name.toLowerCase()}.statistik`,
      current_position: null,
      summary: null,
      plz: null,
      country: null,
      location_city: null,
      location_state: null,
      latitude: null,
      longitude: null,
      created_at: createdAt,
      updated_at: createdAt,
      ...flags,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids[name] = row.id;
}

/** Heartbeat days as the presence writer leaves them: the day rows and users.last_seen_at. */
async function addActivity(name: string, days: string[]) {
  const rows = days.map((day) => {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    const first = berlinToUtc(y, m, d, 9);
    return { user_id: ids[name]!, day, first_seen_at: first, last_seen_at: first + HOUR };
  });
  await t.database.db.insertInto('user_daily_activity').values(rows).execute();
  await t.database.db
    .updateTable('users')
    .set({ last_seen_at: Math.max(...rows.map((r) => r.last_seen_at)) })
    .where('id', '=', ids[name]!)
    .execute();
}

let momentCount = 0;
async function addMoment(createdAt: number): Promise<number> {
  momentCount++;
  const row = await t.database.db
    .insertInto('moments')
    .values({
      uuid: `00000000-0000-4000-8000-${String(momentCount).padStart(12, '0')}`,
      user_id: ids['A']!,
      closed_area_id: null,
      content: 'Nachtdienst',
      avatar_key: 'fox',
      created_at: createdAt,
      updated_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

let notificationCount = 0;
async function addNotification(
  receiver: string,
  type: string,
  createdAt: number,
  options: { seen?: boolean; pushed?: boolean; closedArea?: number } = {},
) {
  notificationCount++;
  await t.database.db
    .insertInto('notifications')
    .values({
      user_id: ids[receiver]!,
      type,
      group_key: `statistik:${notificationCount}`,
      actor_id: ids['A']!,
      post_id: null,
      moment_id: null,
      comment_id: null,
      group_id: null,
      event_id: null,
      chat_id: null,
      request_id: null,
      closed_area_id: options.closedArea ?? null,
      data: null,
      is_seen: options.seen ? 1 : 0,
      seen_at: options.seen ? createdAt + HOUR : null,
      pushed_at: options.pushed ? createdAt : null,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute();
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // Members: registration weeks W08, W09, W10 (Sunday 23:30), W11 (Monday 00:30 and Sunday 23:30),
  // W12 (Monday 00:30 and Tuesday); a bot in W11 that never counts as a member.
  await addUser('A', at(2, 20, 10));
  await addUser('G', at(2, 24, 10));
  await addUser('B', at(3, 8, 23, 30));
  await addUser('C', at(3, 9, 0, 30));
  await addUser('D', at(3, 15, 23, 30), { is_team: 1 });
  await addUser('E', at(3, 16, 0, 30));
  await addUser('F', at(3, 17, 9));
  await addUser('Bot', at(3, 10, 9), { is_bot: 1 });

  await addActivity('A', ['2026-02-25', '2026-03-05', '2026-03-12', '2026-03-18']);
  await addActivity('G', ['2026-03-03']);
  await addActivity('B', ['2026-03-08', '2026-03-10']);
  await addActivity('C', ['2026-03-09', '2026-03-16']);
  await addActivity('D', ['2026-03-15']);
  await addActivity('E', ['2026-03-16']);
  await addActivity('Bot', ['2026-03-12']);

  const m1 = await addMoment(at(3, 15, 23, 30));
  await addMoment(at(3, 16, 0, 30));
  const m3 = await addMoment(at(3, 5, 10));
  const m4 = await addMoment(at(3, 18, 11, 30));
  await addMoment(at(6, 1, 10, 0, 2025));
  await addMoment(at(3, 1, 10, 0, 2025));
  await db
    .insertInto('moment_reactions')
    .values([
      { moment_id: m1, user_id: ids['A']!, type: 'heart', created_at: at(3, 16, 8) },
      { moment_id: m1, user_id: ids['B']!, type: 'clap', created_at: at(3, 15, 23, 45) },
      { moment_id: m4, user_id: ids['C']!, type: 'heart', created_at: at(3, 18, 11, 45) },
    ])
    .execute();
  const comment = (moment: number, user: string, createdAt: number) => ({
    moment_id: moment,
    user_id: ids[user]!,
    parent_id: null,
    body: 'Stark!',
    created_at: createdAt,
  });
  await db
    .insertInto('moment_comments')
    .values([
      comment(m1, 'A', at(3, 16, 9)),
      comment(m1, 'Bot', at(3, 16, 10)),
      comment(m1, 'D', at(3, 17, 10)),
      comment(m1, 'A', at(3, 17, 13)),
      comment(m3, 'B', at(3, 5, 11)),
    ])
    .execute();

  await addNotification('A', 'like', at(3, 15, 23, 30), { seen: true, pushed: true });
  await addNotification('A', 'moment_comment', at(3, 16, 0, 30), { pushed: true, closedArea: 1 });
  await addNotification('B', 'closed_area_new_member', at(3, 17, 10), { seen: true });
  await addNotification('C', 'like', at(3, 18, 11));
  await addNotification('C', 'comment', at(3, 5, 10), { seen: true });
  await addNotification('A', 'like', at(6, 1, 10, 0, 2025), { seen: true, pushed: true });

  const request = (from: string, to: string, createdAt: number) => ({
    sender_id: ids[from]!,
    receiver_id: ids[to]!,
    status: 'pending' as const,
    created_at: createdAt,
    responded_at: null,
  });
  await db
    .insertInto('connection_requests')
    .values([
      request('A', 'B', at(3, 15, 23, 30)),
      request('C', 'D', at(3, 16, 0, 30)),
      request('E', 'F', at(3, 5, 10)),
    ])
    .execute();
  const pair = (a: string, b: string, createdAt: number) => [
    { user_id: ids[a]!, connected_user_id: ids[b]!, created_at: createdAt },
    { user_id: ids[b]!, connected_user_id: ids[a]!, created_at: createdAt },
  ];
  await db
    .insertInto('connections')
    .values([...pair('A', 'B', at(3, 16, 8)), ...pair('C', 'D', at(3, 10, 9))])
    .execute();
});
afterAll(() => t.close());

const WEEKS = [
  { period: '2026-W09', startDate: '2026-02-23', endDate: '2026-03-01' },
  { period: '2026-W10', startDate: '2026-03-02', endDate: '2026-03-08' },
  { period: '2026-W11', startDate: '2026-03-09', endDate: '2026-03-15' },
  { period: '2026-W12', startDate: '2026-03-16', endDate: '2026-03-22' },
];

/** Every expectation, run once counted live and once from the rollups. */
function expectations() {
  it('users: active members, registrations and the active share per period and week', async () => {
    const stats = ZUserStats.parse(await getUserStats(t.database.db, lastWeek, NOW));
    expect(stats).toMatchObject({
      period: 'lastWeek',
      fallback: false,
      from: new Date(NOW - 7 * 24 * HOUR).toISOString(),
      to: new Date(NOW).toISOString(),
    });
    // Days 11–18 Mar: A (12th, 18th), C (16th), D (15th), E (16th); the bot's day does not count.
    // Registered by now: A, G, B, C, D, E, F = 7; in the window: D, E, F.
    expect(stats.data).toEqual({ activeUsers: 4, newRegistrations: 3, percentage: 57.1 });
    // Days 4–11 Mar: A (5th), B (8th, 10th), C (9th); registered by 11 Mar 12:20: A, G, B, C.
    expect(stats.previous).toEqual({ activeUsers: 3, newRegistrations: 2, percentage: 75 });
    expect(stats.weeklyData).toEqual([
      // A (25 Feb); registered A, G.
      { ...WEEKS[0], activeUsers: 1, newRegistrations: 1, percentage: 50 },
      // A, G, B (Sunday the 8th); B registered Sunday 23:30, so in W10.
      { ...WEEKS[1], activeUsers: 3, newRegistrations: 1, percentage: 100 },
      // A, B, C (Monday the 9th), D (Sunday the 15th); C (Monday 00:30) and D (Sunday 23:30) registered.
      { ...WEEKS[2], activeUsers: 4, newRegistrations: 2, percentage: 80 },
      // A (today), C, E; E (Monday 00:30) and F registered: 3 of 7.
      { ...WEEKS[3], activeUsers: 3, newRegistrations: 2, percentage: 42.9 },
    ]);
  });

  it('users: a custom range counts whole Berlin days, Sunday 23:30 before and Monday 00:30 in it', async () => {
    const stats = ZUserStats.parse(
      await getUserStats(t.database.db, { period: 'custom', from: '2026-03-09', to: '2026-03-15' }, NOW),
    );
    expect(stats).toMatchObject({
      period: 'custom',
      fallback: false,
      from: new Date(at(3, 9, 0)).toISOString(),
      to: new Date(at(3, 16, 0)).toISOString(),
    });
    // C (Monday 00:30) and D (Sunday 23:30) registered; active A, B, C, D of A, G, B, C, D.
    expect(stats.data).toEqual({ activeUsers: 4, newRegistrations: 2, percentage: 80 });
    // 2–8 Mar: B (Sunday 23:30); active A, G, B of A, G, B.
    expect(stats.previous).toEqual({ activeUsers: 3, newRegistrations: 1, percentage: 100 });
    expect(stats.weeklyData).toEqual([{ ...WEEKS[2], activeUsers: 4, newRegistrations: 2, percentage: 80 }]);
  });

  it('a custom range without data falls back to the last week', async () => {
    const custom = { period: 'custom' as const, from: '2025-01-06', to: '2025-01-12' };
    const db = t.database.db;
    const fallback = {
      period: 'lastWeek',
      fallback: true,
      from: new Date(NOW - 7 * 24 * HOUR).toISOString(),
    };
    expect(await getUserStats(db, custom, NOW)).toMatchObject({ ...fallback, data: { activeUsers: 4 } });
    expect(await getUserCohorts(db, custom, NOW)).toMatchObject(fallback);
    expect(await getMomentStats(db, custom, NOW)).toMatchObject({ ...fallback, data: { totalMoments: 3 } });
    expect(await getNotificationStats(db, custom, NOW)).toMatchObject({ ...fallback, data: { total: 4 } });
    expect(await getConnectionStats(db, custom, NOW)).toMatchObject({
      ...fallback,
      data: { newRequests: 2 },
    });
  });

  it('cohorts: registration weeks and the share active in each week after; null until a week is over', async () => {
    const stats = ZUserCohorts.parse(await getUserCohorts(t.database.db, lastWeek, NOW));
    const nulls = (n: number) => Array.from({ length: n }, () => null);
    expect(stats.cohorts).toEqual([
      // G: active in W10 (3 Mar), not in W11; W12 is not over.
      { ...WEEKS[0], size: 1, weeks: [100, 0, ...nulls(10)] },
      // B: active in W11 (10 Mar).
      { ...WEEKS[1], size: 1, weeks: [100, ...nulls(11)] },
      { ...WEEKS[2], size: 2, weeks: nulls(12) },
      { ...WEEKS[3], size: 2, weeks: nulls(12) },
    ]);
  });

  it('moments: totals per period, all time and last 24 hours, and the weekly split by author kind', async () => {
    const stats = ZAdminMomentsStats.parse(await getMomentStats(t.database.db, lastWeek, NOW));
    // Moments on Sunday 23:30, Monday 00:30 and today; reactions of A, B and C; the four comments under m1.
    expect(stats.data).toEqual({
      totalMoments: 3,
      totalReactions: 3,
      totalComments: 4,
      averageReactionsPerMoment: 1,
    });
    expect(stats.previous).toEqual({
      totalMoments: 1,
      totalReactions: 0,
      totalComments: 1,
      averageReactionsPerMoment: 0,
    });
    // The moment of March 2025 is older than 52 weeks.
    expect(stats.allTimeStats).toEqual({
      totalMoments: 5,
      totalReactions: 3,
      totalComments: 5,
      averageReactionsPerMoment: 0.6,
    });
    expect(stats.last24hStats).toEqual({
      totalMoments: 1,
      totalReactions: 1,
      totalComments: 1,
      averageReactionsPerMoment: 1,
    });
    const week = (momentsCreated: number, reactionsReceived: number, trend: string) => ({
      momentsCreated,
      reactionsReceived,
      trend,
    });
    expect(
      stats.weeklyData.map((w) => ({
        period: w.period,
        ...week(w.momentsCreated, w.reactionsReceived, w.trend),
      })),
    ).toEqual([
      { period: '2026-W09', ...week(0, 0, 'flat') },
      { period: '2026-W10', ...week(1, 0, 'up') },
      { period: '2026-W11', ...week(1, 1, 'flat') },
      { period: '2026-W12', ...week(2, 2, 'up') },
    ]);
    expect(stats.weeklyData[1]).toMatchObject({
      commentsReceived: 1,
      comments: { total: 1, regular: 1, bots: 0, team: 0 },
      commentators: { total: 1, regular: 1 },
      percentages: { regular: 100, bots: 0, team: 0 },
    });
    // A twice, the bot and D of the team.
    expect(stats.weeklyData[3]).toMatchObject({
      ...WEEKS[3],
      commentsReceived: 4,
      comments: { total: 4, regular: 2, bots: 1, team: 1 },
      commentators: { total: 3, regular: 1 },
      percentages: { regular: 50, bots: 25, team: 25 },
    });
  });

  it('notifications: counts, push, seen, message types per period and week, the most recent', async () => {
    const stats = ZNotificationStats.parse(await getNotificationStats(t.database.db, lastWeek, NOW));
    expect(stats.data).toEqual({
      total: 4,
      push: 2,
      seen: 2,
      notSeen: 2,
      topMessageTypes: [{ message_type: 'like', count: 2 }],
      // One in Urocampus by its closed_area_id, one by its type.
      topMessageTypesSpecial: [
        { message_type: 'closed_area_new_member', count: 1 },
        { message_type: 'moment_comment', count: 1 },
      ],
    });
    expect(stats.previous).toEqual({ total: 1, push: 0, seen: 1, notSeen: 0 });
    expect(stats.last24h).toEqual({
      total: 1,
      push: 0,
      seen: 0,
      notSeen: 1,
      topMessageTypes: [{ message_type: 'like', count: 1 }],
      topMessageTypesSpecial: [],
    });
    expect(stats.lastWeek).toEqual(stats.data);
    expect(stats.lastMonth).toMatchObject({ total: 5, push: 2, seen: 3, notSeen: 2 });
    expect(stats.allTime).toMatchObject({
      total: 6,
      push: 3,
      seen: 4,
      notSeen: 2,
      topMessageTypes: [
        { message_type: 'like', count: 3 },
        { message_type: 'comment', count: 1 },
      ],
    });
    expect(stats.weeklyData).toEqual([
      { ...WEEKS[0], total: 0, push: 0, seen: 0, notSeen: 0 },
      { ...WEEKS[1], total: 1, push: 0, seen: 1, notSeen: 0 },
      { ...WEEKS[2], total: 1, push: 1, seen: 1, notSeen: 0 },
      { ...WEEKS[3], total: 3, push: 1, seen: 1, notSeen: 2 },
    ]);
    expect(stats.notifications.map((n) => [n.message_type, n.created_at])).toEqual([
      ['like', new Date(at(3, 18, 11)).toISOString()],
      ['closed_area_new_member', new Date(at(3, 17, 10)).toISOString()],
      ['moment_comment', new Date(at(3, 16, 0, 30)).toISOString()],
      ['like', new Date(at(3, 15, 23, 30)).toISOString()],
    ]);
    expect(stats.notifications[0]).toMatchObject({ sender_id: ids['A'], receiver_id: ids['C'] });
  });

  it('connections: requests and connections (each pair once) per period and week', async () => {
    const stats = ZConnectionStats.parse(await getConnectionStats(t.database.db, lastWeek, NOW));
    expect(stats.data).toEqual({ newRequests: 2, newConnections: 1 });
    expect(stats.previous).toEqual({ newRequests: 1, newConnections: 1 });
    expect(stats.weeklyData).toEqual([
      { ...WEEKS[0], newRequests: 0, newConnections: 0 },
      { ...WEEKS[1], newRequests: 1, newConnections: 0 },
      { ...WEEKS[2], newRequests: 1, newConnections: 1 },
      { ...WEEKS[3], newRequests: 1, newConnections: 1 },
    ]);
  });
}

describe(`admin statistics on ${testDialect}, counted live`, () => {
  expectations();
});

describe(`admin statistics on ${testDialect}, from the rollups`, () => {
  beforeAll(async () => {
    expect(await refreshAdminRollups(t.database.db, { now: NOW, dialect: t.database.dialect })).toBe(true);
    // Counts up to the last whole minute, activity up to yesterday, weeks up to the current one.
    expect(await loadRollupState(t.database.db)).toMatchObject({
      countsUntil: NOW,
      activityUntilDay: '2026-03-18',
      weeksUntil: at(3, 16, 0),
    });
  });
  expectations();

  it('counts what happened since the last run live, and rows recorded late at the next run', async () => {
    const later = NOW + 10 * 60_000;
    const moment = await addMoment(NOW + 5 * 60_000);
    // Since the run: a first comment of E this week, and one more of A, who is counted already.
    await t.database.db
      .insertInto('moment_comments')
      .values(
        ['E', 'A'].map((name) => ({
          moment_id: moment,
          user_id: ids[name]!,
          parent_id: null,
          body: 'Gut gemacht!',
          created_at: NOW + 6 * 60_000,
        })),
      )
      .execute();
    let stats = await getMomentStats(t.database.db, lastWeek, later);
    expect(stats.data.totalMoments).toBe(4);
    expect(stats.last24hStats.totalMoments).toBe(2);
    expect(stats.weeklyData[3]).toMatchObject({
      comments: { total: 6, regular: 4, bots: 1, team: 1 },
      commentators: { total: 4, regular: 2 },
    });
    // A moment stored now with a time before the run (a queued event) is not in the rollup yet …
    await addMoment(NOW - 5 * 60_000);
    stats = await getMomentStats(t.database.db, lastWeek, later);
    expect(stats.data.totalMoments).toBe(4);
    // … and the next run counts the last quarter of an hour again.
    expect(await refreshAdminRollups(t.database.db, { now: later, dialect: t.database.dialect })).toBe(true);
    stats = await getMomentStats(t.database.db, lastWeek, later);
    expect(stats.data.totalMoments).toBe(5);
    expect(stats.last24hStats.totalMoments).toBe(3);
  });

  it('reads rolled-up days from the rollup; the first run of a new day counts the last 28 days again', async () => {
    await t.database.db.deleteFrom('notifications').where('type', '=', 'comment').execute();
    expect((await getNotificationStats(t.database.db, lastWeek, NOW)).previous.total).toBe(1);
    expect(
      await refreshAdminRollups(t.database.db, { now: NOW + 2 * HOUR, dialect: t.database.dialect }),
    ).toBe(true);
    expect((await getNotificationStats(t.database.db, lastWeek, NOW)).previous.total).toBe(1);
    expect(
      await refreshAdminRollups(t.database.db, { now: NOW + 24 * HOUR, dialect: t.database.dialect }),
    ).toBe(true);
    expect((await getNotificationStats(t.database.db, lastWeek, NOW)).previous.total).toBe(0);
  });
});

describe('splitWindow', () => {
  it('cuts a window into live minutes, rolled hours and rolled days', () => {
    const start = NOW - 7 * 24 * HOUR;
    expect(splitWindow({ start, end: NOW }, at(3, 18, 12))).toEqual({
      days: { start: at(3, 12, 0), end: at(3, 18, 0) },
      hours: [
        { start: at(3, 11, 13), end: at(3, 12, 0) },
        { start: at(3, 18, 0), end: at(3, 18, 12) },
      ],
      live: [
        { start, end: at(3, 11, 13) },
        { start: at(3, 18, 12), end: NOW },
      ],
    });
    // The rollup's last hour is partial: read up to 12:10, live since.
    expect(splitWindow({ start, end: NOW }, at(3, 18, 12, 10))).toMatchObject({
      hours: [
        { start: at(3, 11, 13), end: at(3, 12, 0) },
        { start: at(3, 18, 0), end: at(3, 18, 12, 10) },
      ],
      live: [
        { start, end: at(3, 11, 13) },
        { start: at(3, 18, 12, 10), end: NOW },
      ],
    });
    // A window ending inside that hour cannot use it.
    expect(splitWindow({ start, end: at(3, 18, 12, 5) }, at(3, 18, 12, 10)).live.at(-1)).toEqual({
      start: at(3, 18, 12),
      end: at(3, 18, 12, 5),
    });
    expect(splitWindow({ start, end: NOW }, null)).toEqual({
      days: null,
      hours: [],
      live: [{ start, end: NOW }],
    });
  });

  it("counts the seconds at a live range's edges and the time since the run fresh, the whole minutes once per run", () => {
    const start = at(3, 11, 12, 20) + 15_000;
    expect(settleRange({ start, end: at(3, 11, 13) }, at(3, 18, 12))).toEqual({
      settled: { start: at(3, 11, 12, 21), end: at(3, 11, 13) },
      fresh: [{ start, end: at(3, 11, 12, 21) }],
    });
    expect(settleRange({ start: at(3, 18, 12), end: NOW + 5_000 }, at(3, 18, 12, 10))).toEqual({
      settled: { start: at(3, 18, 12), end: at(3, 18, 12, 10) },
      fresh: [{ start: at(3, 18, 12, 10), end: NOW + 5_000 }],
    });
    expect(settleRange({ start: NOW, end: NOW + 5_000 }, NOW)).toEqual({
      settled: null,
      fresh: [{ start: NOW, end: NOW + 5_000 }],
    });
  });
});
