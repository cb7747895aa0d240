import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, ZFirstName, ZLastName, ZRegisterRequest } from './auth.ts';
import { ZProfileUpdate } from './profile.ts';

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
