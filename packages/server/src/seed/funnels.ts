/**
 * The demo's funnel history (docs/demo-data.md, "Funnels"): eight weeks of landing-page visits and
 * wizard runs that fit the demo members. Every member who joined in those weeks signed up in a
 * registration session with their own name and e-mail and then ran the wizard (completed with the
 * answers of their profile, or left it when they have none); older members edited their profiles or
 * came back to the revised app; visitors bounced, logged in, asked for a one-time login or left the
 * form, the latter under names no member has and no visitor repeats. The rollup is built at the end.
 */
import { randomUUID } from 'node:crypto';
import type { Faker } from '@faker-js/faker';
import type { Insertable, Kysely } from 'kysely';
import { DAY_MS, MINUTE_MS, type TWizardMode } from '@pflegepuls/shared';
import type { DB } from '../platform/db/index.ts';
import type { OnboardingEventsTable, RegistrationEventsTable } from '../platform/db/tables/analytics.ts';
import { markFunnelDirty, rebuildFunnelRollups } from '../domains/analytics/funnel-rollup.ts';
import { saveFieldValues } from '../domains/analytics/field-values.ts';
import {
  answersFromProfile,
  generateOnboardingRun,
  generateRegistrationRun,
  pickDevice,
  pickReferrer,
  randomAnswers,
  type TOnboardingRun,
  type TPerson,
  type TRegistrationPath,
  type TRegistrationRun,
} from './funnel-runs.ts';

export const FUNNEL_DEMO_DAYS = 56;

const slug = (text: string) =>
  text
    .toLowerCase()
    .replaceAll('ä', 'ae')
    .replaceAll('ö', 'oe')
    .replaceAll('ü', 'ue')
    .replaceAll('ß', 'ss')
    .replace(/[^a-z]/g, '');

/** A time of day visitors are awake (UTC 7–24 h, evenings most), on the day `days` days before `now`. */
function visitTime(faker: Faker, now: number, days: number): number {
  const hour = faker.helpers.weightedArrayElement([
    { value: 7, weight: 3 },
    { value: 9, weight: 4 },
    { value: 12, weight: 5 },
    { value: 15, weight: 5 },
    { value: 18, weight: 7 },
    { value: 20, weight: 8 },
    { value: 22, weight: 4 },
  ]);
  const dayStart = Math.floor((now - days * DAY_MS) / DAY_MS) * DAY_MS;
  return dayStart + hour * 60 * MINUTE_MS + faker.number.int({ min: 0, max: 119 }) * MINUTE_MS;
}

