import { sql, type Kysely, type SqlBool } from 'kysely';
import type { TMigrationContext } from './helpers.ts';

/**
 * Issue 17, the admin statistics (docs/admin.md, "Statistiken"): the rollup tables the jobs keep,
 * the push mark of a notification, and one index per range the statistics count live.
 */
export async function up(trx: Kysely<unknown>, _ctx: TMigrationContext) {
  // Counts per bucket: `hour` (UTC hour), `day` (Berlin day) or `week` (Berlin week) by its start,
  // per metric and dimension (a notification type, a comment author's kind, a cohort, …).
  await trx.schema
    .createTable('admin_counts')
    .addColumn('span', 'text', (c) => c.notNull())
    .addColumn('metric', 'text', (c) => c.notNull())
    .addColumn('bucket_start', 'bigint', (c) => c.notNull())
    .addColumn('dim', 'text', (c) => c.notNull())
    .addColumn('value', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('admin_counts_pkey', ['span', 'metric', 'bucket_start', 'dim'])
    .execute();
  // How far each rollup has got, and the lease of the run that holds it.
  await trx.schema
    .createTable('admin_rollup_state')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('until_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  // Set by the delivery when a web push reached at least one device.
  await trx.schema.alterTable('notifications').addColumn('pushed_at', 'bigint').execute();

  // Counting by hour (rollups, live minutes) reads the index alone; with the id second it also
  // gives the period's most recent in order when a daily job wrote thousands at the same instant.
  await trx.schema
    .createIndex('notifications_created_idx')
    .on('notifications')
    .columns(['created_at', 'id', 'type', 'closed_area_id', 'is_seen', 'pushed_at'])
    .execute();
  await trx.schema.createIndex('moments_created_idx').on('moments').column('created_at').execute();
  await trx.schema
    .createIndex('moment_reactions_created_idx')
    .on('moment_reactions')
    .column('created_at')
    .execute();
  await trx.schema
    .createIndex('moment_comments_created_idx')
    .on('moment_comments')
    .columns(['created_at', 'user_id'])
    .execute();
  // Did this member comment earlier this week (the current week's commentators since the rollup)?
  await trx.schema
    .createIndex('moment_comments_user_created_idx')
    .on('moment_comments')
    .columns(['user_id', 'created_at'])
    .execute();
  await trx.schema
    .createIndex('connection_requests_created_idx')
    .on('connection_requests')
    .column('created_at')
    .execute();
  // Members active since a day, for windows reaching today (bots never count).
  await trx.schema
    .createIndex('users_last_seen_idx')
    .on('users')
    .column('last_seen_at')
    .where(sql<SqlBool>`is_bot = 0`)
    .execute();
  // A connection has a row per direction; the statistics count the pair once, by its lower id.
  await trx.schema
    .createIndex('connections_pair_created_idx')
    .on('connections')
    .column('created_at')
    .where(sql<SqlBool>`user_id < connected_user_id`)
    .execute();
}
