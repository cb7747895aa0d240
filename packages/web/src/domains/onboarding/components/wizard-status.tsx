import { ONBOARDING_MESSAGES as M } from '@pflegepuls/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { getRegistrationErrorMessage } from '../registration-errors.ts';
import { WIZARD_TITLE_ID } from './wizard-ids.ts';

type TWizardLoadingProps = {
  isEditRequest: boolean;
  /** The saved answers could not be loaded for an edit mode: shows the error and a retry. */
  loadError: unknown;
  onRetry: () => void;
};

/** The body before the flow starts: loading the saved answers, or why they could not be loaded. */
export function WizardLoading({ isEditRequest, loadError, onRetry }: TWizardLoadingProps) {
  if (loadError) {
    return (
      <Box sx={{ py: 6, display: 'grid', gap: 2, justifyItems: 'center', textAlign: 'center' }}>
        <Typography id={WIZARD_TITLE_ID} component="h2" variant="h6">
          {getRegistrationErrorMessage(loadError)}
        </Typography>
        <Button variant="outlined" onClick={onRetry}>
          Erneut versuchen
        </Button>
      </Box>
    );
  }
  return (
    <Box role="status" sx={{ py: 8, display: 'grid', gap: 2, justifyItems: 'center' }}>
      <CircularProgress aria-hidden="true" />
      <Typography id={WIZARD_TITLE_ID} color="text.secondary">
        {isEditRequest ? M.loadingEditData : M.loading}
      </Typography>
    </Box>
  );
}

/** The body when the page index points past the flow. */
export function WizardPageNotFound() {
  return (
    <Typography id={WIZARD_TITLE_ID} component="h2" variant="h6" sx={{ py: 6, textAlign: 'center' }}>
      {M.pageNotFound}
    </Typography>
  );
}
