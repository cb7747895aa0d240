/** The personal calendar feed (secret URL, renewable) and the reminder setting (lazy chunk). */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { useToast } from '../../../ui/toast.tsx';
import {
  useCalendarFeedQuery,
  useEventSettingsMutation,
  useEventSettingsQuery,
  useRenewFeedMutation,
} from '../api.ts';
import { EVENT_TEXTS as T } from '../texts.ts';

/** The feed's URL with copy and renew, and the reminder switch; also used on the settings page. */
export function CalendarFeedSettings() {
  const feed = useCalendarFeedQuery(true);
  const renew = useRenewFeedMutation();
  const settings = useEventSettingsQuery(true);
  const saveSettings = useEventSettingsMutation();
  const showToast = useToast();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <DialogContentText>{T.calendarFeedHint}</DialogContentText>
      {feed.isPending && <Skeleton height={56} />}
      {feed.isError && <LoadErrorAlert onRetry={() => void feed.refetch()}>{T.failed}</LoadErrorAlert>}
      {feed.data && (
        <TextField
          label={T.calendarFeed}
          value={feed.data.url}
          slotProps={{ htmlInput: { readOnly: true } }}
          onFocus={(e) => e.target.select()}
        />
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          disabled={!feed.data}
          onClick={() =>
            void navigator.clipboard
              ?.writeText(feed.data!.url)
              .then(() => showToast({ message: T.copied, severity: 'success' }))
          }
        >
          {T.copy}
        </Button>
        <Button
          color="secondary"
          disabled={renew.isPending}
          onClick={() =>
            renew.mutate(undefined, {
              onSuccess: () => showToast({ message: T.renewed, severity: 'success' }),
              onError: () => showToast({ message: T.failed, severity: 'error' }),
            })
          }
        >
          {T.renewFeed}
        </Button>
      </Box>
      {renew.isSuccess && <Alert severity="info">{T.renewed}</Alert>}
      <FormControlLabel
        control={
          <Switch
            checked={settings.data?.reminders ?? true}
            disabled={!settings.data || saveSettings.isPending}
            onChange={(e) => saveSettings.mutate({ reminders: e.target.checked })}
          />
        }
        label={T.reminders}
      />
    </Box>
  );
}

export default function CalendarFeedDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{T.calendarFeed}</DialogTitle>
      <DialogContent>
        <CalendarFeedSettings />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{T.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
