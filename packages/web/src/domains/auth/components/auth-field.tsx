import type { TAuthMode } from '@pflegepuls/shared/analytics-events';
import VisibilityOffRounded from '@mui/icons-material/VisibilityOffRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import type { TRegistrationAnalytics } from '../../analytics/registration-analytics.ts';
import { toAnalyticsMode } from '../auth-modes.ts';
import type { TAuthFieldName, TAuthFormValues } from '../auth-form.ts';

type TFieldKind = 'text' | 'email' | 'password';

export type TAuthFieldProps = {
  control: Control<TAuthFormValues>;
  name: TAuthFieldName;
  label: string;
  kind?: TFieldKind;
  /** The browser's autofill hint: email, current-password, new-password, given-name, family-name. */
  autoComplete: string;
  mode: TAuthMode;
  /** The form has any input: only then do errors of touched or filled fields show (001 §5.1). */
  hasInput: boolean;
  /** After a submit attempt every error shows. */
  isSubmitted: boolean;
  /** Password fields get a show/hide button (not on small screens, 001 §2.2). */
  canReveal?: boolean;
  helperText?: string;
  autoFocus?: boolean;
  analytics: TRegistrationAnalytics;
};

/** One text field of the auth dialog, wired to react-hook-form, the error display rule and analytics. */
export function AuthField({
  control,
  name,
  label,
  kind = 'text',
  autoComplete,
  mode,
  hasInput,
  isSubmitted,
  canReveal = false,
  helperText,
  autoFocus = false,
  analytics,
}: TAuthFieldProps) {
  const { field, fieldState } = useController({ control, name });
  const [isRevealed, setIsRevealed] = useState(false);
  const analyticsMode = toAnalyticsMode(mode);
  const value = field.value ?? '';
  const isFilled = fieldState.isTouched || value.trim() !== '';
  const visibleError =
    fieldState.error && (isSubmitted || (isFilled && hasInput)) ? fieldState.error.message : undefined;

  const reportedError = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (visibleError && visibleError !== reportedError.current) {
      analytics.track('validation_error', { field_id: name, error_message: visibleError });
    }
    reportedError.current = visibleError;
  }, [visibleError, analytics, name]);

  const isPassword = kind === 'password';
  const id = `auth-${name}`;

  return (
    <TextField
      id={id}
      name={name}
      label={label}
      type={isPassword && !isRevealed ? 'password' : kind === 'email' ? 'email' : 'text'}
      value={value}
      onChange={(event) => {
        field.onChange(event);
        analytics.trackFieldChange(name, analyticsMode, event.target.value);
      }}
      onBlur={field.onBlur}
      onFocus={() => analytics.trackFieldFocus(name, analyticsMode)}
      inputRef={field.ref}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      required
      error={visibleError !== undefined}
      helperText={visibleError ?? helperText}
      slotProps={{
        htmlInput: {
          'aria-invalid': visibleError !== undefined,
          ...(kind === 'email'
            ? { inputMode: 'email', autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false }
            : {}),
          ...(isPassword ? { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false } : {}),
          ...(kind === 'text' ? { autoCapitalize: 'words' } : {}),
        },
        input:
          isPassword && canReveal
            ? {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      edge="end"
                      onClick={() => setIsRevealed((revealed) => !revealed)}
                      onMouseDown={(event) => event.preventDefault()}
                      aria-label={isRevealed ? 'Passwort verbergen' : 'Passwort anzeigen'}
                      aria-pressed={isRevealed}
                      aria-controls={id}
                    >
                      {isRevealed ? <VisibilityOffRounded /> : <VisibilityRounded />}
                    </IconButton>
                  </InputAdornment>
                ),
              }
            : undefined,
      }}
    />
  );
}
