import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** The profile's shape while it loads. */
export function ProfileSkeleton() {
  return (
    <Stack role="status" spacing={2} aria-busy="true" aria-label="Profil wird geladen">
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        <Skeleton variant="rectangular" height={100} />
        <Box sx={{ px: 3, pb: 3 }}>
          <Skeleton
            variant="circular"
            width={96}
            height={96}
            sx={{ mt: '-48px', border: '4px solid white' }}
          />
          <Skeleton width="55%" height={36} sx={{ mt: 1 }} />
          <Skeleton width="40%" />
          <Skeleton width="30%" />
        </Box>
      </Paper>
      {[0, 1].map((key) => (
        <Paper key={key} variant="outlined" sx={{ borderRadius: 3, p: 3 }}>
          <Skeleton width="35%" height={28} />
          <Box sx={{ display: 'flex', gap: 1.5, mt: 1.5 }}>
            <Skeleton variant="rounded" width={40} height={40} />
            <Box sx={{ flex: 1 }}>
              <Skeleton width="70%" />
              <Skeleton width="50%" />
            </Box>
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}
