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
import { moderationStateOf } from '../moderation/filters.ts';

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
  await assertCompanyNotModerated(db, user, companyId, true);
}

/**
 * 404 for a company profile moderation took away from this viewer (docs/moderation.md): deleted
 * (but for site admins), hidden (but for its members and site admins). Answers whether the viewer
 * sees it marked "ausgeblendet".
 */
async function assertCompanyNotModerated(
  db: Kysely<DB>,
  user: TSessionUser | null,
  companyId: number,
  isEditor?: boolean,
): Promise<boolean> {
  const state = await moderationStateOf(db, 'company', companyId);
  if (state === null) return false;
  if (user?.isAdmin) return true;
  const editor = isEditor ?? (await canEditCompany(db, user, companyId));
  if (editor && state !== 'deleted') return true;
  throw new AppError('NOT_FOUND', COMPANY_MESSAGES.companyNotFound);
}

/** 404 for an unknown company and for one moderation hid from this viewer (profile, its posts). */
export async function assertCompanyVisible(db: Kysely<DB>, user: TSessionUser | null, companyId: number) {
  await assertCompanyExists(db, companyId);
  return { moderationHidden: await assertCompanyNotModerated(db, user, companyId) };
}
