/**
 * The installed app's icon badge (Badging API, docs/pwa.md): unread notifications plus unread
 * chats. Loaded only in the installed app where the browser has the API; a tab shows no badge.
 */
import { useEffect } from 'react';
import { useUnreadChatQuery } from '../../domains/chat/unread.ts';
import { useNotificationCountQuery } from '../../domains/notifications/api.ts';

type TBadgingNavigator = Navigator & {
  setAppBadge: (count?: number) => Promise<void>;
  clearAppBadge: () => Promise<void>;
};

export default function AppBadge() {
  const notifications = useNotificationCountQuery();
  const chats = useUnreadChatQuery();
  const count = (notifications.data?.count ?? 0) + (chats.data?.count ?? 0);
  useEffect(() => {
    const badging = navigator as TBadgingNavigator;
    // A refused badge (permission, platform) changes nothing in the app.
    void (count > 0 ? badging.setAppBadge(count) : badging.clearAppBadge()).catch(() => undefined);
  }, [count]);
  return null;
}
