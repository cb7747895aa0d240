import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import SwipeableDrawer from '@mui/material/SwipeableDrawer';
import type { ReactNode } from 'react';
import { useIsMobile } from './use-is-mobile.ts';

type TResponsiveSheetProps = {
  open: boolean;
  /** Asked to close (backdrop, Escape, swipe down); the owner decides whether it really closes. */
  onClose: () => void;
  /** Called when the closing transition has finished. */
  onExited?: () => void;
  /** Id of the element that names the dialog. */
  labelledBy: string;
  describedBy?: string;
  maxWidth?: 'xs' | 'sm' | 'md';
  children: ReactNode;
};

const noop = () => {};

/** A modal that is a bottom sheet on small screens and a centred dialog on larger ones (001 §2.2). */
export function ResponsiveSheet({
  open,
  onClose,
  onExited,
  labelledBy,
  describedBy,
  maxWidth = 'sm',
  children,
}: TResponsiveSheetProps) {
  const isMobile = useIsMobile();

  if (isMobile) {
    return (
      <SwipeableDrawer
        anchor="bottom"
        open={open}
        onClose={onClose}
        onOpen={noop}
        disableSwipeToOpen
        disableDiscovery
        slotProps={{
          transition: { onExited },
          paper: {
            role: 'dialog',
            'aria-modal': true,
            'aria-labelledby': labelledBy,
            'aria-describedby': describedBy,
            sx: {
              borderTopLeftRadius: 24,
              borderTopRightRadius: 24,
              maxHeight: '95dvh',
              pb: 'env(safe-area-inset-bottom)',
              backgroundImage: 'none',
            },
          },
        }}
      >
        <Box aria-hidden="true" sx={{ display: 'flex', justifyContent: 'center', pt: 1.25, pb: 0.5 }}>
          <Box sx={{ width: 40, height: 5, borderRadius: 999, bgcolor: 'divider' }} />
        </Box>
        {children}
      </SwipeableDrawer>
    );
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      slotProps={{ transition: { onExited } }}
    >
      {children}
    </Dialog>
  );
}
