/**
 * What other domains' list queries add so blocks, mutes and moderation hold everywhere
 * (docs/moderation.md). Each condition is a NOT EXISTS on a primary key: chat_blocks
 * (blocker_id, blocked_id), member_filters (user_id, target_id, kind), moderation_hidden
 * (content_type, content_id), so a page costs index probes, never a scan.
 */
import { sql, type Expression, type SqlBool } from 'kysely';

/**
 * Rows of `alias` (a table with `user_id`, and `kind`/`ref_id` when `contentType` is omitted,
 * as feed_items) that `viewerId` may see: not by a member they blocked or muted, not a moment by an
 * author they blocked anonymously, and not hidden (unless their own) or deleted by moderation.
 * `contentType` names the moderation type when the table is one content type (e.g. 'moment_comment'
 * with the row's `id`).
 */
export function visibleToViewer(
  viewerId: number,
  alias: string,
  contentType?: { type: string; idColumn: string; isMoment: boolean },
): Expression<SqlBool> {
  const author = sql.ref(`${alias}.user_id`);
  const kind = contentType ? sql.lit(contentType.type) : sql.ref(`${alias}.kind`);
  const id = contentType ? sql.ref(`${alias}.${contentType.idColumn}`) : sql.ref(`${alias}.ref_id`);
  const isMoment = contentType
    ? sql.lit(contentType.isMoment ? 1 : 0)
    : sql`case when ${kind} = 'moment' then 1 else 0 end`;
  return sql<SqlBool>`(not exists (select 1 from chat_blocks mb where mb.blocker_id = ${viewerId} and mb.blocked_id = ${author})
    and not exists (select 1 from member_filters mf where mf.user_id = ${viewerId} and mf.target_id = ${author}
      and (mf.kind = 'mute' or (mf.kind = 'anonymous' and ${isMoment} = 1)))
    and not exists (select 1 from moderation_hidden mh where mh.content_type = ${kind} and mh.content_id = ${id}
      and (mh.state = 'deleted' or ${author} <> ${viewerId})))`;
}
