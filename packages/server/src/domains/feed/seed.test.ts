import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { UROCAMPUS_AREA_ID, UROCAMPUS_TERMS_VERSION } from '@pflegepuls/shared';
import { createSeededFaker } from '../../seed/users.ts';
import { seedFeed } from '../../seed/feed.ts';
import { createTestApp, insertUser, type TTestApp } from '../../test/harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
  const now = Date.now();
  for (let i = 0; i < 40; i++) {
    const { id } = await insertUser(t.database);
    if (i % 4 === 0) {
      await t.database.db
        .insertInto('closed_area_memberships')
        .values({
          closed_area_id: UROCAMPUS_AREA_ID,
          user_id: id,
          accepted_terms_version: UROCAMPUS_TERMS_VERSION,
          accepted_at: now,
          created_at: now,
        })
        .execute();
    }
  }
  await seedFeed(t.database.db, createSeededFaker(1), { now });
}, 120_000);
afterAll(() => t.close());

it('seeds posts and moments with counters that match their rows', async () => {
  const { db } = t.database;
  const mismatches = await sql<{ id: number }>`
    select p.id from posts p
    where p.likes_count <> (select count(*) from post_likes l where l.post_id = p.id)
       or p.comments_count <> (select count(*) from post_comments c where c.post_id = p.id)
       or p.survey_votes_count <> (select count(*) from survey_votes v where v.post_id = p.id)
    union all
    select m.id from moments m
    where m.reactions_count <> (select count(*) from moment_reactions r where r.moment_id = m.id)
       or m.heart_count <> (select count(*) from moment_reactions r where r.moment_id = m.id and r.type = 'heart')
       or m.comments_count <> (select count(*) from moment_comments c where c.moment_id = m.id)`.execute(db);
  expect(mismatches.rows).toEqual([]);

  const count = async (table: 'posts' | 'moments' | 'feed_items') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const [posts, moments, items] = await Promise.all([count('posts'), count('moments'), count('feed_items')]);
  expect(posts).toBeGreaterThan(60);
  expect(moments).toBeGreaterThan(25);
  expect(items).toBe(posts + moments);

  // Every text once: no post or moment repeats another, no comment repeats under the same post.
  const repeated = async (query: string) => (await sql.raw(query).execute(db)).rows;
  expect(await repeated('select body from posts group by body having count(*) > 1')).toEqual([]);
  expect(await repeated('select content from moments group by content having count(*) > 1')).toEqual([]);
  expect(
    await repeated('select post_id, body from post_comments group by post_id, body having count(*) > 1'),
  ).toEqual([]);

  const bots = await db.selectFrom('users').select('id').where('is_bot', '=', 1).execute();
  expect(bots).toHaveLength(2);
  const inArea = await db
    .selectFrom('posts')
    .select('user_id')
    .where('closed_area_id', '=', UROCAMPUS_AREA_ID)
    .execute();
  expect(inArea.length).toBeGreaterThan(0);
  const members = new Set(
    (await db.selectFrom('closed_area_memberships').select('user_id').execute()).map((m) => m.user_id),
  );
  expect(inArea.every((p) => members.has(p.user_id))).toBe(true);
});

it('lets every member follow one or two channels', async () => {
  const rows = await t.database.db
    .selectFrom('channel_follows')
    .select(['user_id', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('user_id')
    .execute();
  expect(rows).toHaveLength(40);
  expect(rows.every((r) => Number(r.n) >= 1 && Number(r.n) <= 2)).toBe(true);
});
