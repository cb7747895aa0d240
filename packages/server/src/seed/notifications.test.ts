import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPostalCodes } from '../platform/geodata.ts';
import { createTestApp, GEODATA_DIR, testDialect, type TTestApp } from '../test/harness.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { seedDemo } from './demo.ts';

describe(`demo notifications on ${testDialect}`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await importPostalCodes(t.database.db, GEODATA_DIR);
    await seedDemo(t.database.db, Date.now());
  }, 240_000);
  afterAll(() => t.close());

  it('gives the demo member notifications generated from the seeded activity', async () => {
    const db = t.database.db;
    const marie = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_ACCOUNTS[1].email)
      .executeTakeFirstOrThrow();
    const rows = await db.selectFrom('notifications').selectAll().where('user_id', '=', marie.id).execute();
    expect(rows.length).toBeGreaterThan(0);
    // One connection_request notification per request she received, none for her own sends.
    const received = await db
      .selectFrom('connection_requests')
      .select('id')
      .where('receiver_id', '=', marie.id)
      .execute();
    const requestRows = rows.filter((r) => r.type === 'connection_request');
    expect(requestRows.map((r) => r.request_id).sort()).toEqual(received.map((r) => r.id).sort());
    // Grouped: never two rows for the same item.
    expect(new Set(rows.map((r) => r.group_key)).size).toBe(rows.length);
    // Actor counts match the recorded distinct actors.
    for (const row of rows.filter((r) => r.actor_id !== null)) {
      const actors = await db
        .selectFrom('notification_actors')
        .select('actor_id')
        .where('notification_id', '=', row.id)
        .execute();
      expect(actors.length).toBe(row.actor_count);
      expect(actors.map((a) => a.actor_id)).not.toContain(marie.id);
    }
    expect(rows.some((r) => r.is_seen === 0)).toBe(true);
  });

  it('turns seeded answers under moment comments into the live path’s answer notifications', async () => {
    const db = t.database.db;
    const answers = await db
      .selectFrom('moment_comments as c')
      .innerJoin('moment_comments as parent', 'parent.id', 'c.parent_id')
      .innerJoin('moments as m', 'm.id', 'c.moment_id')
      .select([
        'c.user_id',
        'c.parent_id',
        'parent.user_id as parent_author',
        'm.id as moment_id',
        'm.closed_area_id',
      ])
      .execute();
    const toOthers = answers.filter((a) => a.parent_author !== a.user_id);
    expect(toOthers.length).toBeGreaterThan(0);
    for (const answer of toOthers) {
      const row = await db
        .selectFrom('notifications')
        .select(['type', 'moment_id', 'closed_area_id'])
        .where('user_id', '=', answer.parent_author)
        .where('group_key', '=', `comment_answer:moment_comment:${answer.parent_id}`)
        .executeTakeFirst();
      expect(row).toEqual({
        type: 'comment_answer',
        moment_id: answer.moment_id,
        closed_area_id: answer.closed_area_id,
      });
    }
    // The author answering stays anonymous: no moment notification counts them among its actors.
    const named = await db
      .selectFrom('notifications as n')
      .innerJoin('moments as m', 'm.id', 'n.moment_id')
      .leftJoin('notification_actors as na', 'na.notification_id', 'n.id')
      .select('n.id')
      .where((eb) =>
        eb.or([eb('n.actor_id', '=', eb.ref('m.user_id')), eb('na.actor_id', '=', eb.ref('m.user_id'))]),
      )
      .execute();
    expect(named).toEqual([]);
  });
});
