/** The demo company posts: credible employers' posts, each text once, in the Arbeitgeber-Feed. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFeedPage, TPostItem } from '@pflegepuls/shared';
import { importPostalCodes } from '../platform/geodata.ts';
import { createTestApp, GEODATA_DIR, insertUser, testDialect, type TTestApp } from '../test/harness.ts';
import { member } from '../domains/jobs/test-helpers.ts';
import { ok } from '../test/member.ts';
import { COMPANY_POSTS, seedCompanyPosts } from './company-posts.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { seedJobs } from './jobs.ts';

describe(`demo company posts on ${testDialect}`, () => {
  let t: TTestApp;
  let ids: { recruiter: number; admin: number };
  beforeAll(async () => {
    t = await createTestApp();
    await importPostalCodes(t.database.db, GEODATA_DIR);
    const account = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)!;
    const recruiter = await insertUser(t.database, {
      email: account('Recruiter').email,
      user_name: account('Recruiter').userName,
    });
    const admin = await insertUser(t.database, {
      email: account('Admin').email,
      user_name: account('Admin').userName,
      is_admin: 1,
    });
    ids = { recruiter: recruiter.id, admin: admin.id };
    for (let i = 0; i < 30; i++)
      await insertUser(t.database, { email: `anna.muster.${i}@demo.pflegepuls.de` });
    const now = Date.now();
    await seedJobs(t.database.db, { now });
    expect(await seedCompanyPosts(t.database.db, { now })).toBe(COMPANY_POSTS.length);
  }, 120_000);
  afterAll(() => t.close());

  it('writes each text once as its company, the recruiter for his own, with matching likes', async () => {
    const { db } = t.database;
    expect(new Set(COMPANY_POSTS.map((p) => p.body)).size).toBe(COMPANY_POSTS.length);
    const rows = await db
      .selectFrom('posts')
      .innerJoin('companies', 'companies.id', 'posts.company_id')
      .select(['posts.id', 'posts.user_id', 'posts.likes_count', 'companies.name'])
      .execute();
    expect(rows).toHaveLength(COMPANY_POSTS.length);
    for (const row of rows) {
      const writer = row.name === COMPANY_POSTS[0]!.company ? ids.recruiter : ids.admin;
      expect(row.user_id, row.name).toBe(writer);
      const likes = await db
        .selectFrom('post_likes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('post_id', '=', row.id)
        .executeTakeFirstOrThrow();
      expect(Number(likes.n)).toBe(row.likes_count);
    }
    // The recruiter belongs to the first employer: his posts are his company's.
    const membership = await db
      .selectFrom('company_members')
      .innerJoin('companies', 'companies.id', 'company_members.company_id')
      .select('companies.name')
      .where('user_id', '=', ids.recruiter)
      .execute();
    expect(membership.map((m) => m.name)).toEqual([COMPANY_POSTS[0]!.company]);
  });

  it('shows them in the Arbeitgeber-Feed, newest first', async () => {
    const viewer = await member(t);
    const page = await ok<TFeedPage>(t, viewer.client, 'GET', '/api/feed?category=employer&take=50');
    const posts = page.postsAndMoments as TPostItem[];
    expect(posts).toHaveLength(COMPANY_POSTS.length);
    expect(posts[0]!.company?.name).toBe(COMPANY_POSTS[0]!.company);
    expect(posts.every((p) => p.company !== null && !p.isOwn)).toBe(true);
  });
});
