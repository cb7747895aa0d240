/**
 * What the auth dialog does when a valid form is sent, per mode (001 §4.1, §8.1): call the endpoint,
 * then navigate, toast and close, switch to login, or show the banner the error maps to. The
 * reducer's `submit` / `fail` / `finish` actions frame every call.
 */
import { AUTH_MESSAGES, AUTH_TOAST_MS, type TAuthMode } from '@pflegepuls/shared';
import type { Dispatch } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { PATHS } from '../../../platform/paths.ts';
import { useToast } from '../../../ui/toast.tsx';
import type { TRegistrationAnalytics } from '../../analytics/registration-analytics.ts';
import {
  useLoginMutation,
  useOneTimeLoginMutation,
  usePasswordResetMutation,
  usePasswordUpdateMutation,
  useRegisterMutation,
} from '../api.ts';
import type { TAuthDialogAction, TBanner } from '../auth-dialog-state.ts';
import type { TAuthFormValues, TAuthResolverContext, TAuthSubmission } from '../auth-form.ts';
import { toAnalyticsMode } from '../auth-modes.ts';
import {
  getLoginError,
  getOneTimeLoginError,
  getPasswordResetError,
  getPasswordUpdateError,
  getRegisterError,
  type TAuthOutcome,
} from '../error-messages.ts';
import { registerPushNotifications } from '../push-registration.ts';

const toBanner = ({ message, severity }: TAuthOutcome): TBanner => ({ message, severity });

type TUseAuthSubmitOptions = {
  form: UseFormReturn<TAuthFormValues, TAuthResolverContext>;
  dispatch: Dispatch<TAuthDialogAction>;
  analytics: TRegistrationAnalytics;
  /** Closes the dialog without asking (after a reset or one-time login request). */
  onClosed: () => void;
  onSwitchMode: (to: TAuthMode) => void;
};

/** Returns the submit handler of the auth dialog for a checked submission. */
export function useAuthSubmit({ form, dispatch, analytics, onClosed, onSwitchMode }: TUseAuthSubmitOptions) {
  const showToast = useToast();
  const login = useLoginMutation();
  const register = useRegisterMutation();
  const passwordReset = usePasswordResetMutation();
  const oneTimeLogin = useOneTimeLoginMutation();
  const passwordUpdate = usePasswordUpdateMutation();

  const toast = (message: string) => showToast({ message, severity: 'success', durationMs: AUTH_TOAST_MS });

  return async (submission: TAuthSubmission) => {
    analytics.track('form_submitted', { mode: toAnalyticsMode(submission.mode) });
    dispatch({ type: 'submit' });
    switch (submission.mode) {
      case 'login':
        try {
          await login.mutateAsync(submission.values);
          window.location.replace(PATHS.feed);
        } catch (error) {
          dispatch({ type: 'fail', banner: toBanner(getLoginError(error)) });
        }
        return;

      case 'register': {
        const fail = (outcome: TAuthOutcome) => {
          analytics.track('registration_error', { error_message: outcome.message });
          dispatch({ type: 'fail', banner: toBanner(outcome) });
        };
        let result;
        try {
          result = await register.mutateAsync(submission.values);
        } catch (error) {
          fail(getRegisterError(error));
          return;
        }
        if (!result.success) {
          fail({
            message: result.message || AUTH_MESSAGES.registrationFailed,
            severity: 'error',
            isLikeSuccess: false,
          });
          return;
        }
        analytics.track('registration_success');
        await analytics.complete();
        // Push is a nice-to-have at this point; its failure must not stop the sign-up.
        await registerPushNotifications().catch((error: unknown) =>
          console.warn('[push] Registrierung fehlgeschlagen', error),
        );
        // New members start with the onboarding wizard in standard mode (OnboardingHost reads the flag).
        window.location.replace(`${PATHS.feed}?onboarding=standard`);
        return;
      }

      case 'password-reset':
        try {
          await passwordReset.mutateAsync(submission.values);
          toast(AUTH_MESSAGES.resetRequested);
          dispatch({ type: 'finish' });
          onClosed();
        } catch (error) {
          const outcome = getPasswordResetError(error);
          if (outcome.isLikeSuccess) {
            toast(outcome.message);
            dispatch({ type: 'finish' });
            onClosed();
          } else {
            dispatch({ type: 'fail', banner: toBanner(outcome) });
          }
        }
        return;

      case 'one-time-login': {
        let message: string = AUTH_MESSAGES.oneTimeRequested;
        try {
          await oneTimeLogin.mutateAsync(submission.values);
        } catch {
          message = getOneTimeLoginError().message;
        }
        toast(message);
        dispatch({ type: 'finish' });
        onClosed();
        return;
      }

      case 'new-password':
        try {
          await passwordUpdate.mutateAsync(submission.values);
          toast(AUTH_MESSAGES.passwordChanged);
          form.reset({ ...form.getValues(), email: '', hash: '', newPassword: '', passwordConfirmation: '' });
          dispatch({ type: 'finish' });
          onSwitchMode('login');
        } catch (error) {
          dispatch({ type: 'fail', banner: toBanner(getPasswordUpdateError(error)) });
        }
        return;
    }
  };
}
