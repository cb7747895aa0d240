/**
 * Terms versions of a closed area (issue 14): `closed_areas.terms_version` names the current version,
 * `closed_area_terms` keeps every version's text, `closed_area_terms_acceptances` who accepted which
 * version when. A member whose membership names an older version sees no area content until they
 * accept the current one (service.ts `assertClosedAreaMember`).
 */
import type { Kysely } from 'kysely';
import { CLOSED_AREA_MESSAGES, type TClosedAreaTermsAnswer } from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import { AppError } from '../../platform/errors.ts';
import { getClosedArea, recordTermsAcceptance } from './service.ts';

/** The area's current terms, and the version the member accepted last. */
export async function getCurrentTerms(
  db: Kysely<DB>,
  userId: number,
  closedAreaId: number,
): Promise<TClosedAreaTermsAnswer['data']> {
  const area = await getClosedArea(db, closedAreaId);
  const [terms, membership] = await Promise.all([
    db
      .selectFrom('closed_area_terms')
      .select(['version', 'title', 'body', 'published_at'])
      .where('closed_area_id', '=', area.id)
      .where('version', '=', area.terms_version)
      .executeTakeFirst(),
    db
      .selectFrom('closed_area_memberships')
      .select('accepted_terms_version')
      .where('closed_area_id', '=', area.id)
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  ]);
  // An area whose current version has no text is a data error, not the member's: 404 in German.
  if (!terms) throw new AppError('NOT_FOUND', CLOSED_AREA_MESSAGES.closedAreaNotFound);
  return {
    version: terms.version,
    title: terms.title,
    body: terms.body,
    publishedAt: terms.published_at,
    isMember: membership !== undefined,
    acceptedVersion: membership?.accepted_terms_version ?? null,
  };
}

/**
 * A member accepts the current terms version: 403 for non-members (they join through the wizard),
 * 409 when `version` is not the current one (the member read an older text).
 */
export async function acceptCurrentTerms(
  db: Kysely<DB>,
  userId: number,
  input: { closedAreaId: number; version: string },
  now = Date.now(),
) {
  const area = await getClosedArea(db, input.closedAreaId);
  if (input.version !== area.terms_version)
    throw new AppError('CONFLICT', CLOSED_AREA_MESSAGES.termsVersionStale);
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('closed_area_memberships')
      .set({ accepted_terms_version: area.terms_version, accepted_at: now })
      .where('closed_area_id', '=', area.id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0)
      throw new AppError('FORBIDDEN', CLOSED_AREA_MESSAGES.notClosedAreaMember);
    await recordTermsAcceptance(trx, { closedAreaId: area.id, userId, version: area.terms_version, now });
  });
}

/**
 * Publishes a new terms version and makes it the current one: every member accepts it on their
 * next visit. Used by the seed and tests; an admin screen for it is not part of issue 14.
 */
export async function publishTermsVersion(
  db: Kysely<DB>,
  input: { closedAreaId: number; version: string; title: string; body: string },
  now = Date.now(),
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('closed_area_terms')
      .values({
        closed_area_id: input.closedAreaId,
        version: input.version,
        title: input.title,
        body: input.body,
        published_at: now,
      })
      .execute();
    await trx
      .updateTable('closed_areas')
      .set({ terms_version: input.version })
      .where('id', '=', input.closedAreaId)
      .execute();
  });
}
