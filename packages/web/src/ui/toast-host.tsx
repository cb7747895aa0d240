import Alert from '@mui/material/Alert';
import Portal from '@mui/material/Portal';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useState } from 'react';
import type { TToast } from './toast.tsx';

type TToastHostProps = { toast: TToast | null; onClose: () => void };

/**
 * Renders the current toast; keeps the last one while the exit transition runs. Its z-index (theme)
 * puts it above every drawer. It is portaled to <body> and only there while shown: an open drawer or
 * dialog hides the app root from assistive technology, and a toast added after it is still read.
 */
export default function ToastHost({ toast, onClose }: TToastHostProps) {
  const [shown, setShown] = useState<TToast | null>(toast);
  if (toast && toast !== shown) setShown(toast);

  const handleClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    if (reason !== 'clickaway') onClose();
  };

  return (
    <Portal>
      <Snackbar
        key={shown?.id}
        open={toast !== null}
        autoHideDuration={shown?.durationMs ?? null}
        onClose={handleClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        sx={{ bottom: { xs: 'calc(16px + env(safe-area-inset-bottom))', md: 24 } }}
      >
        <Alert
          onClose={onClose}
          severity={shown?.severity ?? 'info'}
          variant="filled"
          closeText="Schließen"
          sx={{
            width: '100%',
            maxWidth: 520,
            boxShadow: '0 12px 32px rgba(31, 27, 23, 0.24)',
            fontWeight: 500,
          }}
        >
          {shown?.message}
        </Alert>
      </Snackbar>
    </Portal>
  );
}
