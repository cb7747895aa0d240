import { sql, type SqlBool } from 'kysely';

/**
 * Not a deleted account (a condition on `users`): deleted members stay as "Gelöschtes Mitglied"
 * rows for their content, but nobody finds, reaches or notifies them, and nothing is written for
 * them any more.
 */
export const isNotDeleted = sql<SqlBool>`not exists (select 1 from user_deletions d where d.user_id = users.id)`;
