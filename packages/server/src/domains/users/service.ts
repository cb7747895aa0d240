import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/index.ts';
import { AppError } from '../../platform/errors.ts';

/** Loads a user by id or fails with 404. */
export async function getUserById(db: Kysely<DB>, id: number) {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
