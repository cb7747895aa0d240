import type { Selectable } from 'kysely';
import type { TCurrentUser } from '@pflegepuls/shared';
import type { UsersTable } from '../../platform/db/schema.ts';

/** The logged-in member's own view of their account; explicit fields only. */
export function presentCurrentUser(row: Selectable<UsersTable>): TCurrentUser {
  return {
    id: row.id,
    userName: row.user_name,
    fullName: `${row.first_name} ${row.last_name}`.trim(),
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    currentPosition: row.current_position,
    isAdmin: row.is_admin === 1,
    isUrocampusMember: row.is_urocampus_member === 1,
  };
}
