/**
 * The admin dashboard's route (001 §2.4): `/admin-dashboard/{section}` inside the member layout,
 * whose PageContent lets only admins in (members land on /feed). `/admin-dashboard` and unknown
 * sections go to the users section. The subtree runs in the admin query client (query-client.ts).
 * The frame is a chunk of its own: this page module stays small, and with it the list of chunks
 * the app's entry names for it.
 */
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Navigate, useLocation, useParams } from '../../../platform/router.tsx';
import { getAdminQueryClient } from '../query-client.ts';
import { ADMIN_HOME, isAdminSection } from '../sections.ts';

const DashboardFrame = lazy(() => import('../components/dashboard-frame.tsx'));

/** The frame's shape while its code loads. */
function FrameSkeleton() {
  return (
    <Box
      role="status"
      aria-busy="true"
      aria-label="Wird geladen"
      sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}
    >
      <Skeleton variant="rounded" height={40} sx={{ maxWidth: 480 }} />
      <Skeleton variant="rounded" height={104} />
      <Skeleton variant="rounded" height={280} />
    </Box>
  );
}

export function AdminDashboardPage() {
  const { section } = useParams();
  const { search } = useLocation();
  if (!isAdminSection(section)) return <Navigate to={{ pathname: ADMIN_HOME, search }} replace />;
  return (
    <QueryClientProvider client={getAdminQueryClient()}>
      <Suspense fallback={<FrameSkeleton />}>
        <DashboardFrame section={section} />
      </Suspense>
    </QueryClientProvider>
  );
}
