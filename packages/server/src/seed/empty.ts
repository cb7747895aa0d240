import type { Kysely } from 'kysely';
import type { DB } from '../platform/db/index.ts';

/** True when no user exists yet: the demo seed only fills an empty database. */
export async function isDatabaseEmpty(db: Kysely<DB>): Promise<boolean> {
  return !(await db.selectFrom('users').select('id').limit(1).executeTakeFirst());
}
