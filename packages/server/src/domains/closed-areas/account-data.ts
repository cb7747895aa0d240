/**
 * The closed areas' part of "download my data" and of account deletion (docs/users.md): the terms
 * versions the member accepted (with area and time) and area-admin roles. Memberships themselves
 * are exported and deleted by the users domain (account-service.ts), as before.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/index.ts';
import type { TDomainAccountData } from '../../platform/account-data.ts';

async function exportTermsAcceptances(db: Kysely<DB>, userId: number) {
  const rows = await db
    .selectFrom('closed_area_terms_acceptances as a')
    .innerJoin('closed_areas as c', 'c.id', 'a.closed_area_id')
    .select(['c.id', 'c.name', 'a.version', 'a.accepted_at'])
    .where('a.user_id', '=', userId)
    .orderBy('a.accepted_at')
    .orderBy('a.id')
    .execute();
  return rows.map((row) => ({
    closedAreaId: row.id,
    area: row.name,
    version: row.version,
    acceptedAt: row.accepted_at,
  }));
}

async function deleteClosedAreaData(trx: Kysely<DB>, userId: number) {
  await trx.deleteFrom('closed_area_terms_acceptances').where('user_id', '=', userId).execute();
  await trx.deleteFrom('closed_area_admins').where('user_id', '=', userId).execute();
}

export const closedAreasAccountData: TDomainAccountData = {
  exportSections: { closedAreaTermsAcceptances: exportTermsAcceptances },
  deletion: deleteClosedAreaData,
};
