/** Companies over HTTP: public profile and list, edits by their own members only, admin tools, distances. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPANY_MESSAGES as M,
  ERROR_MESSAGES,
  type TCompaniesPage,
  type TCompany,
} from '@pflegepuls/shared';
import { testDialect, type TTestApp } from '../../test/harness.ts';
import { openVisitor } from '../../test/member.ts';
import { call, ok } from '../../test/member.ts';
import {
  admin,
  jobInput,
  locationAt,
  makeCompany,
  member,
  openJobsTestApp,
  placeOf,
  publishedAd,
  type TMember,
} from '../jobs/test-helpers.ts';
import { foldName } from './geo.ts';

describe(`companies on ${testDialect}`, () => {
  let t: TTestApp;
  let boss: TMember;
  let recruiterA: TMember;
  let recruiterB: TMember;
  let plain: TMember;
  let companyA: TCompany;
  let companyB: TCompany;
  beforeAll(async () => {
    t = await openJobsTestApp();
    boss = await admin(t);
    recruiterA = await member(t, { country: 'DE', plz: '10115' });
    recruiterB = await member(t);
    plain = await member(t, { country: 'DE', plz: '10115' });
    companyA = await makeCompany(t, boss, {
      name: 'Klinikum Am Südpark',
      plz: '10117',
      recruiter: recruiterA,
    });
    companyB = await makeCompany(t, boss, {
      name: 'Pflegeheim Zum Lindenhof',
      plz: '80331',
      recruiter: recruiterB,
      facilityType: 'stationaere_pflege',
    });
  }, 120_000);
  afterAll(() => t.close());

  it('shows a profile to everyone (000 §7 `company`), with my role and distance for members', async () => {
    const visitor = await openVisitor(t);
    const anonymous = await call(t, visitor, 'GET', `/api/company/${companyA.id}`);
    expect(anonymous.statusCode).toBe(200);
    const seen = (anonymous.json() as { company: TCompany }).company;
    expect(seen).toMatchObject({
      name: 'Klinikum Am Südpark',
      myRole: null,
      distance: null,
      isVerified: false,
    });
    expect(seen.locations).toEqual([
      expect.objectContaining({ plz: '10117', city: 'Berlin', country: 'DE' }),
    ]);
    expect(seen.locations[0]!.latitude).toBeCloseTo(52.5, 0);

    const mine = await ok<{ company: TCompany }>(t, recruiterA.client, 'GET', `/api/company/${companyA.id}`);
    expect(mine.company.myRole).toBe('recruiter');
    expect(mine.company.distance).toBeGreaterThan(0);
    expect(mine.company.distance).toBeLessThan(5);
    const other = await ok<{ company: TCompany }>(t, recruiterB.client, 'GET', `/api/company/${companyA.id}`);
    expect(other.company.myRole).toBeNull();

    expect((await call(t, plain.client, 'GET', '/api/company/abc')).statusCode).toBe(422);
    const missing = await call(t, plain.client, 'GET', '/api/company/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: M.companyNotFound });
  });

  const update = (name: string) => ({
    name,
    facilityType: 'krankenhaus',
    size: 'l',
    about: 'Akutkrankenhaus der Schwerpunktversorgung mit 600 Betten.',
    benefits: ['tarif_tvoed', 'kinderbetreuung', 'jobticket'],
    contactPerson: {
      name: 'Sabine Krüger',
      position: 'Pflegedirektorin',
      email: 'karriere@example.org',
      phone: '030 1234567',
    },
  });

  it('lets only its own members and admins edit the profile', async () => {
    const url = `/api/company/${companyA.id}`;
    const visitor = await openVisitor(t);
    expect((await call(t, visitor, 'PATCH', url, update('X-Klinik'))).statusCode).toBe(401);
    const byMember = await call(t, plain.client, 'PATCH', url, update('X-Klinik'));
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json()).toMatchObject({ message: M.notCompanyMember });
    expect((await call(t, recruiterB.client, 'PATCH', url, update('X-Klinik'))).statusCode).toBe(403);

    const edited = await ok<{ company: TCompany }>(
      t,
      recruiterA.client,
      'PATCH',
      url,
      update('Klinikum Am Südpark'),
    );
    expect(edited.company).toMatchObject({
      size: 'l',
      benefits: ['tarif_tvoed', 'kinderbetreuung', 'jobticket'],
      contactPerson: {
        name: 'Sabine Krüger',
        position: 'Pflegedirektorin',
        email: 'karriere@example.org',
        phone: '030 1234567',
      },
    });
    const byAdmin = await ok<{ company: TCompany }>(
      t,
      boss.client,
      'PATCH',
      url,
      update('Klinikum Am Südpark'),
    );
    expect(byAdmin.company.myRole).toBeNull();

    const invalid = await call(t, recruiterA.client, 'PATCH', url, { ...update('K'), benefits: ['sauna'] });
    expect(invalid.statusCode).toBe(422);
    const errors = (invalid.json() as { errors: Record<string, string[]> }).errors;
    expect(errors['name']).toEqual([M.nameTooShort]);
    expect(errors['benefits.0']).toEqual([M.benefitInvalid]);
    // B's recruiter never changed A.
    const after = await ok<{ company: TCompany }>(t, plain.client, 'GET', url);
    expect(after.company.name).toBe('Klinikum Am Südpark');
  });

  it('adds locations by postal code (DE, AT, CH) and refuses unknown codes and foreign companies', async () => {
    const url = `/api/company/${companyA.id}/locations`;
    const vienna = await ok<{ company: TCompany }>(t, recruiterA.client, 'POST', url, {
      plz: '1010',
      country: 'AT',
      street: 'Stephansplatz 1',
    });
    expect(vienna.company.locations.at(-1)).toMatchObject({
      plz: '1010',
      country: 'AT',
      city: 'Wien',
      street: 'Stephansplatz 1',
    });
    const zurich = await ok<{ company: TCompany }>(t, recruiterA.client, 'POST', url, {
      plz: '8001',
      country: 'CH',
    });
    expect(zurich.company.locations.at(-1)).toMatchObject({ plz: '8001', country: 'CH', city: 'Zürich' });

    const unknown = await call(t, recruiterA.client, 'POST', url, { plz: '00000', country: 'DE' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ errors: { plz: [M.plzUnknown] } });
    expect((await call(t, recruiterA.client, 'POST', url, { plz: 'abc', country: 'FR' })).statusCode).toBe(
      422,
    );
    expect((await call(t, recruiterB.client, 'POST', url, { plz: '1010', country: 'AT' })).statusCode).toBe(
      403,
    );

    // A location used by an ad stays; an unused one can go.
    const zurichId = zurich.company.locations.at(-1)!.id;
    await publishedAd(
      t,
      recruiterA,
      companyA.id,
      jobInput(zurichId, { payScale: 'gav_ch', payGroup: 'Stufe 12' }),
    );
    const inUse = await call(t, recruiterA.client, 'DELETE', `${url}/${zurichId}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({ message: M.locationInUse });
    const viennaId = vienna.company.locations.at(-1)!.id;
    expect((await call(t, recruiterB.client, 'DELETE', `${url}/${viennaId}`)).statusCode).toBe(403);
    expect(
      (await call(t, recruiterA.client, 'DELETE', `/api/company/${companyB.id}/locations/${viennaId}`))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(t, boss.client, 'DELETE', `/api/company/${companyB.id}/locations/${viennaId}`)).statusCode,
    ).toBe(404);
    const removed = await ok<{ company: TCompany }>(t, recruiterA.client, 'DELETE', `${url}/${viennaId}`);
    expect(removed.company.locations.map((l) => l.plz)).toEqual(['10117', '8001']);
  });

  it('lets only admins create and verify companies and assign members', async () => {
    const visitor = await openVisitor(t);
    const body = { name: 'Ambulanter Pflegedienst Sonnenschein', facilityType: 'ambulanter_dienst' };
    expect((await call(t, visitor, 'POST', '/api/admin/companies', body)).statusCode).toBe(401);
    expect((await call(t, plain.client, 'POST', '/api/admin/companies', body)).statusCode).toBe(403);
    expect((await call(t, recruiterA.client, 'POST', '/api/admin/companies', body)).statusCode).toBe(403);
    const bad = await call(t, boss.client, 'POST', '/api/admin/companies', {
      name: 'X',
      facilityType: 'zoo',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      errors: { name: [M.nameTooShort], facilityType: [M.facilityTypeInvalid] },
    });
    const created = await ok<{ company: TCompany }>(t, boss.client, 'POST', '/api/admin/companies', body);

    const verifyUrl = `/api/admin/companies/${created.company.id}/verified`;
    expect((await call(t, recruiterA.client, 'PUT', verifyUrl, { isVerified: true })).statusCode).toBe(403);
    expect((await call(t, visitor, 'PUT', verifyUrl, { isVerified: true })).statusCode).toBe(401);
    const verified = await ok<{ company: TCompany }>(t, boss.client, 'PUT', verifyUrl, { isVerified: true });
    expect(verified.company.isVerified).toBe(true);
    expect(
      (await call(t, boss.client, 'PUT', '/api/admin/companies/999999/verified', { isVerified: true }))
        .statusCode,
    ).toBe(404);

    const membersUrl = `/api/admin/companies/${created.company.id}/members`;
    const owner = await member(t);
    expect(
      (await call(t, recruiterA.client, 'PUT', membersUrl, { userName: owner.userName, role: 'owner' }))
        .statusCode,
    ).toBe(403);
    const unknown = await call(t, boss.client, 'PUT', membersUrl, {
      userName: 'niemand.hier',
      role: 'owner',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ errors: { userName: [M.userNotFound] } });
    expect(
      (await call(t, boss.client, 'PUT', membersUrl, { userName: owner.userName, role: 'chef' })).statusCode,
    ).toBe(422);
    await ok(t, boss.client, 'PUT', membersUrl, { userName: owner.userName, role: 'owner' });
    const seen = await ok<{ company: TCompany }>(
      t,
      owner.client,
      'GET',
      `/api/company/${created.company.id}`,
    );
    expect(seen.company.myRole).toBe('owner');
    const mine = await ok<{ companies: Array<{ id: number; role: string }> }>(
      t,
      owner.client,
      'GET',
      '/api/companies/mine',
    );
    expect(mine.companies).toEqual([{ id: created.company.id, name: body.name, role: 'owner' }]);
    expect((await call(t, visitor, 'GET', '/api/companies/mine')).statusCode).toBe(401);
  });

  it('lists companies by name with search, type and keyset paging', async () => {
    const now = Date.now();
    const names = Array.from(
      { length: 23 },
      (_, i) => `Seniorenresidenz Quellgrund ${String(i).padStart(2, '0')}`,
    );
    await t.database.db
      .insertInto('companies')
      .values(
        names.map((name) => ({
          name,
          name_sort: foldName(name),
          facility_type: 'stationaere_pflege',
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    const visitor = await openVisitor(t);
    const first = await ok<TCompaniesPage>(t, visitor, 'GET', '/api/companies?search=quellgrund');
    expect(first.companies).toHaveLength(20);
    expect(first.nextCursor).not.toBeNull();
    const second = await ok<TCompaniesPage>(
      t,
      visitor,
      'GET',
      `/api/companies?search=quellgrund&cursor=${first.nextCursor}`,
    );
    expect(second.nextCursor).toBeNull();
    expect([...first.companies, ...second.companies].map((c) => c.name)).toEqual(names);

    // Diacritics fold: "sudpark" finds "Südpark".
    const folded = await ok<TCompaniesPage>(t, visitor, 'GET', '/api/companies?search=sudpark');
    expect(folded.companies.map((c) => c.id)).toEqual([companyA.id]);
    expect(folded.companies[0]!.openJobAdsCount).toBe(1);
    const byType = await ok<TCompaniesPage>(
      t,
      visitor,
      'GET',
      '/api/companies?facilityType=stationaere_pflege&search=lindenhof',
    );
    expect(byType.companies.map((c) => c.id)).toEqual([companyB.id]);
    expect((await call(t, visitor, 'GET', '/api/companies?facilityType=zoo')).statusCode).toBe(422);
    expect((await call(t, visitor, 'GET', '/api/companies?cursor=%25%25')).statusCode).toBe(422);
  });

  it('filters companies by distance from my postal code (nearest location; AT/CH; no postal code → 422)', async () => {
    const near = await ok<TCompaniesPage>(t, plain.client, 'GET', '/api/companies?radius=20');
    expect(near.companies.map((c) => c.id)).toEqual([companyA.id]);
    expect(near.companies[0]!.distance).toBeLessThan(5);

    const zurichMember = await member(t, { country: 'CH', plz: '8004' });
    const swiss = await ok<TCompaniesPage>(t, zurichMember.client, 'GET', '/api/companies?radius=10');
    // Company A has a location in Zürich; its distance is the nearest one.
    expect(swiss.companies.map((c) => c.id)).toEqual([companyA.id]);
    expect(swiss.companies[0]!.distance).toBeLessThan(3);

    const noPlace = await call(t, recruiterB.client, 'GET', '/api/companies?radius=20');
    expect(noPlace.statusCode).toBe(422);
    expect(noPlace.json()).toMatchObject({ errors: { radius: [M.noPostalCode] } });
    const visitor = await openVisitor(t);
    expect((await call(t, visitor, 'GET', '/api/companies?radius=20')).statusCode).toBe(422);
    const tooFar = await call(t, plain.client, 'GET', '/api/companies?radius=500');
    expect(tooFar.statusCode).toBe(422);
    expect(tooFar.json()).toMatchObject({ errors: { radius: [M.radiusInvalid] } });
    expect(ERROR_MESSAGES.FORBIDDEN).toBeTruthy();
  });

  it('sorts companies by distance ring by ring, each by its nearest location, nothing beyond the radius', async () => {
    const berlin = await placeOf(t, 'DE', '10115');
    const kmPerDegree = (6371 * Math.PI) / 180;
    const now = Date.now();
    // Nearest locations: 2 inside the first ring, 20 between 30 and 68 km, 3 far out, 1 beyond.
    const distances = [5, 12, ...Array.from({ length: 20 }, (_, i) => 30 + i * 2), 150, 170, 190, 230];
    const companies: Array<{ id: number; km: number }> = [];
    for (const [i, km] of distances.entries()) {
      const name = `Ringtest Pflege ${String(i).padStart(2, '0')}`;
      const row = await t.database.db
        .insertInto('companies')
        .values({
          name,
          name_sort: foldName(name),
          facility_type: 'ambulanter_dienst',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Every company also has a far location (195 km) that must not count as its distance.
      for (const [position, at] of [195, km].entries())
        await locationAt(t, row.id, {
          latitude: berlin.latitude + at / kmPerDegree,
          longitude: berlin.longitude,
        }).then((id) =>
          t.database.db.updateTable('company_locations').set({ position }).where('id', '=', id).execute(),
        );
      companies.push({ id: row.id, km });
    }
    const seen: Array<{ id: number; distance: number | null }> = [];
    let cursor: string | null = null;
    do {
      const page: TCompaniesPage = await ok<TCompaniesPage>(
        t,
        plain.client,
        'GET',
        `/api/companies?radius=200&search=ringtest${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...page.companies.map((c) => ({ id: c.id, distance: c.distance })));
      cursor = page.nextCursor;
    } while (cursor);
    const expected = companies.filter((c) => c.km <= 200);
    expect(seen.map((c) => c.id)).toEqual([...expected.map((c) => c.id), companies.at(-1)!.id]);
    expect(seen.map((c) => c.distance)).toEqual([...expected.map((c) => c.km), 195]);
  });
});
