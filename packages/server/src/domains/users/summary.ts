/**
 * The one way any domain shows a person in a list: select `USER_SUMMARY_COLUMNS` (aliased for joins
 * with `userSummaryColumns('alias')`) and present the row with `presentUserSummary`. Explicit fields
 * only, so nothing private (e-mail, place, flags) can reach another member by accident.
 */
import { ONLINE_WINDOW_MS, type TProfilePicture, type TUserSummary } from '@pflegepuls/shared';

export type TUserSummaryRow = {
  id: number;
  user_name: string;
  first_name: string;
  last_name: string;
  current_position: string | null;
  profile_picture_path: string | null;
  profile_picture_updated_at: number | null;
  last_seen_at: number | null;
  hide_online_status: number;
};

export const USER_SUMMARY_COLUMNS = [
  'users.id',
  'users.user_name',
  'users.first_name',
  'users.last_name',
  'users.current_position',
  'users.profile_picture_path',
  'users.profile_picture_updated_at',
  'users.last_seen_at',
  'users.hide_online_status',
] as const;

/** Full-size picture path → the small square's path (`…/12-abc.webp` → `…/12-abc-c.webp`). */
export function compressedPicturePath(path: string): string {
  return path.replace(/\.webp$/, '-c.webp');
}

/** The picture object of 000 §3, or null when the member has none. */
export function presentProfilePicture(row: {
  profile_picture_path: string | null;
  profile_picture_updated_at: number | null;
}): TProfilePicture | null {
  if (!row.profile_picture_path) return null;
  return {
    path: row.profile_picture_path,
    cPath: compressedPicturePath(row.profile_picture_path),
    createdAt: row.profile_picture_updated_at ?? 0,
  };
}

/** Online: a heartbeat within ONLINE_WINDOW_MS, unless the member hides it. */
export function isUserOnline(
  row: { last_seen_at: number | null; hide_online_status: number },
  now = Date.now(),
): boolean {
  return (
    row.hide_online_status !== 1 && row.last_seen_at !== null && now - row.last_seen_at < ONLINE_WINDOW_MS
  );
}

/** A person as lists show them. */
export function presentUserSummary(row: TUserSummaryRow, now = Date.now()): TUserSummary {
  return {
    id: row.id,
    userName: row.user_name,
    fullName: `${row.first_name} ${row.last_name}`.trim(),
    currentPosition: row.current_position,
    profilePicture: presentProfilePicture(row),
    isOnline: isUserOnline(row, now),
  };
}
