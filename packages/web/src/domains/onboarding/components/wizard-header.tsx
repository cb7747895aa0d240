import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { WIZARD_STEP_OF_ID } from './wizard-ids.ts';

type TWizardHeaderProps = {
  canGoBack: boolean;
  onBack: () => void;
  /** "Schritt 2 von 7", empty while loading. */
  stepOf: string;
  onClose: () => void;
  isSaving: boolean;
};

/** Back, "Schritt x von y" and close; back stays in place but hidden where it cannot be used. */
export function WizardHeader({ canGoBack, onBack, stepOf, onClose, isSaving }: TWizardHeaderProps) {
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: { xs: 1.5, md: 2.5 },
        pt: { xs: 1.5, md: 2 },
        pb: 1,
        minHeight: 56,
      }}
    >
      <IconButton
        onClick={onBack}
        aria-label="Zurück"
        disabled={!canGoBack}
        sx={{ visibility: canGoBack ? 'visible' : 'hidden' }}
      >
        <ArrowBackRounded />
      </IconButton>
      <Typography
        id={WIZARD_STEP_OF_ID}
        variant="body2"
        aria-live="polite"
        sx={{ flex: '1 1 auto', textAlign: 'center', fontWeight: 650, color: 'text.secondary' }}
      >
        {stepOf}
      </Typography>
      <IconButton onClick={onClose} aria-label="Schließen" disabled={isSaving}>
        <CloseRounded />
      </IconButton>
    </Box>
  );
}

/** The progress bar: under the header on larger screens, at the bottom edge on phones. */
export function WizardProgress({ value, isMobile }: { value: number; isMobile: boolean }) {
  return (
    <LinearProgress
      variant="determinate"
      value={value}
      aria-label="Fortschritt"
      sx={
        isMobile
          ? { height: 6, bgcolor: '#F1EAE2' }
          : { mx: 3, height: 6, borderRadius: 999, bgcolor: '#F1EAE2' }
      }
    />
  );
}
