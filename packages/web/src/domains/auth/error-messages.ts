/**
 * What the dialog shows for a failed call (001 §8.1). Some answers deliberately say the same for
 * "unknown address" and "mail sent", so nobody can probe which addresses have an account.
 */
import { AUTH_MESSAGES } from '@pflegepuls/shared/auth-messages';
import { isApiError } from '../../platform/http.ts';

export type TAuthOutcome = {
  message: string;
  severity: 'error' | 'info' | 'success';
  /** True when the UI should behave exactly as on success (toast, dialog closes). */
  isLikeSuccess: boolean;
};

const fail = (message: string, severity: TAuthOutcome['severity'] = 'error'): TAuthOutcome => ({
  message,
  severity,
  isLikeSuccess: false,
});

/** Network failures and rate limits read the same in every mode; null when neither applies. */
function getCommonMessage(error: unknown): string | null {
  if (isApiError(error, 0)) return AUTH_MESSAGES.networkError;
  if (isApiError(error, 429)) return error.message;
  return null;
}

/** Login: every failure except no network and rate limiting reads "invalid credentials". */
export function getLoginError(error: unknown): TAuthOutcome {
  return fail(getCommonMessage(error) ?? AUTH_MESSAGES.invalidCredentials);
}

/** Registration: 422 shows the first field error; else the server's message or the fallback. */
export function getRegisterError(error: unknown): TAuthOutcome {
  const common = getCommonMessage(error);
  if (common) return fail(common);
  if (isApiError(error, 422)) {
    return fail(error.firstFieldError ?? error.serverMessage ?? AUTH_MESSAGES.registrationFailed);
  }
  if (isApiError(error)) return fail(error.serverMessage ?? AUTH_MESSAGES.registrationFailed);
  return fail(AUTH_MESSAGES.registrationFailed);
}

/** Password-reset request: an unknown address looks like success; a malformed one is named. */
export function getPasswordResetError(error: unknown): TAuthOutcome {
  const common = getCommonMessage(error);
  if (common) return fail(common);
  if (isApiError(error, 422) && error.errors) return fail(AUTH_MESSAGES.resetInvalidEmail);
  if (isApiError(error, 404))
    return { message: AUTH_MESSAGES.resetRequested, severity: 'success', isLikeSuccess: true };
  return fail(AUTH_MESSAGES.resetRequested, 'info');
}

/** One-time login request: every failure reads like the confirmation (001 §8.1). */
export function getOneTimeLoginError(): TAuthOutcome {
  return { message: AUTH_MESSAGES.oneTimeRequested, severity: 'info', isLikeSuccess: true };
}

/** New password from a link: 422 shows the first server error; the rest means a bad link. */
export function getPasswordUpdateError(error: unknown): TAuthOutcome {
  const common = getCommonMessage(error);
  if (common) return fail(common);
  if (isApiError(error, 422))
    return fail(error.firstFieldError ?? error.serverMessage ?? AUTH_MESSAGES.linkInvalid);
  return fail(AUTH_MESSAGES.linkInvalid);
}

/** One-time login link: anything but no network means the link is invalid or expired. */
export function getVerifyError(error: unknown): string {
  return getCommonMessage(error) ?? AUTH_MESSAGES.linkInvalid;
}
