import Box from '@mui/material/Box';
import { Link as RouterLink } from '../../../platform/router.tsx';

const TAG_SX = {
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
  textDecoration: 'none',
} as const;

/**
 * A small label (channel, "Real Talk"); lighter than a Chip, which cards do not need. With `to` it
 * is a link (a post's channel leads to the channel's feed).
 */
export function Tag({ label, to }: { label: string; to?: string }) {
  if (!to)
    return (
      <Box component="span" sx={TAG_SX}>
        {label}
      </Box>
    );
  return (
    <Box
      component={RouterLink}
      to={to}
      sx={{
        ...TAG_SX,
        '&:hover': { color: 'text.primary', bgcolor: 'action.selected' },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
      }}
    >
      {label}
    </Box>
  );
}
