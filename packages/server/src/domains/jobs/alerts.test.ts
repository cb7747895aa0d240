/**
 * Saved job searches and their daily alerts on both databases: who may save what, the limits, and
 * an alert naming only ads published since the last one that match (radius included), once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DAY_MS,
  JOB_MESSAGES as M,
  JOB_SEARCHES_MAX,
  SHIFT_MODELS,
  WORK_AREA_OPTIONS,
  type TCompany,
  type TJobSearches,
} from '@pflegepuls/shared';
import { testDialect, type TTestApp } from '../../test/harness.ts';
import { call, ok, openVisitor } from '../../test/member.ts';
import { runDailyNotificationJobs } from '../notifications/daily.ts';
import {
  admin,
  jobInput,
  makeCompany,
  member,
  openJobsTestApp,
  publishedAd,
  type TMember,
} from './test-helpers.ts';

describe(`job alerts on ${testDialect}`, () => {
  let t: TTestApp;
  let recruiter: TMember;
  let berliner: TMember;
  let homeless: TMember;
  let berlin: TCompany;
  let cologne: TCompany;
  beforeAll(async () => {
    t = await openJobsTestApp();
    const boss = await admin(t);
    recruiter = await member(t);
    berliner = await member(t, { country: 'DE', plz: '10115' });
    homeless = await member(t);
    berlin = await makeCompany(t, boss, { name: 'Charité Alarmtest', plz: '10117', recruiter });
    cologne = await makeCompany(t, boss, { name: 'Uniklinik Alarmtest', plz: '50667', recruiter });
  }, 120_000);
  afterAll(() => t.close());

  const alertsOf = (who: TMember) =>
    t.database.db
      .selectFrom('notifications')
      .select(['data', 'event_count'])
      .where('user_id', '=', who.userId)
      .where('type', '=', 'job_alert')
      .execute();

  it('saves searches for members only, validated, once each, at most ten', async () => {
    expect(
      (await call(t, await openVisitor(t), 'POST', '/api/jobs/searches', { shiftModel: 'nacht' })).statusCode,
    ).toBe(401);
    expect(
      (await call(t, berliner.client, 'POST', '/api/jobs/searches', { shiftModel: 'mittag' })).statusCode,
    ).toBe(422);
    expect((await call(t, berliner.client, 'POST', '/api/jobs/searches', { cursor: 'x' })).statusCode).toBe(
      422,
    );
    const noPlace = await call(t, homeless.client, 'POST', '/api/jobs/searches', { radius: 20 });
    expect(noPlace.statusCode).toBe(422);
    expect(noPlace.json().message).toBe(M.distanceNeedsPlz);

    const saved = await ok<TJobSearches>(t, berliner.client, 'POST', '/api/jobs/searches', {
      shiftModel: 'nacht',
      radius: 20,
    });
    expect(saved.searches.map((s) => s.filters)).toEqual([{ shiftModel: 'nacht', radius: 20 }]);
    const twice = await call(t, berliner.client, 'POST', '/api/jobs/searches', {
      radius: 20,
      shiftModel: 'nacht',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(M.searchExists);

    const distinct = [
      ...SHIFT_MODELS.map((shift) => ({ shiftModel: shift.value })),
      ...WORK_AREA_OPTIONS.map((area) => ({ workArea: area.value })),
    ];
    for (const filters of distinct.slice(0, JOB_SEARCHES_MAX))
      await ok(t, homeless.client, 'POST', '/api/jobs/searches', filters);
    const tooMany = await call(t, homeless.client, 'POST', '/api/jobs/searches', distinct[JOB_SEARCHES_MAX]);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(M.searchesTooMany);

    // Deleting: only one's own.
    const own = saved.searches[0]!.id;
    expect((await call(t, homeless.client, 'DELETE', `/api/jobs/searches/${own}`)).statusCode).toBe(404);
    expect((await call(t, berliner.client, 'DELETE', '/api/jobs/searches/abc')).statusCode).toBe(422);
  });

  it('alerts once a day about new matching ads within the radius, and never twice', async () => {
    const db = t.database.db;
    // Published after the search was saved: night shifts in Berlin (in) and Cologne (out), a day shift in Berlin (out).
    await publishedAd(
      t,
      recruiter,
      berlin.id,
      jobInput(berlin.locations[0]!.id, { title: 'Pflegefachkraft Nachtdienst Innere' }),
    );
    await publishedAd(
      t,
      recruiter,
      cologne.id,
      jobInput(cologne.locations[0]!.id, { title: 'Pflegefachkraft Nachtdienst Köln' }),
    );
    await publishedAd(
      t,
      recruiter,
      berlin.id,
      jobInput(berlin.locations[0]!.id, {
        title: 'Pflegefachkraft Frühdienst Innere',
        shiftModels: ['frueh'],
      }),
    );

    const now = Date.now() + 1000;
    const first = await runDailyNotificationJobs(db, { mailer: t.deps.mailer, config: t.config, now });
    expect(first.job_alerts).toEqual({ alerted: expect.any(Number) });
    const alerts = await alertsOf(berliner);
    expect(alerts).toHaveLength(1);
    expect(JSON.parse(alerts[0]!.data!)).toEqual({
      text: '1 neue Stelle passt zu deinem Suchauftrag „Nacht · 20 km“',
      url: '/stellenangebote?radius=20&shiftModel=nacht',
    });

    // The next day without new ads: nothing new.
    await runDailyNotificationJobs(db, { mailer: t.deps.mailer, config: t.config, now: now + DAY_MS });
    expect(await alertsOf(berliner)).toHaveLength(1);
    expect((await alertsOf(berliner))[0]!.event_count).toBe(1);

    // Deleting the search ends its alerts.
    const { searches } = await ok<TJobSearches>(t, berliner.client, 'GET', '/api/jobs/searches');
    const left = await ok<TJobSearches>(
      t,
      berliner.client,
      'DELETE',
      `/api/jobs/searches/${searches[0]!.id}`,
    );
    expect(left.searches).toEqual([]);
  });
});
