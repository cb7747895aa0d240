import {
  UROCAMPUS_AREA_ID,
  WIZARD_CLOSE_TIMER_MS,
  WIZARD_COMPLETE_CALLBACK_MS,
  WIZARD_RESET_AFTER_CLOSE_MS,
  WIZARD_SUCCESS_SLIDE_OUT_MS,
  WIZARD_UROCAMPUS_SWITCH_MS,
  type TWizardMode,
  type TWizardStep,
} from '@pflegepuls/shared';
import { useEffect, useRef, useState, type Dispatch, type RefObject } from 'react';
import { useNavigate } from '../../../platform/router.tsx';
import type { TOnboardingOutcome, TOnboardingRequest } from '../onboarding-host.tsx';
import type { TWizardAction } from '../wizard-state.ts';

type TWizardCompletionOptions = {
  open: boolean;
  /** The flow has started once (the reducer's `isReady`). */
  isStarted: boolean;
  /** The success step, while it is shown after a save. */
  savedSuccessStep: TWizardStep | undefined;
  /** Set by the submission; read after closing. */
  outcomeRef: RefObject<TOnboardingOutcome | null>;
  options: TOnboardingRequest['options'];
  requestedMode: TWizardMode;
  dispatch: Dispatch<TWizardAction>;
  onClose: () => void;
};

/**
 * The end of an opening (001 §4.2): the saved success step slides out and closes by itself; after
 * closing come the completion callback, the switch to the Urocampus area, then a fresh state.
 * Returns whether the success step is sliding out.
 */
export function useWizardCompletion({
  open,
  isStarted,
  savedSuccessStep,
  outcomeRef,
  options,
  requestedMode,
  dispatch,
  onClose,
}: TWizardCompletionOptions): boolean {
  const navigate = useNavigate();
  const [isLeaving, setIsLeaving] = useState(false);

  useEffect(() => {
    if (!open || !savedSuccessStep) return;
    const slide = window.setTimeout(() => setIsLeaving(true), WIZARD_SUCCESS_SLIDE_OUT_MS);
    const done = window.setTimeout(onClose, savedSuccessStep.closeTimer ?? WIZARD_CLOSE_TIMER_MS);
    return () => {
      window.clearTimeout(slide);
      window.clearTimeout(done);
    };
  }, [open, savedSuccessStep, onClose]);

  // Only an opening that started has anything to complete or reset.
  const hasStartedRef = useRef(false);
  useEffect(() => {
    if (isStarted) hasStartedRef.current = true;
  }, [isStarted]);
  useEffect(() => {
    if (open || !hasStartedRef.current) return;
    const complete = window.setTimeout(() => {
      const outcome = outcomeRef.current;
      if (!outcome) return;
      options.onComplete?.(outcome);
      if (outcome.isSaved && outcome.joinedUrocampus) {
        window.setTimeout(
          () => void navigate(`/closed_area/${UROCAMPUS_AREA_ID}`),
          WIZARD_UROCAMPUS_SWITCH_MS,
        );
      }
    }, WIZARD_COMPLETE_CALLBACK_MS);
    const reset = window.setTimeout(
      () => dispatch({ type: 'reset', mode: requestedMode }),
      WIZARD_RESET_AFTER_CLOSE_MS,
    );
    return () => {
      window.clearTimeout(complete);
      window.clearTimeout(reset);
    };
  }, [open, options, navigate, requestedMode, dispatch, outcomeRef]);

  return isLeaving;
}
