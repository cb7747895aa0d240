import { AUTH_MESSAGES } from '@pflegepuls/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../platform/http.ts';
import {
  getLoginError,
  getOneTimeLoginError,
  getPasswordResetError,
  getPasswordUpdateError,
  getRegisterError,
  getVerifyError,
} from './error-messages.ts';

const network = new ApiError(0, AUTH_MESSAGES.networkError);
const status = (code: number, serverMessage?: string, errors?: Record<string, string[]>) =>
  new ApiError(code, 'Ein Fehler ist aufgetreten', { serverMessage, errors });

describe('auth error messages (001 §8.1)', () => {
  it('login: every failure reads "invalid credentials", except no network and rate limits', () => {
    for (const code of [401, 403, 422, 500]) {
      expect(getLoginError(status(code, 'egal')).message).toBe(AUTH_MESSAGES.invalidCredentials);
    }
    expect(getLoginError(network).message).toBe(AUTH_MESSAGES.networkError);
    expect(getLoginError(status(429, 'Zu viele Versuche. Bitte warte kurz.')).message).toBe(
      'Zu viele Versuche. Bitte warte kurz.',
    );
  });

  it('register: 422 shows the first field error, else the server message or the fallback', () => {
    const taken = status(422, 'Die Angaben sind ungültig.', { email: [AUTH_MESSAGES.emailTaken] });
    expect(getRegisterError(taken).message).toBe(AUTH_MESSAGES.emailTaken);
    expect(getRegisterError(status(500, 'Serverfehler')).message).toBe('Serverfehler');
    expect(getRegisterError(status(500)).message).toBe(AUTH_MESSAGES.registrationFailed);
    expect(getRegisterError(new Error('x')).message).toBe(AUTH_MESSAGES.registrationFailed);
  });

  it('password reset: unknown addresses look like success, a bad format is named', () => {
    expect(getPasswordResetError(status(404))).toEqual({
      message: AUTH_MESSAGES.resetRequested,
      severity: 'success',
      isLikeSuccess: true,
    });
    expect(getPasswordResetError(status(422, 'x', { email: ['x'] })).message).toBe(
      AUTH_MESSAGES.resetInvalidEmail,
    );
    expect(getPasswordResetError(status(500)).message).toBe(AUTH_MESSAGES.resetRequested);
  });

  it('one-time login: every failure reads like the confirmation', () => {
    expect(getOneTimeLoginError()).toMatchObject({
      message: AUTH_MESSAGES.oneTimeRequested,
      isLikeSuccess: true,
    });
  });

  it('new password and link verification: 422 names the field error, the rest means a bad link', () => {
    expect(
      getPasswordUpdateError(status(422, 'x', { newPassword: [AUTH_MESSAGES.passwordTooShort] })).message,
    ).toBe(AUTH_MESSAGES.passwordTooShort);
    for (const code of [400, 404, 500]) {
      expect(getPasswordUpdateError(status(code)).message).toBe(AUTH_MESSAGES.linkInvalid);
      expect(getVerifyError(status(code))).toBe(AUTH_MESSAGES.linkInvalid);
    }
    expect(getVerifyError(network)).toBe(AUTH_MESSAGES.networkError);
  });
});
