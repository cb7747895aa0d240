/**
 * The wiki's part of "download my data" and account deletion (docs/wiki.md): the pages a member
 * saved (revisions they wrote) and their editor roles. A deleted account stops being an editor; the
 * pages and revisions stay (community knowledge), their author shows as the deleted member's row.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/index.ts';
import type { TDomainAccountData } from '../../platform/account-data.ts';

async function exportWikiRevisions(db: Kysely<DB>, userId: number) {
  const rows = await db
    .selectFrom('wiki_page_revisions')
    .select(['page_id', 'title', 'created_at'])
    .where('created_by', '=', userId)
    .orderBy('id')
    .limit(10_000)
    .execute();
  return rows.map((r) => ({
    pageId: Number(r.page_id),
    title: r.title,
    savedAt: new Date(Number(r.created_at)).toISOString(),
  }));
}

async function exportWikiEditorRoles(db: Kysely<DB>, userId: number) {
  const rows = await db
    .selectFrom('wiki_editors')
    .select(['closed_area_id', 'created_at'])
    .where('user_id', '=', userId)
    .execute();
  return rows.map((r) => ({
    closedAreaId: Number(r.closed_area_id),
    since: new Date(Number(r.created_at)).toISOString(),
  }));
}

export const wikiAccountData: TDomainAccountData = {
  exportSections: { wikiRevisions: exportWikiRevisions, wikiEditorRoles: exportWikiEditorRoles },
  deletion: async (trx, userId) => {
    await trx.deleteFrom('wiki_editors').where('user_id', '=', userId).execute();
  },
};
