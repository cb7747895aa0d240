import Box from '@mui/material/Box';

/** A small static label (channel, "Real Talk"); lighter than a Chip, which cards do not need. */
export function Tag({ label }: { label: string }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        height: 26,
        px: 1.25,
        borderRadius: 999,
        bgcolor: 'action.hover',
        color: 'text.secondary',
        fontSize: '0.8125rem',
        fontWeight: 650,
        whiteSpace: 'nowrap',
      }}
    >
      {label}
    </Box>
  );
}
