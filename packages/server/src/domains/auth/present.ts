import type { Selectable } from 'kysely';
import type { TAuthUser } from '@pflegepuls/shared';
import type { UsersTable } from '../../platform/db/tables/users.ts';

/** The member as login and registration answers show it; explicit fields only. */
export function presentAuthUser(row: Selectable<UsersTable>): TAuthUser {
  return {
    id: row.id,
    userName: row.user_name,
    fullName: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
  };
}
