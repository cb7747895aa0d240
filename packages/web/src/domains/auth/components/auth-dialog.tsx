/**
 * The authentication dialog (001 §2.2, §4.1, §5.1, §8.1): bottom sheet on small screens, centred
 * modal on larger ones. It owns the reducer (auth-dialog-state.ts), the one react-hook-form instance
 * shared by the five modes and the chrome (toggle, title, actions); each mode's fields come from its
 * own form component, what a submit does from use-auth-submit.ts. Loaded as its own chunk when first opened.
 */
import {
  AUTH_MESSAGES,
  DIALOG_RESET_DELAY_MS,
  VALIDATION_DEBOUNCE_MS,
  type TAuthMode,
} from '@pflegepuls/shared';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { getProductName } from '../../../platform/product.ts';
import { BrandMark } from '../../../ui/brand-mark.tsx';
import { ResponsiveSheet } from '../../../ui/responsive-sheet.tsx';
import { useIsMobile } from '../../../ui/use-is-mobile.ts';
import type { TRegistrationAnalytics } from '../../analytics/registration-analytics.ts';
import { createAuthDialogState, reduceAuthDialog } from '../auth-dialog-state.ts';
import {
  AUTH_MODE_FIELDS,
  authResolver,
  EMPTY_AUTH_FORM,
  hasAllRequired,
  hasAnyValue,
  hasEnteredData,
  type TAuthFormValues,
  type TAuthResolverContext,
  type TAuthSubmission,
} from '../auth-form.ts';
import { AUTH_MODE_COPY, toAnalyticsMode } from '../auth-modes.ts';
import type { TAuthModeFormProps } from './auth-mode-form.ts';
import { DiscardChangesDialog } from '../../../ui/discard-changes-dialog.tsx';
import { LoginForm } from './login-form.tsx';
import { NewPasswordForm } from './new-password-form.tsx';
import { OneTimeLoginForm } from './one-time-login-form.tsx';
import { PasswordResetForm } from './password-reset-form.tsx';
import { RegisterForm } from './register-form.tsx';
import { useAuthSubmit } from './use-auth-submit.ts';

/** How the dialog is opened: the mode, and for a reset link the e-mail and hash to prefill. */
export type TAuthDialogRequest = { mode: TAuthMode; prefill?: { email: string; hash: string } };

type TAuthDialogProps = {
  open: boolean;
  /** A new object for every opening. */
  request: TAuthDialogRequest;
  onClose: () => void;
  analytics: TRegistrationAnalytics;
};

const TITLE_ID = 'auth-dialog-title';
const SUBTITLE_ID = 'auth-dialog-subtitle';

/** The fields and links of `mode`: one form component per mode. */
function renderModeForm(mode: TAuthMode, props: TAuthModeFormProps & { email: string }) {
  switch (mode) {
    case 'login':
      return <LoginForm {...props} />;
    case 'register':
      return <RegisterForm {...props} />;
    case 'password-reset':
      return <PasswordResetForm {...props} />;
    case 'one-time-login':
      return <OneTimeLoginForm {...props} />;
    case 'new-password':
      return <NewPasswordForm {...props} />;
  }
}

