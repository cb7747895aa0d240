import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importPostalCodes, parsePostalFile, splitCsvLine } from './geodata.ts';
import { createTestApp, GEODATA_DIR, testDialect, type TTestApp } from '../test/harness.ts';

describe('postal file parsing', () => {
  it('splits quoted CSV fields with commas and doubled quotes', () => {
    expect(splitCsvLine('AT,1010,"Wien, Innere Stadt",Wien,"a ""b"""')).toEqual([
      'AT',
      '1010',
      'Wien, Innere Stadt',
      'Wien',
      'a "b"',
    ]);
  });

  it('reads the CSV form with header and GeoNames’ tab-separated form alike', () => {
    const csv =
      'country_code,zipcode,place,state,state_code,province,province_code,community,community_code,latitude,longitude\n' +
      'DE,10115,Berlin,Berlin,BE,,00,"Berlin, Stadt",11000,52.5323,13.3846\n';
    const tsv = 'DE\t10115\tBerlin\tBerlin\tBE\t\t00\tBerlin, Stadt\t11000\t52.5323\t13.3846\t4\n';
    const expected = {
      country: 'DE',
      code: '10115',
      place: 'Berlin',
      state: 'Berlin',
      state_code: 'BE',
      province: null,
      community: 'Berlin, Stadt',
      latitude: 52.5323,
      longitude: 13.3846,
    };
    expect(parsePostalFile(csv)).toEqual([expected]);
    expect(parsePostalFile(tsv)).toEqual([expected]);
  });
});

describe(`postal import on ${testDialect}`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('imports all DE/AT/CH rows of the shared data and finds the examples', async () => {
    const count = await importPostalCodes(t.database.db, GEODATA_DIR);
    expect(count).toBe(23297 + 18957 + 4520);
    const find = (country: string, code: string) =>
      t.database.db
        .selectFrom('postal_codes')
        .select(['place', 'state'])
        .where('country', '=', country)
        .where('code', '=', code)
        .execute();
    expect(await find('DE', '80331')).toContainEqual({ place: 'München', state: 'Bayern' });
    expect(await find('CH', '8001')).toContainEqual({ place: 'Zürich', state: 'Kanton Zürich' });
    expect((await find('DE', '01067')).map((r) => r.place)).toContain('Dresden');
  });

  it('replaces the table on a second import from a GeoNames text file', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pp-geo-'));
    writeFileSync(
      path.join(dir, 'AT.txt'),
      'AT\t1010\tWien, Innere Stadt\tWien\t09\t\t900\t\t901\t48.2077\t16.3705\t6\n',
    );
    expect(await importPostalCodes(t.database.db, dir)).toBe(1);
    const rows = await t.database.db.selectFrom('postal_codes').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ country: 'AT', code: '1010', place: 'Wien, Innere Stadt' });
  });
});
