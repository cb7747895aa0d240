import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { AuthField } from './auth-field.tsx';
import type { TAuthModeFormProps } from './auth-mode-form.ts';

/** Login: e-mail and password, with the way to "Passwort vergessen?". */
export function LoginForm({ fieldProps, canAutoFocus, banner, onSwitchMode }: TAuthModeFormProps) {
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
        <AuthField
          {...fieldProps}
          name="password"
          label="Passwort"
          kind="password"
          autoComplete="current-password"
        />
      </Stack>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1.5 }}>
        <Link component="button" type="button" variant="body2" onClick={() => onSwitchMode('password-reset')}>
          Passwort vergessen?
        </Link>
      </Box>
    </>
  );
}
