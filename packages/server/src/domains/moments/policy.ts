/**
 * Who may do what with moments and their comments. Route handlers call these before the service,
 * so a 403 is visible in the handler. Closed-area moments are for members of the area only, as
 * posts (feed/policy.ts).
 */
import type { Kysely } from 'kysely';
import { MOMENT_MESSAGES } from '@pflegepuls/shared';
import { visibleToViewer } from '../moderation/filters.ts';
import type { DB } from '../../platform/db/index.ts';
import { AppError } from '../../platform/errors.ts';
import { assertCanDeleteComment } from '../comments/thread.ts';
import { assertCanReadArea } from '../feed/policy.ts';
import { MOMENT_COMMENTS } from './comments.ts';
import { MOMENT_COLUMNS, type TMomentRow } from './present.ts';

export { assertCanReadArea };

/** 404 when the moment is missing, 403 when it lies in a closed area the viewer is not a member of; returns the moment. */
export async function assertCanReadMoment(
  db: Kysely<DB>,
  viewerId: number,
  momentId: number,
): Promise<TMomentRow> {
  const row = await db
    .selectFrom('moments')
    .select(MOMENT_COLUMNS)
    .where('moments.id', '=', momentId)
    // Blocked, muted, hidden (but one's own) and deleted moments are missing (docs/moderation.md).
    .where(visibleToViewer(viewerId, 'moments', { type: 'moment', idColumn: 'id', isMoment: true }))
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', MOMENT_MESSAGES.notFound);
  await assertCanReadArea(db, viewerId, row.closed_area_id);
  return row;
}

/** As assertCanReadMoment, and 403 unless the member wrote the moment. */
export async function assertCanDeleteMoment(db: Kysely<DB>, userId: number, momentId: number): Promise<void> {
  const row = await assertCanReadMoment(db, userId, momentId);
  if (row.user_id !== userId) throw new AppError('FORBIDDEN', MOMENT_MESSAGES.notOwn);
}

/** 404/403 for the moment as assertCanReadMoment, then 404 for a missing comment and 403 unless the member wrote it. */
export async function assertCanDeleteMomentComment(
  db: Kysely<DB>,
  userId: number,
  momentId: number,
  commentId: number,
): Promise<void> {
  await assertCanReadMoment(db, userId, momentId);
  await assertCanDeleteComment({ db, target: MOMENT_COMMENTS, parentId: momentId, commentId, userId });
}
