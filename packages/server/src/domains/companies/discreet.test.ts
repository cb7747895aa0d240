/**
 * Discreet mode on both databases: a member hides from a company; its members no longer find
 * them in search, network suggestions or on their profile (CV prefetch included), others still do;
 * the member cannot apply there while hiding, nor hide from their own company.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPLICATION_MESSAGES,
  COMPANY_MESSAGES as M,
  type TCompany,
  type TDiscreetCompanies,
  type TJobAd,
  type TSearchResult,
} from '@pflegepuls/shared';
import { testDialect, type TTestApp } from '../../test/harness.ts';
import { call, ok, openVisitor, postMultipart } from '../../test/member.ts';
import {
  admin,
  jobInput,
  makeCompany,
  member,
  openJobsTestApp,
  publishedAd,
  type TMember,
} from '../jobs/test-helpers.ts';
import { notHiddenFrom } from './discreet.ts';

describe(`discreet mode on ${testDialect}`, () => {
  let t: TTestApp;
  let boss: TMember;
  let recruiterA: TMember;
  let recruiterB: TMember;
  let nurse: TMember;
  let colleague: TMember;
  let companyA: TCompany;
  let ad: TJobAd;
  let nurseName: string;

  beforeAll(async () => {
    t = await openJobsTestApp();
    boss = await admin(t);
    recruiterA = await member(t);
    recruiterB = await member(t);
    nurse = await member(t);
    colleague = await member(t);
    companyA = await makeCompany(t, boss, { name: 'Klinikum Diskret', recruiter: recruiterA });
    await makeCompany(t, boss, { name: 'Pflegedienst Offen', recruiter: recruiterB });
    ad = await publishedAd(t, recruiterA, companyA.id, jobInput(companyA.locations[0]!.id));
    const row = await t.database.db
      .selectFrom('users')
      .select(['first_name', 'last_name'])
      .where('id', '=', nurse.userId)
      .executeTakeFirstOrThrow();
    nurseName = `${row.first_name} ${row.last_name}`;
  }, 120_000);
  afterAll(() => t.close());

  const url = (companyId: number) => `/api/companies/discreet/${companyId}`;
  const finds = async (who: TMember) => {
    const answer = await ok<{ results: TSearchResult[] }>(
      t,
      who.client,
      'GET',
      `/api/search?q=${encodeURIComponent(nurseName)}`,
    );
    return answer.results.some((r) => r.type === 'user' && r.id === nurse.userId);
  };

  it('hides and shows again, refusing visitors, bad ids, unknown and own companies', async () => {
    expect((await call(t, await openVisitor(t), 'PUT', url(companyA.id))).statusCode).toBe(401);
    expect((await call(t, nurse.client, 'PUT', '/api/companies/discreet/abc')).statusCode).toBe(422);
    expect((await call(t, nurse.client, 'PUT', url(999_999))).statusCode).toBe(404);
    const own = await call(t, recruiterA.client, 'PUT', url(companyA.id));
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe(M.discreetOwnCompany);

    expect(await finds(recruiterA)).toBe(true);
    const hidden = await ok<TDiscreetCompanies>(t, nurse.client, 'PUT', url(companyA.id), undefined, 200);
    expect(hidden.companies.map((c) => c.name)).toEqual(['Klinikum Diskret']);
    // Twice is the same.
    await ok(t, nurse.client, 'PUT', url(companyA.id), undefined, 200);
    expect(
      (await ok<TDiscreetCompanies>(t, nurse.client, 'GET', '/api/companies/discreet')).companies,
    ).toHaveLength(1);
  });

  it('keeps the member out of the hidden company’s search, profile and suggestions only', async () => {
    const profile = `/api/users/${nurse.userName}/profile`;
    expect(await finds(recruiterA)).toBe(false);
    expect(await finds(recruiterB)).toBe(true);
    expect(await finds(colleague)).toBe(true);
    expect((await call(t, recruiterA.client, 'GET', profile)).statusCode).toBe(404);
    expect(
      (await call(t, recruiterA.client, 'GET', `/api/user/${nurse.userName}/languages`)).statusCode,
    ).toBe(404);
    expect((await call(t, recruiterB.client, 'GET', profile)).statusCode).toBe(200);
    expect((await call(t, colleague.client, 'GET', profile)).statusCode).toBe(200);
    // Admins outside the company still see everyone.
    expect((await call(t, boss.client, 'GET', profile)).statusCode).toBe(200);

    // The suggestions' candidate condition.
    const visibleTo = async (viewer: TMember) =>
      (
        await t.database.db
          .selectFrom('users')
          .select('id')
          .where('id', '=', nurse.userId)
          .where(notHiddenFrom(viewer.userId))
          .execute()
      ).length === 1;
    expect(await visibleTo(recruiterA)).toBe(false);
    expect(await visibleTo(recruiterB)).toBe(true);

    const apply = await postMultipart(t, nurse.client, `/api/jobs/${ad.uid}/applications`, {});
    expect(apply.statusCode).toBe(409);
    expect(apply.json().message).toBe(APPLICATION_MESSAGES.hiddenFromCompany);
  });

  it('shows the member again once they stop hiding, and exports the list', async () => {
    const exported = (await call(t, nurse.client, 'GET', '/api/user/export')).json() as {
      discreetCompanies: { name: string }[];
    };
    expect(exported.discreetCompanies.map((c) => c.name)).toEqual(['Klinikum Diskret']);
    const shown = await ok<TDiscreetCompanies>(t, nurse.client, 'DELETE', url(companyA.id));
    expect(shown.companies).toEqual([]);
    expect(await finds(recruiterA)).toBe(true);
    expect((await call(t, recruiterA.client, 'GET', `/api/users/${nurse.userName}/profile`)).statusCode).toBe(
      200,
    );
  });
});
