import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearchParams } from '../../platform/router.tsx';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { isApiError } from '../../platform/http.ts';
import { closedAreaQueryKeys, isTermsOutdatedError, useAreaHomeQuery, useMembershipQuery } from './api.ts';

const JoinWizard = lazy(async () => ({ default: (await import('./join-wizard.tsx')).JoinWizard }));
const AcceptTermsScreen = lazy(async () => ({
  default: (await import('./accept-terms.tsx')).AcceptTermsScreen,
}));

function GateSkeleton() {
  return (
    <Box sx={{ p: 3 }} aria-busy="true">
      <Skeleton variant="rounded" height={48} sx={{ mb: 2 }} />
      <Skeleton variant="rounded" height={220} />
    </Box>
  );
}

/**
 * Closed-area pages are for members only (000 §4, §6): others get the join wizard instead of the page,
 * members with an outdated terms version the accept-terms screen (issue 14). The area query is the
 * probe: its 403 says which of the two it is. While the wizard's success step shows, the page stays
 * away even though the member already joined.
 */
export function ClosedAreaGate({ closedAreaId, children }: { closedAreaId: number; children: ReactNode }) {
  const membership = useMembershipQuery(closedAreaId);
  const [searchParams] = useSearchParams();
  // The sponsor statistics are for area admins, who need not be members (the page handles its 403).
  const isStatsPage = useLocation().pathname.endsWith('/statistiken');
  const isWizardDone = searchParams.get('step') === '3';
  const area = useAreaHomeQuery(closedAreaId, membership.data === true && !isWizardDone);
  const queryClient = useQueryClient();
  const termsOutdated = isTermsOutdatedError(area.error);
  // Left in another tab (or removed): the cached membership is stale; ask again.
  const hasLeft = isApiError(area.error, 403) && !termsOutdated;
  useEffect(() => {
    if (hasLeft)
      void queryClient.invalidateQueries({ queryKey: closedAreaQueryKeys.membership(closedAreaId) });
  }, [hasLeft, queryClient, closedAreaId]);

  if (isStatsPage) return children;
  if (membership.isPending) return <GateSkeleton />;
  if (membership.data && !isWizardDone && !hasLeft) {
    if (area.isPending) return <GateSkeleton />;
    if (termsOutdated)
      return (
        <Suspense fallback={<GateSkeleton />}>
          <AcceptTermsScreen closedAreaId={closedAreaId} />
        </Suspense>
      );
    return children;
  }
  return (
    <Suspense fallback={<GateSkeleton />}>
      <JoinWizard closedAreaId={closedAreaId} />
    </Suspense>
  );
}
