/**
 * What the dialog hands each mode's form (login-form.tsx, register-form.tsx, …): the field wiring,
 * the banner to place above the fields, and a way to switch mode. The dialog owns the one
 * react-hook-form instance, so typed values survive a mode switch (001 §4.1).
 */
import type { TAuthMode } from '@pflegepuls/shared';
import type { ReactNode } from 'react';
import type { TAuthFieldProps } from './auth-field.tsx';

/** The props every field of the dialog shares. */
export type TAuthFieldShared = Pick<
  TAuthFieldProps,
  'control' | 'mode' | 'hasInput' | 'isSubmitted' | 'analytics' | 'canReveal'
>;

export type TAuthModeFormProps = {
  fieldProps: TAuthFieldShared;
  /** Autofocus the first field (not on small screens, where the keyboard would cover the sheet). */
  canAutoFocus: boolean;
  /** The error or info banner, placed above the fields. */
  banner: ReactNode;
  onSwitchMode: (to: TAuthMode) => void;
};
