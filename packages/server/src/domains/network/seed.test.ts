import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { importPostalCodes } from '../../platform/geodata.ts';
import { seedDemo } from '../../seed/demo.ts';
import { createTestApp, GEODATA_DIR, testDialect, type TTestApp } from '../../test/harness.ts';

describe(`demo network seed on ${testDialect}`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await importPostalCodes(t.database.db, GEODATA_DIR);
    await seedDemo(t.database.db);
  }, 120_000);
  afterAll(() => t.close());

  it('gives the documented member about 20 connections and requests both ways, with counts that match', async () => {
    const db = t.database.db;
    const marie = await db
      .selectFrom('users')
      .select(['id', 'connections_count'])
      .where('user_name', '=', 'marie.mitglied')
      .executeTakeFirstOrThrow();
    expect(marie.connections_count).toBe(20);
    const pending = (column: 'sender_id' | 'receiver_id') =>
      db
        .selectFrom('connection_requests')
        .select((eb) => eb.fn.countAll().as('n'))
        .where(column, '=', marie.id)
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow();
    expect(Number((await pending('receiver_id')).n)).toBeGreaterThanOrEqual(3);
    expect(Number((await pending('sender_id')).n)).toBeGreaterThanOrEqual(2);

    const mismatched = await sql<{ n: number }>`
      select count(*) as n from users
      where connections_count <> (select count(*) from connections c where c.user_id = users.id)`.execute(db);
    expect(Number(mismatched.rows[0]!.n)).toBe(0);
    const oneWay = await sql<{ n: number }>`
      select count(*) as n from connections a
      where not exists (select 1 from connections b where b.user_id = a.connected_user_id and b.connected_user_id = a.user_id)`.execute(
      db,
    );
    expect(Number(oneWay.rows[0]!.n)).toBe(0);
    const counts = await db.selectFrom('users').select('connections_count').where('is_bot', '=', 0).execute();
    const values = counts.map((row) => row.connections_count);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(5);
    expect(Math.max(...values)).toBeLessThanOrEqual(40);
  });
});
