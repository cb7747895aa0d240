import Dialog from '@mui/material/Dialog';
import Drawer from '@mui/material/Drawer';
import type { ReactNode } from 'react';
import { WIZARD_STEP_OF_ID, WIZARD_TITLE_ID } from './wizard-ids.ts';

type TWizardFrameProps = {
  open: boolean;
  isMobile: boolean;
  onClose: (event: unknown, reason?: 'backdropClick' | 'escapeKeyDown') => void;
  children: ReactNode;
};

/** A bottom drawer on phones, a dialog on larger screens; both named by the step's title. */
export function WizardFrame({ open, isMobile, onClose, children }: TWizardFrameProps) {
  return isMobile ? (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': WIZARD_TITLE_ID,
          'aria-describedby': WIZARD_STEP_OF_ID,
          sx: {
            borderTopLeftRadius: 24,
            borderTopRightRadius: 24,
            height: '92dvh',
            maxHeight: '95dvh',
            pb: 'env(safe-area-inset-bottom)',
            backgroundImage: 'none',
          },
        },
      }}
    >
      {children}
    </Drawer>
  ) : (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={WIZARD_TITLE_ID}
      aria-describedby={WIZARD_STEP_OF_ID}
      slotProps={{ paper: { sx: { height: 'min(760px, calc(100dvh - 64px))' } } }}
    >
      {children}
    </Dialog>
  );
}
