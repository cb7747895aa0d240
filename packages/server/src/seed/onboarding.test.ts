import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapWizardToRegistrationPayload, ZFinishRegistration } from '@pflegepuls/shared';
import { presentOnboardingProfile } from '../domains/onboarding/present.ts';
import { importPostalCodes } from '../platform/geodata.ts';
import { createTestApp, GEODATA_DIR, testDialect, type TTestApp } from '../test/harness.ts';
import { DEMO_USER_COUNT, seedDemo } from './demo.ts';

describe(`demo onboarding answers on ${testDialect}`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await importPostalCodes(t.database.db, GEODATA_DIR);
    await seedDemo(t.database.db, Date.UTC(2026, 10, 1));
  });
  afterAll(() => t.close());

  it('seedDemo gives most members answers the wizard itself would accept, and Urocampus members their terms', async () => {
    const db = t.database.db;

    const rows = await db
      .selectFrom('user_onboarding')
      .innerJoin('users', 'users.id', 'user_onboarding.user_id')
      .selectAll('user_onboarding')
      .select([
        'users.plz',
        'users.country',
        'users.location_city',
        'users.location_state',
        'users.is_urocampus_member',
      ])
      .execute();
    // seedDemo answers through seedOnboardingAnswers.
    expect(rows.length).toBeGreaterThan(DEMO_USER_COUNT * 0.75);
    expect(rows.length).toBeLessThan(DEMO_USER_COUNT * 0.95);
    for (const row of rows) {
      const { answers } = presentOnboardingProfile(row, row);
      const payload = mapWizardToRegistrationPayload(answers, { mode: 'editMode' });
      const parsed = ZFinishRegistration.safeParse(payload);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    }
    expect(new Set(rows.map((r) => r.gender))).toEqual(new Set(['female', 'male', 'other']));
    expect(rows.some((r) => r.wants_job_offers === 1) && rows.some((r) => r.wants_job_offers === 0)).toBe(
      true,
    );

    const urocampus = await db
      .selectFrom('users')
      .select('id')
      .where('is_urocampus_member', '=', 1)
      .execute();
    const memberships = await db.selectFrom('closed_area_memberships').select('user_id').execute();
    expect(memberships.map((m) => m.user_id).sort()).toEqual(urocampus.map((u) => u.id).sort());
  });
});
