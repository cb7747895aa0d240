import { sql, type Kysely } from 'kysely';
import type { TMigrationContext } from './helpers.ts';

/**
 * Groups (docs/groups.md): join mode and about text per group, roles, requests and expiring
 * invitations per member, the member's notification setting per group, group posts (`posts.group_id`),
 * a pinned post, and surveys with multiple choice and a closing date.
 */
export async function up(trx: Kysely<unknown>, _ctx: TMigrationContext) {
  // ---- groups ----
  await trx.schema
    .alterTable('groups')
    .addColumn('join_mode', 'text', (c) => c.notNull().defaultTo('open'))
    .execute();
  await trx.schema.alterTable('groups').addColumn('about', 'text').execute();
  await trx.schema
    .alterTable('groups')
    .addColumn('members_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await trx.schema
    .alterTable('groups')
    .addColumn('pinned_post_id', 'bigint', (c) => c.references('posts.id').onDelete('set null'))
    .execute();
  // Existing rows count their members once; from now on the counter moves with each membership.
  await sql`UPDATE groups SET members_count = (SELECT count(*) FROM group_members gm
    WHERE gm.group_id = groups.id AND gm.status = 'member')`.execute(trx);
  // Lists: an area's groups (community: closed_area_id IS NULL) newest first, keyset (created_at, id).
  await trx.schema
    .createIndex('groups_area_list_idx')
    .on('groups')
    .columns(['closed_area_id', 'created_at', 'id'])
    .execute();

  // ---- group_members ----
  await trx.schema
    .alterTable('group_members')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('member'))
    .execute();
  await trx.schema
    .alterTable('group_members')
    .addColumn('notify', 'text', (c) => c.notNull().defaultTo('all'))
    .execute();
  /** Set on invitations ('pending'): after this time the invitation no longer counts. */
  await trx.schema.alterTable('group_members').addColumn('expires_at', 'bigint').execute();
  // The creator of an existing group owns it.
  await sql`UPDATE group_members SET role = 'owner' WHERE status = 'member' AND EXISTS
    (SELECT 1 FROM groups g WHERE g.id = group_members.group_id AND g.created_by = group_members.user_id)`.execute(
    trx,
  );
  // Members, requests and invitations of a group, keyset (created_at, user_id).
  await trx.schema
    .createIndex('group_members_group_list_idx')
    .on('group_members')
    .columns(['group_id', 'status', 'created_at', 'user_id'])
    .execute();
  // "Meine Gruppen": the member's memberships, newest first.
  await trx.schema
    .createIndex('group_members_user_list_idx')
    .on('group_members')
    .columns(['user_id', 'status', 'created_at', 'group_id'])
    .execute();

  // ---- posts in groups and survey options ----
  await trx.schema
    .alterTable('posts')
    .addColumn('group_id', 'bigint', (c) => c.references('groups.id').onDelete('cascade'))
    .execute();
  await trx.schema
    .alterTable('posts')
    .addColumn('survey_multiple', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await trx.schema.alterTable('posts').addColumn('survey_closes_at', 'bigint').execute();
  await trx.schema.createIndex('posts_group_idx').on('posts').columns(['group_id', 'created_at']).execute();
  // Multiple-choice ballots: survey_votes keeps one row per voter (counted once), this one per answer.
  await trx.schema
    .createTable('survey_vote_choices')
    .addColumn('post_id', 'bigint', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('answer_id', 'bigint', (c) => c.notNull().references('survey_answers.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('survey_vote_choices_pkey', ['post_id', 'user_id', 'answer_id'])
    .execute();
}
