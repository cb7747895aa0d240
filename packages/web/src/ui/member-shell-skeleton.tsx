import { PAGE_SKELETON_DELAY_MS, STATUS_BAR_COLOR_LOGGED_IN } from './screen.ts';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { Delayed } from './delayed.tsx';
import { MEMBER_APP_BAR_HEIGHT, MemberContent } from './member-content.tsx';
import { ProductWordmark } from './product-wordmark.tsx';

/** Placeholder in the shape of the member area while the session and the page load. */
export function MemberShellSkeleton() {
  return (
    <Box
      aria-busy="true"
      aria-label="Wird geladen"
      role="status"
      sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}
    >
      <Box
        sx={{
          height: MEMBER_APP_BAR_HEIGHT,
          display: 'flex',
          alignItems: 'center',
          px: { xs: 2, sm: 3 },
          bgcolor: STATUS_BAR_COLOR_LOGGED_IN,
          color: '#FFFFFF',
        }}
      >
        <ProductWordmark />
      </Box>
      <Delayed delayMs={PAGE_SKELETON_DELAY_MS}>
        <MemberContent>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3 }}>
            <Skeleton variant="circular" width={56} height={56} />
            <Box sx={{ flex: 1 }}>
              <Skeleton variant="text" width="55%" sx={{ fontSize: '1.75rem' }} />
              <Skeleton variant="text" width="35%" />
            </Box>
          </Box>
          <Skeleton variant="rounded" height={220} sx={{ borderRadius: '18px' }} />
        </MemberContent>
      </Delayed>
    </Box>
  );
}
