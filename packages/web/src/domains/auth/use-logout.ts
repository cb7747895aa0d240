import { ADMIN_CACHE_KEY } from '@pflegepuls/shared/constants';
import { useState } from 'react';
import { PATHS } from '../../platform/paths.ts';
import { useLogoutMutation } from './api.ts';
import { unregisterPushNotifications } from './push-registration.ts';

/**
 * Ends this browser's push subscription, logs out, then opens the landing page; if logging out
 * fails the page reloads (001 §7.2).
 */
export function useLogout() {
  const mutation = useLogoutMutation();
  const [isStarted, setIsStarted] = useState(false);
  const logout = () => {
    setIsStarted(true);
    try {
      // The admin dashboard's cached statistics (001 §9) leave with the admin.
      localStorage.removeItem(ADMIN_CACHE_KEY);
    } catch {
      // Blocked storage holds no cache either.
    }
    // Before the session ends: the unsubscribe endpoint needs it.
    void unregisterPushNotifications()
      .then(() => mutation.mutateAsync())
      .then(
        () => window.location.replace(PATHS.landing),
        () => window.location.reload(),
      );
  };
  return { logout, isLoggingOut: isStarted };
}
