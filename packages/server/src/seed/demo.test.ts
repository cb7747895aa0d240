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
});
