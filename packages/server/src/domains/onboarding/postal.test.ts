import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONBOARDING_MESSAGES as M } from '@pflegepuls/shared';
import { importPostalCodes } from '../../platform/geodata.ts';
import { createTestApp, GEODATA_DIR, testDialect, type TTestApp } from '../../test/harness.ts';
import { getCityName, pickMainPlace } from './postal.ts';
import { loginNewMember, openVisitor, type MemberClient } from '../../test/member.ts';

const URL = '/user/validate-postal-code';

describe('main place of a postal code', () => {
  const row = (place: string, community: string | null) => ({
    country: 'DE',
    code: '01067',
    place,
    state: 'Sachsen',
    community,
    latitude: null,
    longitude: null,
  });

  it('prefers the place named like the community, else the first', () => {
    const rows = [
      row('Dresden Innere Altstadt', 'Kreisfreie Stadt Dresden'),
      row('Dresden', 'Kreisfreie Stadt Dresden'),
    ];
    expect(pickMainPlace(rows)?.place).toBe('Dresden');
    expect(pickMainPlace([row('Berlin', 'Berlin, Stadt')])?.place).toBe('Berlin');
    expect(pickMainPlace([row('Wien, Innere Stadt', 'Gemeindebezirk Innere Stadt')])?.place).toBe(
      'Wien, Innere Stadt',
    );
    expect(pickMainPlace([])).toBeUndefined();
  });

  it('derives the town from district and post-office names', () => {
    expect(getCityName('Wien, Innere Stadt')).toBe('Wien');
    expect(getCityName('Bern 65 SBB')).toBe('Bern');
    expect(getCityName('Frankfurt am Main')).toBe('Frankfurt am Main');
  });
});

describe(`postal-code check on ${testDialect}`, () => {
  let t: TTestApp;
  let member: MemberClient;
  beforeAll(async () => {
    t = await createTestApp();
    await importPostalCodes(t.database.db, GEODATA_DIR);
    member = (await loginNewMember(t)).client;
  });
  afterAll(() => t.close());

  it('finds the four examples with city, state and formatted location', async () => {
    const examples = [
      {
        plz: '10115',
        country: 'DE',
        data: { formatted_location: '10115 Berlin', city: 'Berlin', state: 'Berlin' },
      },
      {
        plz: '80331',
        country: 'DE',
        data: { formatted_location: '80331 München', city: 'München', state: 'Bayern' },
      },
      { plz: '1010', country: 'AT', data: { formatted_location: '1010 Wien', city: 'Wien', state: 'Wien' } },
      {
        plz: '8001',
        country: 'CH',
        data: { formatted_location: '8001 Zürich', city: 'Zürich', state: 'Kanton Zürich' },
      },
    ];
    for (const example of examples) {
      const response = await member.post(URL, { plz: example.plz, country: example.country });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        message: M.postalValid,
        field: 'plz',
        data: example.data,
      });
    }
  });

  it('answers the main place of a code with several places', async () => {
    const dresden = await member.post(URL, { plz: '01067', country: 'DE' });
    expect(dresden.json().data).toEqual({
      formatted_location: '01067 Dresden',
      city: 'Dresden',
      state: 'Sachsen',
    });
    const bern = await member.post(URL, { plz: '3000', country: 'CH' });
    expect(bern.json().data.city).toBe('Bern');
  });

  it('defaults to Germany', async () => {
    const response = await member.post(URL, { plz: '80331' });
    expect(response.json().data.city).toBe('München');
  });

  it('answers an unknown code with success false and a German message on plz', async () => {
    for (const [plz, country] of [
      ['00000', 'DE'],
      ['9999', 'AT'],
      ['9999', 'CH'],
    ]) {
      const response = await member.post(URL, { plz, country });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: false, message: M.postalUnknown, field: 'plz' });
    }
  });

  it('rejects a wrong length, non-digits and an unsupported country with 422', async () => {
    const short = await member.post(URL, { plz: '1011', country: 'DE' });
    expect(short.statusCode).toBe(422);
    expect(short.json()).toEqual({
      success: false,
      message: 'Bitte gib eine gültige 5-stellige Postleitzahl ein',
      errors: { plz: ['Bitte gib eine gültige 5-stellige Postleitzahl ein'] },
    });
    const austrian = await member.post(URL, { plz: '10115', country: 'AT' });
    expect(austrian.json().errors.plz).toEqual(['Bitte gib eine gültige 4-stellige Postleitzahl ein']);
    const letters = await member.post(URL, { plz: '1O115', country: 'DE' });
    expect(letters.statusCode).toBe(422);
    expect(letters.json().errors.plz).toEqual([M.plzInvalidLength(5)]);
    const empty = await member.post(URL, { plz: '', country: 'DE' });
    expect(empty.json().errors.plz).toEqual(['Bitte gib deine Postleitzahl ein']);
    const france = await member.post(URL, { plz: '75001', country: 'FR' });
    expect(france.statusCode).toBe(422);
    expect(france.json().errors.country).toEqual([M.countryInvalid]);
  });

  it('needs a logged-in member and a CSRF token', async () => {
    const visitor = await openVisitor(t);
    const anonymous = await visitor.post(URL, { plz: '10115', country: 'DE' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Bitte melde dich an.');
    const withoutToken = await member.post(URL, { plz: '10115', country: 'DE' }, { csrf: null });
    expect(withoutToken.statusCode).toBe(419);
  });

  it('limits checks to 60 per minute per IP', async () => {
    const { client } = await loginNewMember(t);
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      statuses.push((await client.post(URL, { plz: '10115', country: 'DE' })).statusCode);
    }
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});

describe(`postal-code check without data on ${testDialect}`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 503 with a German message while the postal data is not installed', async () => {
    const { client } = await loginNewMember(t);
    const response = await client.post(URL, { plz: '10115', country: 'DE' });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(M.postalDataMissing);
  });
});
