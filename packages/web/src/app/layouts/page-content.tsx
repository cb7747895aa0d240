import { lazy, Suspense } from 'react';
import { Navigate, Outlet } from '../../platform/router.tsx';
import { useCurrentUserQuery } from '../../domains/users/api.ts';
import type { TArea } from './shell-rules.ts';

// Only closed-area pages need the membership check and the join wizard: its own chunk.
const ClosedAreaGate = lazy(async () => ({
  default: (await import('../../domains/closed-areas/closed-area-gate.tsx')).ClosedAreaGate,
}));

/** The routed page, behind the area's guard: closed areas need membership, the admin area an admin. */
export function PageContent({ area }: { area: TArea }) {
  const { data: user } = useCurrentUserQuery();
  if (area.kind === 'admin' && !user?.isAdmin) return <Navigate to="/feed" replace />;
  if (area.kind === 'closedArea')
    return (
      <Suspense fallback={null}>
        <ClosedAreaGate closedAreaId={area.closedAreaId}>
          <Outlet />
        </ClosedAreaGate>
      </Suspense>
    );
  return <Outlet />;
}
