import { describe, expect, it } from 'vitest';
import { isCommonPassword, ZFirstName, ZLastName, ZNewPassword, ZRegisterRequest } from './auth.ts';
import { AUTH_MESSAGES } from './auth-messages.ts';
import { ZProfileUpdate } from './profile.ts';

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

const refused = (value: string) => {
  const result = ZFirstName.safeParse(value);
  return result.success ? null : result.error.issues.map((issue) => issue.message);
};

describe('person names', () => {
  it('are NFC-normalised and trimmed', () => {
    // "José" with a combining acute accent becomes the single code point U+00E9.
    expect(ZFirstName.parse(' Jose\u0301 ')).toBe('Jos\u00e9');
    expect(ZLastName.parse('Zoë Müller-Öztürk')).toBe('Zoë Müller-Öztürk');
    expect(ZLastName.parse("O'Brien")).toBe("O'Brien");
  });

  it.each([
    ['a bidi override', 'Dylan\u202etxt.exe'],
    ['a bidi isolate', 'Anna\u2066x'],
    ['a left-to-right mark', 'Anna\u200eB'],
    ['a zero-width space', 'An\u200bna'],
    ['a zero-width joiner', 'An\u200dna'],
    ['a byte order mark inside', 'An\ufeffna'],
    ['a soft hyphen', 'An\u00adna'],
    ['a newline', 'Anna\nMaria'],
    ['a tab', 'Anna\tMaria'],
    ['a NUL', 'An\u0000na'],
    ['a line separator', 'Anna\u2028Maria'],
    ['a Hangul filler', '\u3164'],
  ])('refuse %s', (_label, value) => {
    expect(refused(value)).toEqual([AUTH_MESSAGES.nameInvisible]);
  });

  it('keep their own message for a missing or empty name', () => {
    expect(refused('')).toEqual([AUTH_MESSAGES.firstNameRequired]);
    expect(refused('   ')).toEqual([AUTH_MESSAGES.firstNameRequired]);
  });

  it('are checked in registration and in the profile settings', () => {
    const register = ZRegisterRequest.safeParse({
      firstname: 'Dylan\u202etxt.exe',
      lastname: 'Test',
      email: 'dylan@example.org',
      password: 'Pflege-Test-2026',
      accept_terms: true,
    });
    expect(register.error?.issues).toMatchObject([
      { path: ['firstname'], message: AUTH_MESSAGES.nameInvisible },
    ]);
    const profile = ZProfileUpdate.safeParse({ firstName: 'Anna', lastName: 'B\u200bauer' });
    expect(profile.error?.issues).toMatchObject([
      { path: ['lastName'], message: AUTH_MESSAGES.nameInvisible },
    ]);
  });
});
