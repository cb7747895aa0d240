import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, ONLINE_WINDOW_MS, getCalendarDay } from '@pflegepuls/shared';
import { createTestApp, testDialect, type TTestApp } from '../../test/harness.ts';
import { loginNewMember, openVisitor } from '../../test/member.ts';
import {
  createPresenceTracker,
  PRESENCE_WRITE_INTERVAL_MS,
  writePresence,
  type TPresenceWrite,
} from './service.ts';

const HEARTBEAT = '/user/create_online_status';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Polls until `check` passes (the batch writer flushes about a second after the first heartbeat). */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 4000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('presence tracker (unit)', () => {
  it('1,000 heartbeats of five members write each member at most once per minute', async () => {
    const batches: TPresenceWrite[][] = [];
    const tracker = createPresenceTracker({
      write: async (batch) => void batches.push(batch),
      onError: (error) => {
        throw error;
      },
    });
    const start = Date.UTC(2026, 0, 15, 8);
    // 1,000 heartbeats over five minutes: every member every 1.5 s.
    for (let i = 0; i < 1000; i++) tracker.seen((i % 5) + 1, start + i * 300);
    await tracker.flush();
    const writes = batches.flat();
    const perMember = new Map<number, number[]>();
    for (const w of writes) perMember.set(w.userId, [...(perMember.get(w.userId) ?? []), w.seenAt]);
    expect([...perMember.keys()].sort()).toEqual([1, 2, 3, 4, 5]);
    for (const times of perMember.values()) {
      // 300 s of heartbeats: the first, one per minute after it, and the newest at shutdown.
      expect(times.length).toBeLessThanOrEqual(7);
      for (let i = 1; i < times.length - 1; i++) {
        expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(PRESENCE_WRITE_INTERVAL_MS);
      }
    }
    // The shutdown flush carries every member's newest heartbeat.
    for (let member = 1; member <= 5; member++) {
      const newest = Math.max(...perMember.get(member)!);
      expect(newest).toBe(start + (995 + member - 1) * 300);
    }
  });

  it('writes a member who left once more and forgets them', async () => {
    const batches: TPresenceWrite[][] = [];
    const tracker = createPresenceTracker({
      write: async (batch) => void batches.push(batch),
      onError: () => {},
    });
    const start = Date.UTC(2026, 0, 15, 8);
    tracker.seen(7, start);
    tracker.seen(7, start + 30_000);
    tracker.seen(8, start + 10 * 60_000);
    await tracker.flush();
    expect(tracker.size).toBe(1);
    const sevens = batches.flat().filter((w) => w.userId === 7);
    expect(sevens.map((w) => w.seenAt)).toEqual([start, start + 30_000]);
  });

  it('names the Europe/Berlin day', () => {
    expect(getCalendarDay(Date.UTC(2026, 0, 15, 23, 30))).toBe('2026-01-16');
    expect(getCalendarDay(Date.UTC(2026, 6, 15, 21, 59))).toBe('2026-07-15');
    expect(getCalendarDay(Date.UTC(2026, 6, 15, 22, 0))).toBe('2026-07-16');
  });
});

