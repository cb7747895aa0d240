/**
 * Who may do what with a company (docs/companies.md). A company is its own authorisation subject:
 * its members (owner, recruiter) edit its profile and job ads and see its drafts; nobody else does,
 * members of other companies included. Admins may do everything a member may, and create
 * companies, verify them and assign members.
 */
import type { Kysely } from 'kysely';
import { COMPANY_MESSAGES, type TCompanyRole } from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { TSessionUser } from '../../platform/session.ts';

export async function getCompanyRole(
  db: Kysely<DB>,
  userId: number | null,
  companyId: number,
): Promise<TCompanyRole | null> {
  if (userId === null) return null;
  const row = await db
    .selectFrom('company_members')
    .select('role')
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.role ?? null;
}

/** 404 when the company does not exist. */
export async function assertCompanyExists(db: Kysely<DB>, companyId: number): Promise<void> {
  const row = await db.selectFrom('companies').select('id').where('id', '=', companyId).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', COMPANY_MESSAGES.companyNotFound);
}

/** May this user edit the company's profile and job ads? (member of it, or admin) */
export async function canEditCompany(db: Kysely<DB>, user: TSessionUser | null, companyId: number) {
  if (!user) return false;
  if (user.isAdmin) return true;
  return (await getCompanyRole(db, user.id, companyId)) !== null;
}

/** 404 for an unknown company, 403 for anyone but its members and admins. */
export async function assertCompanyEditor(db: Kysely<DB>, user: TSessionUser, companyId: number) {
  await assertCompanyExists(db, companyId);
  if (!(await canEditCompany(db, user, companyId)))
    throw new AppError('FORBIDDEN', COMPANY_MESSAGES.notCompanyMember);
}
