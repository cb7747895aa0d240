import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MATCH_HINTS,
  MATCHER_MESSAGES,
  type TJobAd,
  type TJobMatchList,
  type TMatcherSyncList,
  type TSuggestedTalentList,
} from '@pflegepuls/shared';
import type { TTestApp } from '../../test/harness.ts';
import { call, ok, openVisitor } from '../../test/member.ts';
import {
  admin,
  jobInput,
  makeCompany,
  member,
  openJobsTestApp,
  publishedAd,
  type TMember,
} from '../jobs/test-helpers.ts';
import { REMATCH_LAG_MS, rematchChanges } from './incremental.ts';
import { currentRunId } from './service.ts';
import { claimRun, executeRun } from './sync.ts';

const DAY = 86_400_000;

let t: TTestApp;
let boss: TMember;
let recruiter: TMember;
let otherRecruiter: TMember;
let nurse: TMember;
let icuAd: TJobAd;
let pausedAd: TJobAd;

/** The wizard's job answers, as onboarding stores them. */
async function answers(userId: number, fields: Record<string, unknown> = {}) {
  const now = Date.now();
  const row = {
    user_id: userId,
    education: 'dreijaehrige_ausbildung',
    years_of_experience: 4,
    wants_job_offers: 1,
    commute_distance: 'up_to_20',
    work_areas: JSON.stringify(['krankenhaus']),
    work_areas_hospital: JSON.stringify(['intensivstation']),
    has_driver_license: 1,
    trainings: JSON.stringify(['intensivpflege_anaesthesie']),
    created_at: now,
    updated_at: now,
    ...fields,
  };
  await t.database.db
    .insertInto('user_onboarding')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
    .execute();
}

async function runSync() {
  const runId = await claimRun(t.database.db, 'cli', null);
  expect(runId).not.toBeNull();
  return executeRun(t.database.db, runId!, { events: t.deps.events });
}

/** The incremental pass as if it ran a moment after the changes so far. */
async function rematchNow() {
  const pass = await rematchChanges(t.database.db, Date.now() + REMATCH_LAG_MS);
  // The window ends in this millisecond: the next change must be stamped after it.
  await new Promise((resolve) => setTimeout(resolve, 2));
  return pass;
}

const myMatches = (m: TMember) => ok<TJobMatchList>(t, m.client, 'GET', '/api/jobs/matches');

beforeAll(async () => {
  t = await openJobsTestApp();
  boss = await admin(t);
  recruiter = await member(t);
  otherRecruiter = await member(t);
  const clinic = await makeCompany(t, boss, { name: 'Uniklinik Köln', plz: '50937', recruiter });
  await makeCompany(t, boss, { name: 'Pflegedienst Bonn', plz: '53111', recruiter: otherRecruiter });
  icuAd = await publishedAd(t, recruiter, clinic.id, jobInput(clinic.locations[0]!.id));
  pausedAd = await publishedAd(
    t,
    recruiter,
    clinic.id,
    jobInput(clinic.locations[0]!.id, { title: 'Pausierte Stelle' }),
  );
  await ok(t, recruiter.client, 'POST', `/api/jobs/${pausedAd.uid}/status`, { status: 'paused' }, 200);
  nurse = await member(t, { country: 'DE', plz: '50667' });
  await answers(nurse.userId);
});

afterAll(() => t.close());

