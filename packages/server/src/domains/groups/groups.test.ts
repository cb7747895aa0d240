import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, UROCAMPUS_AREA_ID, type TGroupsAnswer } from '@pflegepuls/shared';
import { createTestApp, testDialect, type TTestApp } from '../../test/harness.ts';
import { loginNewMember, openVisitor } from '../../test/member.ts';

const GROUPS = '/api/groups/all';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function group(title: string, closedAreaId: number | null, createdAt: number) {
  return (
    await t.database.db
      .insertInto('groups')
      .values({
        closed_area_id: closedAreaId,
        title,
        description: null,
        created_by: null,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

async function member(groupId: number, userId: number, status: 'member' | 'pending') {
  await t.database.db
    .insertInto('group_members')
    .values({ group_id: groupId, user_id: userId, status, invited_by: null, created_at: Date.now() })
    .execute();
}

describe(`GET ${GROUPS} on ${testDialect}`, () => {
  it('answers 401 to visitors', async () => {
    const visitor = await openVisitor(t);
    const response = await visitor.get(GROUPS);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: ERROR_MESSAGES.UNAUTHORIZED });
  });

  it('answers an empty list from the empty tables', async () => {
    const { client } = await loginNewMember(t);
    expect((await client.get(GROUPS)).json()).toEqual({ data: [] });
  });

  it('lists my groups and invitations, newest first, with the invitations I may see', async () => {
    const me = await loginNewMember(t);
    const a = await loginNewMember(t);
    const b = await loginNewMember(t);
    const now = Date.now();
    const mine = await group('Praxisanleitung Nord', null, now - 3000);
    const invited = await group('Urologie-Fachgruppe', UROCAMPUS_AREA_ID, now - 2000);
    const foreign = await group('Nicht meine Gruppe', null, now - 1000);
    await member(mine, me.userId, 'member');
    await member(mine, a.userId, 'pending');
    await member(invited, me.userId, 'pending');
    await member(invited, b.userId, 'pending');
    await member(invited, a.userId, 'member');
    await member(foreign, a.userId, 'member');
    await member(foreign, b.userId, 'pending');

    const response = await me.client.get(GROUPS);
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as TGroupsAnswer;
    expect(data).toEqual([
      {
        id: invited,
        title: 'Urologie-Fachgruppe',
        description: null,
        closedAreaId: UROCAMPUS_AREA_ID,
        authUserMemberStatus: 'pending',
        // Only my own invitation: who else is invited is not my business yet.
        pendingMembers: [{ userId: me.userId }],
        createdAt: now - 2000,
      },
      {
        id: mine,
        title: 'Praxisanleitung Nord',
        description: null,
        closedAreaId: null,
        authUserMemberStatus: 'member',
        pendingMembers: [{ userId: a.userId }],
        createdAt: now - 3000,
      },
    ]);
  });
});
