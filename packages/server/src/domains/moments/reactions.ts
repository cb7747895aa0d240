/** Reactions on moments: one per member and moment; a like is the ❤️ reaction (docs/moments.md). */
import type { Kysely } from 'kysely';
import { MOMENT_LIKE_REACTION, type TMomentReactionKey, type TMomentReactionState } from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import type { TDomainEvents } from '../../platform/events.ts';
import { scoreFor } from '../feed/list.ts';
import { MOMENT_COLUMNS, presentReactionState, reactionColumn, type TMomentRow } from './present.ts';

/** The viewer's reaction type on a moment, or null. */
export async function getMyReaction(
  db: Kysely<DB>,
  userId: number,
  momentId: number,
): Promise<string | null> {
  const row = await db
    .selectFrom('moment_reactions')
    .select('type')
    .where('moment_id', '=', momentId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.type ?? null;
}

/**
 * Sets the viewer's one reaction on a moment they may read (`type`) or removes it (`null`). `onlyIf`: remove only when the
 * current reaction is this one (unlike removes ❤️, not 😂). Repeating a call changes nothing.
 */
export async function setMomentReaction(options: {
  db: Kysely<DB>;
  events: TDomainEvents;
  userId: number;
  moment: TMomentRow;
  type: TMomentReactionKey | null;
  onlyIf?: TMomentReactionKey | undefined;
}): Promise<TMomentReactionState> {
  const { db, events, userId, moment, type, onlyIf } = options;
  const momentId = moment.id;
  const changed = await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('moment_reactions')
      .select('type')
      .where('moment_id', '=', momentId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const before = (current?.type ?? null) as TMomentReactionKey | null;
    if (before === type) return false;
    if (type === null && onlyIf && before !== onlyIf) return false;
    if (before === null && type !== null) {
      const inserted = await trx
        .insertInto('moment_reactions')
        .values({ moment_id: momentId, user_id: userId, type, created_at: Date.now() })
        .onConflict((oc) => oc.columns(['moment_id', 'user_id']).doNothing())
        .executeTakeFirst();
      // A parallel request of the same member won the race: its counters count.
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) return false;
    } else if (type === null) {
      // Conditional on the type read above: of two parallel changes by one member, one counts.
      const deleted = await trx
        .deleteFrom('moment_reactions')
        .where('moment_id', '=', momentId)
        .where('user_id', '=', userId)
        .where('type', '=', before!)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) return false;
    } else {
      const updated = await trx
        .updateTable('moment_reactions')
        .set({ type, created_at: Date.now() })
        .where('moment_id', '=', momentId)
        .where('user_id', '=', userId)
        .where('type', '=', before!)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return false;
    }
    const row = await trx
      .updateTable('moments')
      .set((eb) => {
        const set: Record<string, unknown> = {};
        if (before) set[reactionColumn(before)] = eb(reactionColumn(before), '-', 1);
        if (type) set[reactionColumn(type)] = eb(reactionColumn(type), '+', 1);
        const delta = (type ? 1 : 0) - (before ? 1 : 0);
        if (delta !== 0) set['reactions_count'] = eb('reactions_count', delta > 0 ? '+' : '-', 1);
        return set;
      })
      .where('id', '=', momentId)
      .returning('reactions_count')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('feed_items')
      .set({ score: scoreFor(moment.created_at, row.reactions_count) })
      .where('kind', '=', 'moment')
      .where('ref_id', '=', momentId)
      .execute();
    return true;
  });
  if (changed && type !== null) {
    const closedAreaId = moment.closed_area_id;
    await events.publish(
      type === MOMENT_LIKE_REACTION
        ? { type: 'moment_liked', actorId: userId, recipientId: moment.user_id, momentId, closedAreaId }
        : {
            type: 'moment_reacted',
            actorId: userId,
            recipientId: moment.user_id,
            momentId,
            closedAreaId,
            reaction: type,
          },
    );
  }
  const [row, reaction] = await Promise.all([
    db
      .selectFrom('moments')
      .select(MOMENT_COLUMNS)
      .where('moments.id', '=', momentId)
      .executeTakeFirstOrThrow(),
    getMyReaction(db, userId, momentId),
  ]);
  return presentReactionState(row, reaction);
}
