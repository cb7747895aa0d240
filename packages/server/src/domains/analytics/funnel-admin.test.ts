/**
 * The funnels' admin endpoints on a fixed set of sessions with hand-computed figures. The clock is
 * frozen at Thursday 2026-11-26, 12:00 in Berlin: the last week is [Nov 19 12:00, Nov 26 12:00),
 * the week before [Nov 12 12:00, Nov 19 12:00); the weekly data are W45 (Nov 2–8) to W48 (Nov 23–29).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ADMIN_PATHS as P,
  ZAuditLog,
  ZFieldSelections,
  ZOnboardingDashboard,
  ZOnboardingSessionAnswer,
  ZOnboardingSessions,
  ZRegistrationDashboard,
  ZRegistrationSessionAnswer,
  ZRegistrationSessions,
} from '@pflegepuls/shared';
import { flushBufferedWrites } from '../../platform/in-flight.ts';
import {
  createTestApp,
  insertUser,
  TEST_PASSWORD,
  TestClient,
  testDialect,
  type TTestApp,
} from '../../test/harness.ts';
import { loginNewMember, openVisitor } from '../../test/member.ts';
import { berlin, insertOnboardingSession, insertRegistrationSession } from './funnel-fixtures.ts';
import { markFunnelDirty, rebuildFunnelRollups } from './funnel-rollup.ts';
import { endOnboardingSession } from './onboarding-service.ts';

const NOW = berlin(11, 26, 12);

let t: TTestApp;
let admin: TestClient;
let adminId: number;
let member: TestClient;
let memberId: number;
/** Onboarding fixtures' uuids by letter. */
const ob: Record<string, string> = {};
const reg: Record<string, string> = {};

