import { z } from './zod.ts';
import { COMMON_PASSWORDS } from './common-passwords.ts';
import { PASSWORD_MIN_LENGTH } from './constants.ts';
import { AUTH_MESSAGES } from './auth-messages.ts';

/** Trims and lower-cases an e-mail address; accounts are unique on this form. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const ZEmail = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(254, AUTH_MESSAGES.emailInvalid)
  .pipe(z.email({ error: AUTH_MESSAGES.emailInvalid }));

export const ZLoginPassword = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, AUTH_MESSAGES.passwordRequired)
  .max(1024, AUTH_MESSAGES.passwordRequired);

let commonPasswords: ReadonlySet<string> | null = null;

/** True for a password among the most common ones (any case), which guessers try first. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(COMMON_PASSWORDS);
  return commonPasswords.has(password.toLowerCase());
}

/** A password being set (registration, reset, change): long enough and not a common one. */
export const ZNewPassword = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, AUTH_MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(1024, AUTH_MESSAGES.passwordTooShort)
  .refine((password) => !isCommonPassword(password), AUTH_MESSAGES.passwordTooCommon);

/**
 * What a person's name may not contain: control characters (Cc: NUL, tab, newline, …), format
 * characters (Cf: zero-width space and joiners, bidi marks and overrides such as U+202E, soft
 * hyphen, BOM), lone surrogates (Cs), private-use characters (Co), line and paragraph separators
 * (Zl, Zp) and the letters that render as nothing (Hangul fillers, braille blank).
 */
const INVISIBLE_IN_NAME = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Zl}\p{Zp}\u115F\u1160\u2800\u3164\uFFA0]/u;

/** Whether a name holds a character that `zPersonName` refuses. */
export function hasInvisibleCharacters(name: string): boolean {
  return INVISIBLE_IN_NAME.test(name);
}

/**
 * A person's name: NFC-normalised and trimmed, 1–100 characters, nothing invisible or
 * controlling in it (a name is shown in feeds, mails and notifications, so
 * `"Dylan\u202etxt.exe"` must not reorder the text around it). `required` is the message of
 * the field when it is missing, empty or too long.
 */
export function zPersonName(required: string) {
  return z
    .string({ error: required })
    .normalize('NFC')
    .trim()
    .min(1, required)
    .max(100, required)
    .refine((name) => !hasInvisibleCharacters(name), AUTH_MESSAGES.nameInvisible);
}

export const ZFirstName = zPersonName(AUTH_MESSAGES.firstNameRequired);
export const ZLastName = zPersonName(AUTH_MESSAGES.lastNameRequired);

export const ZToken = z
  .string({ error: AUTH_MESSAGES.tokenRequired })
  .trim()
  .min(1, AUTH_MESSAGES.tokenRequired)
  .max(200, AUTH_MESSAGES.tokenRequired);

// ---- Forms (client, react-hook-form with zodResolver) ----

export const ZLoginForm = z.object({ email: ZEmail, password: ZLoginPassword });
export type TLoginForm = z.infer<typeof ZLoginForm>;

export const ZRegisterForm = z.object({
  firstName: ZFirstName,
  lastName: ZLastName,
  email: ZEmail,
  password: ZNewPassword,
});
export type TRegisterForm = z.infer<typeof ZRegisterForm>;

export const ZEmailForm = z.object({ email: ZEmail });
export type TEmailForm = z.infer<typeof ZEmailForm>;

export const ZNewPasswordForm = z
  .object({
    email: ZEmail,
    hash: ZToken,
    newPassword: ZNewPassword,
    passwordConfirmation: z
      .string({ error: AUTH_MESSAGES.confirmationRequired })
      .min(1, AUTH_MESSAGES.confirmationRequired),
  })
  .refine((v) => v.newPassword === v.passwordConfirmation, {
    path: ['passwordConfirmation'],
    message: AUTH_MESSAGES.passwordsDiffer,
  });
export type TNewPasswordForm = z.infer<typeof ZNewPasswordForm>;

// ---- API payloads (001 §7.1; field names as the original client sends them) ----

export const ZLoginRequest = z.object({
  email: ZEmail,
  password: ZLoginPassword,
  /** The original client sends the fixed string "on"; a boolean is accepted too. */
  remember: z.union([z.literal('on'), z.boolean()]).optional(),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZRegisterRequest = z.object({
  firstname: ZFirstName,
  lastname: ZLastName,
  email: ZEmail,
  password: ZNewPassword,
  accept_terms: z.literal(true, { error: AUTH_MESSAGES.termsRequired }),
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZEmailRequest = z.object({ email: ZEmail });
export type TEmailRequest = z.infer<typeof ZEmailRequest>;

export const ZPasswordUpdateRequest = z
  .object({
    email: ZEmail,
    hash: ZToken,
    newPassword: ZNewPassword,
    password_confirmation: z
      .string({ error: AUTH_MESSAGES.confirmationRequired })
      .min(1, AUTH_MESSAGES.confirmationRequired),
  })
  .refine((v) => v.newPassword === v.password_confirmation, {
    path: ['password_confirmation'],
    message: AUTH_MESSAGES.passwordsDiffer,
  });
export type TPasswordUpdateRequest = z.infer<typeof ZPasswordUpdateRequest>;

export const ZOneTimeVerifyRequest = z.object({ token: ZToken });

// ---- Answers ----

export const ZAuthUser = z.object({
  id: z.number(),
  userName: z.string(),
  fullName: z.string(),
  email: z.string(),
});
export type TAuthUser = z.infer<typeof ZAuthUser>;

export const ZAuthResult = z.object({
  success: z.boolean(),
  message: z.string(),
  user: ZAuthUser.optional(),
});
export type TAuthResult = z.infer<typeof ZAuthResult>;
