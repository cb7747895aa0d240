import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPostalCodes } from '../platform/geodata.ts';
import { verifyPassword } from '../platform/passwords.ts';
import { createTestApp, GEODATA_DIR, testDialect, type TTestApp } from '../test/harness.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { DEMO_USER_COUNT, seedDemo } from './demo.ts';
import { isDatabaseEmpty } from './empty.ts';
import { FUNNEL_DEMO_DAYS } from './funnels.ts';
import { DAY_MS, ZFieldSelections, ZOnboardingDashboard, ZRegistrationDashboard } from '@pflegepuls/shared';
import {
  getFieldSelections,
  getOnboardingDashboard,
  getRegistrationDashboard,
} from '../domains/analytics/dashboard-service.ts';

const SEEDED_AT = Date.UTC(2026, 10, 1);

describe(`demo seed on ${testDialect}`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await importPostalCodes(t.database.db, GEODATA_DIR);
  });
  afterAll(() => t.close());

  it('fills an empty database with the documented accounts and placed members', async () => {
    expect(await isDatabaseEmpty(t.database.db)).toBe(true);
    const { users } = await seedDemo(t.database.db, SEEDED_AT);
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

  it('signs every new member up with their own name and e-mail, then walks them through the wizard', async () => {
    const db = t.database.db;
    const since = SEEDED_AT - FUNNEL_DEMO_DAYS * DAY_MS;
    const newcomers = await db
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name', 'email'])
      .where('created_at', '>=', since)
      .where('is_admin', '=', 0)
      .execute();
    expect(newcomers.length).toBeGreaterThan(5);
    const signUps = await db
      .selectFrom('registration_sessions')
      .select(['id', 'user_id', 'status'])
      .where('user_id', 'is not', null)
      .execute();
    expect(signUps.map((s) => s.user_id).sort()).toEqual(newcomers.map((u) => u.id).sort());
    expect(signUps.every((s) => s.status === 'completed')).toBe(true);
    const typed = await db
      .selectFrom('registration_events')
      .select(['session_id', 'event_data'])
      .where('event_type', '=', 'field_changed')
      .execute();
    for (const newcomer of newcomers) {
      const session = signUps.find((s) => s.user_id === newcomer.id)!;
      const values = typed
        .filter((e) => e.session_id === session.id)
        .map((e) => JSON.parse(e.event_data).selected_value);
      // Apple and Google sign-ups type nothing; e-mail sign-ups type exactly the member's data.
      if (values.length)
        expect(values).toEqual(
          expect.arrayContaining([newcomer.first_name, newcomer.last_name, newcomer.email]),
        );
    }

    const wizard = await db
      .selectFrom('onboarding_sessions as s')
      .leftJoin('user_onboarding as o', 'o.user_id', 's.user_id')
      .select([
        's.user_id',
        's.status',
        's.mode',
        's.is_completed_with_phone',
        'o.phone',
        'o.user_id as profile',
      ])
      .execute();
    expect(new Set(wizard.map((w) => w.mode))).toEqual(
      new Set(['standard', 'editMode', 'editShort', 'oldUser']),
    );
    // Completed runs belong to members with a saved profile, and note its phone number.
    for (const run of wizard.filter((w) => w.status === 'completed')) {
      expect(run.profile).not.toBeNull();
      expect(run.is_completed_with_phone).toBe(run.phone ? 1 : 0);
    }
  });

  it('leaves the form under names no member has and no visitor repeats', async () => {
    const db = t.database.db;
    const members = new Set(
      (await db.selectFrom('users').select(['first_name', 'last_name']).execute()).map(
        (u) => `${u.first_name} ${u.last_name}`,
      ),
    );
    const rows = await db
      .selectFrom('registration_events as e')
      .innerJoin('registration_sessions as s', 's.id', 'e.session_id')
      .select(['e.session_id', 'e.event_data'])
      .where('s.user_id', 'is', null)
      .where('e.event_type', '=', 'field_changed')
      .execute();
    const names = new Map<number, { first?: string; last?: string }>();
    for (const row of rows) {
      const data = JSON.parse(row.event_data);
      const entry = names.get(row.session_id) ?? {};
      if (data.field_id === 'firstName') entry.first = data.selected_value;
      if (data.field_id === 'lastName') entry.last = data.selected_value;
      names.set(row.session_id, entry);
    }
    const full = [...names.values()].filter((n) => n.first && n.last).map((n) => `${n.first} ${n.last}`);
    expect(full.length).toBeGreaterThan(5);
    expect(new Set(full).size).toBe(full.length);
    expect(full.filter((name) => members.has(name))).toEqual([]);
  });

  it('shows credible dashboards for the last four weeks', async () => {
    const db = t.database.db;
    const registration = ZRegistrationDashboard.parse(
      await getRegistrationDashboard(db, { period: 'lastMonth' }, SEEDED_AT),
    );
    expect(registration.data.totalSessions).toBeGreaterThan(100);
    expect(registration.data.conversionRate).toBeGreaterThan(2);
    expect(registration.data.conversionRate).toBeLessThan(30);
    expect(registration.deviceBreakdown.mobile).toBeGreaterThan(registration.deviceBreakdown.desktop);
    expect(registration.topDropOffSteps[0]!.stepId).toBe('landing');
    const onboarding = ZOnboardingDashboard.parse(
      await getOnboardingDashboard(db, { period: 'lastMonth' }, SEEDED_AT),
    );
    expect(onboarding.data.totalSessions).toBeGreaterThan(20);
    expect(onboarding.data.completedSessions).toBeGreaterThan(onboarding.data.abandonedSessions);
    expect(onboarding.topDropOffSteps.length).toBeGreaterThan(1);
    const choices = ZFieldSelections.parse(await getFieldSelections(db, { period: 'allTime' }, SEEDED_AT));
    expect(choices.data.map((f) => f.field_id)).toEqual(
      expect.arrayContaining(['education', 'gender', 'experience']),
    );
    // The rollup is built: nothing before today is left to count from the sessions.
    const dirty = await db.selectFrom('funnel_dirty_hours').select('hour').execute();
    expect(dirty.every((d) => Number(d.hour) * 3_600_000 >= SEEDED_AT - DAY_MS)).toBe(true);
  });
});
