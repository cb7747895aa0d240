import { PASSWORD_MIN_LENGTH } from '@pflegepuls/shared';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { AuthField } from './auth-field.tsx';
import type { TAuthModeFormProps } from './auth-mode-form.ts';

/** Registration: first and last name, e-mail and a new password. */
export function RegisterForm({ fieldProps, canAutoFocus, banner }: TAuthModeFormProps) {
  return (
    <>
      {banner}
      <Stack spacing={2}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          <AuthField
            {...fieldProps}
            name="firstName"
            label="Vorname"
            autoComplete="given-name"
            autoFocus={canAutoFocus}
          />
          <AuthField {...fieldProps} name="lastName" label="Nachname" autoComplete="family-name" />
        </Box>
        <AuthField {...fieldProps} name="email" label="E-Mail" kind="email" autoComplete="email" />
        <AuthField
          {...fieldProps}
          name="password"
          label="Passwort"
          kind="password"
          autoComplete="new-password"
          helperText={`Mindestens ${PASSWORD_MIN_LENGTH} Zeichen`}
        />
      </Stack>
    </>
  );
}
