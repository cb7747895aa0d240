import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * A failed load with its retry: the one way a screen says that data could not be loaded and offers
 * to try again ("Erneut versuchen" unless the spec words it otherwise).
 */
export function LoadErrorAlert({
  children,
  onRetry,
  isRetrying = false,
  retryLabel = 'Erneut versuchen',
  sx,
}: {
  children: ReactNode;
  onRetry: () => void;
  isRetrying?: boolean;
  retryLabel?: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry} disabled={isRetrying}>
          {retryLabel}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
