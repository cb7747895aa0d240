/**
 * The search inside one wiki (docs/wiki.md "Wiki search"): the pages of the community wiki or of one
 * area's wiki, through the search bar's full-text machinery (`rankedSearches` over `WIKI_SEARCH`,
 * platform/db/search.ts) with the wiki's scope in the candidates' queries.
 */
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import {
  WIKI_SEARCH_LIMIT,
  wikiPageUrl,
  type TWikiSearchQuery,
  type TWikiSearchResult,
} from '@pflegepuls/shared';
import type { DB, TDialect } from '../../platform/db/index.ts';
import { rankedSearches, searchTokens, WIKI_SEARCH } from '../../platform/db/search.ts';
import type { TSessionUser } from '../../platform/session.ts';
import { notModerated } from '../moderation/filters.ts';
import { shortenSubtitle } from '../search/service.ts';
import { assertCanRead } from './policy.ts';
import { contentTypeOf } from './service.ts';

export type TWikiSearchContext = { db: Kysely<DB>; dialect: TDialect; productSlug: string };

/**
 * A readable page of this wiki (not in the bin, in a category) in `table`'s columns. The full-text
 * index holds every wiki's pages; as the candidates' scope this keeps a word common in other wikis
 * from taking all candidate places, and on the hits it is the access boundary.
 */
function readablePageOf(table: 'w' | 'wiki_pages', closedAreaId: number | null): RawBuilder<SqlBool> {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  const area = closedAreaId === null ? sql`is null` : sql`= ${closedAreaId}`;
  return sql<SqlBool>`${column('closed_area_id')} ${area} and ${column('deleted_at')} is null
    and ${column('category_id')} is not null`;
}

/**
 * The best `WIKI_SEARCH_LIMIT` pages of one wiki for `query.q`: the community's (no
 * `closedAreaId`) or an area's (403 unless the member may read it). Never pages in the bin; pages
 * hidden by moderation only for their author.
 */
export async function searchWikiPages(
  ctx: TWikiSearchContext,
  user: TSessionUser,
  query: TWikiSearchQuery,
): Promise<TWikiSearchResult[]> {
  const closedAreaId = query.closedAreaId ?? null;
  await assertCanRead(ctx.db, user, closedAreaId);
  const { db } = ctx;
  const [pages] = await rankedSearches(ctx, searchTokens(query.q), WIKI_SEARCH_LIMIT, [
    {
      spec: WIKI_SEARCH,
      scope: readablePageOf('wiki_pages', closedAreaId),
      query: (hits) =>
        db
          .selectFrom(hits)
          .innerJoin('wiki_pages as w', 'w.id', 'hits.id')
          .select([
            'w.id',
            'w.title',
            'w.description',
            'w.icon',
            'w.content_type',
            'w.category_id',
            'w.folder_id',
            'w.updated_at',
          ])
          .where(readablePageOf('w', closedAreaId))
          .where(notModerated('wiki_page', 'w.id', user, 'w.created_by'))
          .orderBy('hits.rank', 'desc')
          .orderBy('w.id')
          .limit(WIKI_SEARCH_LIMIT)
          .execute(),
    },
  ]);
  return pages.map((row) => ({
    id: Number(row.id),
    title: row.title,
    description: shortenSubtitle(row.description),
    icon: row.icon,
    contentType: contentTypeOf(row.content_type),
    categoryId: Number(row.category_id),
    folderId: row.folder_id === null ? null : Number(row.folder_id),
    updatedAt: Number(row.updated_at),
    url: wikiPageUrl(ctx.productSlug, closedAreaId, Number(row.id)),
  }));
}
