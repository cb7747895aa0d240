/**
 * Applications over HTTP on both databases: applying with PDFs, who may read what (applicant,
 * recruiter of the company, recruiter of another company, other members, admins, visitors), the
 * status steps and their notifications, notes, CSV, withdrawal, talent pool, the automatic
 * deletion with a set clock, the data export and account deletion.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPLICATION_MESSAGES as M,
  DAY_MS,
  TALENT_POOL_MS,
  type TApplication,
  type TApplicationsPage,
  type TCompany,
  type TJobAd,
  type TPipelineAnswer,
} from '@pflegepuls/shared';
import { testDialect, TEST_PASSWORD, type TTestApp } from '../../test/harness.ts';
import { call, ok, openVisitor, postMultipart, type TMultipartFile } from '../../test/member.ts';
import {
  admin,
  jobInput,
  makeCompany,
  member,
  openJobsTestApp,
  publishedAd,
  type TMember,
} from '../jobs/test-helpers.ts';
import { purgeDecidedApplications } from './lifecycle.ts';

const pdf = (name = 'Lebenslauf.pdf', body = 'Lebenslauf'): TMultipartFile => ({
  field: 'files',
  name,
  type: 'application/pdf',
  data: Buffer.from(`%PDF-1.4\n% ${body}\n%%EOF\n`),
});

describe(`applications on ${testDialect}`, () => {
  let t: TTestApp;
  let boss: TMember;
  let recruiterA: TMember;
  let recruiterB: TMember;
  let nurse: TMember;
  let stranger: TMember;
  let companyA: TCompany;
  let ad: TJobAd;
  let application: TApplication;

  const apply = (
    who: TMember,
    uid: string,
    fields: Record<string, string> = {},
    files: TMultipartFile[] = [],
  ) => postMultipart(t, who.client, `/api/jobs/${uid}/applications`, fields, files);
  const notificationsOf = async (who: TMember) =>
    t.database.db
      .selectFrom('notifications')
      .select(['type', 'data'])
      .where('user_id', '=', who.userId)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    t = await openJobsTestApp();
    boss = await admin(t);
    recruiterA = await member(t);
    recruiterB = await member(t);
    nurse = await member(t, { country: 'DE', plz: '10115' });
    stranger = await member(t);
    companyA = await makeCompany(t, boss, { name: 'Klinikum Bewerbungstest', recruiter: recruiterA });
    await makeCompany(t, boss, { name: 'Pflegeheim Anderswo', plz: '50667', recruiter: recruiterB });
    ad = await publishedAd(t, recruiterA, companyA.id, jobInput(companyA.locations[0]!.id));
  }, 120_000);
  afterAll(() => t.close());

  it('takes an application with a message and PDFs, once, and tells the company', async () => {
    const sent = await apply(
      nurse,
      ad.uid,
      { message: 'Ich freue mich auf Ihre Antwort.', talentPool: 'false' },
      [pdf(), pdf('Zeugnis.pdf', 'Zeugnis')],
    );
    expect(sent.statusCode, sent.body).toBe(201);
    application = (sent.json() as { application: TApplication }).application;
    expect(application.status).toBe('received');
    expect(application.viewer).toBe('applicant');
    expect(application.notes).toBeNull();
    expect(application.files.map((f) => f.fileName)).toEqual(['Lebenslauf.pdf', 'Zeugnis.pdf']);
    expect(application.steps.map((s) => s.status)).toEqual(['received']);
    expect(application.profile.fullName.length).toBeGreaterThan(2);
    expect(application.profile.plz).toBe('10115');
    // Stored outside the public folder.
    expect(
      existsSync(path.join(t.config.dataDir, 'private-uploads', 'applications', String(application.id))),
    ).toBe(true);

    const again = await apply(nurse, ad.uid);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyApplied);

    await t.deps.jobs.idle();
    const told = await notificationsOf(recruiterA);
    expect(told.map((n) => n.type)).toContain('application_received');
    expect(await notificationsOf(recruiterB)).toEqual([]);

    const mine = await ok<{ application: { id: number; status: string } | null }>(
      t,
      nurse.client,
      'GET',
      `/api/jobs/${ad.uid}/my-application`,
    );
    expect(mine.application).toEqual({ id: application.id, status: 'received' });
  });

  it('refuses visitors, bad files, too many files, the own company and closed ads, changing nothing', async () => {
    const visitor = await openVisitor(t);
    const anonymous = await postMultipart(t, visitor, `/api/jobs/${ad.uid}/applications`, {});
    expect(anonymous.statusCode).toBe(401);

    const text: TMultipartFile = {
      field: 'files',
      name: 'cv.pdf',
      type: 'application/pdf',
      data: Buffer.from('kein pdf'),
    };
    const wrong = await apply(stranger, ad.uid, {}, [text]);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(M.fileType);
    const four = await apply(stranger, ad.uid, {}, [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf'), pdf('d.pdf')]);
    expect(four.statusCode).toBe(422);
    const long = await apply(stranger, ad.uid, { message: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(422);
    expect(long.json().message).toBe(M.messageTooLong);
    const json = await call(t, stranger.client, 'POST', `/api/jobs/${ad.uid}/applications`, {
      message: 'hi',
    });
    expect(json.statusCode).toBe(400);

    const own = await apply(recruiterA, ad.uid);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(M.ownCompany);

    const draft = await ok<{ jobAd: TJobAd }>(
      t,
      recruiterA.client,
      'POST',
      `/api/company/${companyA.id}/job-ads`,
      jobInput(companyA.locations[0]!.id, { title: 'Pflegehilfskraft Entwurf' }),
    );
    expect((await apply(stranger, draft.jobAd.uid)).statusCode).toBe(404);
    await ok(
      t,
      recruiterA.client,
      'POST',
      `/api/jobs/${draft.jobAd.uid}/status`,
      { status: 'published' },
      200,
    );
    await ok(t, recruiterA.client, 'POST', `/api/jobs/${draft.jobAd.uid}/status`, { status: 'filled' }, 200);
    const filled = await apply(stranger, draft.jobAd.uid);
    expect(filled.statusCode).toBe(409);
    expect(filled.json().message).toBe(M.notOpen);

    const count = await t.database.db
      .selectFrom('job_applications')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('shows the application to the applicant, the company and admins only; the first look is "gesehen"', async () => {
    const url = `/api/applications/${application.id}`;
    expect((await call(t, await openVisitor(t), 'GET', url)).statusCode).toBe(401);
    expect((await call(t, stranger.client, 'GET', url)).statusCode).toBe(404);
    expect((await call(t, recruiterB.client, 'GET', url)).statusCode).toBe(404);

    const seen = await ok<{ application: TApplication }>(t, recruiterA.client, 'GET', url);
    expect(seen.application.viewer).toBe('company');
    expect(seen.application.status).toBe('seen');
    expect(seen.application.notes).toEqual([]);
    expect(seen.application.message).toBe('Ich freue mich auf Ihre Antwort.');

    const byAdmin = await ok<{ application: TApplication }>(t, boss.client, 'GET', url);
    expect(byAdmin.application.viewer).toBe('company');
    expect(byAdmin.application.steps.map((s) => s.status)).toEqual(['received', 'seen']);

    await t.deps.jobs.idle();
    const told = await notificationsOf(nurse);
    expect(told.at(-1)?.type).toBe('application_status');
    expect(told.at(-1)?.data).toContain('gesehen');

    const list = await ok<TApplicationsPage>(t, nurse.client, 'GET', '/api/applications/mine');
    expect(list.applications.map((a) => [a.id, a.status])).toEqual([[application.id, 'seen']]);
    expect(list.applications[0]!.applicantName).toBeNull();
  });

  it('serves attachments to the applicant and the company only, and logs the company’s reads', async () => {
    const url = `/api/applications/${application.id}/files/${application.files[0]!.id}`;
    const own = await call(t, nurse.client, 'GET', url);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.body.startsWith('%PDF-')).toBe(true);
    expect((await call(t, recruiterA.client, 'GET', url)).statusCode).toBe(200);
    expect((await call(t, recruiterB.client, 'GET', url)).statusCode).toBe(404);
    expect((await call(t, stranger.client, 'GET', url)).statusCode).toBe(404);
    expect((await call(t, await openVisitor(t), 'GET', url)).statusCode).toBe(401);
    expect(
      (await call(t, nurse.client, 'GET', `/api/applications/${application.id}/files/999999`)).statusCode,
    ).toBe(404);

    const reads = await t.database.db
      .selectFrom('job_application_reads')
      .select(['what', 'reader_id'])
      .where('application_id', '=', application.id)
      .orderBy('id')
      .execute();
    expect(reads).toEqual([
      { what: 'application', reader_id: recruiterA.userId },
      { what: 'application', reader_id: boss.userId },
      { what: 'file', reader_id: recruiterA.userId },
    ]);
  });

  it('lets the company move the application, note and export; tells the applicant each step', async () => {
    const url = `/api/applications/${application.id}/status`;
    expect((await call(t, nurse.client, 'POST', url, { status: 'hired' })).statusCode).toBe(403);
    expect((await call(t, recruiterB.client, 'POST', url, { status: 'hired' })).statusCode).toBe(404);
    expect((await call(t, recruiterA.client, 'POST', url, { status: 'received' })).statusCode).toBe(422);
    const wrongReason = await call(t, recruiterA.client, 'POST', url, {
      status: 'interview',
      reason: 'filled',
    });
    expect(wrongReason.statusCode).toBe(422);
    expect(wrongReason.json().message).toBe(M.reasonOnlyForRejection);

    const moved = await ok<{ application: TApplication }>(
      t,
      recruiterA.client,
      'POST',
      url,
      { status: 'interview' },
      200,
    );
    expect(moved.application.status).toBe('interview');
    await t.deps.jobs.idle();
    expect((await notificationsOf(nurse)).at(-1)?.data).toContain('sprechen');

    const noted = await ok<{ application: TApplication }>(
      t,
      recruiterA.client,
      'POST',
      `/api/applications/${application.id}/notes`,
      { text: 'Sehr gutes Telefonat, Hospitation vereinbaren.' },
      200,
    );
    expect(noted.application.notes?.map((n) => n.text)).toEqual([
      'Sehr gutes Telefonat, Hospitation vereinbaren.',
    ]);
    expect(
      (await call(t, nurse.client, 'POST', `/api/applications/${application.id}/notes`, { text: 'Hallo' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(t, recruiterA.client, 'POST', `/api/applications/${application.id}/notes`, { text: '   ' }))
        .statusCode,
    ).toBe(422);
    const applicantView = await ok<{ application: TApplication }>(
      t,
      nurse.client,
      'GET',
      `/api/applications/${application.id}`,
    );
    expect(applicantView.application.notes).toBeNull();

    const pipeline = await ok<TPipelineAnswer>(
      t,
      recruiterA.client,
      'GET',
      `/api/jobs/${ad.uid}/pipeline?status=interview`,
    );
    expect(pipeline.counts.interview).toBe(1);
    expect(pipeline.counts.received).toBe(0);
    expect(pipeline.applications[0]!.applicantName).toBe(application.profile.fullName);
    expect((await call(t, recruiterB.client, 'GET', `/api/jobs/${ad.uid}/pipeline`)).statusCode).toBe(403);
    expect((await call(t, stranger.client, 'GET', `/api/jobs/${ad.uid}/pipeline`)).statusCode).toBe(403);
    expect((await call(t, await openVisitor(t), 'GET', `/api/jobs/${ad.uid}/pipeline`)).statusCode).toBe(401);
    expect(
      (await call(t, recruiterA.client, 'GET', `/api/jobs/${ad.uid}/pipeline?status=nope`)).statusCode,
    ).toBe(422);

    const csv = await call(t, recruiterA.client, 'GET', `/api/jobs/${ad.uid}/applications.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(application.profile.fullName);
    expect(csv.body).toContain('im Gespräch');
    expect((await call(t, recruiterB.client, 'GET', `/api/jobs/${ad.uid}/applications.csv`)).statusCode).toBe(
      403,
    );
  });

  it('lets only the applicant withdraw; a withdrawn application is closed for changes', async () => {
    const url = `/api/applications/${application.id}/withdraw`;
    expect((await call(t, recruiterA.client, 'POST', url)).statusCode).toBe(403);
    expect((await call(t, stranger.client, 'POST', url)).statusCode).toBe(404);
    const withdrawn = await ok<{ application: TApplication }>(t, nurse.client, 'POST', url, undefined, 200);
    expect(withdrawn.application.status).toBe('withdrawn');
    expect(withdrawn.application.deleteAt).toBeGreaterThan(Date.now() + 180 * DAY_MS);
    expect((await call(t, nurse.client, 'POST', url)).statusCode).toBe(409);
    const locked = await call(t, recruiterA.client, 'POST', `/api/applications/${application.id}/status`, {
      status: 'offer',
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(M.statusLocked);
    expect(
      (
        await call(t, nurse.client, 'PUT', `/api/applications/${application.id}/talent-pool`, {
          consent: true,
        })
      ).statusCode,
    ).toBe(409);
  });

  it('deletes decided applications after the period unless a talent-pool consent still runs', async () => {
    const second = await publishedAd(
      t,
      recruiterA,
      companyA.id,
      jobInput(companyA.locations[0]!.id, { title: 'Praxisanleitung (m/w/d) Pflege' }),
    );
    const pooled = (await apply(nurse, second.uid, { talentPool: 'true' }, [pdf()])).json() as {
      application: TApplication;
    };
    expect(pooled.application.talentPoolUntil).toBeGreaterThan(Date.now() + TALENT_POOL_MS - 60_000);
    const otherUrl = `/api/applications/${pooled.application.id}`;
    const rejected = await ok<{ application: TApplication }>(
      t,
      recruiterA.client,
      'POST',
      `${otherUrl}/status`,
      { status: 'rejected', reason: 'other_candidate' },
      200,
    );
    expect(rejected.application.rejectReason).toBe('other_candidate');
    expect(rejected.application.deleteAt).toBe(rejected.application.talentPoolUntil);
    expect(
      (await call(t, recruiterA.client, 'PUT', `${otherUrl}/talent-pool`, { consent: false })).statusCode,
    ).toBe(403);
    expect(
      (await call(t, nurse.client, 'PUT', `${otherUrl}/talent-pool`, { consent: 'ja' })).statusCode,
    ).toBe(422);

    const db = t.database.db;
    const now = Date.now();
    const ids = async () =>
      (await db.selectFrom('job_applications').select('id').orderBy('id').execute()).map((r) => r.id);
    // Day 181: nothing is due yet.
    expect(await purgeDecidedApplications(db, t.config, now + 181 * DAY_MS)).toEqual({ deleted: 0 });
    // Day 183: the withdrawn one goes with its files; the pooled one stays while its consent runs.
    expect(await purgeDecidedApplications(db, t.config, now + 183 * DAY_MS)).toEqual({ deleted: 1 });
    expect(await ids()).toEqual([pooled.application.id]);
    expect(
      existsSync(path.join(t.config.dataDir, 'private-uploads', 'applications', String(application.id))),
    ).toBe(false);
    // A shorter configured period applies at once.
    expect(
      await purgeDecidedApplications(db, { ...t.config, applicationRetentionDays: 1 }, now + 2 * DAY_MS),
    ).toEqual({ deleted: 0 });
    // Revoking the consent: due at the end of the period.
    await ok(t, nurse.client, 'PUT', `${otherUrl}/talent-pool`, { consent: false }, 200);
    expect(
      await purgeDecidedApplications(db, { ...t.config, applicationRetentionDays: 1 }, now + 2 * DAY_MS),
    ).toEqual({ deleted: 1 });
    expect(await ids()).toEqual([]);
  });

  it('exports applications with the company’s reads and deletes them with the account', async () => {
    const third = await publishedAd(
      t,
      recruiterA,
      companyA.id,
      jobInput(companyA.locations[0]!.id, { title: 'Pflegefachkraft Nachtdienst Geriatrie' }),
    );
    const sent = (await apply(stranger, third.uid, {}, [pdf()])).json() as { application: TApplication };
    await ok(t, recruiterA.client, 'GET', `/api/applications/${sent.application.id}`);

    const exported = (await call(t, stranger.client, 'GET', '/api/user/export')).json() as {
      applications: { jobAd: string; status: string; readsByCompany: { what: string }[] }[];
    };
    expect(exported.applications).toHaveLength(1);
    expect(exported.applications[0]!.jobAd).toBe('Pflegefachkraft Nachtdienst Geriatrie');
    expect(exported.applications[0]!.status).toBe('gesehen');
    expect(exported.applications[0]!.readsByCompany.map((r) => r.what)).toEqual(['application']);

    const deleted = await call(t, stranger.client, 'POST', '/api/user/delete', {
      password: TEST_PASSWORD,
      confirm: true,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const left = await t.database.db
      .selectFrom('job_applications')
      .select('id')
      .where('user_id', '=', stranger.userId)
      .execute();
    expect(left).toEqual([]);
    expect(
      existsSync(path.join(t.config.dataDir, 'private-uploads', 'applications', String(sent.application.id))),
    ).toBe(false);
    expect(
      (await call(t, recruiterA.client, 'GET', `/api/applications/${sent.application.id}`)).statusCode,
    ).toBe(404);
  });
});