const changed = (field_id: string, selected_value: unknown) => ({
  field_id,
  has_value: true,
  selected_value,
});

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  t = await createTestApp();
  const adminUser = await insertUser(t.database, { is_admin: 1, first_name: 'Anja', last_name: 'Admin' });
  adminId = adminUser.id;
  admin = await new TestClient(t.app).open();
  const login = await admin.post('/api/user/login', { email: adminUser.email, password: TEST_PASSWORD });
  expect(login.statusCode).toBe(200);
  ({ client: member, userId: memberId } = await loginNewMember(t));
  const db = t.database;

  // ---- onboarding: A–F in the last week, G–H in the week before, I and J earlier ----
  ob.A = await insertOnboardingSession(db, {
    at: berlin(11, 26, 10),
    status: 'completed',
    mode: 'standard',
    device: 'mobile',
    steps: 12,
    durationS: 300,
    withPhone: true,
    userId: memberId,
    events: [
      [0, 'intro', 'step_entered'],
      [5, 'education', 'field_changed', changed('education', 'studium')],
      [9, 'education', 'field_changed', changed('education', 'dreijaehrige_ausbildung')],
      [10, 'education', 'step_completed', { time_spent_seconds: 10 }],
      [20, 'personalInfo', 'field_changed', changed('gender', 'Weiblich')],
      [30, 'hasTraining', 'field_changed', changed('hasTraining', 'yes')],
      [40, 'training', 'field_changed', changed('training', ['palliative_care', 'praxisanleitung'])],
      [50, 'experience', 'field_changed', changed('experience', '7')],
      [60, 'jobOffers', 'field_changed', changed('jobOffers', 'yes')],
      [70, 'workArea', 'field_changed', changed('workArea', ['krankenhaus'])],
    ],
  });
  ob.B = await insertOnboardingSession(db, {
    at: berlin(11, 26, 9),
    status: 'abandoned',
    mode: 'editMode',
    device: 'desktop',
    steps: 3,
    lastStep: 'experience',
    hasError: true,
    events: [
      [5, 'education', 'field_changed', changed('education', 'studium')],
      [10, 'training', 'field_changed', changed('training', ['palliative_care'])],
      // Not an option of the field, and a masked field: neither counts.
      [20, 'workArea', 'field_changed', changed('workArea', ['unbekannt'])],
      [30, 'phone', 'field_changed', { field_id: 'phone', has_value: true }],
    ],
  });
  ob.C = await insertOnboardingSession(db, {
    at: berlin(11, 24, 15),
    status: 'abandoned',
    mode: 'oldUser',
    device: 'tablet',
    steps: 4,
    lastStep: 'experience',
  });
  // D and E: either side of the Monday that starts W48.
  ob.D = await insertOnboardingSession(db, {
    at: berlin(11, 23, 0, 30),
    status: 'completed',
    mode: 'standard',
    device: 'mobile',
    steps: 10,
    durationS: 500,
    hasError: true,
    events: [
      [5, 'education', 'field_changed', changed('education', 'dreijaehrige_ausbildung')],
      [10, 'personalInfo', 'field_changed', changed('gender', 'Männlich')],
      [20, 'hasTraining', 'field_changed', changed('hasTraining', 'no')],
      [30, 'experience', 'field_changed', changed('experience', 2)],
      [40, 'jobOffers', 'field_changed', changed('jobOffers', 'no')],
    ],
  });
  ob.E = await insertOnboardingSession(db, {
    at: berlin(11, 22, 23, 30),
    status: 'in_progress',
    mode: 'standard',
    device: 'mobile',
    steps: 2,
    userId: memberId,
  });
  ob.F = await insertOnboardingSession(db, {
    at: berlin(11, 19, 13),
    status: 'abandoned',
    mode: 'phoneVerified',
    device: 'desktop',
    steps: 5,
    lastStep: 'phone',
  });
  ob.G = await insertOnboardingSession(db, {
    at: berlin(11, 19, 11),
    status: 'completed',
    mode: 'standard',
    device: 'desktop',
    steps: 11,
    durationS: 200,
    events: [[5, 'education', 'field_changed', changed('education', 'in_ausbildung')]],
  });
  ob.H = await insertOnboardingSession(db, {
    at: berlin(11, 15, 20),
    status: 'abandoned',
    mode: 'editShort',
    device: 'mobile',
    steps: 1,
    lastStep: 'education',
  });
  ob.I = await insertOnboardingSession(db, {
    at: berlin(11, 10, 8),
    status: 'completed',
    mode: 'standard',
    device: 'mobile',
    steps: 12,
    durationS: 600,
    withPhone: true,
  });
  ob.J = await insertOnboardingSession(db, {
    at: berlin(11, 3, 10),
    status: 'abandoned',
    mode: 'standard',
    device: 'desktop',
    steps: 0,
    lastStep: 'intro',
  });
  // Fifteen old sessions, a year and a half ago: only in the lists and in allTime's window before.
  for (let i = 0; i < 15; i++) {
    await insertOnboardingSession(db, {
      at: berlin(6, 1 + i, 9, 0, 2025),
      status: 'abandoned',
      mode: 'standard',
      device: 'desktop',
      steps: 0,
      lastStep: 'intro',
    });
  }

  // ---- registration: RA–RE and RH in the last week, RF the week before, RG earlier ----
  reg.RA = await insertRegistrationSession(db, {
    at: berlin(11, 26, 10, 30),
    status: 'completed',
    authMethod: 'email',
    device: 'mobile',
    steps: 6,
    durationS: 120,
    lastStep: 'registration_success',
    userId: memberId,
    events: [
      [0, 'page_load'],
      [3, 'modal_opened', { mode: 'register' }],
      [10, 'field_changed', { field_id: 'firstName', mode: 'register', selected_value: 'Lena' }],
      [15, 'field_changed', { field_id: 'lastName', mode: 'register', selected_value: 'Berger' }],
      [
        20,
        'field_changed',
        { field_id: 'email', mode: 'register', selected_value: 'lena.berger@exmaple.org' },
      ],
      [
        25,
        'field_changed',
        { field_id: 'email', mode: 'register', selected_value: 'lena.berger@example.org' },
      ],
      [30, 'field_changed', { field_id: 'password', mode: 'register', string_length: 12 }],
      [40, 'form_submitted', { mode: 'register' }],
      [42, 'registration_success'],
    ],
  });
  reg.RB = await insertRegistrationSession(db, {
    at: berlin(11, 25, 18),
    status: 'abandoned',
    authMethod: 'email',
    device: 'desktop',
    steps: 4,
    lastStep: 'email',
  });
  reg.RC = await insertRegistrationSession(db, {
    at: berlin(11, 24, 9),
    status: 'abandoned',
    authMethod: 'google',
    device: 'mobile',
    steps: 2,
    lastStep: 'social_login',
  });
  reg.RD = await insertRegistrationSession(db, {
    at: berlin(11, 22, 23, 59),
    status: 'completed',
    authMethod: 'apple',
    device: 'tablet',
    steps: 3,
    durationS: 60,
  });
  reg.RE = await insertRegistrationSession(db, {
    at: berlin(11, 23, 0, 1),
    status: 'abandoned',
    authMethod: 'one_time_login',
    device: 'mobile',
    steps: 1,
    lastStep: 'landing',
  });
  reg.RH = await insertRegistrationSession(db, {
    at: berlin(11, 21, 14),
    status: 'abandoned',
    authMethod: 'email',
    device: 'mobile',
    steps: 1,
    lastStep: 'landing',
  });
  reg.RF = await insertRegistrationSession(db, {
    at: berlin(11, 18, 10),
    status: 'completed',
    authMethod: 'email',
    device: 'desktop',
    steps: 7,
    durationS: 180,
  });
  reg.RG = await insertRegistrationSession(db, {
    at: berlin(11, 5, 10),
    status: 'abandoned',
    authMethod: 'email',
    device: 'mobile',
    steps: 1,
    lastStep: 'landing',
  });
});

