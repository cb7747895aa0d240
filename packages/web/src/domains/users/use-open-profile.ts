/**
 * Opens a member's profile (000 §2): a drawer of the drawer stack on mobile, the page
 * /profile/{userName} on desktop. The drawer's title becomes the member's name once it loads.
 */
import Box from '@mui/material/Box';
import { createElement, lazy, Suspense, useCallback } from 'react';
import { useNavigate } from '../../platform/router.tsx';
import { useDrawerStack } from '../../ui/drawer-stack.tsx';
import { useIsMobile } from '../../ui/use-is-mobile.ts';
import { ProfileSkeleton } from './components/profile-skeleton.tsx';

// Lists everywhere call this hook; the profile itself loads only when someone opens one.
const ProfileView = lazy(() =>
  import('./components/profile-view.tsx').then((module) => ({ default: module.ProfileView })),
);

/** Returns `openProfile(userName)`. */
export function useOpenProfile(): (userName: string) => void {
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const { openDrawer } = useDrawerStack();
  return useCallback(
    (userName: string) => {
      if (!isMobile) {
        void navigate(`/profile/${encodeURIComponent(userName)}`);
        return;
      }
      openDrawer({
        key: `profile:${userName}`,
        content: createElement(
          Box,
          { sx: { p: 2 } },
          createElement(
            Suspense,
            { fallback: createElement(ProfileSkeleton) },
            createElement(ProfileView, { key: userName, userName }),
          ),
        ),
      });
    },
    [isMobile, navigate, openDrawer],
  );
}
