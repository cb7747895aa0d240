/** The demo employers and job ads: credible, placed in DE/AT/CH, no repeated texts, a recruiter who owns one. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TJobAdsPage } from '@pflegepuls/shared';
import { importPostalCodes } from '../platform/geodata.ts';
import { createTestApp, GEODATA_DIR, insertUser, testDialect, type TTestApp } from '../test/harness.ts';
import { member } from '../domains/jobs/test-helpers.ts';
import { call } from '../test/member.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { DEMO_JOB_AD_COUNT, seedJobs } from './jobs.ts';

describe(`demo jobs seed on ${testDialect}`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await importPostalCodes(t.database.db, GEODATA_DIR);
    const recruiter = DEMO_ACCOUNTS.find((a) => a.role === 'Recruiter')!;
    await insertUser(t.database, { email: recruiter.email, user_name: recruiter.userName });
    await seedJobs(t.database.db, { now: Date.now() });
  }, 120_000);
  afterAll(() => t.close());

  it('creates 25 employers across DE/AT/CH and 150 distinct ads', async () => {
    const db = t.database.db;
    const companies = await db.selectFrom('companies').selectAll().execute();
    expect(companies).toHaveLength(25);
    const locations = await db.selectFrom('company_locations').selectAll().execute();
    expect(new Set(locations.map((l) => l.country))).toEqual(new Set(['DE', 'AT', 'CH']));
    expect(locations.every((l) => l.latitude !== null && l.longitude !== null)).toBe(true);
    expect(new Set(companies.map((c) => c.facility_type))).toEqual(
      new Set(['krankenhaus', 'stationaere_pflege', 'ambulanter_dienst', 'reha', 'hospiz']),
    );

    const ads = await db.selectFrom('job_ads').selectAll().execute();
    expect(ads).toHaveLength(DEMO_JOB_AD_COUNT);
    expect(new Set(ads.map((a) => a.description)).size).toBe(ads.length);
    expect(new Set(ads.map((a) => `${a.company_id} ${a.title}`)).size).toBe(ads.length);
    expect(new Set(ads.map((a) => a.status))).toEqual(new Set(['draft', 'published', 'paused', 'filled']));
    expect(ads.filter((a) => a.status === 'published').length).toBeGreaterThan(130);
    expect(ads.some((a) => a.pay_currency === 'CHF')).toBe(true);
    expect(ads.some((a) => a.employment_type === 'teilzeit' && a.hours_per_week)).toBe(true);

    const owner = await db
      .selectFrom('company_members as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['u.email', 'm.role'])
      .execute();
    expect(owner).toEqual([{ email: 'recruiter@demo.pflegepuls.de', role: 'owner' }]);
  });

  it('has night-shift ads within 20 km of 10115 (the e2e scenario)', async () => {
    const m = await member(t, { country: 'DE', plz: '10115' });
    const response = await call(t, m.client, 'GET', '/api/jobs?radius=20&shiftModel=nacht&sort=distance');
    expect(response.statusCode).toBe(200);
    const page = response.json() as TJobAdsPage;
    expect(page.jobAds.length).toBeGreaterThanOrEqual(3);
    expect(page.jobAds.every((a) => a.distance !== null && a.distance <= 20)).toBe(true);
  });
});
