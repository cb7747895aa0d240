/** The demo groups: counts consistent with the rows, Uwe's group, invitation and request, group posts only in group streams. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UROCAMPUS_AREA_ID } from '@pflegepuls/shared';
import { importPostalCodes } from '../platform/geodata.ts';
import { createTestApp, GEODATA_DIR, testDialect, type TTestApp } from '../test/harness.ts';
import { seedDemo } from './demo.ts';
import { SEED_GROUPS } from './group-texts.ts';

describe(`demo groups on ${testDialect}`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await importPostalCodes(t.database.db, GEODATA_DIR);
    await seedDemo(t.database.db, Date.UTC(2026, 10, 1));
  });
  afterAll(() => t.close());

  it('seeds the groups with consistent member counts and area members only', async () => {
    const db = t.database.db;
    const groups = await db
      .selectFrom('groups')
      .select(['id', 'title', 'closed_area_id', 'members_count'])
      .execute();
    expect(groups.map((g) => g.title).sort()).toEqual(SEED_GROUPS.map((g) => g.title).sort());
    expect(groups.filter((g) => g.closed_area_id === UROCAMPUS_AREA_ID).length).toBeGreaterThanOrEqual(8);
    for (const group of groups) {
      const members = await db
        .selectFrom('group_members')
        .select('user_id')
        .where('group_id', '=', group.id)
        .where('status', '=', 'member')
        .execute();
      expect(members.length, group.title).toBe(group.members_count);
      if (group.closed_area_id !== null) {
        const inArea = await db
          .selectFrom('closed_area_memberships')
          .select('user_id')
          .where('closed_area_id', '=', group.closed_area_id)
          .where(
            'user_id',
            'in',
            members.map((m) => m.user_id),
          )
          .execute();
        expect(inArea.length, group.title).toBe(members.length);
      }
    }
  });

  it('gives Uwe a group of his own with a request, memberships and an invitation with its notification', async () => {
    const db = t.database.db;
    const uwe = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'urocampus@demo.pflegepuls.de')
      .executeTakeFirstOrThrow();
    const rows = await db
      .selectFrom('group_members as gm')
      .innerJoin('groups as g', 'g.id', 'gm.group_id')
      .select(['g.id', 'g.title', 'gm.status', 'gm.role', 'gm.expires_at'])
      .where('gm.user_id', '=', uwe.id)
      .execute();
    expect(rows.find((r) => r.role === 'owner')?.title).toBe('Katheter-Sprechstunde');
    expect(rows.filter((r) => r.status === 'member').length).toBe(5);
    const invitation = rows.find((r) => r.status === 'pending');
    expect(invitation?.title).toBe('Stoma- und Kontinenzberatung');
    expect(invitation?.expires_at).toBeGreaterThan(Date.UTC(2026, 10, 1));
    const own = rows.find((r) => r.role === 'owner')!;
    const requests = await db
      .selectFrom('group_members')
      .select('user_id')
      .where('group_id', '=', own.id)
      .where('status', '=', 'requested')
      .execute();
    expect(requests.length).toBe(1);
    const types = (
      await db.selectFrom('notifications').select('type').where('user_id', '=', uwe.id).execute()
    ).map((n) => n.type);
    expect(types).toEqual(
      expect.arrayContaining(['closed_area_group_invite', 'group_join_request', 'group_post']),
    );
  });

  it('keeps group posts in their groups’ streams', async () => {
    const db = t.database.db;
    const misplaced = await db
      .selectFrom('posts')
      .innerJoin('feed_items', (j) =>
        j.onRef('feed_items.ref_id', '=', 'posts.id').on('feed_items.kind', '=', 'post'),
      )
      .select('posts.id')
      .where('posts.group_id', 'is not', null)
      .where('feed_items.area_id', '>=', 0)
      .execute();
    expect(misplaced).toEqual([]);
    const surveys = await db
      .selectFrom('posts')
      .select(['survey_multiple', 'survey_closes_at'])
      .where('group_id', 'is not', null)
      .where('survey_title', 'is not', null)
      .execute();
    expect(surveys.some((s) => s.survey_multiple === 1)).toBe(true);
    expect(surveys.some((s) => s.survey_closes_at !== null)).toBe(true);
  });
});
