/**
 * The statistics endpoints over HTTP: admins only (401, 403), the period query's German 422s, the
 * answers validated by the shared schemas, the fallback of an empty custom range and the CSV
 * downloads. Data is inserted relative to the real clock, which the routes read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_CUSTOM_MAX_DAYS,
  ADMIN_MESSAGES,
  ADMIN_PATHS,
  ERROR_MESSAGES,
  ZAdminMomentsStats,
  ZConnectionStats,
  ZNotificationStats,
  ZUserCohorts,
  ZUserStats,
  addDays,
  getCalendarDay,
} from '@pflegepuls/shared';
import { createTestApp, insertUser, testDialect, TEST_PASSWORD, type TTestApp } from '../../test/harness.ts';
import { loginNewMember, openVisitor, type MemberClient } from '../../test/member.ts';

const ENDPOINTS = [
  { path: ADMIN_PATHS.users, schema: ZUserStats, csv: 'nutzer' },
  { path: ADMIN_PATHS.userCohorts, schema: ZUserCohorts, csv: 'kohorten' },
  { path: ADMIN_PATHS.moments, schema: ZAdminMomentsStats, csv: 'moments' },
  { path: ADMIN_PATHS.notifications, schema: ZNotificationStats, csv: 'benachrichtigungen' },
  { path: ADMIN_PATHS.connections, schema: ZConnectionStats, csv: 'kontakte' },
] as const;

let t: TTestApp;
let admin: MemberClient;
let member: { client: MemberClient; userId: number };
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  const user = await insertUser(t.database, { is_admin: 1 });
  admin = await openVisitor(t);
  const login = await admin.post('/api/user/login', {
    email: user.email,
    password: TEST_PASSWORD,
    remember: 'on',
  });
  expect(login.statusCode).toBe(200);
  member = await loginNewMember(t);

  // An hour ago the member was active, wrote a moment, got a pushed notification and sent a request.
  const db = t.database.db;
  const now = Date.now();
  await db
    .insertInto('user_daily_activity')
    .values({
      user_id: member.userId,
      day: getCalendarDay(now),
      first_seen_at: now - HOUR,
      last_seen_at: now - HOUR,
    })
    .execute();
  await db
    .updateTable('users')
    .set({ last_seen_at: now - HOUR })
    .where('id', '=', member.userId)
    .execute();
  await db
    .insertInto('moments')
    .values({
      uuid: '00000000-0000-4000-8000-000000000001',
      user_id: member.userId,
      closed_area_id: null,
      content: 'Frühdienst',
      avatar_key: 'fox',
      created_at: now - HOUR,
      updated_at: now - HOUR,
    })
    .execute();
  await db
    .insertInto('notifications')
    .values({
      user_id: member.userId,
      type: 'connection_request',
      group_key: 'connection_request:1',
      actor_id: user.id,
      is_seen: 0,
      pushed_at: now - HOUR,
      created_at: now - HOUR,
      updated_at: now - HOUR,
    })
    .execute();
  await db
    .insertInto('connection_requests')
    .values({
      sender_id: user.id,
      receiver_id: member.userId,
      status: 'pending',
      created_at: now - HOUR,
      responded_at: null,
    })
    .execute();
});
afterAll(() => t.close());

describe(`admin statistics endpoints on ${testDialect}`, () => {
  it('answer 401 to visitors and 403 to members, before looking at the query', async () => {
    const visitor = await openVisitor(t);
    for (const { path } of ENDPOINTS) {
      for (const query of ['', '?period=gestern']) {
        const anonymous = await visitor.get(`${path}${query}`);
        expect(anonymous.statusCode, path).toBe(401);
        expect(anonymous.json()).toEqual({ success: false, message: ERROR_MESSAGES.UNAUTHORIZED });
        const forbidden = await member.client.get(`${path}${query}`);
        expect(forbidden.statusCode, path).toBe(403);
        expect(forbidden.json()).toEqual({ success: false, message: ERROR_MESSAGES.FORBIDDEN });
      }
    }
  });

  it('answer the shared shapes, also without a period (last week)', async () => {
    for (const { path, schema } of ENDPOINTS) {
      for (const query of ['', '?period=last24h', '?period=lastMonth', '?period=allTime']) {
        const response = await admin.get(`${path}${query}`);
        expect(response.statusCode, `${path}${query}`).toBe(200);
        const answer = schema.parse(response.json());
        expect(answer.period).toBe(query ? query.slice(8) : 'lastWeek');
      }
    }
  });

  it('count what happened an hour ago', async () => {
    const users = ZUserStats.parse((await admin.get(`${ADMIN_PATHS.users}?period=last24h`)).json());
    // The admin and the member registered just now; the member was active.
    expect(users.data).toEqual({ activeUsers: 1, newRegistrations: 2, percentage: 50 });
    expect(users.weeklyData).toHaveLength(1);
    const moments = ZAdminMomentsStats.parse((await admin.get(ADMIN_PATHS.moments)).json());
    expect(moments.data.totalMoments).toBe(1);
    expect(moments.weeklyData).toHaveLength(4);
    const notifications = ZNotificationStats.parse(
      (await admin.get(`${ADMIN_PATHS.notifications}?period=lastMonth`)).json(),
    );
    expect(notifications.data).toMatchObject({ total: 1, push: 1, seen: 0, notSeen: 1 });
    expect(notifications.weeklyData).toHaveLength(16);
    expect(notifications.notifications).toEqual([
      expect.objectContaining({ receiver_id: member.userId, message_type: 'connection_request' }),
    ]);
    const connections = ZConnectionStats.parse(
      (await admin.get(`${ADMIN_PATHS.connections}?period=allTime`)).json(),
    );
    expect(connections.data).toEqual({ newRequests: 1, newConnections: 0 });
    expect(connections.weeklyData).toHaveLength(52);
  });

  it('fall back to the last week when a custom range has no data', async () => {
    for (const { path, schema } of ENDPOINTS) {
      const response = await admin.get(`${path}?period=custom&from=2025-01-06&to=2025-01-12`);
      expect(response.statusCode).toBe(200);
      expect(schema.parse(response.json())).toMatchObject({ period: 'lastWeek', fallback: true });
    }
    const today = getCalendarDay(Date.now());
    const custom = ZUserStats.parse(
      (await admin.get(`${ADMIN_PATHS.users}?period=custom&from=${addDays(today, -6)}&to=${today}`)).json(),
    );
    expect(custom).toMatchObject({ period: 'custom', fallback: false, data: { activeUsers: 1 } });
  });

  it('answer the longest custom range', async () => {
    const today = getCalendarDay(Date.now());
    const from = addDays(today, -(ADMIN_CUSTOM_MAX_DAYS - 1));
    for (const { path, schema } of ENDPOINTS) {
      const response = await admin.get(`${path}?period=custom&from=${from}&to=${today}`);
      expect(response.statusCode, path).toBe(200);
      expect(schema.parse(response.json()).period).toBe('custom');
    }
  });

  it('refuse a bad query with a German 422', async () => {
    const today = getCalendarDay(Date.now());
    const cases: Array<[string, Record<string, string[]>]> = [
      ['period=custom', { from: [ADMIN_MESSAGES.fromRequired], to: [ADMIN_MESSAGES.toRequired] }],
      [`period=custom&from=2026-02-30&to=${today}`, { from: [ADMIN_MESSAGES.invalidDate] }],
      [`period=custom&from=${today}&to=${addDays(today, 1)}`, { to: [ADMIN_MESSAGES.endInFuture] }],
      [`period=custom&from=${today}&to=${addDays(today, -1)}`, { from: [ADMIN_MESSAGES.startAfterEnd] }],
      [
        `period=custom&from=${addDays(today, -ADMIN_CUSTOM_MAX_DAYS)}&to=${today}`,
        { from: [ADMIN_MESSAGES.rangeTooLong] },
      ],
    ];
    for (const { path } of ENDPOINTS) {
      for (const [query, errors] of cases) {
        const response = await admin.get(`${path}?${query}`);
        expect(response.statusCode, query).toBe(422);
        expect(response.json()).toEqual({ success: false, message: Object.values(errors)[0]![0], errors });
      }
      const unknown = await admin.get(`${path}?period=gestern&format=pdf`);
      expect(unknown.statusCode).toBe(422);
      const body = unknown.json() as { message: string; errors: Record<string, string[]> };
      expect(Object.keys(body.errors).sort()).toEqual(['format', 'period']);
      expect(body.message).toMatch(/^Ungültige Option/);
    }
  });

  it('download each statistic as CSV for its period', async () => {
    const now = Date.now();
    for (const { path, csv } of ENDPOINTS) {
      const response = await admin.get(`${path}?period=lastWeek&format=csv`);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      const name = `pflegepuls-${csv}-${getCalendarDay(now - 7 * 24 * HOUR)}-bis-${getCalendarDay(now)}.csv`;
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
      expect(response.body).toMatch(/^\uFEFF[^;\r\n]+;/);
      expect(response.body.endsWith('\r\n')).toBe(true);
    }
    const users = await admin.get(`${ADMIN_PATHS.users}?period=last24h&format=csv`);
    const lines = users.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Abschnitt;Woche;Beginn;Ende;Aktive Mitglieder;Neue Registrierungen;Anteil aktiv (%)',
    );
    const from = getCalendarDay(now - 24 * HOUR);
    expect(lines[1]).toBe(`Zeitraum;;${from};${getCalendarDay(now)};1;2;50`);
    expect(lines[2]).toMatch(/^Vorperiode;;/);
    expect(lines.slice(3)).toHaveLength(1);
    expect(lines[3]).toMatch(/^Woche;\d{4}-W\d{2};/);

    const notifications = await admin.get(`${ADMIN_PATHS.notifications}?period=lastMonth&format=csv`);
    const rows = notifications.body.slice(1).trimEnd().split('\r\n');
    expect(rows[0]).toBe('Abschnitt;Woche;Beginn;Ende;Nachrichtentyp;Gesamt;Push;Gesehen;Nicht gesehen');
    expect(rows[1]).toMatch(/^Zeitraum;;[\d-]+;[\d-]+;;1;1;0;1$/);
    expect(rows.at(-1)).toMatch(/^Häufigste Typen \(allgemein\);;[\d-]+;[\d-]+;connection_request;1;;;$/);
  });
});
