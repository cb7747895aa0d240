import type { TNotificationPreferences } from '@pflegepuls/shared/profile';
import { NOTIFICATION_PREFERENCE_LABELS, PROFILE_MESSAGES } from '@pflegepuls/shared/profile-messages';
import type { TCurrentUser } from '@pflegepuls/shared/users';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useToast } from '../../../../ui/toast.tsx';
import {
  settingsApi,
  useNotificationPreferencesQuery,
  useUpdateNotificationPreferencesMutation,
  useUsersMutation,
} from '../../api.ts';
import { QuietHoursSetting } from './quiet-hours-setting.tsx';
import { SettingsCard } from './settings-card.tsx';
import { ReadReceiptsSetting } from '../../../chat/components/read-receipts-setting.tsx';
import { LoadErrorAlert } from '../../../../ui/load-error-alert.tsx';

/** The online-status switch. */
export function PrivacySettings({ user }: { user: TCurrentUser }) {
  const showToast = useToast();
  const save = useUsersMutation(settingsApi.updatePrivacy);
  return (
    <SettingsCard
      title="Privatsphäre"
      description="Andere sehen einen grünen Punkt an deinem Bild, wenn du online bist."
    >
      <FormControlLabel
        control={
          <Switch
            checked={!user.hideOnlineStatus}
            disabled={save.isPending}
            onChange={(event) =>
              save.mutate(!event.target.checked, {
                onSuccess: (answer) => showToast({ severity: 'success', message: answer.message }),
                onError: (e) => showToast({ severity: 'error', message: e.message }),
              })
            }
          />
        }
        label="Online-Status anzeigen"
      />
      <ReadReceiptsSetting />
    </SettingsCard>
  );
}

/** E-mail and push per category plus the digest; every switch saves at once. */
export function NotificationSettings() {
  const { data, isPending, error, refetch } = useNotificationPreferencesQuery();
  const showToast = useToast();
  const save = useUpdateNotificationPreferencesMutation();

  const update = (next: TNotificationPreferences) =>
    save.mutate(next, {
      onSuccess: () => showToast({ severity: 'success', message: PROFILE_MESSAGES.preferencesSaved }),
      onError: (e) => showToast({ severity: 'error', message: e.message }),
    });

  return (
    <SettingsCard
      title="Benachrichtigungen"
      description="Wähle, worüber wir dich per E-Mail und Push informieren."
    >
      {isPending && <Skeleton variant="rounded" height={240} />}
      {error && (
        <LoadErrorAlert onRetry={() => void refetch()}>
          Deine Einstellungen konnten nicht geladen werden.
        </LoadErrorAlert>
      )}
      {data && (
        <Stack divider={<Divider flexItem />} spacing={1.25}>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: '1fr 64px 64px',
              alignItems: 'center',
              color: 'text.secondary',
            }}
          >
            <Typography variant="caption">Kategorie</Typography>
            <Typography variant="caption" sx={{ textAlign: 'center' }}>
              E-Mail
            </Typography>
            <Typography variant="caption" sx={{ textAlign: 'center' }}>
              Push
            </Typography>
          </Box>
          {data.categories.map((row, index) => {
            const label = NOTIFICATION_PREFERENCE_LABELS[row.category];
            const setChannel = (channel: 'email' | 'push', value: boolean) =>
              update({
                ...data,
                categories: data.categories.map((c, i) => (i === index ? { ...c, [channel]: value } : c)),
              });
            return (
              <Box
                key={row.category}
                sx={{ display: 'grid', gridTemplateColumns: '1fr 64px 64px', alignItems: 'center' }}
              >
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {label}
                </Typography>
                <Box sx={{ textAlign: 'center' }}>
                  <Switch
                    checked={row.email}
                    onChange={(e) => setChannel('email', e.target.checked)}
                    slotProps={{ input: { 'aria-label': `${label}: E-Mail` } }}
                  />
                </Box>
                <Box sx={{ textAlign: 'center' }}>
                  <Switch
                    checked={row.push}
                    onChange={(e) => setChannel('push', e.target.checked)}
                    slotProps={{ input: { 'aria-label': `${label}: Push` } }}
                  />
                </Box>
              </Box>
            );
          })}
          <FormControlLabel
            control={
              <Switch checked={data.digest} onChange={(e) => update({ ...data, digest: e.target.checked })} />
            }
            label="Zusammenfassung ungelesener Mitteilungen per E-Mail"
          />
          <FormControlLabel
            control={
              <Switch
                checked={data.chatDigest}
                onChange={(e) => update({ ...data, chatDigest: e.target.checked })}
              />
            }
            label="E-Mail bei ungelesenen Nachrichten (nach einem Tag)"
          />
          <QuietHoursSetting preferences={data} onSave={update} />
        </Stack>
      )}
    </SettingsCard>
  );
}
