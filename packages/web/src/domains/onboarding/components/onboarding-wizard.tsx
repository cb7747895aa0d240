/**
 * The onboarding wizard (001 §2.3, §4.2, §5.2, §7.2, §8.2): a bottom drawer on phones and a dialog
 * on larger screens, opened by `OnboardingHost`. Loaded as its own chunk on the first opening.
 *
 * Rules that span files: the flow state lives in `wizard-state.ts`; the steps, validation and the
 * payload come from `@pflegepuls/shared` (`getFlowSteps`, `validate…`, `mapWizardToRegistrationPayload`).
 * Opening pushes one history entry with the same URL, so the browser's back button steps back.
 */
import {
  canContinuePhoneStep,
  getFlowSteps,
  isEditMode,
  mapWizardToRegistrationPayload,
  ONBOARDING_MESSAGES as M,
  resolveMode,
  UROCAMPUS_AREA_ID,
  validateInputStep,
  validatePersonalInfo,
  validateSelectionStep,
  WIZARD_AUTO_ADVANCE_MS,
  WIZARD_CLOSE_TIMER_MS,
  WIZARD_COMPLETE_CALLBACK_MS,
  WIZARD_MODES,
  WIZARD_RESET_AFTER_CLOSE_MS,
  WIZARD_SUCCESS_SLIDE_OUT_MS,
  WIZARD_TRANSITION_MS,
  WIZARD_UROCAMPUS_SWITCH_MS,
  type TPostalPlace,
  type TWizardAnswers,
  type TWizardStep,
} from '@pflegepuls/shared';
import { VIBRATE_CHOICE_MS, VIBRATE_NEXT_PATTERN } from '../../../ui/screen.ts';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Collapse from '@mui/material/Collapse';
import Dialog from '@mui/material/Dialog';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import {
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
  type TouchEvent,
} from 'react';
import { useNavigate } from 'react-router';
import { useIsMobile } from '../../../ui/use-is-mobile.ts';
import { useFinishRegistrationMutation, useOnboardingQuery } from '../api.ts';
import type { TOnboardingOutcome, TOnboardingRequest } from '../onboarding-host.tsx';
import { createOnboardingAnalytics } from '../onboarding-analytics.ts';
import { getRegistrationErrorMessage } from '../registration-errors.ts';
import { usePostalCodeCheck } from '../use-postal-code-check.ts';
import { createWizardState, reduceWizard, selectSteps } from '../wizard-state.ts';
import { UrocampusPrivacyDialog } from './urocampus-privacy-dialog.tsx';
import {
  IntroStep,
  PersonalInfoStep,
  SelectionStep,
  StepConfigError,
  StepFields,
  StepHeading,
  SuccessStep,
  UrocampusStep,
  type TAnswerChange,
} from './wizard-steps.tsx';

type TOnboardingWizardProps = {
  request: TOnboardingRequest;
  open: boolean;
  onClose: () => void;
};

const TITLE_ID = 'onboarding-step-title';
const STEP_OF_ID = 'onboarding-step-of';
/** A right swipe goes back beyond this distance, or beyond the short one when it is quick. */
const SWIPE_BACK_PX = 50;
const SWIPE_BACK_QUICK_PX = 30;
const SWIPE_QUICK_MS = 300;

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

