import { sql, type Kysely } from 'kysely';
import { addId, type TMigrationContext } from './helpers.ts';

/**
 * Issue 18: the matcher (docs/matcher.md). A run is a row of `matcher_runs`; its pairs are rows of
 * `matcher_matches` under its id, and readers follow `matcher_state.current_run_id`, which a run
 * moves only when all its pairs are written: a list is replaced at once or not at all. The pairs
 * carry no foreign keys (a run writes a million of them; deleted members and ads drop out by the
 * readers' joins and the account deletion).
 */
export async function up(trx: Kysely<unknown>, ctx: TMigrationContext) {
  await trx.schema
    .createTable('matcher_runs')
    .$call((t) => addId(t, ctx))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('trigger', 'text', (c) => c.notNull())
    .addColumn('requested_by', 'bigint')
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .addColumn('statistics', 'text')
    .addColumn('error', 'text')
    .execute();
  // At most one run at a time, across instances: the second claim fails on this index.
  await sql`CREATE UNIQUE INDEX matcher_runs_one_running_idx ON matcher_runs (status) WHERE status = 'running'`.execute(
    trx,
  );

  await trx.schema
    .createTable('matcher_matches')
    .addColumn('run_id', 'bigint', (c) => c.notNull())
    .addColumn('job_ad_id', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('distance_m', 'integer', (c) => c.notNull())
    /** score · 1,000,000 − distance in metres (capped): the lists' order in one indexed column. */
    .addColumn('sort_key', 'integer', (c) => c.notNull())
    /** JSON of reason codes (worded when read). */
    .addColumn('reasons', 'text', (c) => c.notNull())
    .execute();
  // An ad's list (the company's) and a member's ("Passende Jobs für dich"), read best first up to the
  // limit; the incremental re-match deletes by the same prefixes. A run writes each pair once.
  await trx.schema
    .createIndex('matcher_matches_ad_idx')
    .on('matcher_matches')
    .columns(['run_id', 'job_ad_id', 'sort_key'])
    .execute();
  await trx.schema
    .createIndex('matcher_matches_user_idx')
    .on('matcher_matches')
    .columns(['run_id', 'user_id', 'sort_key'])
    .execute();

  // The lowest score on each full ad list of a run: the incremental re-match puts a member on an
  // ad's list when they beat it.
  await trx.schema
    .createTable('matcher_ad_floors')
    .addColumn('run_id', 'bigint', (c) => c.notNull())
    .addColumn('job_ad_id', 'bigint', (c) => c.notNull())
    .addColumn('floor', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('matcher_ad_floors_pkey', ['run_id', 'job_ad_id'])
    .execute();

  await trx.schema
    .createTable('matcher_state')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('current_run_id', 'bigint')
    /** Changes of members and ads up to here were re-matched. */
    .addColumn('watermark', 'bigint', (c) => c.notNull())
    .execute();
  await trx
    .insertInto('matcher_state' as never)
    .values({ id: 1, current_run_id: null, watermark: 0 } as never)
    .execute();

  // The incremental re-match finds changed members and ads by these.
  await trx.schema
    .createIndex('user_onboarding_updated_idx')
    .on('user_onboarding')
    .columns(['updated_at'])
    .execute();
  await trx.schema.createIndex('users_updated_idx').on('users').columns(['updated_at']).execute();
  await trx.schema.createIndex('job_ads_updated_idx').on('job_ads').columns(['updated_at']).execute();
}
