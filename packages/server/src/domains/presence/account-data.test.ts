import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSearchAnswer } from '@pflegepuls/shared';
import { createTestApp, TEST_PASSWORD, testDialect, type TTestApp } from '../../test/harness.ts';
import { loginNewMember } from '../../test/member.ts';
import { writePresence } from './service.ts';

/** What the shell's domains add to "download my data" and to account deletion (users domain registries). */
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe(`shell data in export and account deletion on ${testDialect}`, () => {
  it('exports activity days, group and event memberships, and deletes them with the account', async () => {
    const db = t.database.db;
    const me = await loginNewMember(t);
    const other = await loginNewMember(t);
    const surname = `Konto${Date.now().toString(36).replace(/[0-9]/g, 'x')}`;
    await db.updateTable('users').set({ last_name: surname }).where('id', '=', me.userId).execute();
    const at = Date.UTC(2026, 3, 1, 8);
    await writePresence(db, t.database.dialect, [
      { userId: me.userId, seenAt: at },
      { userId: other.userId, seenAt: at },
    ]);
    const now = Date.now();
    const group = await db
      .insertInto('groups')
      .values({
        closed_area_id: null,
        title: 'Nachtdienst-Runde',
        description: null,
        created_by: other.userId,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('group_members')
      .values([
        {
          group_id: group.id,
          user_id: me.userId,
          status: 'pending',
          invited_by: other.userId,
          created_at: now,
        },
        { group_id: group.id, user_id: other.userId, status: 'member', invited_by: null, created_at: now },
      ])
      .execute();
    const event = await db
      .insertInto('events')
      .values({
        closed_area_id: null,
        group_id: null,
        title: 'Fortbildung Wundversorgung',
        description: null,
        location: null,
        starts_at: now + 86_400_000,
        ends_at: null,
        created_by: other.userId,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('event_members')
      .values({
        event_id: event.id,
        user_id: me.userId,
        status: 'attending',
        invited_by: null,
        created_at: now,
      })
      .execute();

    const exported = await me.client.get('/api/user/export');
    expect(exported.statusCode).toBe(200);
    const data = exported.json() as Record<string, unknown>;
    expect(data['activityDays']).toEqual([{ day: '2026-04-01', firstSeenAt: at, lastSeenAt: at }]);
    expect(data['groupMemberships']).toEqual([
      {
        groupId: group.id,
        title: 'Nachtdienst-Runde',
        status: 'pending',
        role: 'member',
        notifications: 'all',
        since: now,
      },
    ]);
    expect(data['eventMemberships']).toEqual([
      {
        eventId: event.id,
        title: 'Fortbildung Wundversorgung',
        startsAt: now + 86_400_000,
        status: 'attending',
        since: now,
        answeredAt: null,
        checkedInAt: null,
      },
    ]);

    const found = (await other.client.get(`/api/search?q=${surname}`)).json() as TSearchAnswer;
    expect(found.results.map((r) => r.id)).toEqual([me.userId]);

    const deleted = await me.client.post('/api/user/delete', { password: TEST_PASSWORD, confirm: true });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const left = await Promise.all([
      db.selectFrom('user_daily_activity').select('user_id').where('user_id', '=', me.userId).execute(),
      db.selectFrom('group_members').select('user_id').where('user_id', '=', me.userId).execute(),
      db.selectFrom('event_members').select('user_id').where('user_id', '=', me.userId).execute(),
    ]);
    expect(left).toEqual([[], [], []]);
    // The other member's data stays.
    expect(
      await db.selectFrom('user_daily_activity').select('day').where('user_id', '=', other.userId).execute(),
    ).toHaveLength(1);

    // A heartbeat queued before the deletion is not written after it.
    await writePresence(db, t.database.dialect, [{ userId: me.userId, seenAt: now }]);
    const row = await db
      .selectFrom('users')
      .select('last_seen_at')
      .where('id', '=', me.userId)
      .executeTakeFirstOrThrow();
    expect(row.last_seen_at).toBeNull();
    expect(
      await db.selectFrom('user_daily_activity').select('day').where('user_id', '=', me.userId).execute(),
    ).toEqual([]);

    // Deleted accounts are not found, not even as "Gelöschtes Mitglied".
    const after = (await other.client.get('/api/search?q=gelöscht')).json() as TSearchAnswer;
    expect(after.results.map((r) => r.id)).not.toContain(me.userId);
  });
});
