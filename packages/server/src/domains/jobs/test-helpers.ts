/** Test helpers of the companies and jobs tests: an app with postal data, members at places, companies and ads. */
import { expect } from 'vitest';
import type { TCompany, TJobAd, TJobAdInput } from '@pflegepuls/shared';
import { importPostalCodes } from '../../platform/geodata.ts';
import {
  createTestApp,
  GEODATA_DIR,
  insertUser,
  TEST_PASSWORD,
  type TestClient,
  type TTestApp,
} from '../../test/harness.ts';
import { loginNewMember, ok, openVisitor } from '../../test/member.ts';

export type TMember = { client: TestClient; userId: number; userName: string };

export async function openJobsTestApp(): Promise<TTestApp> {
  const t = await createTestApp();
  await importPostalCodes(t.database.db, GEODATA_DIR);
  return t;
}

export async function placeOf(t: TTestApp, country: string, code: string) {
  const row = await t.database.db
    .selectFrom('postal_codes')
    .select(['latitude', 'longitude', 'place'])
    .where('country', '=', country)
    .where('code', '=', code)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { latitude: row.latitude!, longitude: row.longitude!, place: row.place };
}

async function userName(t: TTestApp, userId: number) {
  const row = await t.database.db
    .selectFrom('users')
    .select('user_name')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.user_name;
}

/** A logged-in member; with `at` their postal code and its coordinates are stored as onboarding does. */
export async function member(t: TTestApp, at?: { country: string; plz: string }): Promise<TMember> {
  const m = await loginNewMember(t);
  if (at) {
    const place = await placeOf(t, at.country, at.plz);
    await t.database.db
      .updateTable('users')
      .set({ plz: at.plz, country: at.country, latitude: place.latitude, longitude: place.longitude })
      .where('id', '=', m.userId)
      .execute();
  }
  return { ...m, userName: await userName(t, m.userId) };
}

export async function admin(t: TTestApp): Promise<TMember> {
  const user = await insertUser(t.database, { is_admin: 1 });
  const client = await openVisitor(t);
  const response = await client.post('/api/user/login', {
    email: user.email,
    password: TEST_PASSWORD,
    remember: 'on',
  });
  expect(response.statusCode).toBe(200);
  return { client, userId: user.id, userName: await userName(t, user.id) };
}

/** A company made by an admin with one location and a recruiter (both through the API). */
export async function makeCompany(
  t: TTestApp,
  by: TMember,
  input: {
    name: string;
    plz?: string;
    country?: 'DE' | 'AT' | 'CH';
    facilityType?: string;
    recruiter?: TMember;
  },
): Promise<TCompany> {
  const created = await ok<{ company: TCompany }>(t, by.client, 'POST', '/api/admin/companies', {
    name: input.name,
    facilityType: input.facilityType ?? 'krankenhaus',
  });
  const id = created.company.id;
  const withLocation = await ok<{ company: TCompany }>(t, by.client, 'POST', `/api/company/${id}/locations`, {
    plz: input.plz ?? '10117',
    country: input.country ?? 'DE',
  });
  if (input.recruiter)
    await ok(t, by.client, 'PUT', `/api/admin/companies/${id}/members`, {
      userName: input.recruiter.userName,
      role: 'recruiter',
    });
  return withLocation.company;
}

export function jobInput(companyLocationId: number, overrides: Partial<TJobAdInput> = {}): TJobAdInput {
  return {
    title: 'Pflegefachkraft (m/w/d) Intensivstation',
    companyLocationId,
    workArea: 'krankenhaus',
    workSubArea: 'intensivstation',
    qualification: 'dreijaehrige_ausbildung',
    employmentType: 'vollzeit',
    shiftModels: ['frueh', 'spaet', 'nacht'],
    payScale: 'tvoed_p',
    payGroup: 'P8',
    driverLicenseRequired: false,
    startDate: '2027-01-01',
    endDate: null,
    descriptionHtml: '<p>Wir suchen Verstärkung für unsere <strong>Intensivstation</strong>.</p>',
    benefits: ['jobticket'],
    contact: { name: 'Sabine Krüger', position: 'Pflegedirektion', email: 'jobs@example.org', phone: null },
    ...overrides,
  };
}

/** A job ad created and published through the API by a company member. */
export async function publishedAd(
  t: TTestApp,
  by: TMember,
  companyId: number,
  input: TJobAdInput,
): Promise<TJobAd> {
  const created = await ok<{ jobAd: TJobAd }>(
    t,
    by.client,
    'POST',
    `/api/company/${companyId}/job-ads`,
    input,
  );
  return (
    await ok<{ jobAd: TJobAd }>(
      t,
      by.client,
      'POST',
      `/api/jobs/${created.jobAd.uid}/status`,
      { status: 'published' },
      200,
    )
  ).jobAd;
}

/** A company location at given coordinates (for exact distances), inserted directly. */
export async function locationAt(
  t: TTestApp,
  companyId: number,
  at: { latitude: number; longitude: number; plz?: string; country?: string; city?: string },
): Promise<number> {
  const row = await t.database.db
    .insertInto('company_locations')
    .values({
      company_id: companyId,
      street: null,
      plz: at.plz ?? '10115',
      city: at.city ?? 'Berlin',
      country: at.country ?? 'DE',
      latitude: at.latitude,
      longitude: at.longitude,
      created_at: Date.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
