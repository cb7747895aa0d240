/**
 * The registration and onboarding funnels of the large seed (docs/admin.md, "Funnels"): a year of
 * landing-page visits (120,000) and wizard runs (100,000) with their events, walked by the demo
 * seed's generators (seed/funnel-runs.ts), so steps, counts and values follow the server's rules.
 * Ids grow with the start time as on a live server; twice as many visits lately as a year ago, most
 * in the evening. Each stage ends by building the daily rollup with the server's own rebuild, as the
 * rollup job would. Also the bench's admin accounts.
 */
import type { Faker } from '@faker-js/faker';
import { sql, type Insertable } from 'kysely';
import { DAY_MS, HOUR_MS, MINUTE_MS, type TWizardMode } from '@pflegepuls/shared';
import { hashPassword } from '../../packages/server/src/platform/passwords.ts';
import type {
  OnboardingEventsTable,
  OnboardingSessionsTable,
  RegistrationEventsTable,
  RegistrationSessionsTable,
} from '../../packages/server/src/platform/db/tables/analytics.ts';
import { rebuildFunnelRollups } from '../../packages/server/src/domains/analytics/funnel-rollup.ts';
import { lastFieldValues } from '../../packages/server/src/domains/analytics/field-values.ts';
import {
  generateOnboardingRun,
  generateRegistrationRun,
  pickDevice,
  pickReferrer,
  randomAnswers,
  type TRegistrationPath,
} from '../../packages/server/src/seed/funnel-runs.ts';
import { createSeededFaker } from '../../packages/server/src/seed/users.ts';
import { BENCH_PASSWORD } from './users.ts';
import { resetIdSequence } from './helpers.ts';
import type { TSeedContext, TSeedStage } from './types.ts';

export const REGISTRATION_SESSION_COUNT = 120_000;
export const ONBOARDING_SESSION_COUNT = 100_000;
/** The bench's admins (`admin.<n>@${BENCH_ADMIN_EMAIL_DOMAIN}`), outside the members' domain. */
export const BENCH_ADMIN_COUNT = 5;
export const BENCH_ADMIN_EMAIL_DOMAIN = 'admin.bench.pflegepuls.de';

const FAKER_SEED = 1_700_000;
const YEAR_DAYS = 364;

type TMember = { id: number; first_name: string; last_name: string; email: string };

/**
 * The start of item `i` of `count` within the last year, in order (ids grow with time, as on a live
 * server), most in the evening (UTC hours). The community grows: the density falls linearly with
 * age, today twice as many as a year ago (inverse of F(x) = (2x − x²/2) / 1.5 for the age x).
 */
function startTime(faker: Faker, now: number, i: number, count: number): number {
  const u = 1 - (i + faker.number.float()) / count;
  const ageDays = Math.floor(YEAR_DAYS * (2 - Math.sqrt(4 - 3 * u)));
  const hour = faker.helpers.weightedArrayElement([
    { value: 5, weight: 3 },
    { value: 8, weight: 4 },
    { value: 11, weight: 5 },
    { value: 14, weight: 5 },
    { value: 17, weight: 7 },
    { value: 19, weight: 8 },
    { value: 21, weight: 4 },
  ]);
  const day = Math.floor((now - ageDays * DAY_MS) / DAY_MS) * DAY_MS;
  const at = day + hour * HOUR_MS + faker.number.int({ min: 0, max: 2 * HOUR_MS - 1 });
  return Math.min(at, now - faker.number.int({ min: 5, max: 600 }) * MINUTE_MS);
}

/** Marks every hour with sessions dirty and rebuilds those days' rollup, as the rollup job would. */
async function buildRollup(ctx: TSeedContext, funnel: 'onboarding' | 'registration') {
  const table =
    funnel === 'onboarding' ? sql.table('onboarding_sessions') : sql.table('registration_sessions');
  await sql`insert into funnel_dirty_hours (funnel, hour)
    select distinct ${funnel}, started_at / 3600000 from ${table}`.execute(ctx.db);
  await rebuildFunnelRollups(ctx.db, ctx.now);
}

async function loadMembers(ctx: TSeedContext): Promise<TMember[]> {
  return ctx.db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email'])
    .where('email', 'not like', `%@${BENCH_ADMIN_EMAIL_DOMAIN}`)
    .orderBy('id')
    .execute();
}

