import { sql, type Kysely } from 'kysely';
import { addId, type TMigrationContext } from './helpers.ts';

/** The channels a post belongs to; data, so new ones need no code (slug is the URL/API name). */
const CHANNELS = [
  { slug: 'allgemein', name: 'Allgemein' },
  { slug: 'intensivpflege', name: 'Intensivpflege' },
  { slug: 'altenpflege', name: 'Altenpflege' },
  { slug: 'ausbildung', name: 'Ausbildung' },
  { slug: 'karriere', name: 'Karriere' },
  { slug: 'humor', name: 'Humor' },
];

/**
 * Posts, channels, comments, likes, surveys, moments and their reactions (docs/feed.md).
 * `feed_items` is the merged, keyset-pageable index of posts and moments: one row per post or
 * moment, written in the same transaction; `area_id` is 0 for the general community so every
 * list query is an equality on an index prefix. Counters live on the rows and are kept in the
 * same transaction as the like/comment/reaction.
 */
export async function up(trx: Kysely<unknown>, ctx: TMigrationContext) {
  await trx.schema
    .createTable('channels')
    .$call((t) => addId(t, ctx))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  const now = Date.now();
  await (trx as Kysely<{ channels: Record<string, unknown> }>)
    .insertInto('channels')
    .values(CHANNELS.map((c, position) => ({ ...c, position, created_at: now })))
    .execute();

  await createPostTables(trx, ctx);
  await createMomentTables(trx, ctx);
  await createFeedItems(trx, ctx);
}

async function createPostTables(trx: Kysely<unknown>, ctx: TMigrationContext) {
  await trx.schema
    .createTable('posts')
    .$call((t) => addId(t, ctx))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('channel_id', 'bigint', (c) => c.notNull().references('channels.id'))
    .addColumn('closed_area_id', 'bigint')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('survey_title', 'text')
    .addColumn('survey_votes_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('likes_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comments_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // A member's own posts (profile, "own channels" of Mein Feed).
  await trx.schema
    .createIndex('posts_user_idx')
    .on('posts')
    .columns(['user_id', 'created_at', 'id'])
    .execute();

  await trx.schema
    .createTable('survey_answers')
    .$call((t) => addId(t, ctx))
    .addColumn('post_id', 'bigint', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('votes_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await trx.schema
    .createIndex('survey_answers_post_idx')
    .on('survey_answers')
    .columns(['post_id', 'position'])
    .execute();
  await trx.schema
    .createTable('survey_votes')
    .addColumn('post_id', 'bigint', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('answer_id', 'bigint', (c) => c.notNull().references('survey_answers.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('survey_votes_pkey', ['post_id', 'user_id'])
    .execute();

  await trx.schema
    .createTable('post_likes')
    .addColumn('post_id', 'bigint', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('post_likes_pkey', ['post_id', 'user_id'])
    .execute();

  await trx.schema
    .createTable('post_comments')
    .$call((t) => addId(t, ctx))
    .addColumn('post_id', 'bigint', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('parent_id', 'bigint', (c) => c.references('post_comments.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // Top-level comments of a post (parent_id IS NULL) by id, and the answers of a page's comments.
  await trx.schema
    .createIndex('post_comments_post_idx')
    .on('post_comments')
    .columns(['post_id', 'parent_id', 'id'])
    .execute();
  await trx.schema
    .createIndex('post_comments_parent_idx')
    .on('post_comments')
    .columns(['parent_id', 'id'])
    .execute();
}

async function createMomentTables(trx: Kysely<unknown>, ctx: TMigrationContext) {
  await trx.schema
    .createTable('moments')
    .$call((t) => addId(t, ctx))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('closed_area_id', 'bigint')
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('avatar_key', 'text', (c) => c.notNull())
    .addColumn('heart_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('clap_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('laugh_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('wow_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sad_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('strong_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reactions_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comments_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // GET /api/moments: own moments (usersMoments) and the orderBy variants per area.
  await trx.schema
    .createIndex('moments_user_idx')
    .on('moments')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  for (const column of ['created_at', 'heart_count', 'reactions_count', 'comments_count']) {
    await trx.schema
      .createIndex(`moments_area_${column}_idx`)
      .on('moments')
      .columns(['closed_area_id', column, 'id'])
      .execute();
  }

  await trx.schema
    .createTable('moment_reactions')
    .addColumn('moment_id', 'bigint', (c) => c.notNull().references('moments.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('moment_reactions_pkey', ['moment_id', 'user_id'])
    .addCheckConstraint(
      'moment_reactions_type_check',
      sql`type in ('heart', 'clap', 'laugh', 'wow', 'sad', 'strong')`,
    )
    .execute();

  await trx.schema
    .createTable('moment_comments')
    .$call((t) => addId(t, ctx))
    .addColumn('moment_id', 'bigint', (c) => c.notNull().references('moments.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('parent_id', 'bigint', (c) => c.references('moment_comments.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await trx.schema
    .createIndex('moment_comments_moment_idx')
    .on('moment_comments')
    .columns(['moment_id', 'parent_id', 'id'])
    .execute();
  await trx.schema
    .createIndex('moment_comments_parent_idx')
    .on('moment_comments')
    .columns(['parent_id', 'id'])
    .execute();
}

async function createFeedItems(trx: Kysely<unknown>, ctx: TMigrationContext) {
  await trx.schema
    .createTable('feed_items')
    .$call((t) => addId(t, ctx))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('area_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('channel_id', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('score', 'bigint', (c) => c.notNull())
    .addCheckConstraint('feed_items_kind_check', sql`kind in ('post', 'moment')`)
    .execute();
  await trx.schema
    .createIndex('feed_items_ref_key')
    .unique()
    .on('feed_items')
    .columns(['kind', 'ref_id'])
    .execute();
  // One index per list: the time-ordered feed, one kind only, one channel, Entdecken by score,
  // and the authors' streams of Mein Feed.
  const indexes: Array<[string, string[]]> = [
    ['feed_items_area_time_idx', ['area_id', 'created_at', 'id']],
    ['feed_items_area_kind_time_idx', ['area_id', 'kind', 'created_at', 'id']],
    ['feed_items_area_channel_time_idx', ['area_id', 'channel_id', 'created_at', 'id']],
    ['feed_items_area_score_idx', ['area_id', 'score', 'id']],
    ['feed_items_user_time_idx', ['user_id', 'area_id', 'created_at', 'id']],
  ];
  for (const [name, columns] of indexes) {
    await trx.schema.createIndex(name).on('feed_items').columns(columns).execute();
  }
}
