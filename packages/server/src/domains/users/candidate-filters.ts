/**
 * Filters of the "invite someone" lists (group and event invitations): members of an area, and
 * members whose first name, last name or full name starts with what was typed. Conditions on the
 * `users` table of the query they are put into.
 */
import { sql } from 'kysely';

/** The member belongs to the closed area. */
export function isAreaMember(closedAreaId: number) {
  return sql<boolean>`exists (select 1 from closed_area_memberships m where m.user_id = users.id and m.closed_area_id = ${closedAreaId})`;
}

/** First name, last name or "first last" starts with `typed` (case-insensitive, LIKE wildcards taken literally). */
export function nameStartsWith(typed: string) {
  const prefix = `${typed.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`(lower(users.first_name) like ${prefix} escape '\\'
    or lower(users.last_name) like ${prefix} escape '\\'
    or lower(users.first_name || ' ' || users.last_name) like ${prefix} escape '\\')`;
}
