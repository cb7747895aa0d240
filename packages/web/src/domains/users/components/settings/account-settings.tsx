import {
  ZEmailChange,
  ZPasswordChange,
  type TEmailChange,
  type TPasswordChange,
} from '@pflegepuls/shared/profile';
import type { TCurrentUser } from '@pflegepuls/shared/users';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useToast } from '../../../../ui/toast.tsx';
import { settingsApi, useUsersMutation } from '../../api.ts';
import { applyServerErrors, FormField } from './form-field.tsx';
import { SettingsCard } from './settings-card.tsx';

/** E-mail change and password change, each behind the current password. */
export function AccountSettings({ user }: { user: TCurrentUser }) {
  return (
    <Stack spacing={2}>
      <EmailForm user={user} />
      <PasswordForm />
    </Stack>
  );
}

function EmailForm({ user }: { user: TCurrentUser }) {
  const showToast = useToast();
  const save = useUsersMutation(settingsApi.changeEmail);
  const { control, handleSubmit, setError, formState, reset } = useForm<TEmailChange>({
    resolver: zodResolver(ZEmailChange),
    defaultValues: { newEmail: '', currentPassword: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync(values);
      reset();
      showToast({ severity: 'success', message: answer.message });
    } catch (error) {
      const message = applyServerErrors(error, setError, ['newEmail', 'currentPassword']);
      if (message) showToast({ severity: 'error', message });
    }
  });
  return (
    <SettingsCard title="E-Mail-Adresse" description={`Du meldest dich derzeit mit ${user.email} an.`}>
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack spacing={2}>
          <FormField
            control={control}
            name="newEmail"
            label="Neue E-Mail-Adresse"
            type="email"
            autoComplete="email"
          />
          <FormField
            control={control}
            name="currentPassword"
            label="Aktuelles Passwort"
            type="password"
            autoComplete="current-password"
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" loading={formState.isSubmitting}>
              E-Mail-Adresse ändern
            </Button>
          </Box>
        </Stack>
      </Box>
    </SettingsCard>
  );
}

function PasswordForm() {
  const showToast = useToast();
  const save = useUsersMutation(settingsApi.changePassword);
  const { control, handleSubmit, setError, formState, reset } = useForm<TPasswordChange>({
    resolver: zodResolver(ZPasswordChange),
    defaultValues: { currentPassword: '', newPassword: '', passwordConfirmation: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync(values);
      reset();
      showToast({ severity: 'success', message: answer.message });
    } catch (error) {
      const message = applyServerErrors(error, setError, [
        'currentPassword',
        'newPassword',
        'passwordConfirmation',
      ]);
      if (message) showToast({ severity: 'error', message });
    }
  });
  return (
    <SettingsCard
      title="Passwort"
      description="Nach der Änderung werden alle anderen Sitzungen beendet; hier bleibst du angemeldet."
    >
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack spacing={2}>
          <FormField
            control={control}
            name="currentPassword"
            label="Aktuelles Passwort"
            type="password"
            autoComplete="current-password"
          />
          <FormField
            control={control}
            name="newPassword"
            label="Neues Passwort"
            type="password"
            autoComplete="new-password"
          />
          <FormField
            control={control}
            name="passwordConfirmation"
            label="Neues Passwort bestätigen"
            type="password"
            autoComplete="new-password"
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" loading={formState.isSubmitting}>
              Passwort ändern
            </Button>
          </Box>
        </Stack>
      </Box>
    </SettingsCard>
  );
}
