/** The demo applications: every state with its steps, texts once, the demo accounts left out. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from '@pflegepuls/shared';
import { importPostalCodes } from '../platform/geodata.ts';
import { createTestApp, GEODATA_DIR, insertUser, testDialect, type TTestApp } from '../test/harness.ts';
import { seedApplications } from './applications.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { seedJobs } from './jobs.ts';

describe(`demo applications seed on ${testDialect}`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await importPostalCodes(t.database.db, GEODATA_DIR);
    for (const account of DEMO_ACCOUNTS)
      await insertUser(t.database, { email: account.email, user_name: account.userName });
    for (let i = 0; i < 30; i++)
      await insertUser(t.database, {
        email: `person.nummer.${i}@demo.pflegepuls.de`,
        user_name: `person.${i}`,
      });
    const now = Date.now();
    await seedJobs(t.database.db, { now });
    expect(await seedApplications(t.database.db, { now })).toEqual({ applications: 30 });
  }, 120_000);
  afterAll(() => t.close());

  it('fills the recruiter’s pipeline in every state, with steps, single texts and no demo account', async () => {
    const db = t.database.db;
    const apps = await db
      .selectFrom('job_applications as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .innerJoin('companies as c', 'c.id', 'a.company_id')
      .select(['a.id', 'a.status', 'a.message', 'a.decided_at', 'u.email', 'c.name'])
      .execute();
    expect(new Set(apps.map((a) => a.status))).toEqual(new Set(APPLICATION_STATUSES));
    expect(apps.some((a) => DEMO_ACCOUNTS.some((d) => d.email === a.email))).toBe(false);
    expect(apps.filter((a) => a.name === 'Evangelisches Krankenhaus Spreebogen').length).toBeGreaterThan(12);
    const messages = apps.map((a) => a.message).filter(Boolean);
    expect(new Set(messages).size).toBe(messages.length);
    for (const a of apps)
      expect(a.decided_at !== null).toBe(a.status === 'rejected' || a.status === 'withdrawn');

    const steps = await db
      .selectFrom('job_application_steps')
      .select(['application_id', 'status'])
      .orderBy('id')
      .execute();
    for (const a of apps) {
      const own = steps.filter((s) => s.application_id === a.id).map((s) => s.status);
      expect(own[0]).toBe('received');
      expect(own.at(-1)).toBe(a.status);
    }
    const notes = await db.selectFrom('job_application_notes').select('text').execute();
    expect(notes.length).toBeGreaterThan(0);
    expect(new Set(notes.map((n) => n.text)).size).toBe(notes.length);
  });
});
