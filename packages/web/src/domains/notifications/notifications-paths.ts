/** The notification list's API address (free of browser code: the build reads it too, app/entry-data.ts). */
import { NOTIFICATIONS_PAGE_SIZE } from '@pflegepuls/shared/constants';

/** The page after `cursor` (null: the first). */
export function notificationsPath(cursor: string | null): string {
  return `/api/user/notifications?take=${NOTIFICATIONS_PAGE_SIZE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
}
