import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERROR_MESSAGES,
  UROCAMPUS_AREA_ID,
  type TEventsAnswer,
  CLOSED_AREA_MESSAGES,
  GROUP_MESSAGES,
  UROCAMPUS_TERMS_VERSION,
} from '@pflegepuls/shared';
import { createTestApp, testDialect, type TTestApp } from '../../test/harness.ts';
import { loginNewMember, openVisitor } from '../../test/member.ts';

const ALL = '/api/event/closed_area/events/-1/null';
const HOUR = 60 * 60_000;

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function event(
  title: string,
  values: { closedAreaId: number | null; startsAt: number; endsAt?: number | null; groupId?: number | null },
) {
  const now = Date.now();
  return (
    await t.database.db
      .insertInto('events')
      .values({
        closed_area_id: values.closedAreaId,
        group_id: values.groupId ?? null,
        title,
        description: null,
        location: 'Online',
        starts_at: values.startsAt,
        ends_at: values.endsAt ?? null,
        created_by: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

async function join(userId: number) {
  const now = Date.now();
  await t.database.db
    .insertInto('closed_area_memberships')
    .values({
      closed_area_id: UROCAMPUS_AREA_ID,
      user_id: userId,
      accepted_terms_version: UROCAMPUS_TERMS_VERSION,
      accepted_at: now,
      created_at: now,
    })
    .execute();
}

describe(`GET ${ALL} on ${testDialect}`, () => {
  it('answers 401 to visitors', async () => {
    const visitor = await openVisitor(t);
    const response = await visitor.get(ALL);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: ERROR_MESSAGES.UNAUTHORIZED });
  });

  it('answers an empty list from the empty tables', async () => {
    const { client } = await loginNewMember(t);
    expect((await client.get(ALL)).json()).toEqual({ data: [] });
  });

  it('lists upcoming and running events of my areas, soonest first, with my membership', async () => {
    const outsider = await loginNewMember(t);
    const insider = await loginNewMember(t);
    await join(insider.userId);
    const now = Date.now();
    const community = await event('Stammtisch Pflege', { closedAreaId: null, startsAt: now + 48 * HOUR });
    const uro = await event('Urologie-Webinar', {
      closedAreaId: UROCAMPUS_AREA_ID,
      startsAt: now + 24 * HOUR,
    });
    const running = await event('Fachtag läuft', {
      closedAreaId: UROCAMPUS_AREA_ID,
      startsAt: now - 2 * HOUR,
      endsAt: now + 2 * HOUR,
    });
    await event('Vorbei', { closedAreaId: null, startsAt: now - 5 * HOUR, endsAt: now - 4 * HOUR });
    const invitation = await t.database.db
      .insertInto('event_members')
      .values({
        event_id: uro,
        user_id: insider.userId,
        status: 'attending',
        invited_by: null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const inside = (await insider.client.get(ALL)).json() as TEventsAnswer;
    expect(inside.data.map((e) => e.id)).toEqual([running, uro, community]);
    expect(inside.data[1]).toMatchObject({
      title: 'Urologie-Webinar',
      closedAreaId: UROCAMPUS_AREA_ID,
      authUserMemberStatus: 'attending',
      authUserMemberId: invitation.id,
    });
    expect(inside.data[0]).toMatchObject({ authUserMemberStatus: null, authUserMemberId: null });

    const outside = (await outsider.client.get(ALL)).json() as TEventsAnswer;
    expect(outside.data.map((e) => e.id)).toEqual([community]);

    const onlyUro = (
      await insider.client.get(`/api/event/closed_area/events/${UROCAMPUS_AREA_ID}/null`)
    ).json() as TEventsAnswer;
    expect(onlyUro.data.map((e) => e.id)).toEqual([running, uro]);
  });

  it('answers 403 for an area or group I do not belong to and 422 for malformed ids', async () => {
    const { client } = await loginNewMember(t);
    const area = await client.get(`/api/event/closed_area/events/${UROCAMPUS_AREA_ID}/null`);
    expect(area.statusCode).toBe(403);
    expect(area.json()).toEqual({ success: false, message: CLOSED_AREA_MESSAGES.notClosedAreaMember });
    const group = await client.get('/api/event/closed_area/events/-1/12345');
    expect(group.statusCode).toBe(403);
    expect(group.json()).toEqual({ success: false, message: GROUP_MESSAGES.notGroupMember });
    const badArea = await client.get('/api/event/closed_area/events/abc/null');
    expect(badArea.statusCode).toBe(422);
    expect(badArea.json()).toMatchObject({ message: CLOSED_AREA_MESSAGES.closedAreaRequired });
    const badGroup = await client.get('/api/event/closed_area/events/-1/-5');
    expect(badGroup.statusCode).toBe(422);
    expect(badGroup.json()).toMatchObject({ message: GROUP_MESSAGES.invalidGroupId });
  });
});
