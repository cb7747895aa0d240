import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/index.ts';
import { AppError } from '../../platform/errors.ts';

/** Loads a user by id or fails with 404. */
export async function getUserById(db: Kysely<DB>, id: number) {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The member's row plus whether a verified talent phone is on file (one query). */
export async function getCurrentUserRow(db: Kysely<DB>, id: number) {
  const row = await db
    .selectFrom('users')
    .leftJoin('user_onboarding', 'user_onboarding.user_id', 'users.id')
    .selectAll('users')
    .select('user_onboarding.talent_phone_verified_at')
    .where('users.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  const { talent_phone_verified_at, ...user } = row;
  return { user, hasTalentPhone: talent_phone_verified_at !== null };
}
