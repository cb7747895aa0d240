import type { Kysely } from 'kysely';
import { addId, type TMigrationContext } from './helpers.ts';

/**
 * Background jobs without Redis (platform/jobs.ts): a job is a row until it ran, so a restart or a
 * crash loses nothing. `run_at` is when it may run next (now, a retry's time, or the end of the
 * lease of the instance running it); the index serves the queue's one query for due jobs.
 */
export async function up(trx: Kysely<unknown>, ctx: TMigrationContext) {
  await addId(trx.schema.createTable('background_jobs'), ctx)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('run_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await trx.schema
    .createIndex('background_jobs_due_idx')
    .on('background_jobs')
    .columns(['run_at', 'id'])
    .execute();
}
