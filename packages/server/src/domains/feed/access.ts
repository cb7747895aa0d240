/**
 * Who may see what: general-community items are for every member, closed-area items only for
 * members of that area (closed_area_memberships). The shell's closed-areas service did not exist
 * when this was written, so the check lives here as one small indexed query.
 */
import type { Kysely } from 'kysely';
import { FEED_MESSAGES } from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import { AppError } from '../../platform/errors.ts';

/** feed_items.area_id of an item: 0 for the general community. */
export function areaIdOf(closedAreaId: number | null | undefined): number {
  return closedAreaId ?? 0;
}

/** Whether the member belongs to the closed area. */
export async function isAreaMember(db: Kysely<DB>, userId: number, closedAreaId: number): Promise<boolean> {
  const row = await db
    .selectFrom('closed_area_memberships')
    .select('id')
    .where('closed_area_id', '=', closedAreaId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** 403 unless the member may see items of this area (null = general community, always allowed). */
export async function assertAreaAccess(
  db: Kysely<DB>,
  userId: number,
  closedAreaId: number | null | undefined,
): Promise<void> {
  if (!closedAreaId) return;
  if (!(await isAreaMember(db, userId, closedAreaId)))
    throw new AppError('FORBIDDEN', FEED_MESSAGES.closedAreaOnly);
}
