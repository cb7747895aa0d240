/**
 * The moments' part of "download my data" (added to `deps.accountData` by this
 * domain's plugin, docs/users.md). A moment is anonymous to others, but its author may see it:
 * the export holds the member's own moments, reactions and comments, and names other moments by
 * id only, so no author of another moment is revealed.
 *
 * No deletion step on purpose: moments, moment comments and reactions stay with the anonymised
 * users row ("Gelöschtes Mitglied"), so the reaction counters stay as they were.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/index.ts';
import type { TDomainAccountData } from '../../platform/account-data.ts';

type TDb = Kysely<DB>;

/** The member's own moments with their counters, oldest first. */
async function exportMoments(db: TDb, userId: number) {
  const rows = await db
    .selectFrom('moments')
    .select([
      'id',
      'uuid',
      'closed_area_id',
      'content',
      'avatar_key',
      'heart_count',
      'clap_count',
      'laugh_count',
      'wow_count',
      'sad_count',
      'strong_count',
      'reactions_count',
      'comments_count',
      'created_at',
      'updated_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    uuid: row.uuid,
    closedAreaId: row.closed_area_id,
    content: row.content,
    avatarKey: row.avatar_key,
    reactions: {
      heart: row.heart_count,
      clap: row.clap_count,
      laugh: row.laugh_count,
      wow: row.wow_count,
      sad: row.sad_count,
      strong: row.strong_count,
    },
    reactionsCount: row.reactions_count,
    commentsCount: row.comments_count,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }));
}

/** The member's reactions on moments, oldest first. */
async function exportMomentReactions(db: TDb, userId: number) {
  const rows = await db
    .selectFrom('moment_reactions')
    .select(['moment_id', 'type', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({ momentId: row.moment_id, type: row.type, reactedAt: row.created_at }));
}

/** The member's comments and answers on moments, oldest first. */
async function exportMomentComments(db: TDb, userId: number) {
  const rows = await db
    .selectFrom('moment_comments')
    .select(['id', 'moment_id', 'parent_id', 'body', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    momentId: row.moment_id,
    parentId: row.parent_id,
    body: row.body,
    createdAt: row.created_at,
  }));
}

/** The moments domain's part of the export and of account deletion (added by its plugin). */
export const momentsAccountData: TDomainAccountData = {
  exportSections: {
    moments: exportMoments,
    momentReactions: exportMomentReactions,
    momentComments: exportMomentComments,
  },
};