function isTextInput(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

const isSuccessStep = (step: TWizardStep | undefined) =>
  step?.type === 'success' || step?.type === 'editModeSuccess';

/** The wizard: frame, flow, gestures, submission and analytics. */
export default function OnboardingWizard({ request, open, onClose }: TOnboardingWizardProps) {
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const isKnownMode = (WIZARD_MODES as readonly string[]).includes(request.mode);
  const requestedMode = isKnownMode ? request.mode : 'standard';
  const isEditRequest = isEditMode(requestedMode);

  const profileQuery = useOnboardingQuery(open && isKnownMode);
  const finish = useFinishRegistrationMutation();
  const [state, dispatch] = useReducer(reduceWizard, requestedMode, createWizardState);
  const analytics = useMemo(() => createOnboardingAnalytics(), []);
  const [isPrivacyOpen, setIsPrivacyOpen] = useState(false);
  const [isLeaving, setIsLeaving] = useState(false);

  const steps = useMemo(() => selectSteps(state), [state]);
  const step: TWizardStep | undefined = steps[state.page];
  const { answers, submission, page } = state;
  const isSaving = submission.status === 'submitting';
  const canGoBack =
    state.isReady &&
    page > 0 &&
    !isSaving &&
    (step?.allowBackSwipe !== false || submission.status === 'failed');

  const headingRef = useRef<HTMLHeadingElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const outcomeRef = useRef<TOnboardingOutcome | null>(null);
  // Set when a step is entered (the effect below), before anything reads it.
  const enteredAtRef = useRef(0);
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

  // Every step entered is recorded, and gets the focus on its heading for screen readers.
  const stepId = state.isReady ? step?.id : undefined;
  useEffect(() => {
    if (!stepId || !open) return;
    enteredAtRef.current = Date.now();
    analytics.track(stepId, 'step_entered');
    scrollRef.current?.scrollTo({ top: 0 });
    window.clearTimeout(autoAdvanceRef.current);
    const frame = window.requestAnimationFrame(() => headingRef.current?.focus({ preventScroll: true }));
    return () => window.cancelAnimationFrame(frame);
  }, [stepId, open, analytics]);

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
        analytics.track(step.id, 'step_validation_error', { error_message: problem.error.slice(0, 500) });
      }
      return;
    }
    vibrate(VIBRATE_NEXT_PATTERN);
    analytics.track(step.id, 'step_completed', {
      time_spent_seconds: Math.round((Date.now() - enteredAtRef.current) / 1000),
    });
    dispatch({ type: 'next' });
  };

  const goBack = () => {
    if (!canGoBack || !step) return false;
    window.clearTimeout(autoAdvanceRef.current);
    analytics.track(step.id, 'step_back_navigation');
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

  // Timers and global listeners call the latest handlers, not the ones of the render they began in.
  const nextRef = useRef(goNext);
  const backRef = useRef(goBack);
  useEffect(() => {
    nextRef.current = goNext;
    backRef.current = goBack;
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
    // Take our history entry away again, unless the browser's back button already did.
    if ((window.history.state as { onboardingWizard?: number } | null)?.onboardingWizard === request.id) {
      window.history.back();
    }
    onClose();
  }, [analytics, stepId, request.id, onClose]);

  const requestClose = () => {
    if (!isSaving) close();
  };

  // The success step slides out and then completes (001 §4.2).
  const successStep = isOnSuccess ? step : undefined;
  useEffect(() => {
    if (!open || !successStep || submission.status !== 'succeeded') return;
    const slide = window.setTimeout(() => setIsLeaving(true), WIZARD_SUCCESS_SLIDE_OUT_MS);
    const done = window.setTimeout(close, successStep.closeTimer ?? WIZARD_CLOSE_TIMER_MS);
    return () => {
      window.clearTimeout(slide);
      window.clearTimeout(done);
    };
  }, [open, successStep, submission.status, close]);

  // After closing: the completion callback, the Urocampus switch, then a fresh state.
  const hasStartedRef = useRef(false);
  useEffect(() => {
    if (state.isReady) hasStartedRef.current = true;
  }, [state.isReady]);
  useEffect(() => {
    if (open || !hasStartedRef.current) return;
    const complete = window.setTimeout(() => {
      const outcome = outcomeRef.current;
      if (!outcome) return;
      request.options.onComplete?.(outcome);
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
  }, [open, request.options, navigate, requestedMode]);

  // The history listener below reads the latest page, saving state and close.
  const pageRef = useRef(page);
  const savingRef = useRef(isSaving);
  const closeRef = useRef(close);
  useEffect(() => {
    pageRef.current = page;
    savingRef.current = isSaving;
    closeRef.current = close;
  });

  // ---- History: one entry with the same URL; back steps back or closes on the first step ----
  useEffect(() => {
    if (!open || !isKnownMode) return;
    isClosingRef.current = false;
    const entry = { ...(window.history.state as object | null), onboardingWizard: request.id };
    if ((window.history.state as { onboardingWizard?: number } | null)?.onboardingWizard !== request.id) {
      window.history.pushState(entry, '', window.location.href);
    }
    const handlePopState = () => {
      if (isClosingRef.current) return;
      if (backRef.current()) {
        window.history.pushState(entry, '', window.location.href);
      } else if (pageRef.current === 0 && !savingRef.current) {
        // Our entry is gone already, so closing must not go back once more.
        closeRef.current();
      } else {
        window.history.pushState(entry, '', window.location.href);
      }
    };
    window.addEventListener('popstate', handlePopState);
    return () => window.removeEventListener('popstate', handlePopState);
  }, [open, isKnownMode, request.id]);

  // ---- Keyboard: Alt+Left and Backspace (outside inputs) go back; Escape comes from the modal ----
  useEffect(() => {
    if (!open) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (isPrivacyOpen || event.defaultPrevented) return;
      const isBackKey =
        (event.key === 'ArrowLeft' && event.altKey) ||
        (event.key === 'Backspace' && !isTextInput(event.target));
      if (!isBackKey) return;
      // Alt+Left would also be the browser's own back: one step, not two.
      event.preventDefault();
      backRef.current();
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [open, isPrivacyOpen]);

  // ---- Swipe right goes back ----
  const touchRef = useRef<{ x: number; y: number; at: number } | null>(null);
  const handleTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchRef.current = touch ? { x: touch.clientX, y: touch.clientY, at: Date.now() } : null;
  };
  const handleTouchEnd = (event: TouchEvent) => {
    const start = touchRef.current;
    const touch = event.changedTouches[0];
    touchRef.current = null;
    if (!start || !touch || page === 0 || step?.allowBackSwipe === false) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    if (Math.abs(dy) > Math.abs(dx)) return;
    const isQuick = Date.now() - start.at < SWIPE_QUICK_MS;
    if (dx > SWIPE_BACK_PX || (dx > SWIPE_BACK_QUICK_PX && isQuick)) goBack();
  };

  // ---- Rendering ----
  const heading = (shown: TWizardStep, note?: string) => (
    <StepHeading step={shown} titleId={TITLE_ID} headingRef={headingRef} note={note} />
  );

  const renderStep = (current: TWizardStep): ReactNode => {
    switch (current.type) {
      case 'intro':
        return <IntroStep step={current} heading={heading(current)} />;
      case 'selection':
        if (!current.options?.length) return <StepConfigError message={M.noOptions} />;
        return (
          <>
            {heading(current, current.allowMultiple ? M.multiSelectNote : undefined)}
            <SelectionStep
              step={current}
              value={(answers as Record<string, string | string[] | undefined>)[current.id]}
              titleId={TITLE_ID}
              onSelect={handleSelect}
            />
          </>
        );
      case 'input':
        if (!current.fields?.length) return <StepConfigError message={M.noFields} />;
        return (
          <>
            {heading(current)}
            <StepFields
              fields={current.fields}
              answers={answers}
              fieldErrors={state.fieldErrors}
              onAnswer={handleAnswer}
            />
          </>
        );
      case 'personalInfo':
        return (
          <>
            {heading(current)}
            <PersonalInfoStep
              step={current}
              answers={answers}
              fieldErrors={state.fieldErrors}
              postalCheck={postalCheck}
              onAnswer={handleAnswer}
            />
          </>
        );
      case 'urocampus':
        return (
          <>
            {heading(current)}
            <UrocampusStep
              step={current}
              isJoining={answers.joinUrocampus === true}
              onToggle={() => {
                if (answers.joinUrocampus) handleAnswer({ joinUrocampus: false }, 'joinUrocampus');
                else if (state.mode === 'standard') setIsPrivacyOpen(true);
                else handleAnswer({ joinUrocampus: true }, 'joinUrocampus');
              }}
            />
          </>
        );
      case 'phone':
        return (
          <>
            {heading(current)}
            <StepFields
              fields={current.fields ?? []}
              answers={answers}
              fieldErrors={state.fieldErrors}
              onAnswer={handleAnswer}
            />
          </>
        );
      case 'success':
      case 'editModeSuccess': {
        const shown =
          submission.status === 'succeeded'
            ? current
            : submission.status === 'failed'
              ? {
                  ...current,
                  title: 'Das hat leider nicht geklappt',
                  subtitle: 'Deine Angaben sind noch nicht gespeichert.',
                }
              : { ...current, title: M.saving, subtitle: undefined };
        return (
          <SuccessStep
            step={current}
            heading={heading(shown)}
            submission={submission}
            joinedUrocampus={submission.status === 'succeeded' && answers.joinUrocampus === true}
            isLeaving={isLeaving}
          />
        );
      }
      default:
        return <StepConfigError message={M.unknownStepType(String((current as TWizardStep).type))} />;
    }
  };

  const renderPrimaryAction = (): ReactNode => {
    if (!step) return null;
    let label: string = M.next;
    let isDisabled = isSaving;
    let onClick = goNext;
    switch (step.type) {
      case 'intro':
        label = String(step.customProps?.['buttonLabel'] ?? M.start);
        break;
      case 'phone':
        isDisabled = isSaving || !canContinuePhoneStep(answers);
        break;
      case 'personalInfo':
        isDisabled = postalCheck.status === 'validating';
        break;
      case 'success':
      case 'editModeSuccess':
        if (submission.status === 'failed') {
          label = 'Erneut versuchen';
          onClick = () => void submit();
        } else if (submission.status === 'succeeded') {
          label = 'Fertig';
          onClick = close;
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
  };

  const total = steps.length;
  const progress = Math.min(100, Math.max(0, total > 0 ? ((page + 1) / total) * 100 : 0));
  const stepOf = M.stepOf(Math.min(page + 1, total), total);
  const transitionMs = step?.transition?.duration ?? WIZARD_TRANSITION_MS;
  const isAnimated = step?.transition?.enabled !== false;

  let body: ReactNode;
  if (!state.isReady) {
    body =
      hasProfileError && isEditRequest ? (
        <Box sx={{ py: 6, display: 'grid', gap: 2, justifyItems: 'center', textAlign: 'center' }}>
          <Typography id={TITLE_ID} component="h2" variant="h6">
            {getRegistrationErrorMessage(profileQuery.error)}
          </Typography>
          <Button variant="outlined" onClick={() => void profileQuery.refetch()}>
            Erneut versuchen
          </Button>
        </Box>
      ) : (
        <Box role="status" sx={{ py: 8, display: 'grid', gap: 2, justifyItems: 'center' }}>
          <CircularProgress aria-hidden="true" />
          <Typography id={TITLE_ID} color="text.secondary">
            {isEditRequest ? M.loadingEditData : M.loading}
          </Typography>
        </Box>
      );
  } else if (!step) {
    body = (
      <Typography id={TITLE_ID} component="h2" variant="h6" sx={{ py: 6, textAlign: 'center' }}>
        {M.pageNotFound}
      </Typography>
    );
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
        {renderStep(step)}
      </Box>
    );
  }

  const content = (
    <Box
      onTouchStart={handleTouchStart}
      onTouchEnd={handleTouchEnd}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto', height: '100%' }}
    >
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
          onClick={goBack}
          aria-label="Zurück"
          disabled={!canGoBack}
          sx={{ visibility: canGoBack ? 'visible' : 'hidden' }}
        >
          <ArrowBackRounded />
        </IconButton>
        <Typography
          id={STEP_OF_ID}
          variant="body2"
          aria-live="polite"
          sx={{ flex: '1 1 auto', textAlign: 'center', fontWeight: 650, color: 'text.secondary' }}
        >
          {state.isReady && step ? stepOf : ''}
        </Typography>
        <IconButton onClick={requestClose} aria-label="Schließen" disabled={isSaving}>
          <CloseRounded />
        </IconButton>
      </Box>
      {!isMobile && state.isReady && (
        <LinearProgress
          variant="determinate"
          value={progress}
          aria-label="Fortschritt"
          sx={{ mx: 3, height: 6, borderRadius: 999, bgcolor: '#F1EAE2' }}
        />
      )}
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
          {renderPrimaryAction()}
        </Box>
      )}
      {isMobile && state.isReady && (
        <LinearProgress
          variant="determinate"
          value={progress}
          aria-label="Fortschritt"
          sx={{ height: 6, bgcolor: '#F1EAE2' }}
        />
      )}
    </Box>
  );

  // Backdrop clicks never close a standard or oldUser flow. Escape means "back"; the modal reports
  // it only when it is the top one, so an open select menu or the privacy dialog keeps its Escape.
  const isBackdropClosable = state.mode !== 'standard' && state.mode !== 'oldUser';
  const handleModalClose = (_event: unknown, reason?: 'backdropClick' | 'escapeKeyDown') => {
    if (reason === 'escapeKeyDown') backRef.current();
    else if (reason === 'backdropClick' && isBackdropClosable) requestClose();
  };

  const frame = isMobile ? (
    <Drawer
      anchor="bottom"
      open={open && isKnownMode}
      onClose={handleModalClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': TITLE_ID,
          'aria-describedby': STEP_OF_ID,
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
      {content}
    </Drawer>
  ) : (
    <Dialog
      open={open && isKnownMode}
      onClose={handleModalClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={TITLE_ID}
      aria-describedby={STEP_OF_ID}
      slotProps={{ paper: { sx: { height: 'min(760px, calc(100dvh - 64px))' } } }}
    >
      {content}
    </Dialog>
  );

  return (
    <>
      {frame}
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