/** 120,000 landing-page visits: bounces, logins, abandoned forms, sign-ups (about one in nine). */
export function createRegistrationFunnelStage(): TSeedStage {
  let faker: Faker;
  let members: TMember[] = [];
  return {
    name: 'registration sessions',
    count: REGISTRATION_SESSION_COUNT,
    batchSize: 5_000,
    independentBatches: true,
    async prepare(ctx) {
      faker = createSeededFaker(FAKER_SEED);
      members = await loadMembers(ctx);
    },
    async insertBatch(ctx, from, to) {
      const sessions: Insertable<RegistrationSessionsTable>[] = [];
      const events: Insertable<RegistrationEventsTable>[] = [];
      for (let i = from; i < to; i++) {
        const member = members[faker.number.int({ min: 0, max: members.length - 1 })]!;
        const kind = faker.helpers.weightedArrayElement([
          { value: 'bounce' as const, weight: 45 },
          { value: 'login' as const, weight: 22 },
          { value: 'form_abandoned' as const, weight: 14 },
          { value: 'registered' as const, weight: 11 },
          { value: 'one_time_login' as const, weight: 5 },
          { value: 'social_abandoned' as const, weight: 3 },
        ]);
        const person = { firstName: member.first_name, lastName: member.last_name, email: member.email };
        const path: TRegistrationPath =
          kind === 'registered'
            ? {
                kind,
                person,
                method: faker.helpers.weightedArrayElement([
                  { value: 'email' as const, weight: 78 },
                  { value: 'apple' as const, weight: 15 },
                  { value: 'google' as const, weight: 7 },
                ]),
              }
            : kind === 'form_abandoned'
              ? {
                  kind,
                  person: {
                    firstName: faker.person.firstName(),
                    lastName: faker.person.lastName(),
                    email: `besuch.${i}@example.org`,
                  },
                }
              : kind === 'login' || kind === 'one_time_login'
                ? { kind, email: member.email }
                : kind === 'social_abandoned'
                  ? { kind, provider: faker.helpers.arrayElement(['apple', 'google'] as const) }
                  : { kind };
        const run = generateRegistrationRun(faker, {
          path,
          startedAt: startTime(
            faker,
            ctx.now,
            i,
            Math.max(1, Math.round(REGISTRATION_SESSION_COUNT * ctx.scale)),
          ),
          device: pickDevice(faker),
          referrer: pickReferrer(faker),
        });
        const id = i + 1;
        sessions.push({
          ...run.session,
          id,
          uuid: faker.string.uuid(),
          user_id: kind === 'registered' ? member.id : null,
        });
        for (const event of run.events) events.push({ ...event, session_id: id });
      }
      await ctx.insert('registration_sessions', sessions);
      await ctx.insert('registration_events', events);
    },
    async finish(ctx) {
      await resetIdSequence(ctx, 'registration_sessions');
      await buildRollup(ctx, 'registration');
    },
  };
}

/** 100,000 wizard runs of members: first runs, profile edits and returns, completed or left at a step. */
export function createOnboardingFunnelStage(): TSeedStage {
  let faker: Faker;
  let members: TMember[] = [];
  return {
    name: 'onboarding sessions',
    count: ONBOARDING_SESSION_COUNT,
    batchSize: 2_500,
    independentBatches: true,
    async prepare(ctx) {
      faker = createSeededFaker(FAKER_SEED + 1);
      members = await loadMembers(ctx);
    },
    async insertBatch(ctx, from, to) {
      const sessions: Insertable<OnboardingSessionsTable>[] = [];
      const events: Insertable<OnboardingEventsTable>[] = [];
      for (let i = from; i < to; i++) {
        const member = members[i % members.length]!;
        const mode: TWizardMode = faker.helpers.weightedArrayElement([
          { value: 'standard' as const, weight: 56 },
          { value: 'editMode' as const, weight: 18 },
          { value: 'editShort' as const, weight: 10 },
          { value: 'oldUser' as const, weight: 11 },
          { value: 'phoneVerified' as const, weight: 5 },
        ]);
        const isEdit = mode === 'editMode' || mode === 'editShort';
        const outcome = faker.helpers.weightedArrayElement([
          { value: 'completed' as const, weight: isEdit ? 80 : 61 },
          { value: 'abandoned' as const, weight: isEdit ? 16 : 34 },
          { value: 'in_progress' as const, weight: 5 },
        ]);
        const answers = randomAnswers(faker);
        const run = generateOnboardingRun(faker, {
          mode,
          answers,
          startedAt: startTime(
            faker,
            ctx.now,
            i,
            Math.max(1, Math.round(ONBOARDING_SESSION_COUNT * ctx.scale)),
          ),
          outcome,
          device: pickDevice(faker),
          hasPhone: answers.jobOffers === 'yes',
        });
        const id = i + 1;
        sessions.push({ ...run.session, id, uuid: faker.string.uuid(), user_id: member.id });
        for (const event of run.events) events.push({ ...event, session_id: id });
      }
      await ctx.insert('onboarding_sessions', sessions);
      await ctx.insert('onboarding_events', events);
      await ctx.insert('onboarding_field_values', lastFieldValues(events));
    },
    async finish(ctx) {
      await resetIdSequence(ctx, 'onboarding_sessions');
      await buildRollup(ctx, 'onboarding');
    },
  };
}

/** The admins the bench logs in as for the admin routes (their sessions: lib/sessions.ts). */
export function createBenchAdminsStage(): TSeedStage {
  let passwordHash = '';
  return {
    name: 'admins',
    count: BENCH_ADMIN_COUNT,
    async prepare() {
      passwordHash = await hashPassword(BENCH_PASSWORD);
    },
    async insertBatch(ctx, from, to) {
      const rows = [];
      for (let i = from; i < to; i++) {
        rows.push({
          email: `admin.${i + 1}@${BENCH_ADMIN_EMAIL_DOMAIN}`,
          password_hash: passwordHash,
          first_name: 'Bench',
          last_name: `Admin ${i + 1}`,
          user_name: `bench.admin.${i + 1}`,
          current_position: 'Pflegedienstleitung',
          is_admin: 1,
          created_at: ctx.now - YEAR_DAYS * DAY_MS,
          updated_at: ctx.now,
        });
      }
      await ctx.insert('users', rows);
    },
  };
}
