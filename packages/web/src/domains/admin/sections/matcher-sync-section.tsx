/**
 * Matcher-Sync (001 §2.4, §4.3, §5.3; docs/matcher.md): the admin's latest sync notifications with
 * their debug data, Refresh and Sync Now. Sync Now asks first, then shows a pending card until the
 * run's notification arrives (the list is asked again every few seconds meanwhile), then a banner
 * with the outcome. Both buttons wait while a trigger or a run is under way.
 */
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import SyncRounded from '@mui/icons-material/SyncRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Collapse from '@mui/material/Collapse';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ADMIN_MESSAGES } from '@pflegepuls/shared/admin-messages';
import { MATCHER_SYNC_LIST_KEEP } from '@pflegepuls/shared/matcher-messages';
import type { TMatcherSyncNotification } from '@pflegepuls/shared/matcher';
import { useId, useState, type ReactNode } from 'react';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { useMatcherSyncListQuery, useTriggerMatcherSyncMutation } from '../../matcher/api.ts';

export const MATCHER_SYNC_TEXTS = {
  count: (n: number) => (n === 1 ? '1 Meldung' : `${n.toLocaleString('de-DE')} Meldungen`),
  refresh: 'Aktualisieren',
  syncNow: 'Jetzt synchronisieren',
  confirmTitle: 'Matcher jetzt synchronisieren?',
  confirmText:
    'Damit wird ein Hintergrundauftrag für den Befehl sync:kunden-lists eingereiht: Alle Talente werden neu mit allen offenen Stellen abgeglichen. Das dauert meist unter einer Minute, bei sehr vielen Daten bis zu 10 Minuten. Sobald der Abgleich fertig ist, bekommst du eine Benachrichtigung.',
  cancel: 'Abbrechen',
  confirm: 'Synchronisieren',
  syncing: 'Synchronisiere …',
  succeeded: 'Matcher-Sync abgeschlossen.',
  failed: 'Matcher-Sync fehlgeschlagen. Die bisherigen Listen bleiben bestehen.',
  dismiss: 'Schließen',
  empty: 'Keine Matcher-Sync-Benachrichtigungen gefunden',
  success: 'Erfolgreich',
  failure: 'Fehlgeschlagen',
  debugData: 'Debug-Daten',
  wholeNotification: 'Ganze Benachrichtigung',
  id: (id: number) => `ID ${id}`,
  loading: 'Matcher-Sync-Meldungen werden geladen',
} as const;
const T = MATCHER_SYNC_TEXTS;

const latestId = (list: { notifications: TMatcherSyncNotification[] } | undefined) =>
  list?.notifications[0]?.id ?? 0;

function JsonBlock({ value }: { value: unknown }) {
  return (
    <Box
      component="pre"
      tabIndex={0}
      sx={{
        m: 0,
        mt: 1,
        p: 1.5,
        borderRadius: 1,
        bgcolor: 'action.hover',
        fontSize: 12,
        lineHeight: 1.5,
        overflowX: 'auto',
        maxHeight: 360,
      }}
    >
      {JSON.stringify(value, null, 2)}
    </Box>
  );
}

/** A button that opens a block below it (aria-expanded, aria-controls). */
function Disclosure({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Box>
      <Button
        size="small"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={id}
        endIcon={
          <ExpandMoreRounded
            sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
          />
        }
      >
        {label}
      </Button>
      <Collapse in={open} id={id} unmountOnExit>
        {children}
      </Collapse>
    </Box>
  );
}

function SyncCard({ notification }: { notification: TMatcherSyncNotification }) {
  const ok = notification.debugData.status === 'success';
  return (
    <Card variant="outlined" component="article" sx={{ p: { xs: 1.5, md: 2 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Chip size="small" color={ok ? 'success' : 'error'} label={ok ? T.success : T.failure} />
        <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
          {notification.debugTitle}
        </Typography>
      </Box>
      <Typography sx={{ mb: 1 }}>{notification.messageText}</Typography>
      {notification.debugData.error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {notification.debugData.error}
        </Alert>
      )}
      {(notification.optional || notification.optional1) && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
          {[notification.optional, notification.optional1].filter(Boolean).map((text) => (
            <Chip key={text} size="small" variant="outlined" label={text} />
          ))}
        </Box>
      )}
      <Disclosure label={T.debugData}>
        <JsonBlock value={notification.debugData} />
      </Disclosure>
      <Disclosure label={T.wholeNotification}>
        <JsonBlock value={notification} />
      </Disclosure>
      <Box
        component="footer"
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 1, color: 'text.secondary', fontSize: 13 }}
      >
        <time
          dateTime={new Date(notification.createdAt).toISOString()}
          title={new Date(notification.createdAt).toLocaleString('de-DE')}
        >
          {notification.createdAtShort}
        </time>
        <span>{T.id(notification.id)}</span>
        <span>{notification.messageType}</span>
      </Box>
    </Card>
  );
}

