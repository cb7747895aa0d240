/** The demo's matcher lists: Marie sees fitting jobs with reasons, the demo recruiter's ads have talents. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMyJobMatches, listSuggestedTalents } from '../domains/matcher/service.ts';
import { importPostalCodes } from '../platform/geodata.ts';
import { createTestApp, GEODATA_DIR, testDialect, type TTestApp } from '../test/harness.ts';
import { seedDemo } from './demo.ts';

describe(`demo matcher lists on ${testDialect}`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await importPostalCodes(t.database.db, GEODATA_DIR);
    await seedDemo(t.database.db, Date.now());
  });
  afterAll(() => t.close());

  it('gives the member demo account explained matches', async () => {
    const marie = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('user_name', '=', 'marie.mitglied')
      .executeTakeFirstOrThrow();
    const { matches, hint } = await listMyJobMatches(t.database.db, marie.id);
    expect(hint).toBeNull();
    expect(matches.length).toBeGreaterThanOrEqual(3);
    for (const match of matches) {
      expect(['krankenhaus', 'stationaere_pflege']).toContain(match.jobAd.workArea);
      expect(match.reasons[0]).toMatch(/km entfernt, du fährst auch mehr als 30 km$/);
    }
  });

  it('tells the admins about the run with its debug data', async () => {
    const rows = await t.database.db
      .selectFrom('notifications')
      .innerJoin('users', 'users.id', 'notifications.user_id')
      .select(['users.is_admin', 'notifications.data'])
      .where('notifications.type', '=', 'admin_debug_matcher_sync')
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.is_admin === 1)).toBe(true);
    expect(JSON.parse(rows[0]!.data!).debug.status).toBe('success');
  });

  it('suggests talents for the demo recruiter company', async () => {
    const ads = await t.database.db
      .selectFrom('job_ads')
      .innerJoin('company_members', 'company_members.company_id', 'job_ads.company_id')
      .innerJoin('users', 'users.id', 'company_members.user_id')
      .select(['job_ads.id', 'job_ads.company_id'])
      .where('users.user_name', '=', 'robert.recruiter')
      .where('job_ads.status', '=', 'published')
      .execute();
    expect(ads.length).toBeGreaterThan(0);
    const lists = await Promise.all(ads.map((ad) => listSuggestedTalents(t.database.db, ad)));
    expect(lists.some((list) => list.talents.length > 0)).toBe(true);
  });
});
