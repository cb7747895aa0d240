/**
 * Discreet mode (docs/companies.md): a member names companies that must not see them, typically
 * the current employer. Members of those companies (acting as anyone: their accounts are the
 * company's eyes) never find them in member search, network suggestions or on their profile page,
 * and the matcher's lists leave them out. Admins are not affected unless they belong to the company.
 */
import { sql, type Kysely, type SqlBool } from 'kysely';
import { COMPANY_MESSAGES as M, DISCREET_COMPANIES_MAX } from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import { AppError } from '../../platform/errors.ts';
import { assertCompanyExists, getCompanyRole } from './policy.ts';

type TDb = Kysely<DB>;

/**
 * A condition on `users` of the surrounding query: the member does not hide from any company
 * `viewerId` belongs to (index discreet_companies(company_id, user_id) per company of the viewer).
 */
export function notHiddenFrom(viewerId: number) {
  return sql<SqlBool>`not exists (select 1 from discreet_companies dc
    inner join company_members cm on cm.company_id = dc.company_id
    where dc.user_id = users.id and cm.user_id = ${viewerId})`;
}

/** Does `userId` hide from a company `viewerId` belongs to? */
export async function isHiddenFrom(db: TDb, userId: number, viewerId: number): Promise<boolean> {
  if (userId === viewerId) return false;
  const row = await db
    .selectFrom('discreet_companies as dc')
    .innerJoin('company_members as cm', 'cm.company_id', 'dc.company_id')
    .select('dc.company_id')
    .where('dc.user_id', '=', userId)
    .where('cm.user_id', '=', viewerId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function isHidingFromCompany(db: TDb, userId: number, companyId: number): Promise<boolean> {
  const row = await db
    .selectFrom('discreet_companies')
    .select('company_id')
    .where('user_id', '=', userId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function listDiscreetCompanies(db: TDb, userId: number) {
  const rows = await db
    .selectFrom('discreet_companies as dc')
    .innerJoin('companies as c', 'c.id', 'dc.company_id')
    .select(['c.id', 'c.name', 'dc.created_at'])
    .where('dc.user_id', '=', userId)
    .orderBy('c.name_sort')
    .execute();
  return { companies: rows.map((r) => ({ id: r.id, name: r.name, since: r.created_at })) };
}

/** Hides me from a company (idempotent); not from one I belong to myself. */
export async function hideFromCompany(db: TDb, userId: number, companyId: number, now: number) {
  await assertCompanyExists(db, companyId);
  if ((await getCompanyRole(db, userId, companyId)) !== null)
    throw new AppError('CONFLICT', M.discreetOwnCompany);
  const count = await db
    .selectFrom('discreet_companies')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  if (Number(count.n) >= DISCREET_COMPANIES_MAX && !(await isHidingFromCompany(db, userId, companyId)))
    throw new AppError('CONFLICT', M.discreetTooMany);
  await db
    .insertInto('discreet_companies')
    .values({ user_id: userId, company_id: companyId, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'company_id']).doNothing())
    .execute();
}

export async function showToCompany(db: TDb, userId: number, companyId: number) {
  await db
    .deleteFrom('discreet_companies')
    .where('user_id', '=', userId)
    .where('company_id', '=', companyId)
    .execute();
}

export async function exportDiscreetCompanies(db: TDb, userId: number) {
  return (await listDiscreetCompanies(db, userId)).companies;
}

export async function deleteDiscreetCompanies(trx: TDb, userId: number) {
  await trx.deleteFrom('discreet_companies').where('user_id', '=', userId).execute();
}
