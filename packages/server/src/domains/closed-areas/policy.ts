/** Who may see what of a closed area beyond its content (service.ts guards the content). */
import type { Kysely } from 'kysely';
import { CLOSED_AREA_MESSAGES } from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { TSessionUser } from '../../platform/session.ts';

/** Area admins: global admins, and members named in `closed_area_admins` for this area. */
export async function isClosedAreaAdmin(db: Kysely<DB>, user: TSessionUser, closedAreaId: number) {
  if (user.isAdmin) return true;
  const row = await db
    .selectFrom('closed_area_admins')
    .select('user_id')
    .where('closed_area_id', '=', closedAreaId)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  return row !== undefined;
}

/** 403 unless the member may see the area's sponsor statistics. */
export async function assertCanSeeAreaStats(db: Kysely<DB>, user: TSessionUser, closedAreaId: number) {
  if (!(await isClosedAreaAdmin(db, user, closedAreaId)))
    throw new AppError('FORBIDDEN', CLOSED_AREA_MESSAGES.statsAdminsOnly);
}
