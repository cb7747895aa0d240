/**
 * The onboarding wizard (001 §2.3, §4.2, §5.2, §7.2, §8.2): a bottom drawer on phones and a dialog
 * on larger screens, opened by `OnboardingHost`. Loaded as its own chunk on the first opening.
 *
 * Rules that span files: the flow state lives in `wizard-state.ts`; the steps, validation and the
 * payload come from `@pflegepuls/shared` (`getFlowSteps`, `validate…`, `mapWizardToRegistrationPayload`).
 * This file holds the flow (start, next, back, submit, close); the browser history, keyboard,
 * swipe, analytics and the end of an opening are hooks next to it (`use-wizard-*.ts`); the frame,
 * header, step body and primary button are components (`wizard-*.tsx`). Opening pushes one history
 * entry with the same URL, so the browser's back button steps back.
 */
import {
  canContinuePhoneStep,
  getFlowSteps,
  isEditMode,
  mapWizardToRegistrationPayload,
  ONBOARDING_MESSAGES as M,
  resolveMode,
  validateInputStep,
  validatePersonalInfo,
  validateSelectionStep,
  WIZARD_AUTO_ADVANCE_MS,
  WIZARD_MODES,
  WIZARD_TRANSITION_MS,
  type TPostalPlace,
  type TWizardAnswers,
  type TWizardStep,
} from '@pflegepuls/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import { keyframes } from '@mui/material/styles';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { VIBRATE_CHOICE_MS, VIBRATE_NEXT_PATTERN } from '../../../ui/screen.ts';
import { useIsMobile } from '../../../ui/use-is-mobile.ts';
import { useFinishRegistrationMutation, useOnboardingQuery } from '../api.ts';
import type { TOnboardingOutcome, TOnboardingRequest } from '../onboarding-host.tsx';
import { getRegistrationErrorMessage } from '../registration-errors.ts';
import { usePostalCodeCheck } from '../use-postal-code-check.ts';
import { createWizardState, reduceWizard, selectSteps } from '../wizard-state.ts';
import { UrocampusPrivacyDialog } from './urocampus-privacy-dialog.tsx';
import { useWizardAnalytics } from './use-wizard-analytics.ts';
import { useWizardCompletion } from './use-wizard-completion.ts';
import { leaveWizardHistory, useWizardHistory } from './use-wizard-history.ts';
import { useWizardKeyboard } from './use-wizard-keyboard.ts';
import { useWizardSwipe } from './use-wizard-swipe.ts';
import { WizardFrame } from './wizard-frame.tsx';
import { WizardHeader, WizardProgress } from './wizard-header.tsx';
import { WizardPrimaryAction } from './wizard-primary-action.tsx';
import { WizardLoading, WizardPageNotFound } from './wizard-status.tsx';
import { WizardStepBody } from './wizard-step-body.tsx';
import type { TAnswerChange } from './wizard-steps.tsx';

type TOnboardingWizardProps = {
  request: TOnboardingRequest;
  open: boolean;
  onClose: () => void;
};

const slideFrom = (offset: number) => keyframes`
  from { opacity: 0; transform: translateX(${offset}px); }
  to { opacity: 1; transform: none; }
`;
const slideForward = slideFrom(32);
const slideBack = slideFrom(-32);

function vibrate(pattern: number | readonly number[]) {
  if (typeof navigator !== 'undefined' && 'vibrate' in navigator) {
    try {
      navigator.vibrate(typeof pattern === 'number' ? pattern : [...pattern]);
    } catch {
      // Some browsers refuse vibration without a user gesture; it is only a nicety.
    }
  }
}

const isSuccessStep = (step: TWizardStep | undefined) =>
  step?.type === 'success' || step?.type === 'editModeSuccess';

