import type { TCurrentUser } from '@pflegepuls/shared/users';
import { useEffect } from 'react';
import { useLocation, useNavigate } from '../../platform/router.tsx';
import { logAppEvent } from '../../platform/client-log.ts';

/** Deep links from a notification carry this query parameter (000 §2); they win over the Startbereich. */
const NOTIFICATION_DEEP_LINK_PARAM = 'notification-model';

/** Where the first page load should go instead, or null (000 §4 "On first load …"). */
export function getPrimaryAreaRedirect(
  user: Pick<TCurrentUser, 'primaryClosedArea' | 'goToAreaAfterLogin'>,
  pathname: string,
  search: string,
): string | null {
  if (!user.primaryClosedArea || !user.goToAreaAfterLogin) return null;
  if (pathname !== '/' && pathname.replace(/\/+$/, '') !== '/feed') return null;
  if (new URLSearchParams(search).has(NOTIFICATION_DEEP_LINK_PARAM)) return null;
  return `/closed_area/${user.primaryClosedArea.id}`;
}

let hasCheckedThisLoad = false;

/** Sends the member to their Startbereich once per page load. */
export function usePrimaryAreaRedirect(user: TCurrentUser | null | undefined): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!user || hasCheckedThisLoad) return;
    hasCheckedThisLoad = true;
    const target = getPrimaryAreaRedirect(user, pathname, search);
    if (!target) return;
    logAppEvent(`Startbereich ${target}`);
    void navigate(target, { replace: true });
  }, [user, pathname, search, navigate]);
}