/** The login / registration / password dialog. */
export default function AuthDialog({ open, request, onClose, analytics }: TAuthDialogProps) {
  const isMobile = useIsMobile();
  const [state, dispatch] = useReducer(reduceAuthDialog, request.mode, createAuthDialogState);
  const [isConfirmingDiscard, setIsConfirmingDiscard] = useState(false);
  const { mode, isSubmitting, banner } = state;
  const copy = AUTH_MODE_COPY[mode];

  // The resolver reads the mode from the form's context at validation time, so one form serves
  // every mode.
  const form = useForm<TAuthFormValues, TAuthResolverContext>({
    resolver: authResolver,
    context: { mode },
    defaultValues: EMPTY_AUTH_FORM,
    mode: 'onSubmit',
    // Re-validation is debounced below instead of running on every key stroke.
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitted } = form.formState;
  const values = useWatch({ control: form.control });

  const modeFields = AUTH_MODE_FIELDS[mode];
  const hasInput = hasAnyValue(values, modeFields);
  const hasErrors = Object.keys(errors).length > 0;
  const canSubmit = hasAllRequired(values, mode) && !hasErrors && !isSubmitting;

  // A closed dialog forgets everything after a short delay (001 §4.1), after its exit animation.
  const isResetPending = useRef(false);
  const resetAll = useCallback(() => {
    isResetPending.current = false;
    form.reset(EMPTY_AUTH_FORM);
    setIsConfirmingDiscard(false);
  }, [form]);

  useEffect(() => {
    if (open) return;
    isResetPending.current = true;
    const timer = window.setTimeout(resetAll, DIALOG_RESET_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [open, resetAll]);

  // Each opening starts in the requested mode; a reset link prefills its e-mail and hash. Opened
  // again before the reset ran, it still starts empty: what was discarded stays discarded.
  useEffect(() => {
    if (!open) return;
    if (isResetPending.current) resetAll();
    dispatch({ type: 'open', mode: request.mode });
    if (request.prefill) form.reset({ ...EMPTY_AUTH_FORM, ...request.prefill });
  }, [open, request, form, resetAll]);

  // Validation runs 300 ms after input, and only while the form has any input (001 §5.1).
  const watchedKey = modeFields.map((field) => values[field] ?? '').join('\u0000');
  useEffect(() => {
    if (!open) return;
    if (!hasInput) {
      form.clearErrors();
      return;
    }
    const timer = window.setTimeout(() => void form.trigger(), VALIDATION_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [open, mode, watchedKey, hasInput, form]);

  // The "fill in all fields" hint disappears once the form can be sent.
  useEffect(() => {
    if (canSubmit && banner?.message === AUTH_MESSAGES.fillAllRequired)
      dispatch({ type: 'showBanner', banner: null });
  }, [canSubmit, banner]);

  const switchMode = (to: TAuthMode) => {
    if (to === mode) return;
    analytics.track('mode_switched', { from_mode: toAnalyticsMode(mode), to_mode: toAnalyticsMode(to) });
    // Switching clears errors and the "submitted" state, but keeps what was typed.
    form.reset(undefined, { keepValues: true, keepDefaultValues: true });
    dispatch({ type: 'switchMode', mode: to });
  };

  const closeNow = () => {
    setIsConfirmingDiscard(false);
    onClose();
  };

  const requestClose = () => {
    if (isSubmitting) return;
    if (hasEnteredData(form.getValues(), mode)) setIsConfirmingDiscard(true);
    else closeNow();
  };

  const submit = useAuthSubmit({ form, dispatch, analytics, onClosed: closeNow, onSwitchMode: switchMode });

  const handleInvalid = () => {
    analytics.track('validation_error', { field_id: 'form', error_message: AUTH_MESSAGES.fillAllRequired });
    dispatch({ type: 'fail', banner: { message: AUTH_MESSAGES.fillAllRequired, severity: 'error' } });
  };

  const handleSubmit = form.handleSubmit((data) => {
    if (isSubmitting) return;
    return submit({ mode, values: data } as TAuthSubmission);
  }, handleInvalid);

  // Enter in a field submits; with the button disabled the browser would ignore it, so we submit
  // ourselves and the visitor learns what is missing.
  const handleKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || canSubmit || isSubmitting) return;
    if (!(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    void handleSubmit();
  };

  const fieldProps = {
    control: form.control,
    mode,
    hasInput,
    isSubmitted,
    analytics,
    canReveal: !isMobile,
  };
  const hasToggle = mode === 'login' || mode === 'register';
  const hasBackToLogin = mode === 'password-reset' || mode === 'one-time-login';

  return (
    <>
      <ResponsiveSheet
        open={open}
        onClose={requestClose}
        labelledBy={TITLE_ID}
        describedBy={SUBTITLE_ID}
        maxWidth="xs"
      >
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void handleSubmit(event);
          }}
          onKeyDown={handleKeyDown}
          sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
        >
          <Box sx={{ overflowY: 'auto', px: { xs: 2.5, md: 4 }, pt: { xs: 0.5, md: 3 }, pb: 2.5 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 44, mb: 1.5 }}>
              {hasBackToLogin ? (
                <Button
                  type="button"
                  color="inherit"
                  startIcon={<ArrowBackRounded />}
                  onClick={() => switchMode('login')}
                  sx={{ ml: -1.5, px: 1.5 }}
                >
                  Zurück zum Login
                </Button>
              ) : (
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <BrandMark size={28} />
                  <Typography component="span" sx={{ fontWeight: 800, letterSpacing: '-0.01em' }}>
                    {getProductName()}
                  </Typography>
                </Box>
              )}
              <IconButton onClick={requestClose} aria-label="Schließen" edge="end" sx={{ ml: 'auto' }}>
                <CloseRounded />
              </IconButton>
            </Box>

            {hasToggle && (
              <ToggleButtonGroup
                value={mode}
                exclusive
                fullWidth
                onChange={(_event, next: TAuthMode | null) => next && switchMode(next)}
                aria-label="Anmelden oder registrieren"
                sx={{
                  p: 0.5,
                  mb: 3,
                  borderRadius: 999,
                  bgcolor: '#F3EEE8',
                  '& .MuiToggleButtonGroup-grouped': {
                    border: 0,
                    borderRadius: '999px !important',
                    m: 0,
                    py: 1,
                  },
                }}
              >
                <ToggleButton value="login">Login</ToggleButton>
                <ToggleButton value="register">Registrierung</ToggleButton>
              </ToggleButtonGroup>
            )}

            <Typography
              id={TITLE_ID}
              component="h2"
              variant="h5"
              sx={{ fontSize: { xs: '1.4rem', md: '1.6rem' } }}
            >
              {copy.title}
            </Typography>
            <Typography id={SUBTITLE_ID} variant="body2" color="text.secondary" sx={{ mt: 0.75, mb: 2.5 }}>
              {copy.subtitle}
            </Typography>
            {renderModeForm(mode, {
              fieldProps,
              canAutoFocus: !isMobile,
              banner: (
                <Collapse in={banner !== null} unmountOnExit>
                  <Alert severity={banner?.severity ?? 'error'} sx={{ mb: 2.5 }}>
                    {banner?.message}
                  </Alert>
                </Collapse>
              ),
              onSwitchMode: switchMode,
              email: values.email ?? '',
            })}
          </Box>

          <Box
            sx={{
              display: 'flex',
              gap: 1.5,
              justifyContent: 'flex-end',
              px: { xs: 2.5, md: 4 },
              py: 2,
              borderTop: 1,
              borderColor: 'divider',
              '& > *': { whiteSpace: 'nowrap' },
            }}
          >
            <Button
              type="button"
              color="inherit"
              onClick={requestClose}
              disabled={isSubmitting}
              sx={{ flex: '0 0 auto' }}
            >
              Abbrechen
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={!canSubmit}
              startIcon={
                isSubmitting ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined
              }
              sx={{
                flex: { xs: '1 1 auto', md: '0 0 auto' },
                minWidth: { md: 168 },
                ...(isSubmitting && {
                  '&.Mui-disabled': { bgcolor: 'primary.main', color: 'primary.contrastText' },
                }),
              }}
            >
              {isSubmitting ? copy.submitting : copy.submit}
            </Button>
          </Box>
        </Box>
      </ResponsiveSheet>
      <DiscardChangesDialog
        open={isConfirmingDiscard}
        onKeepEditing={() => setIsConfirmingDiscard(false)}
        onDiscard={closeNow}
      />
    </>
  );
}
