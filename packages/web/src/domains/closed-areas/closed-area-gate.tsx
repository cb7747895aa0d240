import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useSearchParams } from 'react-router';
import { lazy, Suspense, type ReactNode } from 'react';
import { useMembershipQuery } from './api.ts';

const JoinWizard = lazy(async () => ({ default: (await import('./join-wizard.tsx')).JoinWizard }));

function GateSkeleton() {
  return (
    <Box sx={{ p: 3 }} aria-busy="true">
      <Skeleton variant="rounded" height={48} sx={{ mb: 2 }} />
      <Skeleton variant="rounded" height={220} />
    </Box>
  );
}

/**
 * Closed-area pages are for members only (000 §4, §6): others get the join wizard instead of the page.
 * While the wizard's success step shows, the page stays away even though the member already joined.
 */
export function ClosedAreaGate({ closedAreaId, children }: { closedAreaId: number; children: ReactNode }) {
  const membership = useMembershipQuery(closedAreaId);
  const [searchParams] = useSearchParams();

  if (membership.isPending) return <GateSkeleton />;
  if (membership.data && searchParams.get('step') !== '3') return children;
  return (
    <Suspense fallback={<GateSkeleton />}>
      <JoinWizard closedAreaId={closedAreaId} />
    </Suspense>
  );
}
