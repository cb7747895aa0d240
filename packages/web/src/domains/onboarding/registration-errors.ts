import { ONBOARDING_MESSAGES as M } from '@pflegepuls/shared/onboarding/messages';
import { formatRegistrationErrors } from '@pflegepuls/shared/onboarding/payload';
import { isApiError } from '../../platform/http.ts';

/** True for the abort of a timed-out request (the fetch wrapper passes aborts on unchanged). */
function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/**
 * The text for a failed submission (001 §8.2): no answer or a timeout, a 422 with its field lists
 * (or the generic validation text), the server's message or "Server error: {status}", and the
 * fallbacks for request and non-standard errors.
 */
export function getRegistrationErrorMessage(error: unknown): string {
  if (isApiError(error, 0) || isTimeout(error)) return M.noConnection;
  if (isApiError(error, 422)) return formatRegistrationErrors(error.errors);
  if (isApiError(error)) return error.serverMessage ?? M.serverError(error.status);
  if (error instanceof Error) return M.unexpectedError;
  return M.unknownError;
}

/** The postal check's message for a failed call (001 §8.2): a 422's field message, else the fallback. */
export function getPostalCheckErrorMessage(error: unknown): string {
  if (isApiError(error, 422)) return error.firstFieldError ?? M.postalFieldError;
  return M.postalFieldError;
}
