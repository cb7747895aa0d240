/**
 * Who may see what: general-community items are for every member, closed-area items only for
 * members of that area.
 */
import type { Kysely } from 'kysely';
import { FEED_MESSAGES } from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import { AppError } from '../../platform/errors.ts';
import { isClosedAreaMember } from '../closed-areas/service.ts';

/** feed_items.area_id of an item: 0 for the general community. */
export function areaIdOf(closedAreaId: number | null | undefined): number {
  return closedAreaId ?? 0;
}

/** 403 unless the member may see items of this area (null = general community, always allowed). */
export async function assertAreaAccess(
  db: Kysely<DB>,
  userId: number,
  closedAreaId: number | null | undefined,
): Promise<void> {
  if (!closedAreaId) return;
  if (!(await isClosedAreaMember(db, userId, closedAreaId)))
    throw new AppError('FORBIDDEN', FEED_MESSAGES.closedAreaOnly);
}
