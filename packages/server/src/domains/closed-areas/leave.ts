/**
 * Leaving a closed area (issue 14): the membership, the member's group memberships in the area's
 * groups, their notifications about the area and the Startbereich (when it was this area) go in one
 * transaction. The accepted-terms history stays (it records what was agreed). Joining again through
 * the wizard restores access; group memberships do not come back.
 */
import type { Kysely } from 'kysely';
import { CLOSED_AREA_MESSAGES, UROCAMPUS_AREA_ID } from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import { AppError } from '../../platform/errors.ts';
import { removeAreaGroupMemberships } from '../groups/membership.ts';
import { getClosedArea } from './service.ts';

export async function leaveClosedArea(
  db: Kysely<DB>,
  userId: number,
  closedAreaId: number,
  now = Date.now(),
) {
  const area = await getClosedArea(db, closedAreaId);
  await db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('closed_area_memberships')
      .where('closed_area_id', '=', area.id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0)
      throw new AppError('FORBIDDEN', CLOSED_AREA_MESSAGES.notClosedAreaMember);
    await removeAreaGroupMemberships(trx, userId, area.id);
    await trx
      .deleteFrom('notifications')
      .where('user_id', '=', userId)
      .where((eb) =>
        eb.or([
          eb('closed_area_id', '=', area.id),
          eb('group_id', 'in', eb.selectFrom('groups').select('id').where('closed_area_id', '=', area.id)),
        ]),
      )
      .execute();
    await trx
      .updateTable('users')
      .set({ primary_closed_area_id: null, go_to_area_after_login: 0, updated_at: now })
      .where('id', '=', userId)
      .where('primary_closed_area_id', '=', area.id)
      .execute();
    if (area.id === UROCAMPUS_AREA_ID) {
      await trx
        .updateTable('users')
        .set({ is_urocampus_member: 0, updated_at: now })
        .where('id', '=', userId)
        .execute();
    }
  });
}
