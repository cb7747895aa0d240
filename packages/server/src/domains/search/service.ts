/**
 * The search bar (issue 5): people by name and position, groups, wiki pages and job ads, through
 * the database's own full-text search (platform/db/search.ts). One query per type, each ranked
 * and capped at `limit`; groups and wiki pages of closed areas only for the areas' members.
 * Result URLs use the web's routes of 000 §2, so a click never lands on the 404 page.
 */
import type { Kysely } from 'kysely';
import {
  getCalendarDay,
  jobAdUrl,
  UROCAMPUS_AREA_ID,
  wikiPageUrl,
  type TSearchResult,
} from '@pflegepuls/shared';
import type { DB, TDialect } from '../../platform/db/index.ts';
import {
  GROUP_SEARCH,
  JOB_SEARCH,
  rankedSearches,
  searchTokens,
  USER_SEARCH,
  WIKI_SEARCH,
} from '../../platform/db/search.ts';
import { presentUserSummary, USER_SUMMARY_COLUMNS } from '../users/summary.ts';
import { isNotDeleted } from '../users/deletion.ts';
import { notHiddenFrom } from '../companies/discreet.ts';
import { notBlockedEitherWay, notModerated, type TModerationViewer } from '../moderation/filters.ts';

const SUBTITLE_MAX = 120;

export type TSearchContext = { db: Kysely<DB>; dialect: TDialect; productSlug: string };

/** A text as one line of at most `SUBTITLE_MAX` characters (a result's subtitle), or null when empty. */
export function shortenSubtitle(text: string | null): string | null {
  if (!text) return null;
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > SUBTITLE_MAX ? `${line.slice(0, SUBTITLE_MAX - 1).trimEnd()}…` : line || null;
}

/** Results grouped by type (people, groups, wiki, jobs), ranked within each type. */
export async function searchEverything(
  ctx: TSearchContext,
  viewer: TModerationViewer,
  query: string,
  limit: number,
): Promise<TSearchResult[]> {
  const userId = viewer.id;
  const tokens = searchTokens(query);
  if (!tokens.length) return [];
  const { db } = ctx;
  // Areas whose content I may see: joined, with the current terms accepted (docs/closed-areas.md).
  const myAreas = db
    .selectFrom('closed_area_memberships as cam')
    .innerJoin('closed_areas as ca', 'ca.id', 'cam.closed_area_id')
    .select('cam.closed_area_id')
    .where('cam.user_id', '=', userId)
    .whereRef('cam.accepted_terms_version', '=', 'ca.terms_version');
  const [users, groups, wiki, jobs] = await rankedSearches(ctx, tokens, limit, [
    {
      spec: USER_SEARCH,
      query: (hits) =>
        db
          .selectFrom(hits)
          .innerJoin('users', 'users.id', 'hits.id')
          .select(USER_SUMMARY_COLUMNS)
          // Deleted accounts stay as "Gelöschtes Mitglied" rows for their content; nobody finds them.
          .where(isNotDeleted)
          // Discreet mode: nobody who hides from a company I belong to (docs/companies.md).
          .where(notHiddenFrom(userId))
          // Nobody I blocked or who blocked me (docs/moderation.md).
          .where(notBlockedEitherWay(userId, 'users.id'))
          .orderBy('hits.rank', 'desc')
          .orderBy('users.id')
          .limit(limit)
          .execute(),
    },
    {
      spec: GROUP_SEARCH,
      query: (hits) =>
        db
          .selectFrom(hits)
          .innerJoin('groups as g', 'g.id', 'hits.id')
          .select(['g.id', 'g.title', 'g.description', 'g.closed_area_id'])
          .where((eb) => eb.or([eb('g.closed_area_id', 'is', null), eb('g.closed_area_id', 'in', myAreas)]))
          // Hidden by moderation (but for its creator) or deleted: not found (docs/moderation.md).
          .where(notModerated('group', 'g.id', viewer, 'g.created_by'))
          .orderBy('hits.rank', 'desc')
          .orderBy('g.id')
          .limit(limit)
          .execute(),
    },
    {
      spec: WIKI_SEARCH,
      query: (hits) =>
        db
          .selectFrom(hits)
          .innerJoin('wiki_pages as w', 'w.id', 'hits.id')
          .select(['w.id', 'w.title', 'w.description', 'w.closed_area_id'])
          // Pages in the wiki's bin are found by nobody (docs/wiki.md); hidden ones by their author.
          .where('w.deleted_at', 'is', null)
          .where(notModerated('wiki_page', 'w.id', viewer, 'w.created_by'))
          .where((eb) => eb.or([eb('w.closed_area_id', 'is', null), eb('w.closed_area_id', 'in', myAreas)]))
          .orderBy('hits.rank', 'desc')
          .orderBy('w.id')
          .limit(limit)
          .execute(),
    },
    {
      spec: JOB_SEARCH,
      query: (hits) =>
        db
          .selectFrom(hits)
          .innerJoin('job_ads as j', 'j.id', 'hits.id')
          .select(['j.id', 'j.uid', 'j.title', 'j.company_name', 'j.location'])
          // Only ads everyone may read: published and running (docs/jobs.md).
          .where('j.status', '=', 'published')
          .where(notModerated('job_ad', 'j.id', viewer))
          .where(notModerated('company', 'j.company_id', viewer))
          .where((eb) =>
            eb.or([eb('j.end_date', 'is', null), eb('j.end_date', '>=', getCalendarDay(Date.now()))]),
          )
          .orderBy('hits.rank', 'desc')
          .orderBy('j.id')
          .limit(limit)
          .execute(),
    },
  ]);

  const now = Date.now();
  return [
    ...users.map((row): TSearchResult => {
      const user = presentUserSummary(row, now);
      return {
        type: 'user',
        id: user.id,
        title: user.fullName,
        subtitle: user.currentPosition,
        url: `/profile/${encodeURIComponent(user.userName)}`,
        user,
      };
    }),
    ...groups.map((g): TSearchResult => ({
      type: 'group',
      id: g.id,
      title: g.title,
      subtitle: shortenSubtitle(g.description),
      // 000 §2 knows groups only under a closed area; a community group opens under Urocampus, as the
      // menus and the invitation notifications do.
      url: `/closed_area/${g.closed_area_id ?? UROCAMPUS_AREA_ID}/groups/${g.id}`,
    })),
    ...wiki.map((w): TSearchResult => ({
      type: 'wiki',
      id: w.id,
      title: w.title,
      subtitle: shortenSubtitle(w.description),
      // The wiki's page may come from the query parameter `page` (000 §2 "Wiki").
      url: wikiPageUrl(ctx.productSlug, w.closed_area_id, w.id),
    })),
    ...jobs.map((j): TSearchResult => ({
      type: 'job',
      id: j.id,
      title: j.title,
      subtitle: [j.company_name, j.location].filter(Boolean).join(' · ') || null,
      url: jobAdUrl(j.uid, j.company_name),
    })),
  ];
}