describe('the sync trigger', () => {
  it('is for admins only', async () => {
    const visitor = await openVisitor(t);
    expect((await call(t, visitor, 'POST', '/matcher-sync/trigger')).statusCode).toBe(401);
    expect((await call(t, nurse.client, 'POST', '/matcher-sync/trigger')).statusCode).toBe(403);
    expect((await call(t, nurse.client, 'GET', '/matcher-sync/notifications')).statusCode).toBe(403);
    expect((await call(t, visitor, 'GET', '/matcher-sync/notifications')).statusCode).toBe(401);
  });

  it('queues one run, refuses a second while it runs, and tells the admin with debug data', async () => {
    const first = await call(t, boss.client, 'POST', '/matcher-sync/trigger');
    expect(first.statusCode).toBe(200);
    expect(first.json().data.note).toBe(MATCHER_MESSAGES.queued);
    const second = await call(t, boss.client, 'POST', '/matcher-sync/trigger');
    // Either the first still runs (409), or it ended already; never two at once.
    if (second.statusCode === 409) expect(second.json().message).toBe(MATCHER_MESSAGES.alreadyRunning);
    await t.deps.jobs.idle();
    await t.deps.jobs.idle();
    const list = await ok<TMatcherSyncList>(
      t,
      boss.client,
      'GET',
      '/matcher-sync/notifications?offset=0&limit=20',
    );
    expect(list.totalCount).toBeGreaterThanOrEqual(1);
    const [latest] = list.notifications;
    expect(latest!.messageType).toBe('admin_debug_matcher_sync');
    expect(latest!.debugData.status).toBe('success');
    expect(latest!.debugData.job_type).toBe('sync:kunden-lists');
    expect(latest!.debugData.statistics).toMatchObject({
      talents_considered: 1,
      ads_considered: 1,
      matches: 1,
    });
    expect(latest!.debugData.jobs).toMatchObject({ with_matches: 1 });
    expect(latest!.debugData.error).toBeNull();
    // The general notification list shows the debug data to admins.
    const general = await ok<{ notifications: Array<{ messageType: string; debugData?: unknown }> }>(
      t,
      boss.client,
      'GET',
      '/api/user/notifications',
    );
    expect(
      general.notifications.find((n) => n.messageType === 'admin_debug_matcher_sync')?.debugData,
    ).toBeTruthy();
  });

  it('validates the list query in German', async () => {
    const response = await call(t, boss.client, 'GET', '/matcher-sync/notifications?limit=500');
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(MATCHER_MESSAGES.limitInvalid);
  });

  it('gives one run for two claims at once', async () => {
    const claims = await Promise.all([
      claimRun(t.database.db, 'admin', boss.userId),
      claimRun(t.database.db, 'cli', null),
    ]);
    expect(claims.filter((id) => id !== null)).toHaveLength(1);
    await executeRun(
      t.database.db,
      claims.find((id) => id !== null)!,
    );
  });
});

