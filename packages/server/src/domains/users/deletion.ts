/**
 * Account deletion steps of other domains (e.g. remove likes, anonymise comments): they register
 * here and run inside the deletion's transaction, after this domain has removed the login and
 * personal data and before it commits. A step that throws aborts the whole deletion.
 */
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../../platform/db/index.ts';

export type TDeletionStep = (trx: Kysely<DB>, userId: number) => Promise<void>;

const steps = new Map<string, TDeletionStep>();

/** Adds (or replaces, by name) a step that runs when a member deletes their account. */
export function registerAccountDeletionStep(name: string, step: TDeletionStep): void {
  steps.set(name, step);
}

/** Runs every registered step for a member. */
export async function runAccountDeletionSteps(trx: Kysely<DB>, userId: number): Promise<void> {
  for (const step of steps.values()) await step(trx, userId);
}

/**
 * Not a deleted account (a condition on `users`): deleted members stay as "Gelöschtes Mitglied"
 * rows for their content, but nobody finds, reaches or notifies them, and nothing is written for
 * them any more.
 */
export const isNotDeleted = sql<SqlBool>`not exists (select 1 from user_deletions d where d.user_id = users.id)`;
