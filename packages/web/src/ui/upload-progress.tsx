import Box from '@mui/material/Box';

/**
 * A determinate progress bar for uploads (0–1; nothing while `value` is null). Drawn here: MUI's
 * LinearProgress is shared with the settings and would be one more chunk in the first load's
 * route table.
 */
export function UploadProgress({ value, label }: { value: number | null; label: string }) {
  if (value === null) return null;
  const percent = Math.round(value * 100);
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      sx={{ height: 4, borderRadius: 2, bgcolor: 'action.hover', overflow: 'hidden' }}
    >
      <Box
        sx={{
          height: '100%',
          width: `${percent}%`,
          bgcolor: 'primary.main',
          transition: 'width 0.2s linear',
          '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
        }}
      />
    </Box>
  );
}
