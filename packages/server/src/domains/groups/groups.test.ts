/** Groups over HTTP: lists, the group page, permissions, join modes and the shell's /api/groups/all. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERROR_MESSAGES,
  GROUP_MESSAGES,
  CLOSED_AREA_MESSAGES,
  UROCAMPUS_AREA_ID,
  type TGroupCard,
  type TGroupDetail,
  type TGroupListItem,
  type TGroupMember,
} from '@pflegepuls/shared';
import { createTestApp, testDialect, type TTestApp } from '../../test/harness.ts';
import { openVisitor } from '../../test/member.ts';
import { removeAreaGroupMemberships } from './membership.ts';
import { call, ok, type TMember } from '../../test/member.ts';
import { areaMember, makeGroup, notificationsOf } from './test-helpers.ts';

let t: TTestApp;
let owner: TMember;
let outsider: TMember;
beforeAll(async () => {
  t = await createTestApp();
  owner = await areaMember(t);
  outsider = await areaMember(t, false);
});
afterAll(() => t.close());

const detailOf = async (who: TMember, id: number) =>
  (await ok<{ data: TGroupDetail }>(t, who.client, 'GET', `/api/groups/${id}`)).data;

describe(`groups: access on ${testDialect}`, () => {
  it('answers 401 to visitors on every group endpoint', async () => {
    const visitor = await openVisitor(t);
    const group = await makeGroup(t, owner, { title: 'Kontinenzberatung im Alltag' });
    const paths: Array<['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string]> = [
      ['GET', '/api/groups/all'],
      ['GET', '/groups/post_creation_modal'],
      ['GET', '/api/groups?closedAreaId=1'],
      ['POST', '/api/groups'],
      ['GET', `/api/groups/${group.id}`],
      ['PATCH', `/api/groups/${group.id}`],
      ['POST', `/api/groups/${group.id}/join`],
      ['POST', `/api/groups/${group.id}/leave`],
      ['POST', `/api/groups/${group.id}/invitation/accept`],
      ['POST', `/api/groups/${group.id}/invitation/decline`],
      ['GET', `/api/groups/${group.id}/members`],
      ['GET', `/api/groups/${group.id}/invite-candidates`],
      ['POST', `/api/groups/${group.id}/invitations`],
      ['POST', `/api/groups/${group.id}/requests/1/approve`],
      ['POST', `/api/groups/${group.id}/requests/1/decline`],
      ['DELETE', `/api/groups/${group.id}/members/1`],
      ['PATCH', `/api/groups/${group.id}/members/1`],
      ['PUT', `/api/groups/${group.id}/notifications`],
      ['GET', `/api/groups/${group.id}/posts`],
      ['PUT', `/api/groups/${group.id}/pinned`],
      ['DELETE', `/api/groups/${group.id}/posts/1`],
    ];
    for (const [method, url] of paths) {
      const response = await call(t, visitor, method, url, method === 'GET' ? undefined : {});
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ success: false, message: ERROR_MESSAGES.UNAUTHORIZED });
    }
  });

  it('answers 403 on every endpoint of an area group to members outside the area, admins too', async () => {
    const group = await makeGroup(t, owner, { title: 'Blasenkatheter-Management' });
    const admin = await areaMember(t, false);
    await t.database.db.updateTable('users').set({ is_admin: 1 }).where('id', '=', admin.userId).execute();
    const g = group.id;
    const paths: Array<['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string, unknown?]> = [
      ['GET', '/api/groups?closedAreaId=1'],
      ['GET', '/api/groups?closedAreaId=1&filter=discover_groups'],
      ['POST', '/api/groups', { closedAreaId: UROCAMPUS_AREA_ID, title: 'Fremde Gruppe' }],
      ['GET', `/api/groups/${g}`],
      ['PATCH', `/api/groups/${g}`, { title: 'Übernommen', description: '', about: '', joinMode: 'open' }],
      ['POST', `/api/groups/${g}/join`, {}],
      ['POST', `/api/groups/${g}/leave`, {}],
      ['POST', `/api/groups/${g}/invitation/accept`, {}],
      ['POST', `/api/groups/${g}/invitation/decline`, {}],
      ['GET', `/api/groups/${g}/members`],
      ['GET', `/api/groups/${g}/members?status=requested`],
      ['GET', `/api/groups/${g}/invite-candidates?q=a`],
      ['POST', `/api/groups/${g}/invitations`, { userIds: [owner.userId] }],
      ['POST', `/api/groups/${g}/requests/${owner.userId}/approve`, {}],
      ['POST', `/api/groups/${g}/requests/${owner.userId}/decline`, {}],
      ['DELETE', `/api/groups/${g}/members/${owner.userId}`],
      ['PATCH', `/api/groups/${g}/members/${owner.userId}`, { role: 'member' }],
      ['PUT', `/api/groups/${g}/notifications`, { notify: 'none' }],
      ['GET', `/api/groups/${g}/posts`],
      ['PUT', `/api/groups/${g}/pinned`, { postId: null }],
      ['DELETE', `/api/groups/${g}/posts/1`],
    ];
    for (const who of [outsider, admin]) {
      for (const [method, url, body] of paths) {
        const response = await call(t, who.client, method, url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().message).toBe(CLOSED_AREA_MESSAGES.notClosedAreaMember);
      }
    }
  });

  it('answers 403 to area members for what needs membership or a role in the group', async () => {
    const group = await makeGroup(t, owner, { title: 'Nur für Mitglieder' });
    const visitor = await areaMember(t);
    const g = group.id;
    const memberOnly: Array<['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string, unknown?]> = [
      ['GET', `/api/groups/${g}/posts`],
      ['GET', `/api/groups/${g}/members`],
      ['GET', `/api/groups/${g}/invite-candidates`],
      ['POST', `/api/groups/${g}/invitations`, { userIds: [owner.userId] }],
      ['PUT', `/api/groups/${g}/notifications`, { notify: 'none' }],
      ['POST', `/api/groups/${g}/leave`, {}],
      ['PATCH', `/api/groups/${g}`, { title: 'Übernommen', description: '', about: '', joinMode: 'open' }],
      ['PUT', `/api/groups/${g}/pinned`, { postId: null }],
      ['DELETE', `/api/groups/${g}/members/${owner.userId}`],
    ];
    for (const [method, url, body] of memberOnly) {
      const response = await call(t, visitor.client, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().message).toBe(GROUP_MESSAGES.notGroupMember);
    }
    // The area member sees the group itself.
    expect(await detailOf(visitor, g)).toMatchObject({
      title: 'Nur für Mitglieder',
      authUserMemberStatus: null,
    });
  });

  it("answers 'Invalid group ID' for a malformed (422) or missing (404) id", async () => {
    const bad = await call(t, owner.client, 'GET', '/api/groups/abc');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe(GROUP_MESSAGES.invalidGroupId);
    const zero = await call(t, owner.client, 'GET', '/api/groups/0');
    expect(zero.statusCode).toBe(422);
    const missing = await call(t, owner.client, 'GET', '/api/groups/987654');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(GROUP_MESSAGES.invalidGroupId);
    const posts = await call(t, owner.client, 'GET', '/api/groups/987654/posts');
    expect(posts.statusCode).toBe(404);
  });

  it('refuses bad input with German 422 messages', async () => {
    const short = await call(t, owner.client, 'POST', '/api/groups', { closedAreaId: 1, title: 'ab' });
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toBe(GROUP_MESSAGES.titleTooShort);
    const mode = await call(t, owner.client, 'POST', '/api/groups', {
      title: 'Gute Gruppe',
      joinMode: 'secret',
    });
    expect(mode.statusCode).toBe(422);
    expect(mode.json().message).toBe(GROUP_MESSAGES.joinModeInvalid);
    const group = await makeGroup(t, owner, { title: 'Stomaversorgung' });
    const invite = await call(t, owner.client, 'POST', `/api/groups/${group.id}/invitations`, {
      userIds: [],
    });
    expect(invite.statusCode).toBe(422);
    expect(invite.json().message).toBe(GROUP_MESSAGES.userIdsInvalid);
    const filter = await call(t, owner.client, 'GET', '/api/groups?closedAreaId=1&filter=alle');
    expect(filter.statusCode).toBe(422);
    const notify = await call(t, owner.client, 'PUT', `/api/groups/${group.id}/notifications`, {
      notify: 'laut',
    });
    expect(notify.statusCode).toBe(422);
    expect(notify.json().message).toBe(GROUP_MESSAGES.notifyInvalid);
  });
});

describe(`groups: lists on ${testDialect}`, () => {
  it('lists my groups and discover with search, member counts and keyset pages', async () => {
    const me = await areaMember(t);
    const created: number[] = [];
    const now = Date.now();
    for (let i = 0; i < 23; i++) {
      const row = await t.database.db
        .insertInto('groups')
        .values({
          closed_area_id: UROCAMPUS_AREA_ID,
          title: `Seitenweise ${i} Pflege`,
          description: null,
          created_by: owner.userId,
          members_count: 1,
          // Two share a time: the id breaks the tie.
          created_at: now - 1000 + Math.min(i, 21),
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      created.push(row.id);
    }
    const seen: TGroupCard[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/groups?closedAreaId=1&filter=discover_groups&q=seitenweise${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page: { data: TGroupCard[]; nextCursor: string | null } = await ok(t, me.client, 'GET', url);
      seen.push(...page.data);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.map((g) => g.id)).toEqual([...created].reverse());
    expect(seen[0]).toMatchObject({ membersCount: 1, authUserMemberStatus: null, joinMode: 'open' });

    await ok(t, me.client, 'POST', `/api/groups/${created[3]}/join`, undefined, 200);
    const mine = await ok<{ data: TGroupCard[] }>(
      t,
      me.client,
      'GET',
      '/api/groups?closedAreaId=1&filter=mine',
    );
    expect(mine.data.map((g) => g.id)).toEqual([created[3]]);
    expect(mine.data[0]).toMatchObject({
      membersCount: 2,
      authUserMemberStatus: 'member',
      authUserRole: 'member',
    });
    // Community groups are listed apart.
    const community = await ok<{ data: TGroupCard[] }>(t, me.client, 'GET', '/api/groups?filter=mine');
    expect(community.data).toEqual([]);
  });

  it('lets community members make and list community groups', async () => {
    const group = await makeGroup(t, outsider, { title: 'Pflege-Azubis Köln', closedAreaId: null });
    expect(group).toMatchObject({ closedAreaId: null, authUserRole: 'owner', membersCount: 1 });
    const list = await ok<{ data: TGroupCard[] }>(t, outsider.client, 'GET', '/api/groups?filter=mine');
    expect(list.data.map((g) => g.id)).toEqual([group.id]);
  });
});

describe(`groups: join modes and roles on ${testDialect}`, () => {
  it('joins an open group, leaves it; the last owner cannot leave', async () => {
    const group = await makeGroup(t, owner, { title: 'Beckenbodentraining' });
    const joiner = await areaMember(t);
    const joined = (
      await ok<{ data: TGroupDetail }>(
        t,
        joiner.client,
        'POST',
        `/api/groups/${group.id}/join`,
        undefined,
        200,
      )
    ).data;
    expect(joined).toMatchObject({ authUserMemberStatus: 'member', membersCount: 2, notify: 'all' });
    expect(joined.permissions).toEqual({
      readPosts: true,
      post: true,
      invite: true,
      moderate: false,
      manageRoles: false,
    });
    const again = await call(t, joiner.client, 'POST', `/api/groups/${group.id}/join`);
    expect(again.statusCode).toBe(409);
    const lastOwner = await call(t, owner.client, 'POST', `/api/groups/${group.id}/leave`);
    expect(lastOwner.statusCode).toBe(409);
    expect(lastOwner.json().message).toBe(GROUP_MESSAGES.lastOwner);
    const left = (
      await ok<{ data: TGroupDetail }>(
        t,
        joiner.client,
        'POST',
        `/api/groups/${group.id}/leave`,
        undefined,
        200,
      )
    ).data;
    expect(left).toMatchObject({ authUserMemberStatus: null, membersCount: 1 });
    expect((await call(t, joiner.client, 'GET', `/api/groups/${group.id}/posts`)).statusCode).toBe(403);
  });

  it('takes a request to an on-request group, tells the owner, and approval tells the requester', async () => {
    const group = await makeGroup(t, owner, { title: 'Neurogene Blase', joinMode: 'request' });
    const asker = await areaMember(t);
    const member = await areaMember(t);
    const requested = (
      await ok<{ data: TGroupDetail }>(
        t,
        asker.client,
        'POST',
        `/api/groups/${group.id}/join`,
        undefined,
        200,
      )
    ).data;
    expect(requested).toMatchObject({
      authUserMemberStatus: 'requested',
      membersCount: 1,
      permissions: { readPosts: false },
    });
    expect((await call(t, asker.client, 'GET', `/api/groups/${group.id}/posts`)).statusCode).toBe(403);

    const ownerNotes = await notificationsOf(t, owner);
    const note = ownerNotes.find((n) => n.messageType === 'group_join_request' && n.group?.id === group.id);
    expect(note).toMatchObject({
      messageText: expect.stringContaining('möchte der Gruppe „Neurogene Blase“ beitreten'),
      clickAction: { type: 'navigate', url: `/closed_area/1/groups/${group.id}` },
    });
    expect((await detailOf(owner, group.id)).requestsCount).toBe(1);
    const requests = await ok<{ data: TGroupMember[] }>(
      t,
      owner.client,
      'GET',
      `/api/groups/${group.id}/members?status=requested`,
    );
    expect(requests.data.map((m) => m.user.id)).toEqual([asker.userId]);

    // A plain member may neither see requests nor approve them.
    await ok(
      t,
      owner.client,
      'POST',
      `/api/groups/${group.id}/invitations`,
      { userIds: [member.userId] },
      200,
    );
    await ok(t, member.client, 'POST', `/api/groups/${group.id}/invitation/accept`, undefined, 200);
    expect(
      (await call(t, member.client, 'GET', `/api/groups/${group.id}/members?status=requested`)).statusCode,
    ).toBe(403);
    const denied = await call(
      t,
      member.client,
      'POST',
      `/api/groups/${group.id}/requests/${asker.userId}/approve`,
    );
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(GROUP_MESSAGES.notGroupAdmin);

    const approve = await call(
      t,
      owner.client,
      'POST',
      `/api/groups/${group.id}/requests/${asker.userId}/approve`,
    );
    expect(approve.statusCode).toBe(204);
    expect(await detailOf(asker, group.id)).toMatchObject({
      authUserMemberStatus: 'member',
      membersCount: 3,
    });
    const askerNotes = await notificationsOf(t, asker);
    expect(askerNotes.find((n) => n.messageType === 'group_request_approved')).toMatchObject({
      group: { id: group.id, name: 'Neurogene Blase' },
      clickAction: { type: 'navigate', url: `/closed_area/1/groups/${group.id}` },
    });
    // Nothing left to approve.
    expect(
      (await call(t, owner.client, 'POST', `/api/groups/${group.id}/requests/${asker.userId}/approve`))
        .statusCode,
    ).toBe(404);
  });

  it('declines a request quietly', async () => {
    const group = await makeGroup(t, owner, {
      title: 'Inkontinenz in der Langzeitpflege',
      joinMode: 'request',
    });
    const asker = await areaMember(t);
    await ok(t, asker.client, 'POST', `/api/groups/${group.id}/join`, undefined, 200);
    expect(
      (await call(t, owner.client, 'POST', `/api/groups/${group.id}/requests/${asker.userId}/decline`))
        .statusCode,
    ).toBe(204);
    expect((await detailOf(asker, group.id)).authUserMemberStatus).toBeNull();
  });

  it('lets owners make moderators, who edit, remove members but not owners', async () => {
    const group = await makeGroup(t, owner, { title: 'Harnwegsinfekte vermeiden' });
    const mod = await areaMember(t);
    const plain = await areaMember(t);
    await ok(t, mod.client, 'POST', `/api/groups/${group.id}/join`, undefined, 200);
    await ok(t, plain.client, 'POST', `/api/groups/${group.id}/join`, undefined, 200);
    // Only owners change roles.
    expect(
      (
        await call(t, plain.client, 'PATCH', `/api/groups/${group.id}/members/${mod.userId}`, {
          role: 'moderator',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call(t, owner.client, 'PATCH', `/api/groups/${group.id}/members/${mod.userId}`, {
          role: 'moderator',
        })
      ).statusCode,
    ).toBe(204);
    const edit = {
      title: 'HWI vermeiden',
      description: 'Kurz und knapp',
      about: 'Wir teilen Erfahrungen.',
      joinMode: 'request',
    };
    expect((await call(t, plain.client, 'PATCH', `/api/groups/${group.id}`, edit)).statusCode).toBe(403);
    const edited = (
      await ok<{ data: TGroupDetail }>(t, mod.client, 'PATCH', `/api/groups/${group.id}`, edit, 200)
    ).data;
    expect(edited).toMatchObject({
      title: 'HWI vermeiden',
      joinMode: 'request',
      about: 'Wir teilen Erfahrungen.',
      permissions: { moderate: true, manageRoles: false },
    });
    const removeOwner = await call(
      t,
      mod.client,
      'DELETE',
      `/api/groups/${group.id}/members/${owner.userId}`,
    );
    expect(removeOwner.statusCode).toBe(403);
    expect(removeOwner.json().message).toBe(GROUP_MESSAGES.cannotRemoveOwner);
    expect(
      (await call(t, plain.client, 'DELETE', `/api/groups/${group.id}/members/${mod.userId}`)).statusCode,
    ).toBe(403);
    expect(
      (await call(t, mod.client, 'DELETE', `/api/groups/${group.id}/members/${plain.userId}`)).statusCode,
    ).toBe(204);
    const members = await ok<{ data: TGroupMember[] }>(
      t,
      owner.client,
      'GET',
      `/api/groups/${group.id}/members`,
    );
    expect(members.data.map((m) => [m.user.id, m.role])).toEqual([
      [owner.userId, 'owner'],
      [mod.userId, 'moderator'],
    ]);
    expect((await detailOf(owner, group.id)).membersCount).toBe(2);
  });
});

describe(`groups: invitations on ${testDialect}`, () => {
  it('invites area members only, counts them in /api/groups/all, notifies, and accepts', async () => {
    const group = await makeGroup(t, owner, { title: 'Urotherapie kompakt', joinMode: 'invite' });
    const guest = await areaMember(t);
    const refused = await call(t, guest.client, 'POST', `/api/groups/${group.id}/join`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(GROUP_MESSAGES.inviteOnly);
    const outside = await call(t, owner.client, 'POST', `/api/groups/${group.id}/invitations`, {
      userIds: [outsider.userId],
    });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().message).toBe(GROUP_MESSAGES.inviteeNotInArea);

    const candidates = await ok<{ data: Array<{ id: number; status: string | null }> }>(
      t,
      owner.client,
      'GET',
      `/api/groups/${group.id}/invite-candidates?q=`,
    );
    expect(candidates.data.some((c) => c.id === guest.userId)).toBe(true);
    expect(candidates.data.some((c) => c.id === outsider.userId)).toBe(false);

    const invited = await ok<{ data: { invited: number } }>(
      t,
      owner.client,
      'POST',
      `/api/groups/${group.id}/invitations`,
      { userIds: [guest.userId, guest.userId] },
      200,
    );
    expect(invited.data.invited).toBe(1);
    // Inviting again changes nothing.
    expect(
      (
        await ok<{ data: { invited: number } }>(
          t,
          owner.client,
          'POST',
          `/api/groups/${group.id}/invitations`,
          { userIds: [guest.userId] },
          200,
        )
      ).data.invited,
    ).toBe(0);

    const mine = await ok<{ data: TGroupListItem[] }>(t, guest.client, 'GET', '/api/groups/all');
    expect(mine.data).toEqual([
      expect.objectContaining({
        id: group.id,
        authUserMemberStatus: 'pending',
        pendingMembers: [{ userId: guest.userId }],
      }),
    ]);
    const owners = await ok<{ data: TGroupListItem[] }>(t, owner.client, 'GET', '/api/groups/all');
    expect(owners.data.find((g) => g.id === group.id)?.pendingMembers).toEqual([{ userId: guest.userId }]);

    const note = (await notificationsOf(t, guest)).find((n) => n.messageType === 'closed_area_group_invite');
    expect(note).toMatchObject({
      group: { id: group.id, name: 'Urotherapie kompakt' },
      messageText: expect.stringContaining('in die Gruppe „Urotherapie kompakt“ eingeladen'),
      clickAction: { type: 'navigate', url: `/closed_area/1/groups/${group.id}` },
    });
    const invitedView = await detailOf(guest, group.id);
    expect(invitedView).toMatchObject({ authUserMemberStatus: 'pending', invitedBy: { id: owner.userId } });
    expect(invitedView.invitationExpiresAt).toBeGreaterThan(Date.now() + 29 * 86_400_000);

    const accepted = (
      await ok<{ data: TGroupDetail }>(
        t,
        guest.client,
        'POST',
        `/api/groups/${group.id}/invitation/accept`,
        undefined,
        200,
      )
    ).data;
    expect(accepted).toMatchObject({ authUserMemberStatus: 'member', membersCount: 2 });
    expect(
      (await ok<{ data: TGroupListItem[] }>(t, owner.client, 'GET', '/api/groups/all')).data.find(
        (g) => g.id === group.id,
      )?.pendingMembers,
    ).toEqual([]);
    // Members of an invite-only group may not invite; admins may.
    const third = await areaMember(t);
    expect(
      (
        await call(t, guest.client, 'POST', `/api/groups/${group.id}/invitations`, {
          userIds: [third.userId],
        })
      ).statusCode,
    ).toBe(403);
  });

  it('lets invitations be declined and lets them expire after 30 days', async () => {
    const group = await makeGroup(t, owner, { title: 'Kontinenzförderung Reha', joinMode: 'invite' });
    const a = await areaMember(t);
    const b = await areaMember(t);
    await ok(
      t,
      owner.client,
      'POST',
      `/api/groups/${group.id}/invitations`,
      { userIds: [a.userId, b.userId] },
      200,
    );
    const declined = (
      await ok<{ data: TGroupDetail }>(
        t,
        a.client,
        'POST',
        `/api/groups/${group.id}/invitation/decline`,
        undefined,
        200,
      )
    ).data;
    expect(declined.authUserMemberStatus).toBeNull();
    await t.database.db
      .updateTable('group_members')
      .set({ expires_at: Date.now() - 1000 })
      .where('group_id', '=', group.id)
      .where('user_id', '=', b.userId)
      .execute();
    expect((await ok<{ data: TGroupListItem[] }>(t, b.client, 'GET', '/api/groups/all')).data).toEqual([]);
    expect((await detailOf(b, group.id)).authUserMemberStatus).toBeNull();
    const late = await call(t, b.client, 'POST', `/api/groups/${group.id}/invitation/accept`);
    expect(late.statusCode).toBe(404);
    expect(late.json().message).toBe(GROUP_MESSAGES.noInvitation);
    // Admins withdraw an open invitation.
    const c = await areaMember(t);
    await ok(t, owner.client, 'POST', `/api/groups/${group.id}/invitations`, { userIds: [c.userId] }, 200);
    const open = await ok<{ data: TGroupMember[] }>(
      t,
      owner.client,
      'GET',
      `/api/groups/${group.id}/members?status=pending`,
    );
    expect(open.data.map((m) => m.user.id)).toEqual([c.userId]);
    expect(
      (await call(t, owner.client, 'DELETE', `/api/groups/${group.id}/members/${c.userId}`)).statusCode,
    ).toBe(204);
    expect((await detailOf(c, group.id)).authUserMemberStatus).toBeNull();
    // A new invitation replaces the expired one.
    expect(
      (
        await ok<{ data: { invited: number } }>(
          t,
          owner.client,
          'POST',
          `/api/groups/${group.id}/invitations`,
          { userIds: [b.userId] },
          200,
        )
      ).data.invited,
    ).toBe(1);
  });
});

describe(`groups: leaving the area on ${testDialect}`, () => {
  it('removes the memberships in the area’s groups and their counts, nothing else', async () => {
    const leaver = await areaMember(t);
    const inArea = await makeGroup(t, owner, { title: 'Bleibt ohne mich' });
    const community = await makeGroup(t, outsider, { title: 'Community bleibt', closedAreaId: null });
    await ok(t, leaver.client, 'POST', `/api/groups/${inArea.id}/join`, undefined, 200);
    await ok(t, leaver.client, 'POST', `/api/groups/${community.id}/join`, undefined, 200);
    await t.database.db
      .transaction()
      .execute((trx) => removeAreaGroupMemberships(trx, leaver.userId, UROCAMPUS_AREA_ID));
    expect((await detailOf(owner, inArea.id)).membersCount).toBe(1);
    expect((await detailOf(outsider, community.id)).membersCount).toBe(2);
  });
});

describe(`groups: post creation modal on ${testDialect}`, () => {
  it('answers the form fragment with escaped channel names and the limits', async () => {
    const body = await ok<{ data: string }>(t, owner.client, 'GET', '/groups/post_creation_modal');
    expect(body.data).toContain('data-body-max="5000"');
    expect(body.data).toContain('data-survey-title-max="140"');
    expect(body.data).toContain('<option value=');
    expect(body.data).toContain('Beitrag erstellen');
    expect(body.data).not.toMatch(/<script/i);
  });
});
