/** Job ads over HTTP: company-only drafts and edits, the public list with filters and real distances, saving, expiry. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPANY_MESSAGES,
  getCalendarDay,
  JOB_MESSAGES as M,
  type TCompany,
  type TJobAd,
  type TJobAdsPage,
} from '@pflegepuls/shared';
import { testDialect, type TTestApp } from '../../test/harness.ts';
import { openVisitor } from '../../test/member.ts';
import { haversineKm } from '../companies/geo.ts';
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
} from './test-helpers.ts';
import { sanitizeJobHtml } from './sanitize.ts';

describe(`job ads on ${testDialect}`, () => {
  let t: TTestApp;
  let boss: TMember;
  let recruiterA: TMember;
  let recruiterB: TMember;
  let berliner: TMember;
  let homeless: TMember;
  let companyA: TCompany;
  let companyB: TCompany;
  beforeAll(async () => {
    t = await openJobsTestApp();
    boss = await admin(t);
    recruiterA = await member(t);
    recruiterB = await member(t);
    berliner = await member(t, { country: 'DE', plz: '10115' });
    homeless = await member(t);
    companyA = await makeCompany(t, boss, {
      name: 'Vivantes Testklinikum',
      plz: '10117',
      recruiter: recruiterA,
    });
    companyB = await makeCompany(t, boss, { name: 'Caritas Testheim', plz: '50667', recruiter: recruiterB });
  }, 120_000);
  afterAll(() => t.close());

  const locationOf = (c: TCompany) => c.locations[0]!.id;

  it('creates drafts only for the company’s members and admins, sanitised and validated', async () => {
    const url = `/api/company/${companyA.id}/job-ads`;
    const input = jobInput(locationOf(companyA), {
      descriptionHtml:
        '<p onclick="x()">Hallo <script>alert(1)</script><b>Team</b><a href="javascript:x">Link</a></p><img src=x onerror=y>',
    });
    const visitor = await openVisitor(t);
    expect((await call(t, visitor, 'POST', url, input)).statusCode).toBe(401);
    const byMember = await call(t, berliner.client, 'POST', url, input);
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json()).toMatchObject({ message: COMPANY_MESSAGES.notCompanyMember });
    expect((await call(t, recruiterB.client, 'POST', url, input)).statusCode).toBe(403);

    const created = await ok<{ jobAd: TJobAd }>(t, recruiterA.client, 'POST', url, input);
    expect(created.jobAd).toMatchObject({
      status: 'draft',
      canEdit: true,
      city: 'Berlin',
      payCurrency: 'EUR',
      descriptionHtml: '<p>Hallo <strong>Team</strong>Link</p>',
      company: { id: companyA.id, name: 'Vivantes Testklinikum', isVerified: false },
    });
    const byAdmin = await ok<{ jobAd: TJobAd }>(t, boss.client, 'POST', url, input);
    expect(byAdmin.jobAd.status).toBe('draft');

    const invalid = await call(t, recruiterA.client, 'POST', url, {
      ...input,
      title: 'Job',
      employmentType: 'teilzeit',
      hoursPerWeek: null,
      workSubArea: 'altenpflegeheim',
      shiftModels: [],
      payScale: null,
      payGroup: null,
    });
    expect(invalid.statusCode).toBe(422);
    expect((invalid.json() as { errors: Record<string, string[]> }).errors).toMatchObject({
      title: [M.titleTooShort],
      hoursPerWeek: [M.hoursInvalid],
      workSubArea: [M.subAreaInvalid],
      shiftModels: [M.shiftModelsMissing],
      payScale: [M.payInvalid],
    });
    // A location of another company is not one of ours.
    const foreign = await call(t, recruiterA.client, 'POST', url, jobInput(locationOf(companyB)));
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toMatchObject({ errors: { companyLocationId: [M.locationInvalid] } });
    const empty = await call(t, recruiterA.client, 'POST', url, {
      ...input,
      descriptionHtml: '<script>x</script>',
    });
    expect(empty.json()).toMatchObject({ errors: { descriptionHtml: [M.descriptionMissing] } });
  });

  it('keeps drafts and the company’s ad list inside the company; publishing makes an ad public', async () => {
    const draft = (
      await ok<{ jobAd: TJobAd }>(
        t,
        recruiterA.client,
        'POST',
        `/api/company/${companyA.id}/job-ads`,
        jobInput(locationOf(companyA), { title: 'Praxisanleitung Kardiologie' }),
      )
    ).jobAd;
    const url = `/api/jobs/${draft.uid}`;
    const visitor = await openVisitor(t);
    for (const who of [visitor, berliner.client, recruiterB.client]) {
      const response = await call(t, who, 'GET', url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: M.jobNotFound });
    }
    expect((await ok<{ jobAd: TJobAd }>(t, boss.client, 'GET', url)).jobAd.canEdit).toBe(true);
    expect((await ok<{ jobAd: TJobAd }>(t, recruiterA.client, 'GET', url)).jobAd.status).toBe('draft');

    const listUrl = `/api/company/${companyA.id}/job-ads`;
    expect((await call(t, visitor, 'GET', listUrl)).statusCode).toBe(401);
    expect((await call(t, berliner.client, 'GET', listUrl)).statusCode).toBe(403);
    expect((await call(t, recruiterB.client, 'GET', listUrl)).statusCode).toBe(403);
    const own = await ok<TJobAdsPage>(t, recruiterA.client, 'GET', listUrl);
    expect(own.jobAds.map((a) => a.uid)).toContain(draft.uid);
    expect((await ok<TJobAdsPage>(t, boss.client, 'GET', listUrl)).jobAds.length).toBe(own.jobAds.length);

    // Edits and status changes: the company's members and admins only.
    const edit = jobInput(locationOf(companyA), { title: 'Praxisanleitung Kardiologie (m/w/d)' });
    expect((await call(t, visitor, 'PATCH', url, edit)).statusCode).toBe(401);
    expect((await call(t, recruiterB.client, 'PATCH', url, edit)).statusCode).toBe(403);
    expect((await call(t, berliner.client, 'PATCH', url, edit)).statusCode).toBe(403);
    expect((await ok<{ jobAd: TJobAd }>(t, recruiterA.client, 'PATCH', url, edit)).jobAd.title).toBe(
      edit.title,
    );
    const statusUrl = `/api/jobs/${draft.uid}/status`;
    expect((await call(t, recruiterB.client, 'POST', statusUrl, { status: 'published' })).statusCode).toBe(
      403,
    );
    expect((await call(t, recruiterA.client, 'POST', statusUrl, { status: 'expired' })).statusCode).toBe(422);
    const published = await ok<{ jobAd: TJobAd }>(
      t,
      recruiterA.client,
      'POST',
      statusUrl,
      { status: 'published' },
      200,
    );
    expect(published.jobAd.status).toBe('published');
    expect(published.jobAd.publishedAt).toBeGreaterThan(0);
    const seen = await ok<{ jobAd: TJobAd }>(t, visitor, 'GET', url);
    expect(seen.jobAd).toMatchObject({ canEdit: false, isSaved: false, distance: null, title: edit.title });

    // Paused: private again; filled: public with its state.
    await ok(t, recruiterA.client, 'POST', statusUrl, { status: 'paused' }, 200);
    expect((await call(t, berliner.client, 'GET', url)).statusCode).toBe(404);
    await ok(t, boss.client, 'POST', statusUrl, { status: 'filled' }, 200);
    expect((await ok<{ jobAd: TJobAd }>(t, berliner.client, 'GET', url)).jobAd.status).toBe('filled');
    expect((await call(t, berliner.client, 'GET', '/api/jobs/NICHT_GUELTIG')).statusCode).toBe(422);
  });

  it('expires after the end date: shown as abgelaufen, gone from the list, not publishable again', async () => {
    const ad = await publishedAd(
      t,
      recruiterA,
      companyA.id,
      jobInput(locationOf(companyA), { title: 'Nachtwache Station 4B' }),
    );
    const yesterday = getCalendarDay(Date.now() - 86_400_000);
    await t.database.db
      .updateTable('job_ads')
      .set({ end_date: yesterday })
      .where('uid', '=', ad.uid)
      .execute();
    expect((await ok<{ jobAd: TJobAd }>(t, berliner.client, 'GET', `/api/jobs/${ad.uid}`)).jobAd.status).toBe(
      'expired',
    );
    const list = await ok<TJobAdsPage>(t, berliner.client, 'GET', `/api/jobs?companyId=${companyA.id}`);
    expect(list.jobAds.map((a) => a.uid)).not.toContain(ad.uid);
    const again = await call(t, recruiterA.client, 'POST', `/api/jobs/${ad.uid}/status`, {
      status: 'published',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ errors: { status: [M.cannotPublishExpired] } });
  });

  it('filters by real distance from my postal code: exactly at the radius is in, AT/CH work, no postal code → 422', async () => {
    const company = await makeCompany(t, boss, {
      name: 'Distanz Kliniken',
      plz: '10115',
      recruiter: recruiterA,
    });
    const mitte = await placeOf(t, 'DE', '10115');
    const kmPerDegree = (6371 * Math.PI) / 180;
    const atRadius = await locationAt(t, company.id, {
      latitude: mitte.latitude + 20 / kmPerDegree,
      longitude: mitte.longitude,
    });
    const beyond = await locationAt(t, company.id, {
      latitude: mitte.latitude + 20.2 / kmPerDegree,
      longitude: mitte.longitude,
    });
    const vienna = (
      await ok<{ company: TCompany }>(t, recruiterA.client, 'POST', `/api/company/${company.id}/locations`, {
        plz: '1010',
        country: 'AT',
      })
    ).company.locations.at(-1)!.id;
    const zurich = (
      await ok<{ company: TCompany }>(t, recruiterA.client, 'POST', `/api/company/${company.id}/locations`, {
        plz: '8001',
        country: 'CH',
      })
    ).company.locations.at(-1)!.id;
    expect(
      haversineKm(mitte.latitude, mitte.longitude, mitte.latitude + 20 / kmPerDegree, mitte.longitude),
    ).toBeCloseTo(20, 9);

    const night = { shiftModels: ['nacht' as const] };
    const center = await publishedAd(
      t,
      recruiterA,
      company.id,
      jobInput(locationOf(company), { ...night, title: 'Nachtdienst Mitte' }),
    );
    const edge = await publishedAd(
      t,
      recruiterA,
      company.id,
      jobInput(atRadius, { ...night, title: 'Nachtdienst am Rand' }),
    );
    await publishedAd(
      t,
      recruiterA,
      company.id,
      jobInput(beyond, { ...night, title: 'Nachtdienst knapp draußen' }),
    );
    const day = await publishedAd(
      t,
      recruiterA,
      company.id,
      jobInput(locationOf(company), { shiftModels: ['frueh'], title: 'Frühdienst Mitte' }),
    );
    const wien = await publishedAd(
      t,
      recruiterA,
      company.id,
      jobInput(vienna, { ...night, title: 'Nachtdienst Wien', payScale: 'kv_swoe', payGroup: 'VG 6' }),
    );
    const zh = await publishedAd(
      t,
      recruiterA,
      company.id,
      jobInput(zurich, {
        ...night,
        title: 'Nachtdienst Zürich',
        payScale: null,
        payGroup: null,
        payMin: 6200,
        payMax: 7100,
      }),
    );

    const near = await ok<TJobAdsPage>(
      t,
      berliner.client,
      'GET',
      `/api/jobs?radius=20&shiftModel=nacht&companyId=${company.id}&sort=distance`,
    );
    expect(near.jobAds.map((a) => a.uid)).toEqual([center.uid, edge.uid]);
    expect(near.jobAds[1]!.distance).toBe(20);
    const byDate = await ok<TJobAdsPage>(
      t,
      berliner.client,
      'GET',
      `/api/jobs?radius=20&companyId=${company.id}`,
    );
    expect(byDate.jobAds.map((a) => a.uid)).toEqual([day.uid, edge.uid, center.uid]);

    const viennese = await member(t, { country: 'AT', plz: '1030' });
    const inVienna = await ok<TJobAdsPage>(
      t,
      viennese.client,
      'GET',
      `/api/jobs?radius=10&companyId=${company.id}`,
    );
    expect(inVienna.jobAds.map((a) => a.uid)).toEqual([wien.uid]);
    expect(inVienna.jobAds[0]).toMatchObject({
      country: 'AT',
      city: 'Wien',
      payScale: 'kv_swoe',
      payGroup: 'VG 6',
    });
    const zuercher = await member(t, { country: 'CH', plz: '8004' });
    const inZurich = await ok<TJobAdsPage>(
      t,
      zuercher.client,
      'GET',
      `/api/jobs?radius=10&sort=distance&companyId=${company.id}`,
    );
    expect(inZurich.jobAds.map((a) => a.uid)).toEqual([zh.uid]);
    expect(inZurich.jobAds[0]).toMatchObject({ payCurrency: 'CHF', payMin: 6200, payMax: 7100 });

    for (const query of ['radius=20', 'sort=distance']) {
      const response = await call(t, homeless.client, 'GET', `/api/jobs?${query}`);
      expect(response.statusCode).toBe(422);
      expect(JSON.stringify(response.json())).toContain(M.distanceNeedsPlz);
    }
    const plain = await ok<TJobAdsPage>(t, homeless.client, 'GET', `/api/jobs?companyId=${company.id}`);
    expect(plain.jobAds).toHaveLength(6);
    expect(plain.jobAds.every((a) => a.distance === null)).toBe(true);
    const visitor = await openVisitor(t);
    expect((await call(t, visitor, 'GET', '/api/jobs?radius=20')).statusCode).toBe(422);
    expect((await call(t, berliner.client, 'GET', '/api/jobs?radius=0')).statusCode).toBe(422);
    expect((await call(t, berliner.client, 'GET', '/api/jobs?shiftModel=immer')).statusCode).toBe(422);
  });

  it('filters by work area, employment type, qualification and pay scale', async () => {
    const company = await makeCompany(t, boss, {
      name: 'Filter Pflege gGmbH',
      plz: '20095',
      recruiter: recruiterB,
    });
    const loc = locationOf(company);
    const base = { companyLocationId: loc };
    const icu = await publishedAd(
      t,
      recruiterB,
      company.id,
      jobInput(loc, { title: 'Intensivpflege Vollzeit' }),
    );
    const home = await publishedAd(
      t,
      recruiterB,
      company.id,
      jobInput(loc, {
        ...base,
        title: 'Pflegehilfskraft Ambulant Teilzeit',
        workArea: 'ambulante_pflege',
        workSubArea: null,
        qualification: 'einjaehrige_ausbildung',
        employmentType: 'teilzeit',
        hoursPerWeek: 25,
        payScale: 'avr_caritas',
        payGroup: 'P5',
        driverLicenseRequired: true,
      }),
    );
    const q = (s: string) =>
      ok<TJobAdsPage>(t, berliner.client, 'GET', `/api/jobs?companyId=${company.id}&${s}`);
    expect((await q('workArea=ambulante_pflege')).jobAds.map((a) => a.uid)).toEqual([home.uid]);
    expect((await q('employmentType=vollzeit')).jobAds.map((a) => a.uid)).toEqual([icu.uid]);
    expect((await q('qualification=einjaehrige_ausbildung')).jobAds.map((a) => a.uid)).toEqual([home.uid]);
    expect((await q('payScale=tvoed_p')).jobAds.map((a) => a.uid)).toEqual([icu.uid]);
    expect((await q('shiftModel=wochenenddienste')).jobAds).toEqual([]);
    const detail = await ok<{ jobAd: TJobAd }>(t, berliner.client, 'GET', `/api/jobs/${home.uid}`);
    expect(detail.jobAd).toMatchObject({
      hoursPerWeek: 25,
      driverLicenseRequired: true,
      employmentType: 'teilzeit',
    });
  });

  it('pages with keyset cursors by date and by distance without repeats', async () => {
    const company = await makeCompany(t, boss, {
      name: 'Paging Klinik',
      plz: '10115',
      recruiter: recruiterB,
    });
    const mitte = await placeOf(t, 'DE', '10115');
    const ads: string[] = [];
    for (let i = 0; i < 23; i++) {
      const loc = await locationAt(t, company.id, {
        latitude: mitte.latitude + i * 0.01,
        longitude: mitte.longitude,
      });
      ads.push(
        (await publishedAd(t, recruiterB, company.id, jobInput(loc, { title: `Pflegekraft Team ${i + 1}` })))
          .uid,
      );
    }
    for (const sort of ['date', 'distance']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: TJobAdsPage = await ok<TJobAdsPage>(
          t,
          berliner.client,
          'GET',
          `/api/jobs?companyId=${company.id}&sort=${sort}&radius=100${cursor ? `&cursor=${cursor}` : ''}`,
        );
        seen.push(...page.jobAds.map((a) => a.uid));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toEqual(sort === 'distance' ? ads : [...ads].reverse());
    }
    const first = await ok<TJobAdsPage>(t, berliner.client, 'GET', `/api/jobs?companyId=${company.id}`);
    const second = await ok<TJobAdsPage>(
      t,
      berliner.client,
      'GET',
      `/api/jobs?companyId=${company.id}&cursor=${first.nextCursor}`,
    );
    expect([...first.jobAds, ...second.jobAds].map((a) => a.uid)).toEqual([...ads].reverse());
    expect((await call(t, berliner.client, 'GET', '/api/jobs?cursor=kaputt')).statusCode).toBe(422);
  });

  it('sorts by distance ring by ring: the same pages as over the whole radius, nothing beyond it', async () => {
    const company = await makeCompany(t, boss, {
      name: 'Ring Kliniken',
      plz: '10115',
      recruiter: recruiterB,
    });
    const mitte = await placeOf(t, 'DE', '10115');
    const kmPerDegree = (6371 * Math.PI) / 180;
    // 3 inside the first ring (25 km), 20 between 30 and 68 km, 4 far out, 1 beyond 200 km.
    const distances = [
      2,
      8,
      15,
      ...Array.from({ length: 20 }, (_, i) => 30 + i * 2),
      120,
      150,
      175,
      199,
      210,
    ];
    const ads: Array<{ uid: string; km: number }> = [];
    for (const [i, km] of distances.entries()) {
      const loc = await locationAt(t, company.id, {
        latitude: mitte.latitude + km / kmPerDegree,
        longitude: mitte.longitude,
      });
      const ad = await publishedAd(
        t,
        recruiterB,
        company.id,
        jobInput(loc, { title: `Ringstelle ${i + 1}` }),
      );
      ads.push({ uid: ad.uid, km });
    }
    const seen: Array<{ uid: string; distance: number | null }> = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: TJobAdsPage = await ok<TJobAdsPage>(
        t,
        berliner.client,
        'GET',
        `/api/jobs?companyId=${company.id}&sort=distance${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...page.jobAds.map((a) => ({ uid: a.uid, distance: a.distance })));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(2);
    const inside = ads.filter((a) => a.km <= 200);
    expect(seen.map((a) => a.uid)).toEqual(inside.map((a) => a.uid));
    expect(seen.map((a) => a.distance)).toEqual(inside.map((a) => a.km));
    // With a radius, the rings stop at it.
    const within70 = await ok<TJobAdsPage>(
      t,
      berliner.client,
      'GET',
      `/api/jobs?companyId=${company.id}&sort=distance&radius=70`,
    );
    expect(within70.jobAds.map((a) => a.uid)).toEqual(
      ads
        .filter((a) => a.km <= 70)
        .map((a) => a.uid)
        .slice(0, 20),
    );
    expect(within70.nextCursor).not.toBeNull();
  });

  it('saves and unsaves ads for members only; saved ads list', async () => {
    const ad = await publishedAd(
      t,
      recruiterA,
      companyA.id,
      jobInput(locationOf(companyA), { title: 'Stationsleitung Geriatrie' }),
    );
    const url = `/api/jobs/${ad.uid}/saved`;
    const visitor = await openVisitor(t);
    expect((await call(t, visitor, 'PUT', url)).statusCode).toBe(401);
    expect((await call(t, visitor, 'GET', '/api/jobs/saved')).statusCode).toBe(401);
    expect(await ok(t, berliner.client, 'PUT', url)).toEqual({ isSaved: true });
    expect(await ok(t, berliner.client, 'PUT', url)).toEqual({ isSaved: true });
    expect(
      (await ok<{ jobAd: TJobAd }>(t, berliner.client, 'GET', `/api/jobs/${ad.uid}`)).jobAd.isSaved,
    ).toBe(true);
    const saved = await ok<TJobAdsPage>(t, berliner.client, 'GET', '/api/jobs/saved');
    expect(saved.jobAds.map((a) => [a.uid, a.isSaved])).toEqual([[ad.uid, true]]);
    expect((await ok<TJobAdsPage>(t, homeless.client, 'GET', '/api/jobs/saved')).jobAds).toEqual([]);
    expect(await ok(t, berliner.client, 'DELETE', url)).toEqual({ isSaved: false });
    expect((await ok<TJobAdsPage>(t, berliner.client, 'GET', '/api/jobs/saved')).jobAds).toEqual([]);

    const draft = (
      await ok<{ jobAd: TJobAd }>(
        t,
        recruiterA.client,
        'POST',
        `/api/company/${companyA.id}/job-ads`,
        jobInput(locationOf(companyA)),
      )
    ).jobAd;
    expect((await call(t, berliner.client, 'PUT', `/api/jobs/${draft.uid}/saved`)).statusCode).toBe(404);
    expect((await call(t, berliner.client, 'PUT', '/api/jobs/abcd1234/saved')).statusCode).toBe(404);
  });

  it('finds published ads in global search by German text', async () => {
    const ad = await publishedAd(
      t,
      recruiterA,
      companyA.id,
      jobInput(locationOf(companyA), {
        title: 'Gesundheits- und Krankenpfleger Zyklotronabteilung',
        descriptionHtml: '<p>Du betreust Patientinnen in der Nuklearmedizin.</p>',
      }),
    );
    const results = await ok<{ results: Array<{ type: string; url: string }> }>(
      t,
      berliner.client,
      'GET',
      '/api/search?q=zyklotronabteilung',
    );
    expect(results.results).toEqual([
      expect.objectContaining({ type: 'job', url: `/stellenanzeige/${ad.uid}/vivantes-testklinikum` }),
    ]);
  });

  it('sanitises rich text to an allowlist', () => {
    expect(
      sanitizeJobHtml('<h2 style="x">Aufgaben</h2><ul><li>Pflege<li>Doku</ul><p>a &amp; b <i>c</i>'),
    ).toBe('<h3>Aufgaben</h3><ul><li>Pflege<li>Doku</li></li></ul><p>a &#38; b <em>c</em></p>');
    expect(sanitizeJobHtml('<<script>script>alert(1)<</script>/script>')).not.toContain('<script');
    expect(sanitizeJobHtml('1 < 2 > 0')).toBe('1 &#60; 2 &#62; 0');
  });
});
