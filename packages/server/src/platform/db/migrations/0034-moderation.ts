import type { Kysely } from 'kysely';
import { addId, type TMigrationContext } from './helpers.ts';

/**
 * Issue 24, moderation (docs/moderation.md): reports per member and item, the queue's row per
 * reported item, admin decisions (with the appeal on the same row), hidden and deleted content,
 * mutes and anonymous blocks (blocks themselves stay in chat_blocks), and identify requests.
 */
export async function up(trx: Kysely<unknown>, ctx: TMigrationContext) {
  await trx.schema
    .createTable('moderation_items')
    .$call((t) => addId(t, ctx))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('content_id', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('report_count', 'integer', (c) => c.notNull())
    .addColumn('first_report_at', 'bigint', (c) => c.notNull())
    .addColumn('last_report_at', 'bigint', (c) => c.notNull())
    // Set when the item waits for review before it appears ('term': a blocked term; 'new_member':
    // pre-moderation of new members in its area or group).
    .addColumn('held_reason', 'text')
    .addUniqueConstraint('moderation_items_content_key', ['content_type', 'content_id'])
    .execute();
  // The queue's two orders, with and without the type filter (keyset on (sort column, id)).
  for (const [name, columns] of [
    ['moderation_items_last_idx', ['status', 'last_report_at', 'id']],
    ['moderation_items_count_idx', ['status', 'report_count', 'id']],
    ['moderation_items_type_last_idx', ['status', 'content_type', 'last_report_at', 'id']],
    ['moderation_items_type_count_idx', ['status', 'content_type', 'report_count', 'id']],
  ] as const) {
    await trx.schema
      .createIndex(name)
      .on('moderation_items')
      .columns([...columns])
      .execute();
  }

  await trx.schema
    .createTable('moderation_reports')
    .$call((t) => addId(t, ctx))
    .addColumn('item_id', 'bigint', (c) => c.notNull().references('moderation_items.id').onDelete('cascade'))
    .addColumn('reporter_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('text', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    // The action that decided the report (the reporter's accuracy in the queue).
    .addColumn('outcome', 'text')
    .addUniqueConstraint('moderation_reports_item_reporter_key', ['item_id', 'reporter_id'])
    .execute();
  await trx.schema
    .createIndex('moderation_reports_item_reason_idx')
    .on('moderation_reports')
    .columns(['item_id', 'status', 'reason'])
    .execute();
  // Monthly figures: reports received and decided in a month.
  await trx.schema
    .createIndex('moderation_reports_created_idx')
    .on('moderation_reports')
    .columns(['created_at'])
    .execute();
  await trx.schema
    .createIndex('moderation_reports_decided_idx')
    .on('moderation_reports')
    .columns(['decided_at'])
    .execute();
  await trx.schema
    .createIndex('moderation_reports_reporter_idx')
    .on('moderation_reports')
    .columns(['reporter_id', 'created_at'])
    .execute();

  await trx.schema
    .createTable('moderation_decisions')
    .$call((t) => addId(t, ctx))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('content_id', 'bigint', (c) => c.notNull())
    // Null once the author's account is deleted; never sent to anyone but the author.
    .addColumn('author_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('admin_id', 'bigint', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('rule', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('days', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('appeal_status', 'text')
    .addColumn('appeal_text', 'text')
    .addColumn('appeal_at', 'bigint')
    .addColumn('appeal_decided_by', 'bigint')
    .addColumn('appeal_decided_at', 'bigint')
    .addColumn('appeal_reason', 'text')
    .execute();
  await trx.schema
    .createIndex('moderation_decisions_author_idx')
    .on('moderation_decisions')
    .columns(['author_id', 'created_at'])
    .execute();
  await trx.schema
    .createIndex('moderation_decisions_created_idx')
    .on('moderation_decisions')
    .columns(['created_at'])
    .execute();
  await trx.schema
    .createIndex('moderation_decisions_appeal_at_idx')
    .on('moderation_decisions')
    .columns(['appeal_at'])
    .execute();
  await trx.schema
    .createIndex('moderation_decisions_appeal_idx')
    .on('moderation_decisions')
    .columns(['appeal_status', 'appeal_at'])
    .execute();
  await trx.schema
    .createIndex('moderation_decisions_content_idx')
    .on('moderation_decisions')
    .columns(['content_type', 'content_id'])
    .execute();

  // Hidden ('hidden': its author still sees it, marked) and deleted content; list queries skip
  // these rows with NOT EXISTS on the primary key.
  await trx.schema
    .createTable('moderation_hidden')
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('content_id', 'bigint', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('decision_id', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('moderation_hidden_pkey', ['content_type', 'content_id'])
    .execute();

  // Mutes ('mute') and blocks of an anonymous moment's author ('anonymous'): what the viewer does
  // not want to see. Blocks between members are chat_blocks (0018).
  await trx.schema
    .createTable('member_filters')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('target_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_filters_pkey', ['user_id', 'target_id', 'kind'])
    .execute();

  await trx.schema
    .createTable('member_suspensions')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    // Null: banned.
    .addColumn('until', 'bigint')
    .addColumn('decision_id', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  // Admin-managed blocked terms and pre-moderation per area (0 community, > 0 closed area,
  // < 0 a group as -group_id): posts of members younger than `min_days` wait for review.
  await trx.schema
    .createTable('moderation_terms')
    .addColumn('term', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await trx.schema
    .createTable('moderation_premoderation')
    .addColumn('area_key', 'bigint', (c) => c.primaryKey())
    .addColumn('min_days', 'integer', (c) => c.notNull())
    .execute();

  await trx.schema
    .createTable('moderation_identify_requests')
    .$call((t) => addId(t, ctx))
    .addColumn('moment_id', 'bigint', (c) => c.notNull())
    .addColumn('requested_by', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('approved_by', 'bigint')
    .addColumn('approved_at', 'bigint')
    .execute();
}
