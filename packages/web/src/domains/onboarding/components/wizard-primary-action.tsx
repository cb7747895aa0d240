import {
  canContinuePhoneStep,
  ONBOARDING_MESSAGES as M,
  type TWizardAnswers,
  type TWizardStep,
} from '@pflegepuls/shared';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { TPostalCheck } from '../use-postal-code-check.ts';
import type { TSubmission } from '../wizard-state.ts';

type TWizardPrimaryActionProps = {
  step: TWizardStep;
  answers: TWizardAnswers;
  submission: TSubmission;
  postalStatus: TPostalCheck['status'];
  onNext: () => void;
  /** Sends the answers again after a failed save. */
  onRetry: () => void;
  onDone: () => void;
};

/** The step's main button: Weiter / the intro's label, and on the success step retry or Fertig. */
export function WizardPrimaryAction({
  step,
  answers,
  submission,
  postalStatus,
  onNext,
  onRetry,
  onDone,
}: TWizardPrimaryActionProps) {
  const isSaving = submission.status === 'submitting';
  let label: string = M.next;
  let isDisabled = isSaving;
  let onClick = onNext;
  switch (step.type) {
    case 'intro':
      label = String(step.customProps?.['buttonLabel'] ?? M.start);
      break;
    case 'phone':
      isDisabled = isSaving || !canContinuePhoneStep(answers);
      break;
    case 'personalInfo':
      isDisabled = postalStatus === 'validating';
      break;
    case 'success':
    case 'editModeSuccess':
      if (submission.status === 'failed') {
        label = 'Erneut versuchen';
        onClick = onRetry;
      } else if (submission.status === 'succeeded') {
        label = 'Fertig';
        onClick = onDone;
      } else {
        label = M.saving;
        isDisabled = true;
      }
      break;
    default:
      break;
  }
  return (
    <Button
      variant="contained"
      size="large"
      onClick={onClick}
      disabled={isDisabled}
      startIcon={isSaving ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
      sx={{
        flex: { xs: '1 1 auto', md: '0 0 auto' },
        minWidth: { md: 200 },
        ...(isSaving && { '&.Mui-disabled': { bgcolor: 'primary.main', color: 'primary.contrastText' } }),
      }}
    >
      {label}
    </Button>
  );
}
