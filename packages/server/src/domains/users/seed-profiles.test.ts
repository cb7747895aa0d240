import { getProfileCompleteness } from '@pflegepuls/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedProfiles } from '../../seed/profiles.ts';
import { createSeededFaker } from '../../seed/users.ts';
import { createTestApp, insertUser, testDialect, type TTestApp } from '../../test/harness.ts';
import { getProfileCompletenessInput } from './service.ts';

describe(`demo profiles on ${testDialect}`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('fills most profiles with German entries and leaves completeness varied', async () => {
    const marie = await insertUser(t.database, { user_name: 'marie.mitglied' });
    const admin = await insertUser(t.database, { user_name: 'alexandra.admin' });
    const others = await Promise.all(Array.from({ length: 40 }, () => insertUser(t.database)));
    await seedProfiles(t.database.db, createSeededFaker(7), { now: Date.UTC(2026, 10, 1) });

    const score = async (id: number) =>
      getProfileCompleteness(await getProfileCompletenessInput(t.database.db, id)).score;
    // No pictures in the demo seed, so a complete CV with summary is 90.
    expect(await score(admin.id)).toBe(90);
    expect(await score(marie.id)).toBe(50);
    const scores = await Promise.all(others.map((u) => score(u.id)));
    expect(new Set(scores).size).toBeGreaterThanOrEqual(4);
    expect(scores.filter((s) => s >= 50).length).toBeGreaterThan(others.length / 2);

    const experience = await t.database.db
      .selectFrom('user_job_experiences')
      .selectAll()
      .where('user_id', '=', admin.id)
      .orderBy('position')
      .execute();
    expect(experience).toHaveLength(3);
    expect(experience[0]).toMatchObject({ is_current: 1, to_month: null });
    expect(experience[1]!.to_month! <= experience[0]!.from_month).toBe(true);
  });
});