/** Seeds the funnel history and builds its rollup; returns the sessions written. */
export async function seedFunnels(
  db: Kysely<DB>,
  faker: Faker,
  options: { now: number },
): Promise<{ registrations: number; onboardings: number }> {
  const { now } = options;
  const since = now - FUNNEL_DEMO_DAYS * DAY_MS;
  const members = await db
    .selectFrom('users')
    .leftJoin('user_onboarding as o', 'o.user_id', 'users.id')
    .selectAll('o')
    .select([
      'users.id as member_id',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.created_at as joined_at',
      'users.is_admin',
    ])
    .orderBy('users.id')
    .execute();
  const takenNames = new Set(members.map((m) => `${m.first_name} ${m.last_name}`));

  const registrations: Array<TRegistrationRun & { userId: number | null }> = [];
  const onboardings: Array<TOnboardingRun & { userId: number }> = [];
  const register = (
    path: TRegistrationPath,
    startedAt: number,
    userId: number | null,
    device = pickDevice(faker),
  ) => {
    if (startedAt >= now - 5 * MINUTE_MS) return;
    registrations.push({
      ...generateRegistrationRun(faker, { path, startedAt, device, referrer: pickReferrer(faker) }),
      userId,
    });
  };
  const runWizard = (
    member: (typeof members)[number],
    options: Omit<Parameters<typeof generateOnboardingRun>[1], 'answers' | 'hasPhone'> & {
      mode: TWizardMode;
    },
  ) => {
    if (options.startedAt >= now - 5 * MINUTE_MS) return;
    const hasProfile = member.user_id !== null;
    const answers = hasProfile ? answersFromProfile(member) : randomAnswers(faker);
    onboardings.push({
      ...generateOnboardingRun(faker, { ...options, answers, hasPhone: !!member.phone }),
      userId: member.member_id,
    });
  };

  // Newcomers: signed up on the landing page, then straight into the wizard on the same device.
  for (const member of members.filter((m) => m.joined_at >= since && m.is_admin === 0)) {
    const device = pickDevice(faker);
    const method = faker.helpers.weightedArrayElement([
      { value: 'email' as const, weight: 78 },
      { value: 'apple' as const, weight: 15 },
      { value: 'google' as const, weight: 7 },
    ]);
    const person = { firstName: member.first_name, lastName: member.last_name, email: member.email };
    register(
      { kind: 'registered', person, method },
      member.joined_at - faker.number.int({ min: 70, max: 240 }) * 1000,
      member.member_id,
      device,
    );
    const wizardStart = member.joined_at + faker.number.int({ min: 15, max: 60 }) * 1000;
    if (member.user_id === null) {
      runWizard(member, { mode: 'standard', startedAt: wizardStart, outcome: 'abandoned', device });
      continue;
    }
    const completedAt = member.completed_at ?? member.joined_at + 10 * MINUTE_MS;
    if (faker.datatype.boolean({ probability: 0.25 }) && completedAt - wizardStart > 5 * MINUTE_MS) {
      // Closed the wizard once and finished it a little later.
      runWizard(member, { mode: 'standard', startedAt: wizardStart, outcome: 'abandoned', device });
      runWizard(member, {
        mode: 'standard',
        startedAt: completedAt - 3 * MINUTE_MS,
        outcome: 'completed',
        device,
        endAt: completedAt,
      });
    } else {
      runWizard(member, {
        mode: 'standard',
        startedAt: wizardStart,
        outcome: 'completed',
        device,
        endAt: completedAt,
      });
    }
  }

  // Older members: profile edits, and returns to the revised app (oldUser) for those of over a year.
  const older = members.filter((m) => m.joined_at < since && m.user_id !== null);
  for (const member of faker.helpers.arrayElements(older, Math.min(older.length, 48))) {
    const isLongAgo = member.joined_at < now - 365 * DAY_MS;
    const mode = faker.helpers.weightedArrayElement([
      { value: 'editMode' as const, weight: 55 },
      { value: 'editShort' as const, weight: 30 },
      ...(isLongAgo ? [{ value: 'oldUser' as const, weight: 25 }] : []),
    ]);
    const outcome = faker.helpers.weightedArrayElement([
      { value: 'completed' as const, weight: mode === 'oldUser' ? 66 : 80 },
      { value: 'abandoned' as const, weight: mode === 'oldUser' ? 28 : 16 },
      { value: 'in_progress' as const, weight: 5 },
    ]);
    runWizard(member, {
      mode,
      startedAt: visitTime(faker, now, faker.number.int({ min: 0, max: FUNNEL_DEMO_DAYS - 1 })),
      outcome,
      device: pickDevice(faker),
    });
  }

  // Visitors who did not sign up: every day of the eight weeks.
  const existing = members.filter((m) => m.joined_at < since);
  const newPerson = (): TPerson => {
    for (;;) {
      const firstName = faker.person.firstName(
        faker.helpers.weightedArrayElement([
          { value: 'female' as const, weight: 78 },
          { value: 'male' as const, weight: 22 },
        ]),
      );
      const lastName = faker.person.lastName();
      if (takenNames.has(`${firstName} ${lastName}`)) continue;
      takenNames.add(`${firstName} ${lastName}`);
      const domain = faker.helpers.arrayElement(['example.com', 'example.org', 'example.net']);
      return { firstName, lastName, email: `${slug(firstName)}.${slug(lastName)}@${domain}` };
    }
  };
  for (let days = 0; days < FUNNEL_DEMO_DAYS; days++) {
    const paths: TRegistrationPath[] = [];
    for (let n = faker.number.int({ min: 1, max: 4 }); n > 0; n--) paths.push({ kind: 'bounce' });
    for (let n = faker.number.int({ min: 0, max: 2 }); n > 0; n--)
      paths.push({ kind: 'login', email: faker.helpers.arrayElement(existing).email });
    if (faker.datatype.boolean({ probability: 0.55 }))
      paths.push({ kind: 'form_abandoned', person: newPerson() });
    if (faker.datatype.boolean({ probability: 0.2 }))
      paths.push({ kind: 'one_time_login', email: faker.helpers.arrayElement(existing).email });
    if (faker.datatype.boolean({ probability: 0.12 }))
      paths.push({
        kind: 'social_abandoned',
        provider: faker.helpers.arrayElement(['apple', 'google'] as const),
      });
    for (const path of paths) register(path, visitTime(faker, now, days), null);
  }

  await insertRuns(db, registrations, onboardings);
  await markFunnelDirty(
    db,
    'registration',
    registrations.map((r) => r.session.started_at),
  );
  await markFunnelDirty(
    db,
    'onboarding',
    onboardings.map((r) => r.session.started_at),
  );
  await rebuildFunnelRollups(db, now);
  return { registrations: registrations.length, onboardings: onboardings.length };
}

async function insertRuns(
  db: Kysely<DB>,
  registrations: Array<TRegistrationRun & { userId: number | null }>,
  onboardings: Array<TOnboardingRun & { userId: number }>,
) {
  await db.transaction().execute(async (trx) => {
    for (const run of registrations.sort((a, b) => a.session.started_at - b.session.started_at)) {
      const { id } = await trx
        .insertInto('registration_sessions')
        .values({ ...run.session, uuid: randomUUID(), user_id: run.userId })
        .returning('id')
        .executeTakeFirstOrThrow();
      const events: Insertable<RegistrationEventsTable>[] = run.events.map((e) => ({ ...e, session_id: id }));
      if (events.length) await trx.insertInto('registration_events').values(events).execute();
    }
    for (const run of onboardings.sort((a, b) => a.session.started_at - b.session.started_at)) {
      const { id } = await trx
        .insertInto('onboarding_sessions')
        .values({ ...run.session, uuid: randomUUID(), user_id: run.userId })
        .returning('id')
        .executeTakeFirstOrThrow();
      const events: Insertable<OnboardingEventsTable>[] = run.events.map((e) => ({ ...e, session_id: id }));
      if (events.length) await trx.insertInto('onboarding_events').values(events).execute();
      await saveFieldValues(trx, events);
    }
  });
}
