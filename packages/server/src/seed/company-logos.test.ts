/** The demo employers' drawn logos: one per employer, stored like an upload, fast enough for every seed. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_LOGO_SIZE } from '@pflegepuls/shared';
import { foldName } from '../domains/companies/geo.ts';
import { createTestApp, testDialect, type TTestApp } from '../test/harness.ts';
import { companyInitials, seedCompanyLogos } from './company-logos.ts';
import { DEMO_EMPLOYERS } from './job-texts.ts';

describe(`demo company logos on ${testDialect}`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const now = Date.now();
    await t.database.db
      .insertInto('companies')
      .values(
        DEMO_EMPLOYERS.map((e) => ({
          name: e.name,
          name_sort: foldName(e.name),
          facility_type: e.facilityType,
          size: e.size,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }, 120_000);
  afterAll(() => t.close());

  it('makes initials from the significant words', () => {
    expect(companyInitials('Evangelisches Krankenhaus Spreebogen')).toBe('EKS');
    expect(companyInitials('Pflegeheim Am Lindenhof')).toBe('PL');
    expect(companyInitials('Hospiz Lichtblick')).toBe('HL');
  });

  it('gives each of the 25 employers a square WebP logo in well under two seconds', async () => {
    const started = performance.now();
    expect(await seedCompanyLogos(t.database.db, t.config)).toBe(DEMO_EMPLOYERS.length);
    const elapsed = performance.now() - started;
    expect(elapsed).toBeLessThan(2000);
    const rows = await t.database.db.selectFrom('companies').select('logo_path').execute();
    const paths = rows.map((r) => r.logo_path);
    expect(new Set(paths).size).toBe(DEMO_EMPLOYERS.length);
    for (const logo of paths) {
      expect(logo).toMatch(/^\/uploads\/companies\/[0-9a-f]{32}\.webp$/);
      expect(existsSync(path.join(t.config.dataDir, logo!))).toBe(true);
    }
    const meta = await sharp(path.join(t.config.dataDir, paths[0]!)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: COMPANY_LOGO_SIZE, height: COMPANY_LOGO_SIZE });
    // Employers with a logo keep it.
    expect(await seedCompanyLogos(t.database.db, t.config)).toBe(0);
  });
});
