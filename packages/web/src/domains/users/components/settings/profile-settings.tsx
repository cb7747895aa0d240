import { COUNTRY_OPTIONS } from '@pflegepuls/shared/onboarding/options';
import { ZProfileUpdate, type TProfileUpdate } from '@pflegepuls/shared/profile';
import { PROFILE_MESSAGES, PROFILE_SUMMARY_MAX } from '@pflegepuls/shared/profile-messages';
import type { TCurrentUser } from '@pflegepuls/shared/users';
import { zodResolver } from '@hookform/resolvers/zod';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import PhotoCameraRounded from '@mui/icons-material/PhotoCameraRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { isApiError } from '../../../../platform/http.ts';
import { useToast } from '../../../../ui/toast.tsx';
import { UserAvatar } from '../../../../ui/user-avatar.tsx';
import { settingsApi, uploadProfilePicture, useUsersMutation } from '../../api.ts';
import { applyServerErrors, FormField } from './form-field.tsx';
import { SettingsCard } from './settings-card.tsx';

const ACCEPTED_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/heic,image/heif,image/avif';
const MAX_BYTES = 10 * 1024 * 1024;
const FIELDS = ['firstName', 'lastName', 'currentPosition', 'summary', 'plz', 'country'] as const;

type TProfileSettingsProps = { user: TCurrentUser };

/** Picture and the profile's own fields. */
export function ProfileSettings({ user }: TProfileSettingsProps) {
  return (
    <Stack spacing={2}>
      <PictureSettings user={user} />
      <ProfileFieldsForm user={user} />
    </Stack>
  );
}

function PictureSettings({ user }: { user: TCurrentUser }) {
  const showToast = useToast();
  const upload = useUsersMutation(
    ({ file, onProgress }: { file: File; onProgress: (share: number) => void }) =>
      uploadProfilePicture(file, onProgress),
  );
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const remove = useUsersMutation(settingsApi.deletePicture);

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    // The server checks again; this only spares a long upload that would fail.
    if (file.size > MAX_BYTES) {
      setError('Das Bild ist zu groß (höchstens 10 MB).');
      return;
    }
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    try {
      await upload.mutateAsync({ file, onProgress: setProgress });
      showToast({ severity: 'success', message: PROFILE_MESSAGES.pictureSaved });
    } catch (uploadError) {
      // An answer without a message of its own (e.g. a proxy's 413 page) gets the picture's wording.
      const hasOwnMessage = !isApiError(uploadError) || uploadError.status === 0 || uploadError.serverMessage;
      setError(
        uploadError instanceof Error && hasOwnMessage
          ? uploadError.message
          : 'Das Bild konnte nicht hochgeladen werden.',
      );
    } finally {
      setProgress(null);
      setPreview(null);
    }
  };

  const shown = preview
    ? { ...user, profilePicture: { path: preview, cPath: preview, createdAt: 0 } }
    : { ...user, isOnline: false };

  return (
    <SettingsCard title="Profilbild" description="JPEG, PNG, WebP, GIF oder HEIC, höchstens 10 MB.">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2.5, flexWrap: 'wrap' }}>
        <UserAvatar person={shown} size={88} alt="Dein Profilbild" />
        <Stack spacing={1} sx={{ flex: 1, minWidth: 200 }}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              startIcon={<PhotoCameraRounded />}
              onClick={() => inputRef.current?.click()}
              disabled={progress !== null}
            >
              {user.profilePicture ? 'Neues Bild hochladen' : 'Bild hochladen'}
            </Button>
            {user.profilePicture && (
              <Button
                color="error"
                startIcon={<DeleteOutlineRounded />}
                loading={remove.isPending}
                disabled={progress !== null}
                onClick={() =>
                  remove.mutate(undefined, {
                    onSuccess: () =>
                      showToast({ severity: 'success', message: PROFILE_MESSAGES.pictureDeleted }),
                    onError: (e) => showToast({ severity: 'error', message: e.message }),
                  })
                }
              >
                Entfernen
              </Button>
            )}
          </Box>
          {progress !== null && (
            <LinearProgress
              variant="determinate"
              value={Math.round(progress * 100)}
              aria-label="Fortschritt des Uploads"
            />
          )}
          {error && (
            <Typography variant="body2" color="error" role="alert">
              {error}
            </Typography>
          )}
        </Stack>
        <input
          ref={inputRef}
          type="file"
          accept={ACCEPTED_TYPES}
          hidden
          data-testid="picture-input"
          onChange={(event) => void handleFile(event)}
        />
      </Box>
    </SettingsCard>
  );
}

function ProfileFieldsForm({ user }: TProfileSettingsProps) {
  const showToast = useToast();
  const save = useUsersMutation(settingsApi.updateProfile);
  const { control, handleSubmit, setError, formState, reset } = useForm<TProfileUpdate>({
    resolver: zodResolver(ZProfileUpdate) as never,
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      currentPosition: user.currentPosition ?? '',
      summary: user.summary ?? '',
      plz: user.plz ?? '',
      country: (user.country as TProfileUpdate['country'] | null | undefined) ?? 'DE',
    },
  });
  const summaryLength = (useWatch({ control, name: 'summary' }) ?? '').length;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      reset(values);
      showToast({ severity: 'success', message: PROFILE_MESSAGES.profileSaved });
    } catch (error) {
      const message = applyServerErrors(error, setError, FIELDS);
      if (message) showToast({ severity: 'error', message });
    }
  });

  return (
    <SettingsCard title="Über dich" description="So sehen dich andere Mitglieder auf deinem Profil.">
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack spacing={2}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormField
              control={control}
              name="firstName"
              label="Vorname"
              autoComplete="given-name"
              required
            />
            <FormField
              control={control}
              name="lastName"
              label="Nachname"
              autoComplete="family-name"
              required
            />
          </Box>
          <FormField
            control={control}
            name="currentPosition"
            label="Aktuelle Position"
            placeholder="z. B. Pflegefachfrau auf der Intensivstation"
          />
          <FormField
            control={control}
            name="summary"
            label="Über mich"
            multiline
            minRows={4}
            placeholder="Erzähle etwas über dich und deine Erfahrung in der Pflege."
            helperText={`${summaryLength} / ${PROFILE_SUMMARY_MAX}`}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr' } }}>
            <FormField control={control} name="country" label="Land" select>
              {COUNTRY_OPTIONS.map((option) => (
                <MenuItem key={option.value} value={option.value}>
                  {option.label}
                </MenuItem>
              ))}
            </FormField>
            <FormField
              control={control}
              name="plz"
              label="Postleitzahl"
              inputMode="numeric"
              autoComplete="postal-code"
              helperText="Nur dein Ort ist für andere sichtbar."
            />
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button
              type="submit"
              variant="contained"
              loading={formState.isSubmitting}
              disabled={!formState.isDirty}
            >
              Speichern
            </Button>
          </Box>
        </Stack>
      </Box>
    </SettingsCard>
  );
}
