import { DESKTOP_CENTER_MAX_WIDTH_PX } from './screen.ts';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export const MEMBER_APP_BAR_HEIGHT = { xs: 56, md: 64 } as const;

/** The centred content column of member pages (the feed column width of 000 §9). */
export function MemberContent({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        maxWidth: DESKTOP_CENTER_MAX_WIDTH_PX,
        mx: 'auto',
        px: { xs: 2, sm: 3 },
        pt: { xs: 3, md: 5 },
        pb: 6,
      }}
    >
      {children}
    </Box>
  );
}