/** The wizard: the flow through the steps, submission and closing, in its frame. */
export default function OnboardingWizard({ request, open, onClose }: TOnboardingWizardProps) {
  const isMobile = useIsMobile();
  const isKnownMode = (WIZARD_MODES as readonly string[]).includes(request.mode);
  const requestedMode = isKnownMode ? request.mode : 'standard';
  const isEditRequest = isEditMode(requestedMode);

  const profileQuery = useOnboardingQuery(open && isKnownMode);
  const finish = useFinishRegistrationMutation();
  const [state, dispatch] = useReducer(reduceWizard, requestedMode, createWizardState);
  const [isPrivacyOpen, setIsPrivacyOpen] = useState(false);

  const steps = useMemo(() => selectSteps(state), [state]);
  const step: TWizardStep | undefined = steps[state.page];
  const { answers, submission, page } = state;
  const isSaving = submission.status === 'submitting';
  const canGoBack =
    state.isReady &&
    page > 0 &&
    !isSaving &&
    (step?.allowBackSwipe !== false || submission.status === 'failed');

  const stepId = state.isReady ? step?.id : undefined;
  const analytics = useWizardAnalytics({ stepId, isOpen: open });

  const headingRef = useRef<HTMLHeadingElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const outcomeRef = useRef<TOnboardingOutcome | null>(null);
  const autoAdvanceRef = useRef<number | undefined>(undefined);
  const isClosingRef = useRef(false);

  // An unknown mode is a programming error of the caller: log it and do not open.
  useEffect(() => {
    if (isKnownMode) return;
    console.error(`[onboarding] Unbekannter Modus: ${String(request.mode)}`);
    onClose();
  }, [isKnownMode, request.mode, onClose]);

  // Once the saved answers are here: resolve the mode, prefill the edit modes, start analytics.
  const profile = profileQuery.data;
  const isProfileLoading = profileQuery.isPending || profileQuery.isFetching;
  const hasProfileError = profileQuery.isError && !profile;
  useEffect(() => {
    if (!open || state.isReady || !isKnownMode || isProfileLoading) return;
    if (hasProfileError && isEditRequest) return;
    const mode = resolveMode(requestedMode, profile);
    const prefill: TWizardAnswers = isEditMode(mode) ? (profile?.answers ?? {}) : {};
    const flowOptions = { showUrocampus: profile ? !profile.isUrocampusMember : true };
    const startAnswers: TWizardAnswers = { ...prefill, country: prefill.country || 'DE' };
    dispatch({ type: 'start', mode, answers: startAnswers, flowOptions });
    analytics.start(mode, getFlowSteps(mode, startAnswers, flowOptions).length);
  }, [
    open,
    state.isReady,
    isKnownMode,
    isProfileLoading,
    hasProfileError,
    isEditRequest,
    requestedMode,
    profile,
    analytics,
  ]);

  // Every step entered gets the focus on its heading for screen readers (analytics records it).
  useEffect(() => {
    if (!stepId || !open) return;
    scrollRef.current?.scrollTo({ top: 0 });
    window.clearTimeout(autoAdvanceRef.current);
    const frame = window.requestAnimationFrame(() => headingRef.current?.focus({ preventScroll: true }));
    return () => window.cancelAnimationFrame(frame);
  }, [stepId, open]);

  useEffect(() => () => window.clearTimeout(autoAdvanceRef.current), []);

  // The alert sits above the step: bring it into view when it appears below a long list.
  useEffect(() => {
    if (state.error) scrollRef.current?.scrollTo({ top: 0, behavior: 'smooth' });
  }, [state.error]);

  const handlePlace = useCallback(
    (place: TPostalPlace) =>
      dispatch({
        type: 'answer',
        values: {
          location: place.formatted_location,
          location_city: place.city,
          location_state: place.state,
        },
      }),
    [],
  );
  const postalCheck = usePostalCodeCheck(answers.plz ?? '', answers.country || 'DE', handlePlace);

  const handleAnswer = useCallback<TAnswerChange>(
    (values, fieldId) => {
      dispatch({ type: 'answer', values });
      if (fieldId && stepId)
        analytics.trackFieldChange(stepId, fieldId, values[fieldId as keyof TWizardAnswers]);
    },
    [analytics, stepId],
  );

  /** The step's problem, if any: the alert text and the field messages. */
  const validateStep = (
    current: TWizardStep,
  ): { error: string; fieldErrors?: Record<string, string> } | null => {
    switch (current.type) {
      case 'selection': {
        const message = validateSelectionStep(
          current,
          (answers as Record<string, string | string[] | undefined>)[current.id],
        );
        return message ? { error: message } : null;
      }
      case 'personalInfo': {
        const { fieldErrors, stepError } = validatePersonalInfo(answers);
        if (!fieldErrors['plz'] && postalCheck.status !== 'valid') {
          fieldErrors['plz'] = postalCheck.status === 'invalid' ? postalCheck.message : M.postalFieldError;
        }
        // A check still running is no error yet: the member waits for the tick.
        if (!stepError && postalCheck.status === 'validating') return { error: '' };
        return Object.keys(fieldErrors).length
          ? { error: stepError ?? M.personalInfoStep, fieldErrors }
          : null;
      }
      case 'input': {
        const { fieldErrors, stepError } = validateInputStep(current, answers);
        return stepError ? { error: stepError, fieldErrors } : null;
      }
      case 'phone':
        return canContinuePhoneStep(answers) ? null : { error: M.inputStep };
      default:
        return null;
    }
  };

  const goNext = () => {
    if (!step || isSaving || !state.isReady) return;
    window.clearTimeout(autoAdvanceRef.current);
    const problem = validateStep(step);
    if (problem) {
      if (problem.error) {
        dispatch({ type: 'setError', error: problem.error, fieldErrors: problem.fieldErrors });
        analytics.trackValidationError(step.id, problem.error);
      }
      return;
    }
    vibrate(VIBRATE_NEXT_PATTERN);
    analytics.trackCompleted(step.id);
    dispatch({ type: 'next' });
  };

  const goBack = () => {
    if (!canGoBack || !step) return false;
    window.clearTimeout(autoAdvanceRef.current);
    analytics.trackBack(step.id);
    dispatch({ type: 'prev' });
    return true;
  };

  const handleSelect = (value: string) => {
    if (!step || isSaving) return;
    vibrate(VIBRATE_CHOICE_MS);
    const current = (answers as Record<string, string | string[] | undefined>)[step.id];
    if (step.allowMultiple) {
      const list = Array.isArray(current) ? current : [];
      const next = list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
      handleAnswer({ [step.id]: next }, step.id);
      return;
    }
    handleAnswer({ [step.id]: value }, step.id);
    if (step.autoAdvance) {
      window.clearTimeout(autoAdvanceRef.current);
      autoAdvanceRef.current = window.setTimeout(() => nextRef.current(), WIZARD_AUTO_ADVANCE_MS);
    }
  };

  // The auto-advance timer calls the latest handler, not the one of the render it began in.
  const nextRef = useRef(goNext);
  useEffect(() => {
    nextRef.current = goNext;
  });

  // ---- Submission: once on reaching the success step ----
  const submit = useCallback(async () => {
    dispatch({ type: 'submitStart' });
    const payload = mapWizardToRegistrationPayload(answers, {
      mode: state.mode,
      showUrocampus: state.flowOptions.showUrocampus,
    });
    try {
      const result = await finish.mutateAsync(payload);
      if (!result.success) throw new RegistrationRejected();
      dispatch({ type: 'submitSuccess' });
      analytics.complete();
      outcomeRef.current = { isSaved: true, error: null, joinedUrocampus: payload.joinUrocampus };
    } catch (error) {
      const message =
        error instanceof RegistrationRejected ? M.registrationFailed : getRegistrationErrorMessage(error);
      dispatch({ type: 'submitError', message });
      outcomeRef.current = { isSaved: false, error: message, joinedUrocampus: false };
    }
  }, [answers, state.mode, state.flowOptions.showUrocampus, finish, analytics]);

  const isOnSuccess = state.isReady && isSuccessStep(step);
  useEffect(() => {
    if (open && isOnSuccess && submission.status === 'idle') void submit();
  }, [open, isOnSuccess, submission.status, submit]);

  // ---- Closing ----
  const close = useCallback(() => {
    if (isClosingRef.current) return;
    isClosingRef.current = true;
    window.clearTimeout(autoAdvanceRef.current);
    if (!outcomeRef.current?.isSaved) analytics.abandon(stepId ?? null, 'user_closed');
    leaveWizardHistory(request.id);
    onClose();
  }, [analytics, stepId, request.id, onClose]);

  const requestClose = () => {
    if (!isSaving) close();
  };

  const isLeaving = useWizardCompletion({
    open,
    isStarted: state.isReady,
    savedSuccessStep: isOnSuccess && submission.status === 'succeeded' ? step : undefined,
    outcomeRef,
    options: request.options,
    requestedMode,
    dispatch,
    onClose: close,
  });

  useWizardHistory({
    isActive: open && isKnownMode,
    requestId: request.id,
    isClosingRef,
    isOnFirstStep: page === 0,
    isSaving,
    onBack: goBack,
    onClose: close,
  });
  useWizardKeyboard({ isActive: open && !isPrivacyOpen, onBack: goBack });
  const swipeHandlers = useWizardSwipe({
    canSwipeBack: page > 0 && step?.allowBackSwipe !== false,
    onBack: goBack,
  });

  // ---- Rendering ----
  const handleUrocampusToggle = () => {
    if (answers.joinUrocampus) handleAnswer({ joinUrocampus: false }, 'joinUrocampus');
    else if (state.mode === 'standard') setIsPrivacyOpen(true);
    else handleAnswer({ joinUrocampus: true }, 'joinUrocampus');
  };

  const total = steps.length;
  const progress = Math.min(100, Math.max(0, total > 0 ? ((page + 1) / total) * 100 : 0));
  const stepOf = M.stepOf(Math.min(page + 1, total), total);
  const transitionMs = step?.transition?.duration ?? WIZARD_TRANSITION_MS;
  const isAnimated = step?.transition?.enabled !== false;

  let body: ReactNode;
  if (!state.isReady) {
    body = (
      <WizardLoading
        isEditRequest={isEditRequest}
        loadError={hasProfileError && isEditRequest ? profileQuery.error : null}
        onRetry={() => void profileQuery.refetch()}
      />
    );
  } else if (!step) {
    body = <WizardPageNotFound />;
  } else {
    body = (
      <Box
        key={step.id}
        sx={{
          animation: isAnimated
            ? `${state.direction === 'back' ? slideBack : slideForward} ${transitionMs}ms ease-out both`
            : 'none',
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      >
        <WizardStepBody
          step={step}
          state={state}
          postalCheck={postalCheck}
          isLeaving={isLeaving}
          headingRef={headingRef}
          onSelect={handleSelect}
          onAnswer={handleAnswer}
          onUrocampusToggle={handleUrocampusToggle}
        />
      </Box>
    );
  }

  const content = (
    <Box
      {...swipeHandlers}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto', height: '100%' }}
    >
      <WizardHeader
        canGoBack={canGoBack}
        onBack={goBack}
        stepOf={state.isReady && step ? stepOf : ''}
        onClose={requestClose}
        isSaving={isSaving}
      />
      {!isMobile && state.isReady && <WizardProgress value={progress} isMobile={false} />}
      <Box
        ref={scrollRef}
        sx={{
          flex: '1 1 auto',
          overflowY: 'auto',
          overflowX: 'hidden',
          px: { xs: 2.5, md: 5 },
          pt: { xs: 1, md: 3 },
          pb: 3,
        }}
      >
        <Collapse in={Boolean(state.error)} unmountOnExit>
          <Alert
            severity="error"
            variant="filled"
            onClose={() => dispatch({ type: 'clearError' })}
            closeText="Schließen"
            sx={{ mb: 2.5, whiteSpace: 'pre-line', bgcolor: 'error.main' }}
          >
            {state.error}
          </Alert>
        </Collapse>
        {body}
      </Box>
      {state.isReady && step && (
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'flex-end',
            gap: 1.5,
            px: { xs: 2.5, md: 5 },
            py: 2,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <WizardPrimaryAction
            step={step}
            answers={answers}
            submission={submission}
            postalStatus={postalCheck.status}
            onNext={goNext}
            onRetry={() => void submit()}
            onDone={close}
          />
        </Box>
      )}
      {isMobile && state.isReady && <WizardProgress value={progress} isMobile />}
    </Box>
  );

  // Backdrop clicks never close a standard or oldUser flow. Escape means "back"; the modal reports
  // it only when it is the top one, so an open select menu or the privacy dialog keeps its Escape.
  const isBackdropClosable = state.mode !== 'standard' && state.mode !== 'oldUser';
  const handleModalClose = (_event: unknown, reason?: 'backdropClick' | 'escapeKeyDown') => {
    if (reason === 'escapeKeyDown') goBack();
    else if (reason === 'backdropClick' && isBackdropClosable) requestClose();
  };

  return (
    <>
      <WizardFrame open={open && isKnownMode} isMobile={isMobile} onClose={handleModalClose}>
        {content}
      </WizardFrame>
      <UrocampusPrivacyDialog
        open={isPrivacyOpen}
        onAccept={() => {
          setIsPrivacyOpen(false);
          handleAnswer({ joinUrocampus: true }, 'joinUrocampus');
        }}
        onDecline={() => setIsPrivacyOpen(false)}
      />
    </>
  );
}

/** A submission the server answered with `success: false`. */
class RegistrationRejected extends Error {}
