import type { Kysely } from 'kysely';
import { addId, type TMigrationContext } from './helpers.ts';

/**
 * Issue 15, applications (docs/applications.md): one application per member and job ad with the
 * profile as it was sent (a JSON snapshot), its status and every step of it, PDF attachments kept
 * privately, the company's internal notes, and a log of every read by a company member (part of
 * the applicant's data export). `decided_at` (rejected or withdrawn) and `talent_pool_until` drive
 * the automatic deletion. One index per list query.
 */
export async function up(trx: Kysely<unknown>, ctx: TMigrationContext) {
  await trx.schema
    .createTable('job_applications')
    .$call((t) => addId(t, ctx))
    .addColumn('job_ad_id', 'bigint', (c) => c.notNull().references('job_ads.id').onDelete('cascade'))
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('message', 'text')
    /** JSON: name, position, qualification, experience, place and CV entries as sent. */
    .addColumn('profile', 'text', (c) => c.notNull())
    .addColumn('reject_reason', 'text')
    .addColumn('decided_at', 'bigint')
    .addColumn('talent_pool_until', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await trx.schema
    .createIndex('job_applications_job_user_idx')
    .on('job_applications')
    .columns(['job_ad_id', 'user_id'])
    .unique()
    .execute();
  // My applications, newest first.
  await trx.schema
    .createIndex('job_applications_user_created_idx')
    .on('job_applications')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  // The pipeline of an ad per stage, and its counts.
  await trx.schema
    .createIndex('job_applications_job_status_idx')
    .on('job_applications')
    .columns(['job_ad_id', 'status', 'created_at', 'id'])
    .execute();
  // The daily deletion of decided applications.
  await trx.schema
    .createIndex('job_applications_decided_idx')
    .on('job_applications')
    .columns(['decided_at'])
    .execute();
  await trx.schema
    .createIndex('job_applications_company_idx')
    .on('job_applications')
    .columns(['company_id'])
    .execute();

  await trx.schema
    .createTable('job_application_steps')
    .$call((t) => addId(t, ctx))
    .addColumn('application_id', 'bigint', (c) =>
      c.notNull().references('job_applications.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await trx.schema
    .createIndex('job_application_steps_app_idx')
    .on('job_application_steps')
    .columns(['application_id', 'id'])
    .execute();

  await trx.schema
    .createTable('job_application_files')
    .$call((t) => addId(t, ctx))
    .addColumn('application_id', 'bigint', (c) =>
      c.notNull().references('job_applications.id').onDelete('cascade'),
    )
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('stored_name', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await trx.schema
    .createIndex('job_application_files_app_idx')
    .on('job_application_files')
    .columns(['application_id', 'id'])
    .execute();

  await trx.schema
    .createTable('job_application_notes')
    .$call((t) => addId(t, ctx))
    .addColumn('application_id', 'bigint', (c) =>
      c.notNull().references('job_applications.id').onDelete('cascade'),
    )
    .addColumn('author_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await trx.schema
    .createIndex('job_application_notes_app_idx')
    .on('job_application_notes')
    .columns(['application_id', 'id'])
    .execute();

  await trx.schema
    .createTable('job_application_reads')
    .$call((t) => addId(t, ctx))
    .addColumn('application_id', 'bigint', (c) =>
      c.notNull().references('job_applications.id').onDelete('cascade'),
    )
    .addColumn('reader_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    /** What was read: the application ('application'), a file ('file') or the CSV export ('export'). */
    .addColumn('what', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await trx.schema
    .createIndex('job_application_reads_app_idx')
    .on('job_application_reads')
    .columns(['application_id', 'id'])
    .execute();
}
