import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { DESKTOP_BREAKPOINT_PX, STATUS_BAR_COLOR_LOGGED_IN } from '../../ui/screen.ts';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { preloadable } from '../../ui/preloadable.tsx';
import { useLocation } from '../../platform/router.tsx';
import {
  isTermsOutdatedError,
  useAreaHomeQuery,
  useMembershipQuery,
} from '../../domains/closed-areas/api.ts';
import { AreaTransitionProvider } from '../../domains/closed-areas/area-transition.tsx';
import { usePrimaryAreaRedirect } from '../../domains/closed-areas/use-primary-area-redirect.ts';
import { takeUrocampusPromptTurn } from '../../domains/closed-areas/urocampus-prompt-rules.ts';
import { usePushSubscription } from '../../domains/auth/push-registration.ts';
import { OnboardingHost } from '../../domains/onboarding/onboarding-host.tsx';
import { useHeartbeat } from '../../domains/presence/use-heartbeat.ts';
import { useCurrentUserQuery } from '../../domains/users/api.ts';
import { logAppEvent } from '../../platform/client-log.ts';
import { writeMeta } from '../../platform/meta.ts';
import { isInstalledApp, useWaitingWorker } from '../../platform/pwa.ts';
import { useRealtime } from '../../platform/realtime.ts';
import { DrawerStackProvider } from '../../ui/drawer-stack.tsx';
import { useColorMode } from '../color-mode.tsx';
import { MemberShellSkeleton } from '../../ui/member-shell-skeleton.tsx';
import {
  getAreaFromPath,
  getBottomBarMode,
  getPageType,
  hasCreateButton,
  type TArea,
} from './shell-rules.ts';

/*
 * A phone never loads the desktop shell and the other way round. The shell this screen needs starts
 * loading with this module, not after the first render.
 */
const desktopShell = preloadable(async () => (await import('./desktop-shell.tsx')).DesktopShell);
const mobileShell = preloadable(async () => (await import('./mobile-shell.tsx')).MobileShell);
const { Component: DesktopShell } = desktopShell;
const { Component: MobileShell } = mobileShell;
const loadShell = () =>
  window.matchMedia(`(min-width: ${DESKTOP_BREAKPOINT_PX}px)`).matches
    ? desktopShell.preload()
    : mobileShell.preload();
const UrocampusPrompt = lazy(() => import('../../domains/closed-areas/urocampus-prompt.tsx'));
const UpdateNotice = lazy(() => import('../update-notice.tsx'));
const AppBadge = lazy(() => import('./app-badge.tsx'));

/**
 * The installed app's extras (docs/pwa.md): the new-version notice once a new service worker waits,
 * and the icon badge where the app runs installed and the browser can badge it.
 */
function PwaExtras() {
  const waitingWorker = useWaitingWorker();
  const [hasBadging] = useState(() => 'setAppBadge' in navigator && isInstalledApp());
  if (!waitingWorker && !hasBadging) return null;
  return (
    <Suspense fallback={null}>
      {waitingWorker && <UpdateNotice worker={waitingWorker} />}
      {hasBadging && <AppBadge />}
    </Suspense>
  );
}
if (typeof window !== 'undefined') void loadShell();

/** The first paint of a member page shows the shell: main.tsx waits for it (routes.tsx). */
export const prepareFirstPaint = () => loadShell();

/** The admin area is dark on entry; leaving it gives the member's own mode back (000 §4). */
function useAdminDarkMode(area: TArea) {
  const { setTemporaryMode } = useColorMode();
  const isAdminArea = area.kind === 'admin';
  const wasAdminArea = useRef(false);
  useEffect(() => {
    if (isAdminArea && !wasAdminArea.current) setTemporaryMode('dark');
    if (!isAdminArea && wasAdminArea.current) setTemporaryMode(null);
    wasAdminArea.current = isAdminArea;
  }, [isAdminArea, setTemporaryMode]);
}

/** Whether this page load shows the Urocampus prompt (decided once per member and load). */
function useUrocampusPromptTurn(userId: number | null): boolean {
  const [turn, setTurn] = useState<{ userId: number; show: boolean } | null>(null);
  useEffect(() => {
    if (userId === null || turn?.userId === userId) return;
    // localStorage is the external system here; the decision is made once per member and load.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setTurn({ userId, show: takeUrocampusPromptTurn(userId, Date.now()) });
  }, [userId, turn]);
  return userId !== null && turn?.userId === userId && turn.show;
}

function Shell() {
  const { pathname } = useLocation();
  const isDesktop = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true });
  const area = getAreaFromPath(pathname);
  // Non-members of a closed area see the join wizard: no area bar and no create button around it.
  const membership = useMembershipQuery(
    area.kind === 'closedArea' ? area.closedAreaId : 0,
    area.kind === 'closedArea',
  );
  // Members with an outdated terms version see only the accept-terms screen: no bars around it either.
  const areaHome = useAreaHomeQuery(
    area.kind === 'closedArea' ? area.closedAreaId : 0,
    area.kind === 'closedArea' && membership.data === true,
  );
  const isLockedArea =
    area.kind === 'closedArea' && (membership.data !== true || isTermsOutdatedError(areaHome.error));
  const { data: user } = useCurrentUserQuery();
  const pageType = getPageType(pathname);
  // The Urocampus invitation (000 §2) only on the community's feeds, only for non-members.
  const mayPrompt = area.kind === 'community' && pageType === 'feed' && user?.isUrocampusMember === false;
  const showsUrocampusPrompt = useUrocampusPromptTurn(mayPrompt && user ? user.id : null);
  const withCreateButton = hasCreateButton(pathname) && !isLockedArea;
  useAdminDarkMode(area);

  useEffect(() => logAppEvent(`Seite ${pathname}`), [pathname]);

  return (
    <Suspense fallback={<MemberShellSkeleton />}>
      {isDesktop ? (
        <DesktopShell area={area} pageType={pageType} hasCreateButton={withCreateButton} />
      ) : (
        <MobileShell
          area={area}
          bottomBarMode={isLockedArea ? null : getBottomBarMode(pathname)}
          hasCreateButton={withCreateButton}
        />
      )}
      {showsUrocampusPrompt && (
        <Suspense fallback={null}>
          <UrocampusPrompt />
        </Suspense>
      )}
    </Suspense>
  );
}

/**
 * The frame of the member area: picks the desktop or the phone shell, and runs what every member page
 * needs once: presence heartbeat, the Startbereich redirect, the drawer stack, the area overlay and the
 * onboarding host.
 */
export function MemberLayout() {
  const { data: user } = useCurrentUserQuery();
  useHeartbeat(Boolean(user));
  // Badges and lists update live on every page, not only on the notifications page.
  useRealtime(Boolean(user));
  usePushSubscription(Boolean(user));
  usePrimaryAreaRedirect(user);

  useEffect(() => {
    // After login the browser's status bar takes the member area's colour (001 §1).
    writeMeta('theme-color', STATUS_BAR_COLOR_LOGGED_IN);
  }, []);

  return (
    <AreaTransitionProvider>
      <DrawerStackProvider>
        <Shell />
        <OnboardingHost />
        <PwaExtras />
      </DrawerStackProvider>
    </AreaTransitionProvider>
  );
}
