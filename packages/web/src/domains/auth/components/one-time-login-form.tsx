import Stack from '@mui/material/Stack';
import { AuthField } from './auth-field.tsx';
import type { TAuthModeFormProps } from './auth-mode-form.ts';

/** One-time login request: the e-mail the link goes to. */
export function OneTimeLoginForm({ fieldProps, canAutoFocus, banner }: TAuthModeFormProps) {
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
    </>
  );
}
