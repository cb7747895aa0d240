/**
 * Account deletion steps of other domains (e.g. remove likes, anonymise comments): they register
 * here and run inside the deletion's transaction, after this domain has removed the login and
 * personal data and before it commits. A step that throws aborts the whole deletion.
 */
import type { Kysely } from 'kysely';
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
