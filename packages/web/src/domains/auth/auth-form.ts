/**
 * One react-hook-form instance serves all five modes: the values persist across modes (an e-mail
 * typed in login is still there in register), and the resolver validates only the fields of the
 * current mode with its shared schema.
 */
import type { TAuthMode } from '@pflegepuls/shared/analytics-events';
import {
  ZEmailForm,
  ZLoginForm,
  ZNewPasswordForm,
  ZRegisterForm,
  type TEmailForm,
  type TLoginForm,
  type TNewPasswordForm,
  type TRegisterForm,
} from '@pflegepuls/shared/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

export type TAuthFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  newPassword: string;
  passwordConfirmation: string;
  hash: string;
};
export type TAuthFieldName = keyof TAuthFormValues;

export type TAuthSubmission =
  | { mode: 'login'; values: TLoginForm }
  | { mode: 'register'; values: TRegisterForm }
  | { mode: 'password-reset' | 'one-time-login'; values: TEmailForm }
  | { mode: 'new-password'; values: TNewPasswordForm };

export const EMPTY_AUTH_FORM: TAuthFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  newPassword: '',
  passwordConfirmation: '',
  hash: '',
};

/** The fields each mode shows, in order; all of them are required (001 §2.2, §5.1). */
export const AUTH_MODE_FIELDS: Record<TAuthMode, readonly TAuthFieldName[]> = {
  login: ['email', 'password'],
  register: ['firstName', 'lastName', 'email', 'password'],
  'password-reset': ['email'],
  'one-time-login': ['email'],
  'new-password': ['newPassword', 'passwordConfirmation'],
};

/** Fields a visitor types into (the hash and, in new-password, the e-mail come from the link). */
const TYPED_FIELDS: readonly TAuthFieldName[] = [
  'firstName',
  'lastName',
  'email',
  'password',
  'newPassword',
  'passwordConfirmation',
];

const RESOLVERS = {
  login: zodResolver(ZLoginForm),
  register: zodResolver(ZRegisterForm),
  'password-reset': zodResolver(ZEmailForm),
  'one-time-login': zodResolver(ZEmailForm),
  'new-password': zodResolver(ZNewPasswordForm),
} as const;

/** What the auth form passes its resolver: the dialog's mode at validation time. */
export type TAuthResolverContext = { mode: TAuthMode };

/** Validates with the schema of the mode in the form's `context` (useForm's `context` option). */
export const authResolver: Resolver<TAuthFormValues, TAuthResolverContext> = (values, context, options) => {
  const resolver = RESOLVERS[context?.mode ?? 'login'] as unknown as Resolver<TAuthFormValues>;
  return resolver(values, context, options);
};

/** True when any of `fields` holds more than whitespace. */
export function hasAnyValue(values: Partial<TAuthFormValues>, fields: readonly TAuthFieldName[]): boolean {
  return fields.some((field) => (values[field] ?? '').trim() !== '');
}

/** True when every required field of the mode holds more than whitespace. */
export function hasAllRequired(values: Partial<TAuthFormValues>, mode: TAuthMode): boolean {
  return AUTH_MODE_FIELDS[mode].every((field) => (values[field] ?? '').trim() !== '');
}

/** True when the visitor typed anything in any mode: closing then asks before discarding. */
export function hasEnteredData(values: Partial<TAuthFormValues>, mode: TAuthMode): boolean {
  // In new-password mode the e-mail is the link's, not the visitor's.
  const fields = mode === 'new-password' ? AUTH_MODE_FIELDS['new-password'] : TYPED_FIELDS;
  return hasAnyValue(values, fields);
}
