import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** Placeholder rows while comments load. */
export function CommentsSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <Box
      role="status"
      aria-busy="true"
      aria-label="Kommentare werden geladen"
      sx={{ p: 2, display: 'grid', gap: 2 }}
    >
      {Array.from({ length: rows }, (_, index) => (
        <Box key={index} sx={{ display: 'flex', gap: 1.5 }}>
          <Skeleton variant="circular" width={36} height={36} />
          <Box sx={{ flex: 1 }}>
            <Skeleton variant="text" width="40%" />
            <Skeleton variant="text" width="90%" />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
