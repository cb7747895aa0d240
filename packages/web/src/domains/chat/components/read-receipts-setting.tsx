import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useChatSettingsMutation, useChatSettingsQuery } from '../api.ts';

/** The read-receipt switch of the privacy settings: off, the member neither sends nor sees receipts. */
export function ReadReceiptsSetting() {
  const showToast = useToast();
  const settings = useChatSettingsQuery();
  const save = useChatSettingsMutation();
  if (settings.isPending) return <Skeleton variant="rounded" height={40} />;
  if (settings.error)
    return (
      <LoadErrorAlert onRetry={() => void settings.refetch()}>
        Die Chat-Einstellung konnte nicht geladen werden.
      </LoadErrorAlert>
    );
  return (
    <>
      <FormControlLabel
        control={
          <Switch
            checked={settings.data.readReceipts}
            disabled={save.isPending}
            onChange={(event) =>
              save.mutate(
                { readReceipts: event.target.checked },
                {
                  onSuccess: (answer) => showToast({ severity: 'success', message: answer.message }),
                  onError: (e) => showToast({ severity: 'error', message: e.message }),
                },
              )
            }
          />
        }
        label="Lesebestätigungen im Chat"
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Ist das aus, sieht niemand, ob du eine Nachricht gelesen hast, und du siehst es bei anderen auch
        nicht.
      </Typography>
    </>
  );
}
