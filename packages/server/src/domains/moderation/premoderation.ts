/**
 * Pre-moderation and blocked terms (docs/moderation.md): a new post that contains a blocked term,
 * or whose author joined fewer than `min_days` ago in an area or group under pre-moderation, waits
 * in the queue (moderation_hidden state 'pending': only its author sees it) until an admin releases
 * it ("Meldung verwerfen") or acts on it.
 */
import type { Kysely } from 'kysely';
import type { TModerationSettings } from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';

const DAY = 24 * 60 * 60_000;

/** Folds case and German umlauts so "Schnäppchen" matches "SCHNAEPPCHEN" too. */
function fold(text: string) {
  return text
    .toLocaleLowerCase('de-DE')
    .replaceAll('ä', 'ae')
    .replaceAll('ö', 'oe')
    .replaceAll('ü', 'ue')
    .replaceAll('ß', 'ss');
}

/** Called by the feed inside the transaction that creates a post; true when the post is held. */
export async function holdForReviewIfNeeded(
  trx: Kysely<DB>,
  post: {
    id: number;
    authorId: number;
    body: string;
    /** The pre-moderation rule's key: 0 community, > 0 closed area, < 0 a group (−group id). */
    areaKey: number;
    /** The queue's area: 0 community, > 0 the closed area (a group post counts in its group's area). */
    areaId: number;
    now: number;
  },
): Promise<boolean> {
  const [terms, rule, author] = await Promise.all([
    trx.selectFrom('moderation_terms').select('term').execute(),
    trx
      .selectFrom('moderation_premoderation')
      .select('min_days')
      .where('area_key', '=', post.areaKey)
      .executeTakeFirst(),
    trx.selectFrom('users').select('created_at').where('id', '=', post.authorId).executeTakeFirst(),
  ]);
  const body = fold(post.body);
  const reason = terms.some((t) => body.includes(fold(t.term)))
    ? ('term' as const)
    : rule && author && post.now - author.created_at < rule.min_days * DAY
      ? ('new_member' as const)
      : null;
  if (!reason) return false;
  await trx
    .insertInto('moderation_items')
    .values({
      content_type: 'post',
      content_id: post.id,
      status: 'open',
      report_count: 0,
      first_report_at: post.now,
      last_report_at: post.now,
      held_reason: reason,
      area_id: post.areaId,
    })
    .execute();
  await trx
    .insertInto('moderation_hidden')
    .values({
      content_type: 'post',
      content_id: post.id,
      state: 'pending',
      decision_id: 0,
      created_at: post.now,
    })
    .execute();
  return true;
}

export async function getSettings(db: Kysely<DB>): Promise<TModerationSettings> {
  const [terms, rules] = await Promise.all([
    db.selectFrom('moderation_terms').select('term').orderBy('term').execute(),
    db.selectFrom('moderation_premoderation').select(['area_key', 'min_days']).orderBy('area_key').execute(),
  ]);
  return {
    blockedTerms: terms.map((t) => t.term),
    premoderation: rules.map((r) => ({ areaKey: Number(r.area_key), minDays: r.min_days })),
  };
}

/** Replaces both lists at once. */
export async function saveSettings(db: Kysely<DB>, settings: TModerationSettings, now = Date.now()) {
  const terms = [...new Set(settings.blockedTerms.map((t) => t.trim()))];
  const rules = [...new Map(settings.premoderation.map((r) => [r.areaKey, r])).values()];
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('moderation_terms').execute();
    if (terms.length)
      await trx
        .insertInto('moderation_terms')
        .values(terms.map((term) => ({ term, created_at: now })))
        .execute();
    await trx.deleteFrom('moderation_premoderation').execute();
    if (rules.length)
      await trx
        .insertInto('moderation_premoderation')
        .values(rules.map((r) => ({ area_key: r.areaKey, min_days: r.minDays })))
        .execute();
  });
}
