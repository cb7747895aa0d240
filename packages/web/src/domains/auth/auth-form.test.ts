import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH, type TAuthMode } from '@pflegepuls/shared';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import {
  authResolver,
  EMPTY_AUTH_FORM,
  hasAllRequired,
  hasEnteredData,
  type TAuthFormValues,
} from './auth-form.ts';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<TAuthFormValues>;

async function validate(mode: TAuthMode, values: Partial<TAuthFormValues>) {
  const result = await authResolver({ ...EMPTY_AUTH_FORM, ...values }, { mode }, options);
  return Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, error?.message]));
}

describe('auth form rules (001 §5.1)', () => {
  it('validates only the fields of the current mode, with the shared German messages', async () => {
    expect(await validate('login', { email: 'kein-at' })).toEqual({
      email: AUTH_MESSAGES.emailInvalid,
      password: AUTH_MESSAGES.passwordRequired,
    });
    expect(await validate('password-reset', { email: 'marie@example.org', password: '' })).toEqual({});
  });

  it('register needs names and a password of at least 8 characters', async () => {
    const errors = await validate('register', {
      email: 'marie@example.org',
      password: 'x'.repeat(PASSWORD_MIN_LENGTH - 1),
    });
    expect(errors).toEqual({
      firstName: AUTH_MESSAGES.firstNameRequired,
      lastName: AUTH_MESSAGES.lastNameRequired,
      password: AUTH_MESSAGES.passwordTooShort,
    });
  });

  it('new password needs a matching confirmation', async () => {
    const base = { email: 'marie@example.org', hash: 'h', newPassword: 'lang-genug-1' };
    expect(await validate('new-password', { ...base, passwordConfirmation: 'anders-123' })).toEqual({
      passwordConfirmation: AUTH_MESSAGES.passwordsDiffer,
    });
    expect(await validate('new-password', { ...base, passwordConfirmation: 'lang-genug-1' })).toEqual({});
  });

  it('submit needs every required field of the mode to be non-blank', () => {
    expect(hasAllRequired({ email: 'a@b.de', password: '   ' }, 'login')).toBe(false);
    expect(hasAllRequired({ email: 'a@b.de', password: 'x' }, 'login')).toBe(true);
    expect(hasAllRequired({ email: 'a@b.de' }, 'one-time-login')).toBe(true);
  });

  it('asks before discarding only what the visitor typed', () => {
    expect(hasEnteredData(EMPTY_AUTH_FORM, 'register')).toBe(false);
    expect(hasEnteredData({ ...EMPTY_AUTH_FORM, firstName: 'M' }, 'login')).toBe(true);
    // The reset link's e-mail and hash are not the visitor's input.
    expect(hasEnteredData({ ...EMPTY_AUTH_FORM, email: 'a@b.de', hash: 'h' }, 'new-password')).toBe(false);
    expect(hasEnteredData({ ...EMPTY_AUTH_FORM, newPassword: 'x' }, 'new-password')).toBe(true);
  });
});
