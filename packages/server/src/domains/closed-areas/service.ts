/**
 * Closed areas (000 §4, §6): membership lives in `closed_area_memberships` (with the accepted terms
 * version); `users.is_urocampus_member` mirrors it for area 1 because the client reads that flag.
 */
import type { Kysely } from 'kysely';
import { UROCAMPUS_AREA_ID, CLOSED_AREA_MESSAGES } from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import { AppError } from '../../platform/errors.ts';

/** The area, or 404 when there is no active area with that id. */
export async function getClosedArea(db: Kysely<DB>, closedAreaId: number) {
  const area = await db
    .selectFrom('closed_areas')
    .select(['id', 'name', 'slug', 'terms_version'])
    .where('id', '=', closedAreaId)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  if (!area) throw new AppError('NOT_FOUND', CLOSED_AREA_MESSAGES.closedAreaNotFound);
  return area;
}

/** Stores that the member accepted `version` of the area's terms (once per version). */
export async function recordTermsAcceptance(
  db: Kysely<DB>,
  input: { closedAreaId: number; userId: number; version: string; now: number },
) {
  await db
    .insertInto('closed_area_terms_acceptances')
    .values({
      closed_area_id: input.closedAreaId,
      user_id: input.userId,
      version: input.version,
      accepted_at: input.now,
    })
    .onConflict((oc) => oc.columns(['closed_area_id', 'user_id', 'version']).doNothing())
    .execute();
}

/** Whether the member has joined the closed area (accepted its terms). */
export async function isClosedAreaMember(db: Kysely<DB>, userId: number, closedAreaId: number) {
  const row = await db
    .selectFrom('closed_area_memberships')
    .select('id')
    .where('closed_area_id', '=', closedAreaId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A member's access to an area's content: `member` (joined, current terms accepted), `termsOutdated`
 * (joined, but a newer terms version waits for acceptance) or `notMember`. One query.
 */
export type TClosedAreaAccess = 'member' | 'termsOutdated' | 'notMember';

export async function getClosedAreaAccess(
  db: Kysely<DB>,
  userId: number,
  closedAreaId: number,
): Promise<TClosedAreaAccess> {
  const row = await db
    .selectFrom('closed_area_memberships as m')
    .innerJoin('closed_areas as a', 'a.id', 'm.closed_area_id')
    .select(['m.accepted_terms_version', 'a.terms_version'])
    .where('m.closed_area_id', '=', closedAreaId)
    .where('m.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return 'notMember';
  return row.accepted_terms_version === row.terms_version ? 'member' : 'termsOutdated';
}

/**
 * Guard for content of a closed area: 403 unless the member has joined it and accepted its current
 * terms. The two 403s carry different messages; the web shows the accept-terms screen for
 * CLOSED_AREA_MESSAGES.termsOutdated. `notMemberMessage` lets a domain keep its own wording.
 */
export async function assertClosedAreaMember(
  db: Kysely<DB>,
  userId: number,
  closedAreaId: number,
  notMemberMessage: string = CLOSED_AREA_MESSAGES.notClosedAreaMember,
) {
  const access = await getClosedAreaAccess(db, userId, closedAreaId);
  if (access === 'notMember') throw new AppError('FORBIDDEN', notMemberMessage);
  if (access === 'termsOutdated') throw new AppError('FORBIDDEN', CLOSED_AREA_MESSAGES.termsOutdated);
}

/** Ids of the closed areas the member has joined (for "my areas" filters). */
export async function memberClosedAreaIds(db: Kysely<DB>, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('closed_area_memberships')
    .select('closed_area_id')
    .where('user_id', '=', userId)
    .execute();
  return rows.map((r) => r.closed_area_id);
}

/**
 * Adds the membership with the area's current terms version inside the caller's transaction (the
 * wizard's join and the onboarding's "join Urocampus"). Joining again re-accepts the current terms
 * and keeps the original join date.
 */
export async function addClosedAreaMembership(
  trx: Kysely<DB>,
  area: { id: number; terms_version: string },
  userId: number,
  now: number,
) {
  await recordTermsAcceptance(trx, { closedAreaId: area.id, userId, version: area.terms_version, now });
  await trx
    .insertInto('closed_area_memberships')
    .values({
      closed_area_id: area.id,
      user_id: userId,
      accepted_terms_version: area.terms_version,
      accepted_at: now,
      created_at: now,
    })
    .onConflict((oc) =>
      oc
        .columns(['closed_area_id', 'user_id'])
        .doUpdateSet({ accepted_terms_version: area.terms_version, accepted_at: now }),
    )
    .execute();
  if (area.id === UROCAMPUS_AREA_ID) {
    await trx
      .updateTable('users')
      .set({ is_urocampus_member: 1, updated_at: now })
      .where('id', '=', userId)
      .execute();
  }
}

/** Joins the member to the area with its current terms version (000 §4 wizard). */
export async function joinClosedArea(db: Kysely<DB>, userId: number, closedAreaId: number, now = Date.now()) {
  const area = await getClosedArea(db, closedAreaId);
  await db.transaction().execute((trx) => addClosedAreaMembership(trx, area, userId, now));
  return area;
}

/**
 * Sets or removes the member's "Startbereich" (000 §4). Only an area the member belongs to can be
 * the Startbereich; removing also clears "go to area after login".
 */
export async function updatePrimaryArea(
  db: Kysely<DB>,
  userId: number,
  input: { closedAreaId: number | null; goToAreaAfterLogin: boolean },
): Promise<string> {
  const now = Date.now();
  if (input.closedAreaId === null) {
    await db
      .updateTable('users')
      .set({ primary_closed_area_id: null, go_to_area_after_login: 0, updated_at: now })
      .where('id', '=', userId)
      .execute();
    return CLOSED_AREA_MESSAGES.primaryAreaRemoved;
  }
  const area = await getClosedArea(db, input.closedAreaId);
  await assertClosedAreaMember(db, userId, area.id);
  await db
    .updateTable('users')
    .set({
      primary_closed_area_id: area.id,
      go_to_area_after_login: input.goToAreaAfterLogin ? 1 : 0,
      updated_at: now,
    })
    .where('id', '=', userId)
    .execute();
  return CLOSED_AREA_MESSAGES.primaryAreaSaved;
}
