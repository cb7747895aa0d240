/**
 * What other domains' list queries add so blocks, mutes and moderation hold everywhere
 * (docs/moderation.md). Each condition is a NOT EXISTS on a primary key: chat_blocks
 * (blocker_id, blocked_id), member_filters (user_id, target_id, kind), moderation_hidden
 * (content_type, content_id), so a page costs index probes, never a scan.
 */
import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { TModerationContentType } from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import type { ModerationHiddenTable } from '../../platform/db/tables/moderation.ts';

type TModerationState = ModerationHiddenTable['state'];

/**
 * Rows of `alias` (a table with `user_id`, and `kind`/`ref_id` when `contentType` is omitted,
 * as feed_items) that `viewerId` may see: not by a member they blocked or muted, not a moment by an
 * author they blocked anonymously, and not hidden (unless their own) or deleted by moderation.
 * `contentType` names the moderation type when the table is one content type (e.g. 'moment_comment'
 * with the row's `id`).
 *
 * The viewer's blocks and mutes are uncorrelated `NOT IN` subqueries: each planner reads the
 * viewer's few rows once per statement (SQLite into an ephemeral index with a Bloom filter,
 * PostgreSQL a hashed subplan) instead of probing the tables' keys once per candidate row. The
 * probes were most of a feed page's database time on SQLite (a Mein Feed network stream: 325 → 100
 * µs, docs/feed.md). `user_id` is NOT NULL in every table this is used on, so NOT IN never meets a
 * NULL. Moderation stays one probe of moderation_hidden's key per row: that table is shared by all
 * members and may grow, the viewer's lists do not.
 */
export function visibleToViewer(
  viewerId: number,
  alias: string,
  contentType?: { type: string; idColumn: string; isMoment: boolean },
): Expression<SqlBool> {
  const author = sql.ref(`${alias}.user_id`);
  const kind = contentType ? sql.lit(contentType.type) : sql.ref(`${alias}.kind`);
  const id = contentType ? sql.ref(`${alias}.${contentType.idColumn}`) : sql.ref(`${alias}.ref_id`);
  const anonymousAuthors = sql`${author} not in (select mf.target_id from member_filters mf where mf.user_id = ${viewerId} and mf.kind = 'anonymous')`;
  const notAnonymouslyBlocked = contentType
    ? contentType.isMoment
      ? sql`and ${anonymousAuthors}`
      : sql``
    : sql`and (${kind} <> 'moment' or ${anonymousAuthors})`;
  return sql<SqlBool>`(${author} not in (select mb.blocked_id from chat_blocks mb where mb.blocker_id = ${viewerId})
    and ${author} not in (select mf.target_id from member_filters mf where mf.user_id = ${viewerId} and mf.kind = 'mute')
    ${notAnonymouslyBlocked}
    and not exists (select 1 from moderation_hidden mh where mh.content_type = ${kind} and mh.content_id = ${id}
      and (mh.state = 'deleted' or ${author} <> ${viewerId})))`;
}

export const OWNS_ALL = Symbol('owns all rows');

/** Nobody in particular: public lists, alerts, the matcher (hidden and deleted rows are gone). */
export const ANY_MEMBER: TModerationViewer = { id: 0, isAdmin: false };

/** Who looks: site admins see hidden and deleted items (the queue's context, appeals). */
export type TModerationViewer = { id: number; isAdmin: boolean };

/**
 * Rows of one content type `type` (groups, events, job ads, company profiles, chat messages) that
 * `viewer` may see: not deleted by moderation, and not hidden unless `ownerColumn` names the viewer
 * (`OWNS_ALL`: the viewer owns every row, as a company's editors its ads). Without an owner, hidden
 * rows are gone for everyone but admins (public lists). One NOT EXISTS on moderation_hidden's
 * primary key.
 */
