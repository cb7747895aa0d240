/**
 * Moments ("Real Talk"): detail, list, create and delete. The author's id is used for `isOwn`,
 * ownership checks and as an event recipient only; no answer and no event to someone else
 * carries it (docs/moments.md). The handlers check the member's rights (policy.ts) first.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { TCreateMoment, TMomentItem, TMomentsPage, TMomentsQuery } from '@pflegepuls/shared';
import { visibleToViewer } from '../moderation/filters.ts';
import type { DB } from '../../platform/db/index.ts';
import { executeCachedQuery } from '../../platform/db/query-cache.ts';
import { areaIdOf, scoreFor } from '../feed/list.ts';
import { MOMENT_COLUMNS, presentMoment, type TMomentRow } from './present.ts';
import { getMyReaction } from './reactions.ts';

/** Moments by id with the viewer's reactions, presented for the viewer (the merged feed's loader). */
export async function loadMomentItems(
  db: Kysely<DB>,
  viewerId: number,
  ids: number[],
): Promise<Map<number, TMomentItem>> {
  const result = new Map<number, TMomentItem>();
  if (ids.length === 0) return result;
  // Built once per page length (platform/db/query-cache.ts): the feed hydrates every page with it.
  const rows = await executeCachedQuery(db, 'moments.loadMomentItems', { viewerId, ids }, (p) =>
    db
      .selectFrom('moments')
      .leftJoin('moment_reactions', (j) =>
        j
          .onRef('moment_reactions.moment_id', '=', 'moments.id')
          .on('moment_reactions.user_id', '=', p.viewerId),
      )
      // Moderation's mark: only the author still gets a hidden moment (docs/moderation.md).
      .leftJoin('moderation_hidden as mh', (j) =>
        j.onRef('mh.content_id', '=', 'moments.id').on('mh.content_type', '=', 'moment'),
      )
      .select([...MOMENT_COLUMNS, 'moment_reactions.type as my_reaction', 'mh.state as moderation_state'])
      .where('moments.id', 'in', p.ids),
  );
  for (const row of rows) {
    const moment = presentMoment(row, viewerId, row.my_reaction);
    result.set(row.id, row.moderation_state === 'hidden' ? { ...moment, isHidden: true } : moment);
  }
  return result;
}

/** A moment the viewer may read (assertCanReadMoment gives the row), with their reaction. */
export async function getMoment(db: Kysely<DB>, viewerId: number, moment: TMomentRow): Promise<TMomentItem> {
  return presentMoment(moment, viewerId, await getMyReaction(db, viewerId, moment.id));
}

const ORDER_COLUMNS = {
  created_at: 'created_at',
  likes: 'heart_count',
  reactions: 'reactions_count',
  comments: 'comments_count',
} as const;

/** GET /api/moments in an area the viewer may read: every parameter of 000 §7; a page is one query. */
export async function findMoments(
  db: Kysely<DB>,
  viewerId: number,
  query: TMomentsQuery,
): Promise<TMomentsPage> {
  const closedAreaId = query.closedAreaId ?? null;
  const column = ORDER_COLUMNS[query.orderBy];
  // The viewer's reaction comes with the row (left join on the primary key of moment_reactions).
  const rows = await db
    .selectFrom('moments')
    .leftJoin('moment_reactions', (j) =>
      j.onRef('moment_reactions.moment_id', '=', 'moments.id').on('moment_reactions.user_id', '=', viewerId),
    )
    .select([...MOMENT_COLUMNS, 'moment_reactions.type as my_reaction'])
    .where((eb) =>
      closedAreaId === null
        ? eb('moments.closed_area_id', 'is', null)
        : eb('moments.closed_area_id', '=', closedAreaId),
    )
    .$if(query.usersMoments, (qb) => qb.where('moments.user_id', '=', viewerId))
    // Blocks, mutes and moderation (docs/moderation.md).
    .where(visibleToViewer(viewerId, 'moments', { type: 'moment', idColumn: 'id', isMoment: true }))
    .$if(query.from !== undefined, (qb) => qb.where('moments.created_at', '>=', query.from!))
    .$if(query.to !== undefined, (qb) => qb.where('moments.created_at', '<=', query.to!))
    .orderBy(`moments.${column}`, query.orderDirection)
    .orderBy('moments.id', query.orderDirection)
    .limit(query.take + 1)
    .offset(query.skip)
    .execute();
  return {
    data: rows.slice(0, query.take).map((row) => presentMoment(row, viewerId, row.my_reaction)),
    has_more: rows.length > query.take,
  };
}

/** Creates a moment and its feed item in one transaction (in an area the member may read). */
export async function createMoment(
  db: Kysely<DB>,
  userId: number,
  input: TCreateMoment,
): Promise<TMomentItem> {
  const closedAreaId = input.closedAreaId ?? null;
  const now = Date.now();
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('moments')
      .values({
        uuid: randomUUID(),
        user_id: userId,
        closed_area_id: closedAreaId,
        content: input.content,
        avatar_key: input.avatarKey,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('feed_items')
      .values({
        kind: 'moment',
        ref_id: row.id,
        user_id: userId,
        area_id: areaIdOf(closedAreaId),
        channel_id: null,
        created_at: now,
        score: scoreFor(now, 0),
      })
      .execute();
    return row.id;
  });
  const row = await db
    .selectFrom('moments')
    .select(MOMENT_COLUMNS)
    .where('moments.id', '=', id)
    .executeTakeFirstOrThrow();
  return presentMoment(row, userId, null);
}

/** Deletes a moment with its reactions, comments and feed item (after assertCanDeleteMoment). */
export async function deleteMoment(db: Kysely<DB>, momentId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('feed_items').where('kind', '=', 'moment').where('ref_id', '=', momentId).execute();
    await trx.deleteFrom('moments').where('id', '=', momentId).execute();
  });
}
