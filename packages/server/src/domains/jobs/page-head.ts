/**
 * The ad page's head in the server's HTML (docs/jobs.md): a published, running ad carries its
 * schema.org JobPosting and its canonical URL before any script runs, so search engines list it
 * although the page itself asks visitors to log in. Drafts, paused, filled and expired ads carry
 * nothing, exactly as the page in the browser.
 */
import type { Kysely } from 'kysely';
import { jobAdUrl, jobPostingJsonLd } from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import { escapeHtml } from '../../platform/html.ts';
import { scriptJson, type TPageHeads } from '../../platform/page-heads.ts';
import { AppError } from '../../platform/errors.ts';
import { effectiveStatus, findJobAd, getJobAdDetail, isPubliclyVisible } from './service.ts';
import { moderationStateOf } from '../moderation/filters.ts';

const UID = '([a-z0-9-]{4,64})';
/** `stellenanzeige/{uid}/{companyName}` (and its sub-routes) and `{company}/stellenanzeige/{uid}`. */
const AD_PATHS = [
  new RegExp(`^/stellenanzeige/${UID}(?:/|$)`),
  new RegExp(`^/[^/]+/stellenanzeige/${UID}/?$`),
];

export function registerJobAdHead(pageHeads: TPageHeads, db: Kysely<DB>, publicUrl: string) {
  const head = async (match: RegExpExecArray) => {
    const row = await findJobAd(db, match[1]!).catch((error: unknown) => {
      if (error instanceof AppError) return null;
      throw error;
    });
    if (!row || !isPubliclyVisible(row) || effectiveStatus(row) !== 'published') return null;
    // Hidden or deleted by moderation: no structured data for search engines either.
    if ((await moderationStateOf(db, 'job_ad', row.id)) !== null) return null;
    const ad = await getJobAdDetail(db, row, { userId: null, point: null }, false);
    const jsonLd = jobPostingJsonLd(ad, publicUrl);
    if (!jsonLd) return null;
    return (
      `<script type="application/ld+json" id="job-posting-ld">${scriptJson(jsonLd)}</script>` +
      `<link rel="canonical" href="${escapeHtml(`${publicUrl}${jobAdUrl(ad.uid, ad.company.name)}`)}">`
    );
  };
  for (const pattern of AD_PATHS) pageHeads.add(pattern, head);
}