describe('the lists', () => {
  it('shows the member their matches with reasons, open ads only', async () => {
    await runSync();
    const { matches, hint } = await myMatches(nurse);
    expect(hint).toBeNull();
    expect(matches.map((m) => m.jobAd.uid)).toEqual([icuAd.uid]);
    expect(matches[0]!.reasons[0]).toMatch(/^\d+(,\d)? km entfernt, du fährst bis 20 km$/);
    expect(matches[0]!.reasons).toContain('Intensivstation gewünscht');
    expect(matches[0]!.score).toBeGreaterThan(50);
  });

  it("shows the ad's company its suggested talents, and nobody else", async () => {
    const { talents } = await ok<TSuggestedTalentList>(
      t,
      recruiter.client,
      'GET',
      `/api/jobs/${icuAd.uid}/suggested-talents`,
    );
    expect(talents.map((x) => x.user.id)).toEqual([nurse.userId]);
    expect(talents[0]!.reasons[0]).toMatch(/fährt bis 20 km$/);
    expect(talents[0]!.qualification).toBe('Dreijährige Ausbildung');
    expect(talents[0]!.hasApplied).toBe(false);
    expect(JSON.stringify(talents)).not.toContain('@');
    expect(
      (await call(t, otherRecruiter.client, 'GET', `/api/jobs/${icuAd.uid}/suggested-talents`)).statusCode,
    ).toBe(403);
    expect((await call(t, nurse.client, 'GET', `/api/jobs/${icuAd.uid}/suggested-talents`)).statusCode).toBe(
      403,
    );
    const visitor = await openVisitor(t);
    expect((await call(t, visitor, 'GET', `/api/jobs/${icuAd.uid}/suggested-talents`)).statusCode).toBe(401);
    expect((await call(t, visitor, 'GET', '/api/jobs/matches')).statusCode).toBe(401);
  });

  it('hides a member from a company at once when they switch on discreet mode', async () => {
    const company = await t.database.db
      .selectFrom('companies')
      .select('id')
      .where('name', '=', 'Uniklinik Köln')
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('discreet_companies')
      .values({ user_id: nurse.userId, company_id: company.id, created_at: Date.now() })
      .execute();
    const { talents } = await ok<TSuggestedTalentList>(
      t,
      recruiter.client,
      'GET',
      `/api/jobs/${icuAd.uid}/suggested-talents`,
    );
    expect(talents).toEqual([]);
    await runSync();
    expect((await myMatches(nurse)).matches).toEqual([]);
    await t.database.db.deleteFrom('discreet_companies').where('user_id', '=', nurse.userId).execute();
    await runSync();
    expect((await myMatches(nurse)).matches).toHaveLength(1);
  });

  it('leaves out members without a postal code, inactive members and those not wanting offers', async () => {
    const noPlz = await member(t);
    await answers(noPlz.userId);
    const inactive = await member(t, { country: 'DE', plz: '50667' });
    await answers(inactive.userId);
    await t.database.db
      .updateTable('users')
      .set({ last_seen_at: Date.now() - 91 * DAY, created_at: Date.now() - 400 * DAY })
      .where('id', '=', inactive.userId)
      .execute();
    const notLooking = await member(t, { country: 'DE', plz: '50667' });
    await answers(notLooking.userId, { wants_job_offers: 0 });
    const outcome = await runSync();
    expect(outcome.debug.statistics).toMatchObject({ talents_considered: 1 });
    expect((await myMatches(noPlz)).hint?.code).toBe('no_plz');
    expect((await myMatches(notLooking)).hint).toEqual({ code: 'no_offers', text: MATCH_HINTS.no_offers });
    const { talents } = await ok<TSuggestedTalentList>(
      t,
      recruiter.client,
      'GET',
      `/api/jobs/${icuAd.uid}/suggested-talents`,
    );
    expect(talents.map((x) => x.user.id)).toEqual([nurse.userId]);
  });

  it('keeps the previous lists when a run fails half-way', async () => {
    const before = await currentRunId(t.database.db);
    const runId = await claimRun(t.database.db, 'cli', null);
    const outcome = await executeRun(t.database.db, runId!, {
      progress: (phase) => {
        if (phase === 'write') throw new Error('Datenbank voll');
      },
    });
    expect(outcome.status).toBe('failed');
    expect(outcome.debug.error).toBe('Datenbank voll');
    expect(await currentRunId(t.database.db)).toBe(before);
    const pairs = await t.database.db
      .selectFrom('matcher_matches')
      .select('run_id')
      .where('run_id', '=', runId!)
      .execute();
    expect(pairs).toEqual([]);
    expect((await myMatches(nurse)).matches).toHaveLength(1);
    // The claim is released: the next run starts.
    expect(await claimRun(t.database.db, 'cli', null)).not.toBeNull();
    await t.database.db
      .updateTable('matcher_runs')
      .set({ status: 'failed' })
      .where('status', '=', 'running')
      .execute();
  });

  it('re-matches a member whose answers changed, without a full run', async () => {
    await runSync();
    await answers(nurse.userId, { work_areas: JSON.stringify(['stationaere_pflege']) });
    const pass = await rematchNow();
    expect(pass?.users).toBeGreaterThanOrEqual(1);
    expect((await myMatches(nurse)).matches).toEqual([]);
    await answers(nurse.userId);
    await rematchNow();
    expect((await myMatches(nurse)).matches.map((m) => m.jobAd.uid)).toEqual([icuAd.uid]);
  });

  it('re-matches an ad that was paused or published again', async () => {
    await ok(t, recruiter.client, 'POST', `/api/jobs/${pausedAd.uid}/status`, { status: 'published' }, 200);
    await rematchNow();
    expect((await myMatches(nurse)).matches.map((m) => m.jobAd.uid).sort()).toEqual(
      [icuAd.uid, pausedAd.uid].sort(),
    );
    await ok(t, recruiter.client, 'POST', `/api/jobs/${pausedAd.uid}/status`, { status: 'filled' }, 200);
    // The reader drops closed ads at once; the re-match removes the pair.
    expect((await myMatches(nurse)).matches.map((m) => m.jobAd.uid)).toEqual([icuAd.uid]);
    await rematchNow();
    const pairs = await t.database.db
      .selectFrom('matcher_matches')
      .select('user_id')
      .where('job_ad_id', '=', pausedAd.id)
      .execute();
    expect(pairs).toEqual([]);
  });
});
