import { zodResolver } from '@hookform/resolvers/zod';
import { ZQuietHours, type TNotificationPreferences, type TQuietHours } from '@pflegepuls/shared/profile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { FormField } from './form-field.tsx';

type TQuietHoursSettingProps = {
  preferences: TNotificationPreferences;
  onSave: (next: TNotificationPreferences) => void;
};

/**
 * Quiet hours (issue 16): no push in this window, Europe/Berlin; the switch saves at once, the times
 * with "Zeiten speichern". In-app notifications still arrive (docs/notifications.md).
 */
export function QuietHoursSetting({ preferences, onSave }: TQuietHoursSettingProps) {
  const quiet = preferences.quietHours;
  const { control, handleSubmit, formState, reset } = useForm<TQuietHours>({
    resolver: zodResolver(ZQuietHours),
    values: quiet,
  });
  const save = (next: TQuietHours) => onSave({ ...preferences, quietHours: next });
  const onSubmit = handleSubmit((values) => {
    save({ ...values, enabled: quiet.enabled });
    reset({ ...values, enabled: quiet.enabled });
  });
  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <Stack spacing={1.5}>
        <FormControlLabel
          control={
            <Switch checked={quiet.enabled} onChange={(e) => save({ ...quiet, enabled: e.target.checked })} />
          }
          label="Ruhezeit für Push-Mitteilungen"
        />
        <Typography variant="body2" color="text.secondary">
          In dieser Zeit schicken wir dir keine Push-Mitteilungen, zum Beispiel nachts oder nach einem
          Nachtdienst. Was in der Ruhezeit passiert, siehst du wie gewohnt unter Mitteilungen; als Push kommt
          es nicht nach.
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <Box sx={{ flex: '1 1 120px' }}>
            <FormField
              control={control}
              name="start"
              label="Von"
              type="time"
              size="small"
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
            />
          </Box>
          <Box sx={{ flex: '1 1 120px' }}>
            <FormField
              control={control}
              name="end"
              label="Bis"
              type="time"
              size="small"
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
            />
          </Box>
          <Button type="submit" variant="outlined" disabled={!formState.isDirty} sx={{ flex: '0 0 auto' }}>
            Zeiten speichern
          </Button>
        </Box>
        <Typography variant="caption" color="text.secondary">
          Es gilt die deutsche Zeit (Europe/Berlin). Ein Zeitraum über Mitternacht, etwa 22:00 bis 06:00, ist
          möglich.
        </Typography>
      </Stack>
    </Box>
  );
}