afterEach(() => {
  vi.setSystemTime(NOW);
});

afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

async function get(client: TestClient, url: string) {
  const response = await client.get(url);
  return response;
}

async function json(client: TestClient, url: string) {
  const response = await get(client, url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const LAST_WEEK_ONBOARDING = {
  totalSessions: 6,
  completedSessions: 2,
  abandonedSessions: 3,
  errorSessions: 2,
  conversionRate: 33.3,
  avgCompletionTimeSeconds: 400,
  avgStepsPerSession: 6,
  mostCommonDropOffStep: 'experience',
};

describe(`funnel dashboards on ${testDialect}`, () => {
  it('counts the onboarding sessions of the last week against the week before, and the calendar weeks', async () => {
    const answer = ZOnboardingDashboard.parse(await json(admin, P.onboardingDashboard));
    expect(answer).toMatchObject({
      success: true,
      period: 'lastWeek',
      from: new Date(berlin(11, 19, 12)).toISOString(),
      to: new Date(NOW).toISOString(),
      fallback: false,
    });
    expect(answer.data).toEqual(LAST_WEEK_ONBOARDING);
    expect(answer.previous).toEqual({
      totalSessions: 2,
      completedSessions: 1,
      abandonedSessions: 1,
      errorSessions: 0,
      conversionRate: 50,
      avgCompletionTimeSeconds: 200,
      avgStepsPerSession: 6,
      mostCommonDropOffStep: 'education',
    });
    expect(answer.deviceBreakdown).toEqual({ mobile: 3, desktop: 2, tablet: 1 });
    expect(answer.modeBreakdown).toEqual({
      standard: 3,
      editMode: 1,
      oldUser: 1,
      phoneVerified: 1,
      editShort: 0,
    });
    expect(answer.completionStatusBreakdown).toEqual({ completed: 2, abandoned: 3, completedWithPhone: 1 });
    // D (Monday 00:30) counts in W48, E (Sunday 23:30) in W47.
    expect(answer.weeklyCompletionData).toEqual([
      {
        period: '2026-W45',
        startDate: '2026-11-02',
        endDate: '2026-11-08',
        completed: 0,
        abandoned: 1,
        completed_with_phone: 0,
      },
      {
        period: '2026-W46',
        startDate: '2026-11-09',
        endDate: '2026-11-15',
        completed: 1,
        abandoned: 1,
        completed_with_phone: 1,
      },
      {
        period: '2026-W47',
        startDate: '2026-11-16',
        endDate: '2026-11-22',
        completed: 1,
        abandoned: 1,
        completed_with_phone: 0,
      },
      {
        period: '2026-W48',
        startDate: '2026-11-23',
        endDate: '2026-11-29',
        completed: 2,
        abandoned: 2,
        completed_with_phone: 1,
      },
    ]);
    expect(answer.topDropOffSteps).toEqual([
      { stepId: 'experience', abandonmentCount: 2, abandonmentRate: 66.7 },
      { stepId: 'phone', abandonmentCount: 1, abandonmentRate: 33.3 },
    ]);
  });

  it('counts the last 24 hours, and a year against the year before', async () => {
    const day = ZOnboardingDashboard.parse(await json(admin, `${P.onboardingDashboard}?period=last24h`));
    expect(day.data.totalSessions).toBe(2);
    expect(day.weeklyCompletionData.map((w) => w.period)).toEqual(['2026-W48']);
    const year = ZOnboardingDashboard.parse(await json(admin, `${P.onboardingDashboard}?period=allTime`));
    expect(year.data).toMatchObject({ totalSessions: 10, completedSessions: 4, abandonedSessions: 5 });
    expect(year.previous).toMatchObject({
      totalSessions: 15,
      abandonedSessions: 15,
      mostCommonDropOffStep: 'intro',
    });
    expect(year.weeklyCompletionData).toHaveLength(52);
  });

  it('counts a custom range of whole Berlin days, and falls back to the last week when it is empty', async () => {
    const custom = ZOnboardingDashboard.parse(
      await json(admin, `${P.onboardingDashboard}?period=custom&from=2026-11-09&to=2026-11-22`),
    );
    expect(custom).toMatchObject({
      period: 'custom',
      from: new Date(berlin(11, 9, 0)).toISOString(),
      to: new Date(berlin(11, 23, 0)).toISOString(),
      fallback: false,
    });
    // E, F, G, H, I; the 14 days before hold J.
    expect(custom.data).toEqual({
      totalSessions: 5,
      completedSessions: 2,
      abandonedSessions: 2,
      errorSessions: 0,
      conversionRate: 40,
      avgCompletionTimeSeconds: 400,
      avgStepsPerSession: 6.2,
      mostCommonDropOffStep: 'education',
    });
    expect(custom.previous).toMatchObject({ totalSessions: 1, abandonedSessions: 1 });
    expect(custom.weeklyCompletionData.map((w) => [w.period, w.completed, w.abandoned])).toEqual([
      ['2026-W46', 1, 1],
      ['2026-W47', 1, 1],
    ]);

    const empty = ZOnboardingDashboard.parse(
      await json(admin, `${P.onboardingDashboard}?period=custom&from=2026-10-01&to=2026-10-10`),
    );
    expect(empty).toMatchObject({ period: 'lastWeek', fallback: true });
    expect(empty.data).toEqual(LAST_WEEK_ONBOARDING);
  });

  it('counts the registration funnel by auth method, device and last step', async () => {
    const answer = ZRegistrationDashboard.parse(await json(admin, P.registrationDashboard));
    expect(answer.data).toEqual({
      totalSessions: 6,
      completedSessions: 2,
      abandonedSessions: 4,
      conversionRate: 33.3,
      avgCompletionTimeSeconds: 90,
      avgStepsPerSession: 2.8,
      mostCommonDropOffStep: 'landing',
    });
    expect(answer.previous).toEqual({
      totalSessions: 1,
      completedSessions: 1,
      abandonedSessions: 0,
      conversionRate: 100,
      avgCompletionTimeSeconds: 180,
      avgStepsPerSession: 7,
      mostCommonDropOffStep: null,
    });
    expect(answer.deviceBreakdown).toEqual({ mobile: 4, desktop: 1, tablet: 1 });
    expect(answer.authMethodBreakdown).toEqual({ email: 3, google: 1, apple: 1, one_time_login: 1 });
    expect(answer.completionStatusBreakdown).toEqual({ completed: 2, abandoned: 4 });
    // RD (Sunday 23:59) in W47, RE (Monday 00:01) in W48.
    expect(answer.timeSeriesData.map((w) => [w.period, w.completed, w.abandoned])).toEqual([
      ['2026-W45', 0, 1],
      ['2026-W46', 0, 0],
      ['2026-W47', 2, 1],
      ['2026-W48', 1, 3],
    ]);
    expect(answer.topDropOffSteps).toEqual([
      { stepId: 'landing', abandonmentCount: 2, abandonmentRate: 50 },
      { stepId: 'email', abandonmentCount: 1, abandonmentRate: 25 },
      { stepId: 'social_login', abandonmentCount: 1, abandonmentRate: 25 },
    ]);
  });

  it("distributes each session's last choice per field over the options", async () => {
    const answer = ZFieldSelections.parse(await json(admin, P.fieldSelections));
    expect(answer.data).toEqual([
      {
        field_id: 'education',
        total_selections: 3,
        options: [
          { value: 'dreijaehrige_ausbildung', count: 2, percentage: 66.7 },
          { value: 'studium', count: 1, percentage: 33.3 },
        ],
      },
      {
        field_id: 'gender',
        total_selections: 2,
        options: [
          { value: 'Männlich', count: 1, percentage: 50 },
          { value: 'Weiblich', count: 1, percentage: 50 },
        ],
      },
      {
        field_id: 'hasTraining',
        total_selections: 2,
        options: [
          { value: 'no', count: 1, percentage: 50 },
          { value: 'yes', count: 1, percentage: 50 },
        ],
      },
      {
        field_id: 'experience',
        total_selections: 2,
        options: [
          { value: '2', count: 1, percentage: 50 },
          { value: '7', count: 1, percentage: 50 },
        ],
      },
      {
        field_id: 'training',
        total_selections: 3,
        options: [
          { value: 'palliative_care', count: 2, percentage: 66.7 },
          { value: 'praxisanleitung', count: 1, percentage: 33.3 },
        ],
      },
      {
        field_id: 'workAreas',
        total_selections: 1,
        options: [{ value: 'krankenhaus', count: 1, percentage: 100 }],
      },
      {
        field_id: 'jobOffers',
        total_selections: 2,
        options: [
          { value: 'no', count: 1, percentage: 50 },
          { value: 'yes', count: 1, percentage: 50 },
        ],
      },
    ]);
    const custom = ZFieldSelections.parse(
      await json(admin, `${P.fieldSelections}?period=custom&from=2026-11-09&to=2026-11-22`),
    );
    expect(custom.data).toEqual([
      {
        field_id: 'education',
        total_selections: 1,
        options: [{ value: 'in_ausbildung', count: 1, percentage: 100 }],
      },
    ]);
    const empty = ZFieldSelections.parse(
      await json(admin, `${P.fieldSelections}?period=custom&from=2026-11-01&to=2026-11-05`),
    );
    expect(empty).toMatchObject({ period: 'lastWeek', fallback: true });
    expect(empty.data).toEqual(answer.data);
  });

  it('gives the same answers from the rollup as from the sessions, and follows later changes', async () => {
    const urls = [
      P.onboardingDashboard,
      `${P.onboardingDashboard}?period=allTime`,
      `${P.onboardingDashboard}?period=custom&from=2026-11-09&to=2026-11-22`,
      P.registrationDashboard,
      `${P.registrationDashboard}?period=lastMonth`,
      P.fieldSelections,
      `${P.fieldSelections}?period=allTime`,
    ];
    const raw = await Promise.all(urls.map((url) => json(admin, url)));
    // Every day before today is rebuilt; today (A, B, RA, RB's day is yesterday) stays counted raw.
    expect(await rebuildFunnelRollups(t.database.db, NOW)).toBeGreaterThan(10);
    expect(await t.database.db.selectFrom('funnel_daily').select('day').execute()).not.toHaveLength(0);
    const rolled = await Promise.all(urls.map((url) => json(admin, url)));
    expect(rolled).toEqual(raw);

    // E (Sunday before last, already rolled up) completes now: its day is counted afresh.
    expect(
      await endOnboardingSession(t.database.db, { uuid: ob.E!, userId: memberId, status: 'completed' }),
    ).toBe(true);
    const after = ZOnboardingDashboard.parse(await json(admin, P.onboardingDashboard));
    expect(after.data.completedSessions).toBe(3);
    expect(after.weeklyCompletionData[2]).toMatchObject({ period: '2026-W47', completed: 2 });
    expect(await rebuildFunnelRollups(t.database.db, NOW)).toBe(1);
    expect(ZOnboardingDashboard.parse(await json(admin, P.onboardingDashboard))).toEqual(after);
  });

  it('counts a choice added to a rolled-up day, before and after that day is rebuilt', async () => {
    const url = `${P.fieldSelections}?period=allTime`;
    const studium = async () =>
      ZFieldSelections.parse(await json(admin, url))
        .data.find((f) => f.field_id === 'education')
        ?.options.find((o) => o.value === 'studium')?.count ?? 0;
    await rebuildFunnelRollups(t.database.db, NOW);
    const before = await studium();
    // A session on a day the rollup holds: its day is counted raw until the rebuild, then rolled up
    // again (a sum of rolled-up days kept from before the rebuild would miss it).
    const at = berlin(11, 20, 8);
    const uuid = await insertOnboardingSession(t.database, {
      at,
      status: 'completed',
      mode: 'standard',
      device: 'mobile',
      steps: 12,
      userId: memberId,
      events: [[30, 'education', 'field_changed', changed('education', 'studium')]],
    });
    expect(await studium()).toBe(before + 1);
    expect(await rebuildFunnelRollups(t.database.db, NOW)).toBe(1);
    expect(await studium()).toBe(before + 1);

    // The other tests count the fixtures only.
    await t.database.db.deleteFrom('onboarding_sessions').where('uuid', '=', uuid).execute();
    await markFunnelDirty(t.database.db, 'onboarding', [at]);
    await rebuildFunnelRollups(t.database.db, NOW);
    expect(await studium()).toBe(before);
  });

  it('records a session started, walked through and completed over HTTP', async () => {
    const before = ZOnboardingDashboard.parse(await json(admin, `${P.onboardingDashboard}?period=last24h`));
    const { client } = await loginNewMember(t);
    const start = await client.post('/api/analytics/onboarding/session/start', {
      mode: 'editShort',
      total_steps: 6,
    });
    const uuid = start.json().session_uuid as string;
    await client.post('/api/analytics/onboarding/session/event', {
      session_uuid: uuid,
      step_id: 'education',
      event_type: 'step_validation_error',
      event_data: { error_message: 'Bitte wähle aus' },
    });
    // A first choice, written on its own, then replaced by the last one.
    await client.post('/api/analytics/onboarding/session/event', {
      session_uuid: uuid,
      step_id: 'education',
      event_type: 'field_changed',
      event_data: changed('education', 'einjaehrige_ausbildung'),
    });
    await flushBufferedWrites(t.app);
    await client.post('/api/analytics/onboarding/session/event', {
      session_uuid: uuid,
      step_id: 'education',
      event_type: 'field_changed',
      event_data: changed('education', 'studium'),
    });
    await client.post('/api/analytics/onboarding/session/event', {
      session_uuid: uuid,
      step_id: 'education',
      event_type: 'step_completed',
    });
    expect(
      (await client.post('/api/analytics/onboarding/session/complete', { session_uuid: uuid })).statusCode,
    ).toBe(200);
    await flushBufferedWrites(t.app);
    // The window ends now, exclusive: a minute later the session lies inside.
    vi.setSystemTime(NOW + 60_000);
    const after = ZOnboardingDashboard.parse(await json(admin, `${P.onboardingDashboard}?period=last24h`));
    expect(after.data.totalSessions).toBe(before.data.totalSessions + 1);
    expect(after.data.completedSessions).toBe(before.data.completedSessions + 1);
    expect(after.data.errorSessions).toBe(before.data.errorSessions + 1);
    expect(after.modeBreakdown.editShort).toBe(before.modeBreakdown.editShort + 1);
    const selections = ZFieldSelections.parse(await json(admin, `${P.fieldSelections}?period=last24h`));
    expect(selections.data[0]!.options).toContainEqual({ value: 'studium', count: 2, percentage: 66.7 });
    expect(selections.data[0]!.options.map((o) => o.value)).not.toContain('einjaehrige_ausbildung');
  });
});

describe(`funnel CSV downloads on ${testDialect}`, () => {
  it('downloads the dashboards and the choices as German CSV', async () => {
    const response = await get(admin, `${P.registrationDashboard}?format=csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="pflegepuls-registrierung-2026-11-19-bis-2026-11-26.csv"',
    );
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFKennzahl;Zeitraum;Vorperiode');
    expect(lines).toContain('Sessions gesamt;6;1');
    expect(lines).toContain('Conversion-Rate (%);33,3;100');
    expect(lines).toContain('Ø Schritte pro Session;2,8;7');
    expect(lines).toContain('Anmeldeart;Sessions');
    expect(lines).toContain('2026-W48;2026-11-23;2026-11-29;1;3');
    expect(lines).toContain('landing;2;50');

    const onboarding = await get(
      admin,
      `${P.onboardingDashboard}?period=custom&from=2026-11-09&to=2026-11-22&format=csv`,
    );
    expect(onboarding.headers['content-disposition']).toContain(
      'pflegepuls-onboarding-2026-11-09-bis-2026-11-22.csv',
    );
    expect(onboarding.body.split('\r\n')).toContain('Sessions mit Fehlern;0;0');

    const choices = await get(admin, `${P.fieldSelections}?format=csv`);
    const rows = choices.body.split('\r\n');
    expect(rows[0]).toBe('\uFEFFFeld;Auswahl;Anzahl;Anteil (%)');
    expect(rows).toContain('Ausbildung;Dreijährige Ausbildung;2;66,7');
    expect(rows).toContain('Arbeitsbereiche;Krankenhaus;1;100');
  });
});

describe(`funnel session lists and details on ${testDialect}`, () => {
  it('lists onboarding sessions newest first, page by page', async () => {
    const first = ZOnboardingSessions.parse(await json(admin, `${P.onboardingSessions}?per_page=10`));
    expect(first).toMatchObject({ total: 26, current_page: 1, last_page: 3, per_page: 10 });
    expect(first.data.slice(0, 3).map((s) => s.uuid)).toEqual([expect.any(String), ob.A, ob.B]);
    expect(first.data[1]).toEqual({
      uuid: ob.A,
      status: 'completed',
      mode: 'standard',
      device_type: 'mobile',
      steps_completed: 12,
      total_steps: 14,
      duration_seconds: 300,
      started_at: new Date(berlin(11, 26, 10)).toISOString(),
    });
    const third = ZOnboardingSessions.parse(await json(admin, `${P.onboardingSessions}?per_page=10&page=3`));
    expect(third.data).toHaveLength(6);
    const defaults = ZOnboardingSessions.parse(await json(admin, P.onboardingSessions));
    expect(defaults).toMatchObject({ per_page: 20, last_page: 2 });
    expect(defaults.data).toHaveLength(20);
  });

  it('filters the lists by status, device, mode, auth method and period', async () => {
    const uuids = async (query: string) =>
      ZOnboardingSessions.parse(await json(admin, `${P.onboardingSessions}?${query}`)).data.map(
        (s) => s.uuid,
      );
    expect(await uuids('status=abandoned&period=allTime')).toEqual([ob.B, ob.C, ob.F, ob.H, ob.J]);
    expect(await uuids('device_type=desktop&period=lastMonth')).toEqual([ob.B, ob.F, ob.G, ob.J]);
    expect(await uuids('status=completed&device_type=mobile&mode=standard&period=allTime')).toEqual([
      ob.A,
      ob.D,
      ob.E,
      ob.I,
    ]);
    expect(await uuids('period=custom&from=2026-11-09&to=2026-11-22')).toEqual([
      ob.E,
      ob.F,
      ob.G,
      ob.H,
      ob.I,
    ]);
    expect(await uuids('mode=gibtsnicht')).toEqual([]);

    const registrations = ZRegistrationSessions.parse(
      await json(admin, `${P.registrationSessions}?auth_method=email&status=abandoned`),
    );
    expect(registrations.data.map((s) => s.uuid)).toEqual([reg.RB, reg.RH, reg.RG]);
    expect(registrations.data[0]).toEqual({
      uuid: reg.RB,
      status: 'abandoned',
      auth_method: 'email',
      device_type: 'desktop',
      duration_seconds: 30,
      started_at: new Date(berlin(11, 25, 18)).toISOString(),
    });
    expect(registrations).toMatchObject({ total: 3, last_page: 1 });
  });

  it('shows an onboarding session with its member and step timeline, and records the read', async () => {
    const answer = ZOnboardingSessionAnswer.parse(
      await json(admin, P.onboardingSession.replace(':id', ob.A!)),
    );
    expect(answer.data).toMatchObject({
      uuid: ob.A,
      status: 'completed',
      browser: 'Safari',
      os: 'iOS',
      abandonment_reason: null,
      user: { id: memberId, name: 'Test Pflegekraft', email: expect.stringContaining('@example.org') },
    });
    expect(answer.data.steps).toHaveLength(10);
    expect(answer.data.steps[0]).toMatchObject({
      step_id: 'intro',
      event_type: 'step_entered',
      event_data: {},
    });
    expect(answer.data.steps[3]).toMatchObject({
      event_type: 'step_completed',
      event_data: { time_spent_seconds: 10 },
    });
    expect(answer.data.steps[6]!.event_data).toEqual({
      field_id: 'training',
      selected_value: 'palliative_care, praxisanleitung',
    });
    expect(answer.data.steps[6]!.created_at).toBe(new Date(berlin(11, 26, 10) + 40_000).toISOString());

    const log = ZAuditLog.parse(await json(admin, P.auditLog));
    expect(log.items[0]).toMatchObject({
      admin: { id: adminId, name: 'Anja Admin' },
      action: 'onboarding_session_viewed',
      subject_type: 'onboarding_session',
      subject_id: ob.A,
      ip: admin.ip,
      created_at: new Date(NOW).toISOString(),
    });
  });

  it('shows a registration session with the entered form data, and records the read', async () => {
    const answer = ZRegistrationSessionAnswer.parse(
      await json(admin, P.registrationSession.replace(':id', reg.RA!)),
    );
    expect(answer.data).toMatchObject({
      uuid: reg.RA,
      status: 'completed',
      auth_method: 'email',
      converted_to_user: true,
      user: { id: memberId },
      form_data: { first_name: 'Lena', last_name: 'Berger', email: 'lena.berger@example.org' },
      abandonment_reason: null,
      duration_seconds: 120,
    });
    expect(answer.data.events.map((e) => [e.event_type, e.time_since_start_seconds])).toEqual([
      ['page_load', 0],
      ['modal_opened', 3],
      ['field_changed', 10],
      ['field_changed', 15],
      ['field_changed', 20],
      ['field_changed', 25],
      ['field_changed', 30],
      ['form_submitted', 40],
      ['registration_success', 42],
    ]);
    expect(answer.data.events[6]!.event_data).toEqual({
      field_id: 'password',
      mode: 'register',
      string_length: 12,
    });
    const abandoned = ZRegistrationSessionAnswer.parse(
      await json(admin, P.registrationSession.replace(':id', reg.RB!)),
    );
    expect(abandoned.data).toMatchObject({ converted_to_user: false, user: null, form_data: {}, events: [] });

    const log = ZAuditLog.parse(await json(admin, P.auditLog));
    expect(log.items.slice(0, 2).map((e) => [e.action, e.subject_id])).toEqual([
      ['registration_session_viewed', reg.RB],
      ['registration_session_viewed', reg.RA],
    ]);
  });

  it('pages the audit log newest first by id', async () => {
    const all = ZAuditLog.parse(await json(admin, P.auditLog));
    expect(all.items.length).toBeGreaterThanOrEqual(3);
    expect(all.nextCursor).toBeNull();
    const first = ZAuditLog.parse(await json(admin, `${P.auditLog}?limit=2`));
    expect(first.items.map((e) => e.id)).toEqual(all.items.slice(0, 2).map((e) => e.id));
    expect(first.nextCursor).toBe(all.items[1]!.id);
    const second = ZAuditLog.parse(await json(admin, `${P.auditLog}?limit=2&cursor=${first.nextCursor}`));
    expect(second.items.map((e) => e.id)).toEqual(all.items.slice(2, 4).map((e) => e.id));
  });

  it('answers an unknown session with a German 404, and records nothing', async () => {
    const before = ZAuditLog.parse(await json(admin, P.auditLog)).items.length;
    for (const path of [P.onboardingSession, P.registrationSession]) {
      const response = await get(admin, path.replace(':id', '0b8f3a52-6a59-4c8e-9e64-1f6f0c3b9a11'));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Diese Session gibt es nicht.' });
    }
    expect(ZAuditLog.parse(await json(admin, P.auditLog)).items).toHaveLength(before);
  });
});

describe(`funnel endpoints' guards and validation on ${testDialect}`, () => {
  const id = '0b8f3a52-6a59-4c8e-9e64-1f6f0c3b9a11';
  const urls = [
    P.onboardingDashboard,
    P.onboardingSessions,
    P.onboardingSession.replace(':id', id),
    P.fieldSelections,
    P.registrationDashboard,
    P.registrationSessions,
    P.registrationSession.replace(':id', id),
    P.auditLog,
  ];

  it('answers 401 to visitors and 403 to members, before looking at the query', async () => {
    const visitor = await openVisitor(t);
    for (const url of urls) {
      const anonymous = await get(visitor, `${url}?period=gestern`);
      expect(anonymous.statusCode, url).toBe(401);
      const forbidden = await get(member, `${url}?period=gestern`);
      expect(forbidden.statusCode, url).toBe(403);
      expect(forbidden.json().message).toMatch(/Berechtigung|erlaubt/);
    }
  });

  it('refuses bad queries with German messages', async () => {
    const cases: Array<[string, string, string]> = [
      [`${P.onboardingDashboard}?period=gestern`, 'period', 'Ungültige Option'],
      [`${P.registrationDashboard}?period=custom&to=2026-11-20`, 'from', 'Bitte wähle ein Startdatum.'],
      [
        `${P.fieldSelections}?period=custom&from=2026-11-20&to=2026-11-27`,
        'to',
        'Das Enddatum darf nicht in der Zukunft liegen.',
      ],
      [
        `${P.onboardingDashboard}?period=custom&from=2026-11-20&to=2026-11-10`,
        'from',
        'Das Startdatum darf nicht nach dem Enddatum liegen.',
      ],
      [
        `${P.onboardingDashboard}?period=custom&from=2026-11-20&to=2026-11-2`,
        'to',
        'Bitte gib ein Datum im Format JJJJ-MM-TT an.',
      ],
      [
        `${P.onboardingSessions}?per_page=15`,
        'per_page',
        'Erlaubt sind 10, 20, 50 oder 100 Einträge pro Seite.',
      ],
      [`${P.registrationSessions}?period=custom&from=2026-11-20`, 'to', 'Bitte wähle ein Enddatum.'],
      [`${P.onboardingSessions}?status=fertig`, 'status', 'Ungültige Option'],
      [`${P.onboardingSessions}?page=0`, 'page', 'Zu klein'],
      [P.onboardingSession.replace(':id', 'abc'), 'id', 'Diese Session gibt es nicht.'],
      [`${P.auditLog}?limit=500`, 'limit', 'Zu groß'],
    ];
    for (const [url, field, message] of cases) {
      const response = await get(admin, url);
      expect(response.statusCode, url).toBe(422);
      const body = response.json();
      expect(body.success).toBe(false);
      expect(body.errors[field]?.join(' '), url).toContain(message);
    }
  });
});
