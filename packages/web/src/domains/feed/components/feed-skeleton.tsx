import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';

/** Card-shaped placeholders while the first feed page loads. */
export function FeedSkeleton({ count = 3 }: { count?: number }) {
  return (
    <Box role="status" aria-busy="true" aria-label="Feed wird geladen" sx={{ display: 'grid', gap: 2 }}>
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} sx={{ p: { xs: 2, sm: 2.5 } }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
            <Skeleton variant="circular" width={44} height={44} />
            <Box sx={{ flex: 1 }}>
              <Skeleton variant="text" width="45%" />
              <Skeleton variant="text" width="30%" />
            </Box>
          </Box>
          <Skeleton variant="text" />
          <Skeleton variant="text" />
          <Skeleton variant="text" width="70%" />
          {index === 0 && <Skeleton variant="rounded" height={160} sx={{ mt: 1.5, borderRadius: '14px' }} />}
          <Box sx={{ display: 'flex', gap: 2, mt: 2 }}>
            <Skeleton variant="rounded" width={64} height={28} sx={{ borderRadius: 999 }} />
            <Skeleton variant="rounded" width={64} height={28} sx={{ borderRadius: 999 }} />
          </Box>
        </Card>
      ))}
    </Box>
  );
}