export function notModerated(
  type: TModerationContentType,
  idColumn: string,
  viewer: TModerationViewer,
  ownerColumn?: string | typeof OWNS_ALL,
): Expression<SqlBool> {
  if (viewer.isAdmin) return sql<SqlBool>`1 = 1`;
  const ownerSees =
    ownerColumn === OWNS_ALL
      ? sql`mh.state <> 'deleted'`
      : ownerColumn
        ? // `is not null`: without it an item without owner (null) made the condition null, and
          // `not null` let the hidden item through for everyone.
          sql`(mh.state <> 'deleted' and ${sql.ref(ownerColumn)} is not null and ${sql.ref(ownerColumn)} = ${viewer.id})`
        : sql`1 = 0`;
  return sql<SqlBool>`not exists (select 1 from moderation_hidden mh where mh.content_type = ${sql.lit(type)}
    and mh.content_id = ${sql.ref(idColumn)} and not ${ownerSees})`;
}

/** The item's moderation state, or null when it is visible (for detail pages: one primary-key read). */
export async function moderationStateOf(
  db: Kysely<DB>,
  type: TModerationContentType,
  id: number,
): Promise<TModerationState | null> {
  const row = await db
    .selectFrom('moderation_hidden')
    .select('state')
    .where('content_type', '=', type)
    .where('content_id', '=', id)
    .executeTakeFirst();
  return row?.state ?? null;
}

/**
 * For detail endpoints: throws `notFound` when moderation took the item away from this viewer
 * (deleted; hidden and not theirs). Answers whether the viewer sees it marked "ausgeblendet".
 */
export async function assertNotModerated(
  db: Kysely<DB>,
  type: TModerationContentType,
  id: number,
  viewer: TModerationViewer,
  ownerId: number | null,
  notFound: () => Error,
): Promise<{ moderationHidden: boolean }> {
  const state = await moderationStateOf(db, type, id);
  if (state === null) return { moderationHidden: false };
  if (viewer.isAdmin || (state !== 'deleted' && ownerId === viewer.id)) return { moderationHidden: true };
  throw notFound();
}

/** Whether a member is a site admin: for domains whose checks know only the member's id. */
export async function isSiteAdmin(db: Kysely<DB>, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('is_admin').where('id', '=', userId).executeTakeFirst();
  return row?.is_admin === 1;
}

/**
 * Members `viewerId` may find (search, member lists): neither blocked by them nor blocking them
 * (docs/moderation.md). Two NOT EXISTS on chat_blocks' primary key (blocker_id, blocked_id).
 */
export function notBlockedEitherWay(viewerId: number, userIdColumn: string): Expression<SqlBool> {
  const other = sql.ref(userIdColumn);
  return sql<SqlBool>`(not exists (select 1 from chat_blocks nb where nb.blocker_id = ${viewerId} and nb.blocked_id = ${other})
    and not exists (select 1 from chat_blocks nb where nb.blocker_id = ${other} and nb.blocked_id = ${viewerId}))`;
}

/**
 * For the feed's group streams: a group `viewerId` may read posts of there, i.e. not hidden by
 * moderation unless they created it, and not deleted; site admins keep both (as on the group's
 * page, `assertCanSeeGroup`). One NOT EXISTS on moderation_hidden's primary key, and a probe of the
 * viewer's own row only for a moderated group.
 */
export function groupNotModeratedFor(viewerId: number, groupAlias: string): Expression<SqlBool> {
  const id = sql.ref(`${groupAlias}.id`);
  const creator = sql.ref(`${groupAlias}.created_by`);
  return sql<SqlBool>`not exists (select 1 from moderation_hidden mh where mh.content_type = 'group'
    and mh.content_id = ${id} and (mh.state = 'deleted' or ${creator} is null or ${creator} <> ${viewerId})
    and not exists (select 1 from users ua where ua.id = ${viewerId} and ua.is_admin = 1))`;
}

/**
 * 1 when moderation hid the row: for list rows only their owners (and admins) still get, so the
 * card can say "ausgeblendet" (docs/moderation.md). One probe of moderation_hidden's key.
 */
export function hiddenByModeration(type: TModerationContentType, idColumn: string): RawBuilder<number> {
  return sql<number>`(case when exists (select 1 from moderation_hidden mh
    where mh.content_type = ${sql.lit(type)} and mh.content_id = ${sql.ref(idColumn)}) then 1 else 0 end)`;
}
