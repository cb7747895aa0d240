import type { Kysely } from 'kysely';
import { addId, type TMigrationContext } from './helpers.ts';

/**
 * Issue 15: discreet mode (the companies a member hides from; docs/companies.md) and saved job
 * searches with their alerts (docs/jobs.md). One index per query.
 */
export async function up(trx: Kysely<unknown>, ctx: TMigrationContext) {
  await trx.schema
    .createTable('discreet_companies')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('discreet_companies_pkey', ['user_id', 'company_id'])
    .execute();
  // "Is this member hidden from a company I belong to?" goes from the company side.
  await trx.schema
    .createIndex('discreet_companies_company_idx')
    .on('discreet_companies')
    .columns(['company_id', 'user_id'])
    .execute();

  await trx.schema
    .createTable('job_searches')
    .$call((t) => addId(t, ctx))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** JSON of the list's filters (radius, workArea, employmentType, shiftModel, qualification, payScale). */
    .addColumn('filters', 'text', (c) => c.notNull())
    /** Ads published after this were not alerted yet. */
    .addColumn('alerted_until', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await trx.schema
    .createIndex('job_searches_user_idx')
    .on('job_searches')
    .columns(['user_id', 'id'])
    .execute();
}
