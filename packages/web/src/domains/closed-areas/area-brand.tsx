/**
 * The area's own look in the shell (issue 14): inside a closed area the app bar and the menus show
 * the area's name and sponsor logo, and the phone app bar takes its accent colour. Data from the
 * area query the gate loads anyway (one request per area, shared).
 */
import type { TClosedArea } from '@pflegepuls/shared/closed-areas';
import { lazy, Suspense } from 'react';
import { useAreaHomeQuery, useMembershipQuery } from './api.ts';

/** The branded area for the shell, or null outside areas, for non-members and while loading. */
export function useAreaBranding(closedAreaId: number | null): TClosedArea | null {
  const inArea = closedAreaId !== null;
  const membership = useMembershipQuery(closedAreaId ?? 0, inArea);
  const home = useAreaHomeQuery(closedAreaId ?? 0, inArea && membership.data === true);
  return inArea ? (home.data?.area ?? null) : null;
}

const LazyAreaWordmark = lazy(() => import('./components/area-wordmark.tsx'));

/**
 * Logo and name of the area (the app bar's and the menu's title inside an area), in a chunk of its
 * own: the community's first paint never needs it.
 */
export function AreaWordmark(props: { area: TClosedArea; tone?: 'inherit' | 'menu' }) {
  return (
    <Suspense fallback={null}>
      <LazyAreaWordmark {...props} />
    </Suspense>
  );
}
