/**
 * Who may read and write a wiki (docs/wiki.md). Reading: every member the community wiki, an area's
 * members (current terms accepted) an area's wiki, through the closed areas' one guard. Writing:
 * admins, and members an admin named editor of that area's wiki; the community wiki only admins.
 */
import type { Kysely } from 'kysely';
import { WIKI_MESSAGES } from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { TSessionUser } from '../../platform/session.ts';
import { assertClosedAreaMember } from '../closed-areas/service.ts';

/** 403 unless the member may read the wiki of `closedAreaId` (null = the community wiki). */
export async function assertCanRead(db: Kysely<DB>, user: TSessionUser, closedAreaId: number | null) {
  if (closedAreaId !== null) await assertClosedAreaMember(db, user.id, closedAreaId);
}

/** Whether the member may edit the wiki of `closedAreaId`; reading is checked separately. */
export async function isEditor(db: Kysely<DB>, user: TSessionUser, closedAreaId: number | null) {
  if (user.isAdmin) return true;
  if (closedAreaId === null) return false;
  const row = await db
    .selectFrom('wiki_editors')
    .select('user_id')
    .where('closed_area_id', '=', closedAreaId)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  return row !== undefined;
}

/** Read access, then 403 unless an editor. */
export async function assertCanEdit(db: Kysely<DB>, user: TSessionUser, closedAreaId: number | null) {
  await assertCanRead(db, user, closedAreaId);
  if (!(await isEditor(db, user, closedAreaId))) throw new AppError('FORBIDDEN', WIKI_MESSAGES.notEditor);
}