describe(`presence on ${testDialect}`, () => {
  it('answers 401 to visitors', async () => {
    const visitor = await openVisitor(t);
    const response = await visitor.post(HEARTBEAT, {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: ERROR_MESSAGES.UNAUTHORIZED });
  });

  it('accepts an empty body and a JSON body', async () => {
    const { client } = await loginNewMember(t);
    expect((await client.post(HEARTBEAT)).json()).toEqual({ success: true });
    expect((await client.post(HEARTBEAT, {})).json()).toEqual({ success: true });
    const empty = await t.app.inject({
      method: 'POST',
      url: HEARTBEAT,
      remoteAddress: client.ip,
      headers: {
        cookie: client.cookieHeader,
        'x-csrf-token': client.csrf,
        'content-type': 'application/json',
      },
      payload: '',
    });
    expect(empty.statusCode).toBe(200);
  });

  it('1,000 heartbeats write last_seen_at and the day row once per member, not per heartbeat', async () => {
    const members = await Promise.all([loginNewMember(t), loginNewMember(t), loginNewMember(t)]);
    const before = Date.now();
    // 1,000 heartbeats over the HTTP path, spread over the three members.
    for (let i = 0; i < 1000; i++) {
      const response = await members[i % 3]!.client.post(HEARTBEAT, {});
      expect(response.statusCode).toBe(200);
    }
    const ids = members.map((m) => m.userId);
    const readUsers = () =>
      t.database.db.selectFrom('users').select(['id', 'last_seen_at']).where('id', 'in', ids).execute();
    const users = await eventually(readUsers, (rows) => rows.every((r) => r.last_seen_at !== null));
    const days = await t.database.db
      .selectFrom('user_daily_activity')
      .selectAll()
      .where('user_id', 'in', ids)
      .execute();
    expect(days).toHaveLength(3);
    for (const row of users) {
      const day = days.find((d) => d.user_id === row.id)!;
      // Written from the first heartbeat only: later ones within the minute stayed in memory.
      expect(row.last_seen_at).toBe(day.first_seen_at);
      expect(day.last_seen_at).toBe(day.first_seen_at);
      expect(day.day).toBe(getCalendarDay(day.first_seen_at));
      expect(row.last_seen_at!).toBeGreaterThanOrEqual(before);
    }
  });

  it('batch write: one statement updates many members and upserts their day rows', async () => {
    const { userId: a } = await loginNewMember(t);
    const { userId: b } = await loginNewMember(t);
    const at = Date.UTC(2026, 2, 1, 9);
    await writePresence(t.database.db, t.database.dialect, [
      { userId: a, seenAt: at },
      { userId: b, seenAt: at + 5 },
      { userId: a, seenAt: at + 60_000 },
    ]);
    await writePresence(t.database.db, t.database.dialect, [{ userId: a, seenAt: at + 120_000 }]);
    // An older heartbeat (another process, a late flush) never moves the times backwards.
    await writePresence(t.database.db, t.database.dialect, [{ userId: a, seenAt: at + 90_000 }]);
    const users = await t.database.db
      .selectFrom('users')
      .select(['id', 'last_seen_at'])
      .where('id', 'in', [a, b])
      .orderBy('id')
      .execute();
    expect(users).toEqual([
      { id: a, last_seen_at: at + 120_000 },
      { id: b, last_seen_at: at + 5 },
    ]);
    const day = await t.database.db
      .selectFrom('user_daily_activity')
      .selectAll()
      .where('user_id', '=', a)
      .where('day', '=', '2026-03-01')
      .executeTakeFirstOrThrow();
    expect(day).toMatchObject({ first_seen_at: at + 60_000, last_seen_at: at + 120_000 });
  });

  it('batch write skips members deleted since their heartbeat without losing the others', async () => {
    const { userId } = await loginNewMember(t);
    const at = Date.UTC(2026, 2, 2, 9);
    await writePresence(t.database.db, t.database.dialect, [
      { userId: 987_654_321, seenAt: at },
      { userId, seenAt: at },
    ]);
    const row = await t.database.db
      .selectFrom('users')
      .select('last_seen_at')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row.last_seen_at).toBe(at);
    const ghost = await t.database.db
      .selectFrom('user_daily_activity')
      .select('user_id')
      .where('user_id', '=', 987_654_321)
      .execute();
    expect(ghost).toEqual([]);
  });

  it('shows the online dot in lists unless the member hides it', async () => {
    const viewer = await loginNewMember(t);
    const visible = await loginNewMember(t);
    const hidden = await loginNewMember(t);
    const surname = `Presenz${Date.now().toString(36)}`;
    await t.database.db
      .updateTable('users')
      .set({ last_name: surname })
      .where('id', 'in', [visible.userId, hidden.userId])
      .execute();
    await t.database.db
      .updateTable('users')
      .set({ hide_online_status: 1 })
      .where('id', '=', hidden.userId)
      .execute();
    await visible.client.post(HEARTBEAT, {});
    await hidden.client.post(HEARTBEAT, {});
    await eventually(
      () =>
        t.database.db
          .selectFrom('users')
          .select('last_seen_at')
          .where('id', 'in', [visible.userId, hidden.userId])
          .execute(),
      (rows) => rows.every((r) => r.last_seen_at !== null),
    );
    const response = await viewer.client.get(`/api/search?q=${surname}`);
    expect(response.statusCode).toBe(200);
    const people = (response.json() as { results: Array<{ id: number; user?: { isOnline: boolean } }> })
      .results;
    expect(people.find((r) => r.id === visible.userId)?.user?.isOnline).toBe(true);
    expect(people.find((r) => r.id === hidden.userId)?.user?.isOnline).toBe(false);

    // Without a heartbeat for longer than the online window, the dot goes out.
    await t.database.db
      .updateTable('users')
      .set({ last_seen_at: Date.now() - ONLINE_WINDOW_MS - 1000 })
      .where('id', '=', visible.userId)
      .execute();
    const later = (await viewer.client.get(`/api/search?q=${surname}`)).json() as {
      results: Array<{ id: number; user?: { isOnline: boolean } }>;
    };
    expect(later.results.find((r) => r.id === visible.userId)?.user?.isOnline).toBe(false);
  });

  it('flushes the newest heartbeats when the server closes', async () => {
    const own = await createTestApp();
    try {
      const { client, userId } = await loginNewMember(own);
      await client.post(HEARTBEAT, {});
      const first = await eventually(
        () =>
          own.database.db
            .selectFrom('users')
            .select('last_seen_at')
            .where('id', '=', userId)
            .executeTakeFirstOrThrow(),
        (row) => row.last_seen_at !== null,
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
      await client.post(HEARTBEAT, {});
      await own.app.close();
      const after = await own.database.db
        .selectFrom('users')
        .select('last_seen_at')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      expect(after.last_seen_at!).toBeGreaterThan(first.last_seen_at!);
    } finally {
      await own.close();
    }
  });
});
