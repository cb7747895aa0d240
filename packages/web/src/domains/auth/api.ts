import type {
  TAuthResult,
  TEmailRequest,
  TLoginForm,
  TNewPasswordForm,
  TPasswordUpdateRequest,
  TRegisterForm,
  TRegisterRequest,
} from '@pflegepuls/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { postJson } from '../../platform/http.ts';

/** The answer of the calls that only confirm (reset, one-time request, password update). */
export type TConfirmation = { success: boolean; message: string };

/** Logs in; the session cookie and the new CSRF token come with the answer. */
export function loginUser({ email, password }: TLoginForm) {
  return postJson<TAuthResult>('/api/user/login', { email, password, remember: 'on' });
}

/** Creates an account and logs it in; the terms are accepted by continuing (001 §5.1). */
export function registerUser({ firstName, lastName, email, password }: TRegisterForm) {
  const body: TRegisterRequest = {
    firstname: firstName,
    lastname: lastName,
    email,
    password,
    accept_terms: true,
  };
  return postJson<TAuthResult>('/api/user/register', body);
}

/** Asks for a password-reset e-mail. */
export function requestPasswordReset(body: TEmailRequest) {
  return postJson<TConfirmation>('/api/user/password-reset', body);
}

/** Asks for a one-time login link by e-mail. */
export function requestOneTimeLogin(body: TEmailRequest) {
  return postJson<TConfirmation>('/api/user/one-time-login/request', body);
}

/** Sets a new password with the e-mail and hash from the reset link. */
export function updatePassword({ email, hash, newPassword, passwordConfirmation }: TNewPasswordForm) {
  const body: TPasswordUpdateRequest = {
    email,
    hash,
    newPassword,
    password_confirmation: passwordConfirmation,
  };
  return postJson<TConfirmation>('/api/user/password-reset/update', body);
}

/** Redeems a one-time login token; on success the session is set. */
export function verifyOneTimeLogin(token: string) {
  return postJson<TAuthResult>('/api/user/one-time-login/verify', { token });
}

/** Ends the session. */
export function logoutUser() {
  return postJson<TConfirmation>('/user/logout');
}

/** Login, as a mutation. */
export function useLoginMutation() {
  return useMutation({ mutationFn: loginUser });
}

/** Registration, as a mutation. */
export function useRegisterMutation() {
  return useMutation({ mutationFn: registerUser });
}

/** Password-reset request, as a mutation. */
export function usePasswordResetMutation() {
  return useMutation({ mutationFn: requestPasswordReset });
}

/** One-time login request, as a mutation. */
export function useOneTimeLoginMutation() {
  return useMutation({ mutationFn: requestOneTimeLogin });
}

/** Password update from a reset link, as a mutation. */
export function usePasswordUpdateMutation() {
  return useMutation({ mutationFn: updatePassword });
}

/** Logout, as a mutation. */
export function useLogoutMutation() {
  return useMutation({ mutationFn: logoutUser });
}
