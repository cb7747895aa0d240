import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AuthField } from './auth-field.tsx';
import type { TAuthModeFormProps } from './auth-mode-form.ts';

/** Password reset request: the e-mail, with the way to a one-time login instead. */
export function PasswordResetForm({ fieldProps, canAutoFocus, banner, onSwitchMode }: TAuthModeFormProps) {
  return (
    <>
      {banner}
      <Stack spacing={2}>
        <AuthField
          {...fieldProps}
          name="email"
          label="E-Mail"
          kind="email"
          autoComplete="email"
          autoFocus={canAutoFocus}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Du möchtest dich lieber ohne Passwort anmelden?{' '}
        <Link component="button" type="button" variant="body2" onClick={() => onSwitchMode('one-time-login')}>
          Einmal-Login erhalten?
        </Link>
      </Typography>
    </>
  );
}
