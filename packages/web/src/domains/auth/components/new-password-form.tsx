import { PASSWORD_MIN_LENGTH } from '@pflegepuls/shared';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AuthField } from './auth-field.tsx';
import type { TAuthModeFormProps } from './auth-mode-form.ts';

type TNewPasswordFormProps = TAuthModeFormProps & {
  /** The account's e-mail from the reset link. */
  email: string;
};

/** New password from a reset link: the account it is for, the new password and its confirmation. */
export function NewPasswordForm({ fieldProps, canAutoFocus, banner, email }: TNewPasswordFormProps) {
  return (
    <>
      {email ? (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            mt: -0.5,
            mb: 2.5,
            px: 2,
            py: 1.25,
            borderRadius: '12px',
            bgcolor: '#F6F2ED',
          }}
        >
          <MailOutlineRounded aria-hidden="true" sx={{ color: 'text.secondary' }} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="caption" color="text.secondary" component="div">
              Dein Konto
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 650, overflowWrap: 'anywhere' }}>
              {email}
            </Typography>
          </Box>
        </Box>
      ) : null}
      {banner}
      <Stack spacing={2}>
        {/* Lets password managers store the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <AuthField
          {...fieldProps}
          name="newPassword"
          label="Neues Passwort"
          kind="password"
          autoComplete="new-password"
          helperText={`Mindestens ${PASSWORD_MIN_LENGTH} Zeichen`}
          autoFocus={canAutoFocus}
        />
        <AuthField
          {...fieldProps}
          name="passwordConfirmation"
          label="Passwort bestätigen"
          kind="password"
          autoComplete="new-password"
        />
      </Stack>
    </>
  );
}
