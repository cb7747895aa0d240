import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_MESSAGES, GROUP_MESSAGES, type TEventDetail, type TEventListPage } from '@pflegepuls/shared';
import { createTestApp, testDialect, type TTestApp } from '../../test/harness.ts';
import { call, ok, type TMember } from '../../test/member.ts';
import { areaMember, makeEvent, makeGroup } from './test-helpers.ts';

let t: TTestApp;
let owner: TMember;
let groupMember: TMember;
let outsider: TMember;
beforeAll(async () => {
  t = await createTestApp();
  owner = await areaMember(t);
  groupMember = await areaMember(t);
  outsider = await areaMember(t);
});
afterAll(() => t.close());

describe(`group events on ${testDialect}`, () => {
  it('only group members, invitees and organisers see a group event; the group organises through its admins', async () => {
    const group = await makeGroup(t, owner, { title: 'Katheter-Sprechstunde Nord' });
    await ok(t, groupMember.client, 'POST', `/api/groups/${group.id}/join`, undefined, 200);
    // A plain group member may not show the group as organiser.
    const refused = await call(t, groupMember.client, 'POST', '/api/events', {
      closedAreaId: 1,
      groupId: group.id,
      organiserIsGroup: true,
      title: 'Fallbesprechung',
      category: 'Fortbildung',
      startsAt: Date.now() + 86_400_000,
      isOnline: true,
      onlineUrl: 'https://meet.example.org/fall',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(GROUP_MESSAGES.notGroupAdmin);

    const event = await makeEvent(t, owner, {
      groupId: group.id,
      organiserIsGroup: true,
      title: 'Gruppentreffen',
    });
    expect(event.organiser).toMatchObject({
      kind: 'group',
      id: group.id,
      name: 'Katheter-Sprechstunde Nord',
    });
    expect((await call(t, groupMember.client, 'GET', `/api/events/${event.id}`)).statusCode).toBe(200);
    const hidden = await call(t, outsider.client, 'GET', `/api/events/${event.id}`);
    expect(hidden.statusCode).toBe(403);
    expect(hidden.json().message).toBe(EVENT_MESSAGES.notAllowed);
    const list = await ok<TEventListPage>(t, outsider.client, 'GET', '/api/events?closedAreaId=1');
    expect(list.data.map((e) => e.id)).not.toContain(event.id);
    const theirs = await ok<TEventListPage>(t, groupMember.client, 'GET', '/api/events?closedAreaId=1');
    expect(theirs.data.map((e) => e.id)).toContain(event.id);

    // An invitation lets an outsider of the group see it.
    await ok(t, owner.client, 'POST', `/api/events/${event.id}/invite`, { userIds: [outsider.userId] }, 200);
    const seen = await ok<{ data: TEventDetail }>(t, outsider.client, 'GET', `/api/events/${event.id}`);
    expect(seen.data.authUserMemberStatus).toBe('invited');
    // A group member is not an organiser; the owner of the organising group is.
    expect(
      (await call(t, groupMember.client, 'POST', `/api/events/${event.id}/message`, { text: 'Hallo' }))
        .statusCode,
    ).toBe(403);
  });

  it('lists keyset pages, past events in their own section, and filters by month and category', async () => {
    const base = Date.now() + 40 * 86_400_000;
    const ids: number[] = [];
    // More than a page, written directly (creating is rate-limited per member).
    for (let i = 0; i < 22; i++) {
      const row = await t.database.db
        .insertInto('events')
        .values({
          closed_area_id: 1,
          group_id: null,
          title: `Webinar ${i}`,
          description: null,
          location: null,
          category: 'Webinar',
          is_online: 1,
          online_url: 'https://meet.example.org/w',
          starts_at: base + i * 3_600_000,
          ends_at: null,
          created_by: owner.userId,
          created_at: Date.now(),
          updated_at: Date.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    const stammtisch = await makeEvent(t, owner, { title: 'Stammtisch', category: 'Stammtisch' });
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: TEventListPage = await ok<TEventListPage>(
        t,
        owner.client,
        'GET',
        `/api/events?closedAreaId=1&category=Webinar${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...page.data.map((e) => e.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.filter((id) => ids.includes(id))).toEqual(ids);
    expect(seen).not.toContain(stammtisch.id);
    const month = new Date(base).toISOString().slice(0, 7);
    const inMonth = await ok<TEventListPage>(
      t,
      owner.client,
      'GET',
      `/api/events?closedAreaId=1&month=${month}`,
    );
    expect(inMonth.data.length).toBeGreaterThan(0);
    expect(inMonth.data.map((e) => e.id)).not.toContain(stammtisch.id);

    const past = ids[0]!;
    await t.database.db
      .updateTable('events')
      .set({ starts_at: Date.now() - 7_200_000, ends_at: Date.now() - 3_600_000 })
      .where('id', '=', past)
      .execute();
    const upcoming = await ok<TEventListPage>(
      t,
      owner.client,
      'GET',
      '/api/events?closedAreaId=1&category=Webinar',
    );
    expect(upcoming.data.map((e) => e.id)).not.toContain(past);
    const pastPage = await ok<TEventListPage>(
      t,
      owner.client,
      'GET',
      '/api/events?closedAreaId=1&section=past',
    );
    expect(pastPage.data[0]!.id).toBe(past);
    // Meine Events: what I answered.
    await ok(t, groupMember.client, 'POST', `/api/events/${stammtisch.id}/answer`, { answer: 'maybe' }, 200);
    const mine = await ok<TEventListPage>(
      t,
      groupMember.client,
      'GET',
      '/api/events?closedAreaId=1&filter=meine-events',
    );
    expect(mine.data.map((e) => e.id)).toEqual([stammtisch.id]);
  });

  it('account deletion frees the accepted place', async () => {
    const event = await makeEvent(t, outsider, { capacity: 3 });
    const leaver = await areaMember(t);
    await ok(t, leaver.client, 'POST', `/api/events/${event.id}/answer`, { answer: 'attending' }, 200);
    const { deleteEventMemberships } = await import('./service.ts');
    await t.database.db.transaction().execute((trx) => deleteEventMemberships(trx, leaver.userId));
    const detail = await ok<{ data: TEventDetail }>(t, outsider.client, 'GET', `/api/events/${event.id}`);
    expect(detail.data).toMatchObject({ attendingCount: 0, counts: { attending: 0 } });
  });
});
