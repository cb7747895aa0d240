import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERROR_MESSAGES,
  UROCAMPUS_AREA_ID,
  UROCAMPUS_TERMS_VERSION,
  CLOSED_AREA_MESSAGES,
} from '@pflegepuls/shared';
import { createTestApp, testDialect, type TTestApp } from '../../test/harness.ts';
import { loginNewMember, openVisitor } from '../../test/member.ts';
import { assertClosedAreaMember, isClosedAreaMember } from './service.ts';

const JOIN = '/closed_areas/join';
const PRIMARY = '/api/closed_areas/update_primary_area';
const check = (id: number | string) => `/api/closed_areas/${id}/check-membership`;

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function userRow(id: number) {
  return t.database.db
    .selectFrom('users')
    .select(['is_urocampus_member', 'primary_closed_area_id', 'go_to_area_after_login'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe(`closed areas on ${testDialect}`, () => {
  it('has the Urocampus as area 1 after migrating, and new areas get other ids', async () => {
    const area = await t.database.db
      .selectFrom('closed_areas')
      .selectAll()
      .where('id', '=', UROCAMPUS_AREA_ID)
      .executeTakeFirstOrThrow();
    expect(area).toMatchObject({
      slug: 'urocampus',
      name: 'Urocampus',
      terms_version: UROCAMPUS_TERMS_VERSION,
    });
    const next = await t.database.db
      .insertInto('closed_areas')
      .values({ slug: `test-${Date.now()}`, name: 'Testbereich', terms_version: '1', created_at: Date.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(next.id).toBeGreaterThan(UROCAMPUS_AREA_ID);
  });

  it('answers 401 to visitors on every endpoint', async () => {
    const visitor = await openVisitor(t);
    const answers = [
      await visitor.get(check(UROCAMPUS_AREA_ID)),
      await visitor.post(JOIN, { closedAreaId: UROCAMPUS_AREA_ID, privacyPolicyAccepted: true }),
      // Invalid bodies too: the 401 comes before validation.
      await visitor.post(JOIN, {}),
      await visitor.post(PRIMARY, { closed_area_id: UROCAMPUS_AREA_ID, go_to_area_after_login: true }),
    ];
    for (const response of answers) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: ERROR_MESSAGES.UNAUTHORIZED });
    }
  });

  it('joins the Urocampus: membership with terms version, flag on the user, membership check', async () => {
    const { client, userId } = await loginNewMember(t);
    expect((await client.get(check(UROCAMPUS_AREA_ID))).json()).toEqual({ data: { is_member: false } });

    const response = await client.post(JOIN, {
      closedAreaId: UROCAMPUS_AREA_ID,
      privacyPolicyAccepted: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: CLOSED_AREA_MESSAGES.joined });

    const membership = await t.database.db
      .selectFrom('closed_area_memberships')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(membership).toMatchObject({
      closed_area_id: UROCAMPUS_AREA_ID,
      accepted_terms_version: UROCAMPUS_TERMS_VERSION,
    });
    expect((await userRow(userId)).is_urocampus_member).toBe(1);
    expect((await client.get(check(UROCAMPUS_AREA_ID))).json()).toEqual({ data: { is_member: true } });
    expect(await isClosedAreaMember(t.database.db, userId, UROCAMPUS_AREA_ID)).toBe(true);
    await expect(assertClosedAreaMember(t.database.db, userId, UROCAMPUS_AREA_ID)).resolves.toBeUndefined();

    // Joining again is harmless: still one membership, original join date kept.
    const again = await client.post(JOIN, { closedAreaId: UROCAMPUS_AREA_ID, privacyPolicyAccepted: true });
    expect(again.statusCode).toBe(200);
    const rows = await t.database.db
      .selectFrom('closed_area_memberships')
      .select('created_at')
      .where('user_id', '=', userId)
      .execute();
    expect(rows).toEqual([{ created_at: membership.created_at }]);
  });

  it('refuses to join without accepting the privacy policy (422, German)', async () => {
    const { client, userId } = await loginNewMember(t);
    for (const body of [
      { closedAreaId: UROCAMPUS_AREA_ID, privacyPolicyAccepted: false },
      { closedAreaId: UROCAMPUS_AREA_ID },
    ]) {
      const response = await client.post(JOIN, body);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        success: false,
        message: CLOSED_AREA_MESSAGES.privacyPolicyRequired,
        errors: { privacyPolicyAccepted: [CLOSED_AREA_MESSAGES.privacyPolicyRequired] },
      });
    }
    const noArea = await client.post(JOIN, { privacyPolicyAccepted: true });
    expect(noArea.statusCode).toBe(422);
    expect(noArea.json()).toMatchObject({ message: CLOSED_AREA_MESSAGES.closedAreaRequired });
    expect(await isClosedAreaMember(t.database.db, userId, UROCAMPUS_AREA_ID)).toBe(false);
    expect((await userRow(userId)).is_urocampus_member).toBe(0);
  });

  it('answers 404 for an unknown area and 422 for a malformed id', async () => {
    const { client } = await loginNewMember(t);
    const join = await client.post(JOIN, { closedAreaId: 987654, privacyPolicyAccepted: true });
    expect(join.statusCode).toBe(404);
    expect(join.json()).toEqual({ success: false, message: CLOSED_AREA_MESSAGES.closedAreaNotFound });
    const checked = await client.get(check(987654));
    expect(checked.statusCode).toBe(404);
    expect(checked.json()).toEqual({ success: false, message: CLOSED_AREA_MESSAGES.closedAreaNotFound });
    const malformed = await client.get(check('abc'));
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toMatchObject({ message: CLOSED_AREA_MESSAGES.closedAreaRequired });
  });

  it('sets and removes the Startbereich for members only', async () => {
    const { client, userId } = await loginNewMember(t);
    const forbidden = await client.post(PRIMARY, {
      closed_area_id: UROCAMPUS_AREA_ID,
      go_to_area_after_login: true,
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ success: false, message: CLOSED_AREA_MESSAGES.notClosedAreaMember });
    await expect(assertClosedAreaMember(t.database.db, userId, UROCAMPUS_AREA_ID)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });

    await client.post(JOIN, { closedAreaId: UROCAMPUS_AREA_ID, privacyPolicyAccepted: true });
    const saved = await client.post(PRIMARY, {
      closed_area_id: UROCAMPUS_AREA_ID,
      go_to_area_after_login: true,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ data: { success: true, message: CLOSED_AREA_MESSAGES.primaryAreaSaved } });
    expect(await userRow(userId)).toMatchObject({
      primary_closed_area_id: UROCAMPUS_AREA_ID,
      go_to_area_after_login: 1,
    });
    const me = (await client.get('/api/user/me')).json() as {
      primaryClosedArea: unknown;
      goToAreaAfterLogin: boolean;
    };
    expect(me).toMatchObject({
      primaryClosedArea: { id: UROCAMPUS_AREA_ID, name: 'Urocampus' },
      goToAreaAfterLogin: true,
    });

    const removed = await client.post(PRIMARY, { closed_area_id: null, go_to_area_after_login: true });
    expect(removed.json()).toEqual({
      data: { success: true, message: CLOSED_AREA_MESSAGES.primaryAreaRemoved },
    });
    expect(await userRow(userId)).toMatchObject({ primary_closed_area_id: null, go_to_area_after_login: 0 });

    const unknown = await client.post(PRIMARY, { closed_area_id: 987654, go_to_area_after_login: false });
    expect(unknown.statusCode).toBe(404);
    const invalid = await client.post(PRIMARY, { closed_area_id: 'eins', go_to_area_after_login: false });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toMatchObject({ message: CLOSED_AREA_MESSAGES.closedAreaRequired });
  });
});