export default function MatcherSyncSection() {
  const [confirming, setConfirming] = useState(false);
  /** Set when a run was queued: the newest notification's id then; cleared when its banner closes. */
  const [waiting, setWaiting] = useState<{ sinceId: number; note: string } | null>(null);
  const [triggerError, setTriggerError] = useState<string | null>(null);
  const trigger = useTriggerMatcherSyncMutation();
  const list = useMatcherSyncListQuery((data) => waiting !== null && latestId(data) === waiting.sinceId);
  const latest = list.data?.notifications[0];
  const finished = waiting !== null && latest !== undefined && latest.id !== waiting.sinceId ? latest : null;
  const running = trigger.isPending || (waiting !== null && !finished);

  const start = () => {
    setConfirming(false);
    setTriggerError(null);
    const sinceId = latestId(list.data);
    trigger.mutate(undefined, {
      onSuccess: (answer) => setWaiting({ sinceId, note: answer.data.note }),
      onError: (error) => setTriggerError(error.message || ADMIN_MESSAGES.matcherTriggerFailed),
    });
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 960 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {list.data && <Chip label={T.count(list.data.totalCount)} />}
        <Box sx={{ flex: 1 }} />
        <Button
          variant="outlined"
          startIcon={<RefreshRounded />}
          onClick={() => void list.refetch()}
          disabled={running || list.isFetching}
        >
          {T.refresh}
        </Button>
        <Button
          variant="contained"
          startIcon={<SyncRounded />}
          onClick={() => setConfirming(true)}
          disabled={running}
        >
          {T.syncNow}
        </Button>
      </Box>

      {running && (
        <Card variant="outlined" sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center' }} role="status">
          <CircularProgress size={28} aria-hidden="true" />
          <Box>
            <Typography sx={{ fontWeight: 700 }}>{T.syncing}</Typography>
            {waiting && <Typography color="text.secondary">{waiting.note}</Typography>}
          </Box>
        </Card>
      )}
      {finished && (
        <Alert
          severity={finished.debugData.status === 'success' ? 'success' : 'error'}
          onClose={() => setWaiting(null)}
          slotProps={{ closeButton: { title: T.dismiss, 'aria-label': T.dismiss } }}
        >
          {finished.debugData.status === 'success' ? T.succeeded : T.failed}
        </Alert>
      )}
      {triggerError && (
        <Alert
          severity="error"
          onClose={() => setTriggerError(null)}
          slotProps={{ closeButton: { title: T.dismiss, 'aria-label': T.dismiss } }}
        >
          {triggerError}
        </Alert>
      )}

      {list.isPending && (
        <Box role="status" sx={{ display: 'grid', gap: 1.5 }} aria-busy="true" aria-label={T.loading}>
          <Skeleton variant="rounded" height={120} />
          <Skeleton variant="rounded" height={120} />
        </Box>
      )}
      {list.isError && (
        <LoadErrorAlert onRetry={() => void list.refetch()} isRetrying={list.isFetching}>
          {ADMIN_MESSAGES.matcherListFailed}
        </LoadErrorAlert>
      )}
      {list.isSuccess && list.data.notifications.length === 0 && (
        <Card variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography color="text.secondary">{T.empty}</Typography>
        </Card>
      )}
      {list.data?.notifications.slice(0, MATCHER_SYNC_LIST_KEEP).map((notification) => (
        <SyncCard key={notification.id} notification={notification} />
      ))}

      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="matcher-confirm-title">
        <DialogTitle id="matcher-confirm-title">{T.confirmTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{T.confirmText}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{T.cancel}</Button>
          <Button variant="contained" onClick={start} autoFocus>
            {T.confirm}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
