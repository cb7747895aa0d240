import { ZAccountDelete, type TAccountDelete } from '@pflegepuls/shared/profile';
import { zodResolver } from '@hookform/resolvers/zod';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { PATHS } from '../../../../platform/paths.ts';
import { useToast } from '../../../../ui/toast.tsx';
import { downloadPersonalData, settingsApi } from '../../api.ts';
import { applyServerErrors, FormField } from './form-field.tsx';
import { SettingsCard } from './settings-card.tsx';

/** "Daten herunterladen" and "Konto löschen". */
export function DataSettings() {
  const showToast = useToast();
  const [isDownloading, setIsDownloading] = useState(false);
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);

  const handleDownload = async () => {
    setIsDownloading(true);
    try {
      await downloadPersonalData();
    } catch (error) {
      showToast({ severity: 'error', message: error instanceof Error ? error.message : 'Download fehlgeschlagen.' });
    } finally {
      setIsDownloading(false);
    }
  };

  return (
    <Stack spacing={2}>
      <SettingsCard
        title="Daten herunterladen"
        description="Alles, was wir über dich gespeichert haben, als JSON-Datei: Konto, Onboarding-Angaben, Profil, Einstellungen und Sitzungen."
      >
        <Button variant="outlined" startIcon={<DownloadRounded />} loading={isDownloading} onClick={() => void handleDownload()}>
          Daten herunterladen
        </Button>
      </SettingsCard>
      <SettingsCard
        tone="danger"
        title="Konto löschen"
        description="Dein Login, dein Profil, deine Verbindungen und dein Profilbild werden gelöscht. Beiträge und Kommentare bleiben anonym als „Gelöschtes Mitglied“ stehen. Das lässt sich nicht rückgängig machen."
      >
        <Button color="error" variant="contained" onClick={() => setIsDeleteOpen(true)}>
          Konto löschen
        </Button>
      </SettingsCard>
      {isDeleteOpen && <DeleteAccountDialog onClose={() => setIsDeleteOpen(false)} />}
    </Stack>
  );
}

function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { control, handleSubmit, setError, formState } = useForm<TAccountDelete>({
    resolver: zodResolver(ZAccountDelete) as never,
    defaultValues: { password: '', confirm: false as unknown as true },
  });
  const showToast = useToast();
  const onSubmit = handleSubmit(async (values) => {
    try {
      await settingsApi.deleteAccount(values);
      // A full load drops every cached member query along with the session.
      window.location.assign(PATHS.landing);
    } catch (error) {
      const message = applyServerErrors(error, setError, ['password', 'confirm']);
      if (message) showToast({ severity: 'error', message });
    }
  });
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle sx={{ fontWeight: 750 }}>Konto wirklich löschen?</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Bitte bestätige mit deinem Passwort. Danach wirst du abgemeldet.
          </DialogContentText>
          <Stack spacing={1}>
            <FormField
              control={control}
              name="password"
              label="Passwort"
              type="password"
              autoComplete="current-password"
              autoFocus
            />
            <Controller
              control={control}
              name="confirm"
              render={({ field, fieldState }) => (
                <Box>
                  <FormControlLabel
                    control={<Checkbox checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />}
                    label="Ja, ich möchte mein Konto endgültig löschen."
                  />
                  {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
                </Box>
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Abbrechen</Button>
          <Button
            type="submit"
            color="error"
            variant="contained"
            loading={formState.isSubmitting}
            sx={{ whiteSpace: 'nowrap' }}
          >
            Endgültig löschen
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
