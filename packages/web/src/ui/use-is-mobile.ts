import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

/** True below the bottom-sheet breakpoint (MOBILE_DRAWER_BREAKPOINT_PX, the theme's `md`). */
export function useIsMobile(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
}
