import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, isCommonPassword, ZNewPassword } from './auth.ts';

describe('new passwords', () => {
  it.each([
    '12345678',
    'password',
    'Password1',
    'passwort',
    'Passwort1',
    'qwertz123',
    'ichliebedich',
    'hallo123',
  ])('refuses the common password %s with a German message', (password) => {
    const result = ZNewPassword.safeParse(password);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([AUTH_MESSAGES.passwordTooCommon]);
  });

  it.each([
    'PflegeDemo!2026',
    'PflegeAdmin!2026',
    'UroCampus!2026',
    'Pflege-Test-2026',
    'Nachtdienst-bis-Sechs',
  ])('accepts %s', (password) => {
    expect(ZNewPassword.safeParse(password).success).toBe(true);
  });

  it('says only "too short" for a short password, common or not', () => {
    const result = ZNewPassword.safeParse('1234567');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([AUTH_MESSAGES.passwordTooShort]);
  });

  it('holds at least 3,000 common passwords that meet the length rule (ASVS 5.0 6.2.4)', async () => {
    const { COMMON_PASSWORDS } = await import('./common-passwords.ts');
    expect(COMMON_PASSWORDS.filter((p) => p.length >= 8).length).toBeGreaterThanOrEqual(3000);
    expect(isCommonPassword('SONNENSCHEIN')).toBe(true);
  });
});
