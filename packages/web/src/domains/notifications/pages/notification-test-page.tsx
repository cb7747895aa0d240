/**
 * 'notification-test' (000 §2): the member sends themself a test notification, to see that it arrives
 * in the app and, where push is on, on the device. Push can be switched on here too.
 */
import { NOTIFICATION_MESSAGES as M } from '@pflegepuls/shared/notifications-messages';
import NotificationsActiveRounded from '@mui/icons-material/NotificationsActiveRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useState } from 'react';
import { Link as RouterLink } from '../../../platform/router.tsx';
import { MemberContent } from '../../../ui/member-content.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useSendTestNotificationMutation } from '../api.ts';
import { isPushSupported, subscribeToPush } from '../push-subscription.ts';

const TEXTS = {
  title: 'Test-Benachrichtigung',
  intro:
    'Schick dir selbst eine Benachrichtigung und prüfe, ob sie in der App ankommt und, wenn Push an ist, auch auf diesem Gerät.',
  send: 'Test senden',
  sent: 'Gesendet!',
  pushSent: (count: number) =>
    count === 1 ? 'Der Push ging an 1 Gerät.' : `Der Push ging an ${count} Geräte.`,
  noPushSent: 'Es ging kein Push raus: Auf keinem deiner Geräte ist Push aktiviert.',
  openList: 'Zu den Benachrichtigungen',
  pushOn: 'Push ist in diesem Browser aktiviert.',
  pushBlocked:
    'Push ist für diese Seite blockiert. Du kannst es in den Einstellungen deines Browsers erlauben.',
  pushUnsupported: 'Dieser Browser kann keine Push-Benachrichtigungen empfangen.',
  pushOff: 'Push ist in diesem Browser noch nicht aktiviert.',
  failed: 'Die Test-Benachrichtigung konnte nicht gesendet werden. Bitte versuche es erneut.',
} as const;

type TPushState = 'unsupported' | NotificationPermission;

function readPushState(): TPushState {
  return isPushSupported() ? Notification.permission : 'unsupported';
}

/** Whether this browser gets pushes, with 'Push aktivieren' while it has not been asked. */
function PushStatus() {
  const showToast = useToast();
  const [state, setState] = useState(readPushState);
  const [isBusy, setIsBusy] = useState(false);
  const handleEnable = async () => {
    setIsBusy(true);
    const isOn = await subscribeToPush();
    showToast({ severity: isOn ? 'success' : 'info', message: isOn ? M.pushSubscribed : M.pushFailed });
    setState(readPushState());
    setIsBusy(false);
  };
  if (state === 'granted') return <Alert severity="success">{TEXTS.pushOn}</Alert>;
  if (state === 'denied') return <Alert severity="warning">{TEXTS.pushBlocked}</Alert>;
  if (state === 'unsupported') return <Alert severity="info">{TEXTS.pushUnsupported}</Alert>;
  return (
    <Alert severity="info">
      {TEXTS.pushOff}
      <Box sx={{ mt: 1 }}>
        <Button
          variant="outlined"
          color="inherit"
          size="small"
          disabled={isBusy}
          onClick={() => void handleEnable()}
        >
          {M.pushEnable}
        </Button>
      </Box>
    </Alert>
  );
}

/** The test page: push status, the send button and what happened. */
export function NotificationTestPage() {
  const send = useSendTestNotificationMutation();
  return (
    <MemberContent>
      <Card sx={{ p: { xs: 3, sm: 4 }, display: 'grid', gap: 2.5 }}>
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: { xs: 'flex-start', sm: 'center' },
            gap: 2,
          }}
        >
          <Box
            aria-hidden="true"
            sx={(theme) => ({
              width: 52,
              height: 52,
              flexShrink: 0,
              borderRadius: '16px',
              display: 'grid',
              placeItems: 'center',
              bgcolor: alpha(theme.palette.primary.main, 0.18),
              color: 'secondary.main',
            })}
          >
            <NotificationsActiveRounded />
          </Box>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700, fontSize: { xs: 22, sm: 24 } }}>
            {TEXTS.title}
          </Typography>
        </Box>
        <Typography color="text.secondary">{TEXTS.intro}</Typography>
        <PushStatus />
        <Box>
          <Button variant="contained" size="large" disabled={send.isPending} onClick={() => send.mutate()}>
            {TEXTS.send}
          </Button>
        </Box>
        {send.isSuccess && (
          <Alert severity="success" role="status">
            {TEXTS.sent} {send.data.pushCount > 0 ? TEXTS.pushSent(send.data.pushCount) : TEXTS.noPushSent}{' '}
            <Link component={RouterLink} to="/benachrichtigungen" color="inherit" sx={{ fontWeight: 700 }}>
              {TEXTS.openList}
            </Link>
          </Alert>
        )}
        {send.isError && <Alert severity="error">{send.error.message || TEXTS.failed}</Alert>}
      </Card>
    </MemberContent>
  );
}
