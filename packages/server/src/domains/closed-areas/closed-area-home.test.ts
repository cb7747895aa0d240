import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSED_AREA_MESSAGES, ERROR_MESSAGES, FEED_MESSAGES, UROCAMPUS_AREA_ID } from '@pflegepuls/shared';
import { createTestApp, insertUser, TEST_PASSWORD, testDialect, type TTestApp } from '../../test/harness.ts';
import { loginNewMember, openVisitor, type MemberClient } from '../../test/member.ts';
import { publishTermsVersion } from './terms.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const home = (id: number | string) => `/api/closed_areas/${id}`;
const my = (id: number) => `/api/closed_areas/${id}/my`;
const terms = (id: number) => `/api/closed_areas/${id}/terms`;
const accept = (id: number) => `/api/closed_areas/${id}/terms/accept`;
const leave = (id: number) => `/api/closed_areas/${id}/leave`;
const stats = (id: number) => `/api/closed_areas/${id}/stats`;

let areaCounter = 0;
/** A fresh closed area with terms version 'v1', so tests that publish versions do not meet. */
async function createArea(): Promise<number> {
  const db = t.database.db;
  const now = Date.now();
  areaCounter += 1;
  const area = await db
    .insertInto('closed_areas')
    .values({
      slug: `testbereich-${areaCounter}-${now}`,
      name: `Testbereich ${areaCounter}`,
      terms_version: 'v1',
      created_at: now,
      sponsor_name: 'Nordlicht Pharma',
      accent_color: '#0F6E8C',
      logo_url: '/area-logos/urocampus.svg',
      tagline: 'Kontinenzpflege',
      is_active: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('closed_area_terms')
    .values({
      closed_area_id: area.id,
      version: 'v1',
      title: 'Bedingungen',
      body: 'Fassung 1',
      published_at: now,
    })
    .execute();
  return area.id;
}

async function joinedMember(areaId: number): Promise<{ client: MemberClient; userId: number }> {
  const member = await loginNewMember(t);
  const joined = await member.client.post('/closed_areas/join', {
    closedAreaId: areaId,
    privacyPolicyAccepted: true,
  });
  expect(joined.statusCode).toBe(200);
  return member;
}

async function loginAdmin(): Promise<MemberClient> {
  const admin = await insertUser(t.database, { is_admin: 1 });
  const client = await openVisitor(t);
  expect(
    (await client.post('/api/user/login', { email: admin.email, password: TEST_PASSWORD })).statusCode,
  ).toBe(200);
  return client;
}

async function addGroup(areaId: number | null, title: string, memberIds: number[]) {
  const now = Date.now();
  const group = await t.database.db
    .insertInto('groups')
    .values({
      closed_area_id: areaId,
      title,
      description: null,
      created_by: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (memberIds.length)
    await t.database.db
      .insertInto('group_members')
      .values(
        memberIds.map((user_id) => ({
          group_id: group.id,
          user_id,
          status: 'member' as const,
          invited_by: null,
          created_at: now,
        })),
      )
      .execute();
  return group.id;
}

describe(`closed-area home, terms, leaving and statistics on ${testDialect}`, () => {
  it('answers 401 to visitors on every endpoint, before validation', async () => {
    const visitor = await openVisitor(t);
    const answers = [
      await visitor.get(home(UROCAMPUS_AREA_ID)),
      await visitor.get(my(UROCAMPUS_AREA_ID)),
      await visitor.get(terms(UROCAMPUS_AREA_ID)),
      await visitor.post(accept(UROCAMPUS_AREA_ID), {}),
      await visitor.post(leave(UROCAMPUS_AREA_ID)),
      await visitor.get(stats(UROCAMPUS_AREA_ID)),
      await visitor.get(home('abc')),
    ];
    for (const response of answers) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: ERROR_MESSAGES.UNAUTHORIZED });
    }
  });

  it('answers 403 to community members outside the area, but shows them the terms', async () => {
    const areaId = await createArea();
    const { client } = await loginNewMember(t);
    for (const response of [
      await client.get(home(areaId)),
      await client.get(my(areaId)),
      await client.post(accept(areaId), { version: 'v1' }),
      await client.post(leave(areaId)),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ success: false, message: CLOSED_AREA_MESSAGES.notClosedAreaMember });
    }
    const stat = await client.get(stats(areaId));
    expect(stat.statusCode).toBe(403);
    expect(stat.json()).toEqual({ success: false, message: CLOSED_AREA_MESSAGES.statsAdminsOnly });
    // Existing area content of other domains: 403 too, never an empty list.
    expect((await client.get(`/api/feed?closedAreaId=${areaId}`)).statusCode).toBe(403);
    expect((await client.get(`/api/moments?closedAreaId=${areaId}`)).statusCode).toBe(403);
    expect((await client.get(`/api/feed/trending?closedAreaId=${areaId}`)).statusCode).toBe(403);
    expect((await client.get(`/api/event/closed_area/events/${areaId}/null`)).statusCode).toBe(403);

    const read = await client.get(terms(areaId));
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      data: { version: 'v1', body: 'Fassung 1', isMember: false, acceptedVersion: null },
    });
  });

  it('answers 404 for an unknown area and 422 for a malformed id or version', async () => {
    const { client } = await joinedMember(UROCAMPUS_AREA_ID);
    expect((await client.get(home(987654))).statusCode).toBe(404);
    expect((await client.get(home(987654))).json()).toEqual({
      success: false,
      message: CLOSED_AREA_MESSAGES.closedAreaNotFound,
    });
    const malformed = await client.get(home('eins'));
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toMatchObject({ message: CLOSED_AREA_MESSAGES.closedAreaRequired });
    const noVersion = await client.post(accept(UROCAMPUS_AREA_ID), {});
    expect(noVersion.statusCode).toBe(422);
    expect(noVersion.json()).toMatchObject({ message: CLOSED_AREA_MESSAGES.termsVersionRequired });
  });

  it('shows a member the branded area with its tiles, and the "my" tab', async () => {
    const areaId = await createArea();
    const { client, userId } = await joinedMember(areaId);
    const db = t.database.db;
    const now = Date.now();
    await db
      .insertInto('closed_area_tiles')
      .values([
        {
          closed_area_id: areaId,
          type: 'alert',
          title: 'Neue Leitlinie',
          body: 'Kurz erklärt',
          url: null,
          link_label: null,
          position: 1,
          is_active: 1,
          created_at: now,
          updated_at: now,
        },
        {
          closed_area_id: areaId,
          type: 'events',
          title: 'Termine',
          body: null,
          url: `/closed_area/${areaId}/events`,
          link_label: 'Alle Events',
          position: 2,
          is_active: 1,
          created_at: now,
          updated_at: now,
        },
        {
          closed_area_id: areaId,
          type: 'group',
          title: 'Gruppen',
          body: null,
          url: `/closed_area/${areaId}/groups`,
          link_label: null,
          position: 3,
          is_active: 1,
          created_at: now,
          updated_at: now,
        },
        {
          closed_area_id: areaId,
          type: 'podcast',
          title: 'Inaktiv',
          body: null,
          url: null,
          link_label: null,
          position: 4,
          is_active: 0,
          created_at: now,
          updated_at: now,
        },
      ])
      .execute();
    const event = await db
      .insertInto('events')
      .values({
        closed_area_id: areaId,
        group_id: null,
        title: 'Webinar Katheterpflege',
        description: null,
        location: 'Online',
        starts_at: now + 86_400_000,
        ends_at: null,
        created_by: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('events')
      .values({
        closed_area_id: areaId,
        group_id: null,
        title: 'Vorbei',
        description: null,
        location: null,
        starts_at: now - 86_400_000,
        ends_at: now - 3_600_000,
        created_by: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db
      .insertInto('event_members')
      .values({ event_id: event.id, user_id: userId, status: 'attending', invited_by: null, created_at: now })
      .execute();
    const groupId = await addGroup(areaId, 'Stomapflege', [userId]);
    await addGroup(areaId, 'Nicht meine', []);

    const response = await client.get(home(areaId));
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as {
      data: { area: Record<string, unknown>; tiles: Array<Record<string, unknown>> };
    };
    expect(data.area).toMatchObject({
      id: areaId,
      sponsorName: 'Nordlicht Pharma',
      accentColor: '#0F6E8C',
      isAreaAdmin: false,
    });
    expect(data.tiles.map((tile) => tile.type)).toEqual(['alert', 'events', 'group']);
    expect(data.tiles[1]).toMatchObject({ events: [{ id: event.id, title: 'Webinar Katheterpflege' }] });
    expect(data.tiles[2]).toMatchObject({ groupCount: 2 });

    const mine = await client.get(my(areaId));
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      data: {
        groups: [{ id: groupId, title: 'Stomapflege', memberCount: 1 }],
        events: [{ id: event.id, status: 'attending' }],
      },
    });
  });

  it('a new terms version blocks area content until the member accepts it', async () => {
    const areaId = await createArea();
    const { client, userId } = await joinedMember(areaId);
    expect((await client.get(home(areaId))).statusCode).toBe(200);

    await publishTermsVersion(t.database.db, {
      closedAreaId: areaId,
      version: 'v2',
      title: 'Neu',
      body: 'Fassung 2',
    });
    const outdated = { success: false, message: CLOSED_AREA_MESSAGES.termsOutdated };
    for (const path of [
      home(areaId),
      my(areaId),
      `/api/feed?closedAreaId=${areaId}`,
      `/api/moments?closedAreaId=${areaId}`,
    ]) {
      const response = await client.get(path);
      expect(response.statusCode, path).toBe(403);
      expect(response.json()).toEqual(outdated);
    }
    // Still a member: the shell's membership check and the terms endpoint answer as such.
    expect((await client.get(`/api/closed_areas/${areaId}/check-membership`)).json()).toEqual({
      data: { is_member: true },
    });
    expect((await client.get(terms(areaId))).json()).toMatchObject({
      data: { version: 'v2', body: 'Fassung 2', isMember: true, acceptedVersion: 'v1' },
    });

    const stale = await client.post(accept(areaId), { version: 'v1' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ success: false, message: CLOSED_AREA_MESSAGES.termsVersionStale });
    expect((await client.get(home(areaId))).statusCode).toBe(403);

    const accepted = await client.post(accept(areaId), { version: 'v2' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ success: true, message: CLOSED_AREA_MESSAGES.termsAccepted });
    expect((await client.get(home(areaId))).statusCode).toBe(200);
    expect((await client.get(`/api/feed?closedAreaId=${areaId}`)).statusCode).toBe(200);

    const history = await t.database.db
      .selectFrom('closed_area_terms_acceptances')
      .select(['version', 'accepted_at'])
      .where('closed_area_id', '=', areaId)
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    expect(history.map((row) => row.version)).toEqual(['v1', 'v2']);
    expect(history.every((row) => Number(row.accepted_at) > 0)).toBe(true);

    // "Download my data" lists both acceptances; deleting the account removes them.
    const exported = (await client.get('/api/user/export')).json() as Record<string, unknown>;
    expect(exported['closedAreaTermsAcceptances']).toMatchObject([
      { closedAreaId: areaId, version: 'v1' },
      { closedAreaId: areaId, version: 'v2' },
    ]);
    const deleted = await client.post('/api/user/delete', { password: TEST_PASSWORD, confirm: true });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(
      await t.database.db
        .selectFrom('closed_area_terms_acceptances')
        .select('id')
        .where('user_id', '=', userId)
        .execute(),
    ).toEqual([]);
  });

  it('leaving removes access at once, group memberships of the area and the Startbereich; joining again restores access', async () => {
    const { client, userId } = await joinedMember(UROCAMPUS_AREA_ID);
    const db = t.database.db;
    const areaGroup = await addGroup(UROCAMPUS_AREA_ID, 'Kontinenzberatung', [userId]);
    const communityGroup = await addGroup(null, 'Nachtdienst', [userId]);
    expect(
      (
        await client.post('/api/closed_areas/update_primary_area', {
          closed_area_id: UROCAMPUS_AREA_ID,
          go_to_area_after_login: true,
        })
      ).statusCode,
    ).toBe(200);
    // An open tab's next request after leaving:
    expect((await client.get(home(UROCAMPUS_AREA_ID))).statusCode).toBe(200);

    const left = await client.post(leave(UROCAMPUS_AREA_ID));
    expect(left.statusCode).toBe(200);
    expect(left.json()).toEqual({ success: true, message: CLOSED_AREA_MESSAGES.left });

    const after = await client.get(home(UROCAMPUS_AREA_ID));
    expect(after.statusCode).toBe(403);
    expect(after.json()).toEqual({ success: false, message: CLOSED_AREA_MESSAGES.notClosedAreaMember });
    expect((await client.get(`/api/feed?closedAreaId=${UROCAMPUS_AREA_ID}`)).json()).toEqual({
      success: false,
      message: FEED_MESSAGES.closedAreaOnly,
    });
    expect((await client.get(`/api/closed_areas/${UROCAMPUS_AREA_ID}/check-membership`)).json()).toEqual({
      data: { is_member: false },
    });
    const groups = await db
      .selectFrom('group_members')
      .select('group_id')
      .where('user_id', '=', userId)
      .execute();
    expect(groups.map((g) => g.group_id)).toEqual([communityGroup]);
    expect(groups.map((g) => g.group_id)).not.toContain(areaGroup);
    const user = await db
      .selectFrom('users')
      .select(['is_urocampus_member', 'primary_closed_area_id', 'go_to_area_after_login'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ is_urocampus_member: 0, primary_closed_area_id: null, go_to_area_after_login: 0 });

    // Leaving twice: no longer a member.
    expect((await client.post(leave(UROCAMPUS_AREA_ID))).statusCode).toBe(403);
    // Reversible through the wizard's join.
    await client.post('/closed_areas/join', { closedAreaId: UROCAMPUS_AREA_ID, privacyPolicyAccepted: true });
    expect((await client.get(home(UROCAMPUS_AREA_ID))).statusCode).toBe(200);
  });

  it('shows the sponsor statistics to area admins and global admins only, hiding figures under 5 people', async () => {
    const areaId = await createArea();
    const members = [];
    for (let i = 0; i < 3; i += 1) members.push(await joinedMember(areaId));
    const plain = members[0]!;
    expect((await plain.client.get(stats(areaId))).statusCode).toBe(403);

    await t.database.db
      .insertInto('closed_area_admins')
      .values({ closed_area_id: areaId, user_id: plain.userId, created_at: Date.now() })
      .execute();
    const few = await plain.client.get(stats(areaId));
    expect(few.statusCode).toBe(200);
    expect(few.json()).toMatchObject({
      data: { members: null, newMembersLast30Days: null, postsLast30Days: null },
    });

    for (let i = 0; i < 3; i += 1) members.push(await joinedMember(areaId));
    await addGroup(
      areaId,
      'Große Gruppe',
      members.map((m) => m.userId),
    );
    await addGroup(areaId, 'Kleine Gruppe', [members[0]!.userId, members[1]!.userId]);
    const admin = await loginAdmin();
    const many = await admin.get(stats(areaId));
    expect(many.statusCode).toBe(200);
    const data = (many.json() as { data: Record<string, unknown> }).data;
    expect(data).toMatchObject({
      members: 6,
      newMembersLast30Days: 6,
      groups: [
        { title: 'Große Gruppe', members: 6 },
        { title: 'Kleine Gruppe', members: null },
      ],
    });
    expect(data['activeMembersPerWeek']).toHaveLength(8);
    // The admin sees the statistics without being a member, but not the content.
    expect((await admin.get(home(areaId))).statusCode).toBe(403);
  });
});
