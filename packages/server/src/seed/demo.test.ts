import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPostalCodes } from '../platform/geodata.ts';
import { verifyPassword } from '../platform/passwords.ts';
import { createTestApp, GEODATA_DIR, testDialect, type TTestApp } from '../test/harness.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { DEMO_USER_COUNT, seedDemo } from './demo.ts';
import { isDatabaseEmpty } from './empty.ts';

describe(`demo seed on ${testDialect}`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await importPostalCodes(t.database.db, GEODATA_DIR);
  });
  afterAll(() => t.close());

  it('fills an empty database with the documented accounts and placed members', async () => {
    expect(await isDatabaseEmpty(t.database.db)).toBe(true);
    const { users } = await seedDemo(t.database.db, Date.UTC(2026, 10, 1));
    expect(users).toBe(DEMO_USER_COUNT + DEMO_ACCOUNTS.length);
    expect(await isDatabaseEmpty(t.database.db)).toBe(false);

    const admin = await t.database.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', DEMO_ACCOUNTS[0].email)
      .executeTakeFirstOrThrow();
    expect(admin.is_admin).toBe(1);
    expect(await verifyPassword(admin.password_hash, DEMO_ACCOUNTS[0].password)).toBe(true);

    const placed = await t.database.db
      .selectFrom('users')
      .select(['plz', 'country', 'latitude', 'current_position'])
      .where('is_admin', '=', 0)
      .execute();
    expect(placed.length).toBeGreaterThanOrEqual(DEMO_USER_COUNT);
    expect(placed.every((u) => u.plz && u.latitude !== null && u.current_position)).toBe(true);
    expect(new Set(placed.map((u) => u.country))).toEqual(new Set(['DE', 'AT', 'CH']));
  });

  it('gives the Urocampus its sponsor, tiles, events and members with accepted terms', async () => {
    const db = t.database.db;
    const area = await db
      .selectFrom('closed_areas')
      .selectAll()
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(area.sponsor_name).toBeTruthy();
    const tiles = await db
      .selectFrom('closed_area_tiles')
      .select('type')
      .where('closed_area_id', '=', 1)
      .execute();
    expect(new Set(tiles.map((tile) => tile.type))).toEqual(
      new Set(['alert', 'email', 'realTalk', 'group', 'feed', 'events', 'podcast', 'video']),
    );
    const members = await db
      .selectFrom('closed_area_memberships as m')
      .leftJoin('closed_area_terms_acceptances as a', (join) =>
        join
          .onRef('a.user_id', '=', 'm.user_id')
          .onRef('a.closed_area_id', '=', 'm.closed_area_id')
          .onRef('a.version', '=', 'm.accepted_terms_version'),
      )
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['u.email', 'u.is_urocampus_member', 'm.accepted_terms_version', 'a.id as acceptance'])
      .where('m.closed_area_id', '=', 1)
      .execute();
    expect(members.length).toBeGreaterThan(30);
    expect(members.every((m) => m.acceptance !== null && m.is_urocampus_member === 1)).toBe(true);
    expect(members.every((m) => m.accepted_terms_version === area.terms_version)).toBe(true);
    expect(members.map((m) => m.email)).toContain(DEMO_ACCOUNTS[2].email);
    const events = await db.selectFrom('events').select('id').where('closed_area_id', '=', 1).execute();
    expect(events.length).toBeGreaterThanOrEqual(3);
  });
});
