/**
 * A count on an icon: the menus, the bottom bar and the bell. The shell's own instead of MUI's
 * Badge, which brought its badge state logic into every first load for a positioned number; the
 * look is MUI's (20 px pill in the error colour at the icon's top right, "99+" above 99). Nothing
 * shows at 0. The number is hidden from screen readers: every caller names the count in its label.
 */
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

const BADGE_MAX = 99;

/** "99+" above BADGE_MAX, else the number. */
export function formatBadgeCount(count: number): string {
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}

export function CountBadge({
  count,
  isCircular = false,
  children,
}: {
  count: number;
  /** Sits on a round icon's rim instead of its box's corner (MUI's overlap="circular"). */
  isCircular?: boolean;
  children: ReactNode;
}) {
  return (
    <Box component="span" sx={{ position: 'relative', display: 'inline-flex', flexShrink: 0 }}>
      {children}
      {count > 0 && (
        <Box
          component="span"
          aria-hidden="true"
          sx={{
            position: 'absolute',
            top: isCircular ? '14%' : 0,
            right: isCircular ? '14%' : 0,
            transform: 'translate(50%, -50%)',
            zIndex: 1,
            boxSizing: 'border-box',
            minWidth: 20,
            height: 20,
            px: 0.75,
            borderRadius: 10,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'error.main',
            color: 'error.contrastText',
            typography: 'caption',
            fontWeight: 500,
            lineHeight: 1,
          }}
        >
          {formatBadgeCount(count)}
        </Box>
      )}
    </Box>
  );
}
