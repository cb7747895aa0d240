/** The organisers' dialogs (lazy chunk): check-in list, message to everyone, cancellation. */
import {
  EVENT_MESSAGE_MAX,
  EVENT_REASON_MAX,
  EVENT_STATUS_LABELS,
  type TEventDetail,
} from '@pflegepuls/shared/events';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { getNameInitials } from '../../../ui/user-avatar.tsx';
import { describeError } from '../../../platform/http.ts';
import {
  useCancelEventMutation,
  useCheckInMutation,
  useMessageMutation,
  useParticipantsQuery,
} from '../api.ts';
import { EVENT_TEXTS as T } from '../texts.ts';

export type TOrganiserDialog = 'checkIn' | 'message' | 'cancel';

function CheckInDialog({ event, onClose }: { event: TEventDetail; onClose: () => void }) {
  const titleId = useId();
  const list = useParticipantsQuery(event.id, true);
  const checkIn = useCheckInMutation(event.id);
  const showToast = useToast();
  const attending = (list.data?.pages.flatMap((page) => page.data) ?? []).filter(
    (p) => p.status === 'attending',
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {T.checkInTitle}: {event.title}
      </DialogTitle>
      <DialogContent>
        {list.isPending && <Skeleton height={160} />}
        {list.isError && <LoadErrorAlert onRetry={() => void list.refetch()}>{T.failed}</LoadErrorAlert>}
        {list.isSuccess && attending.length === 0 && (
          <Typography color="text.secondary">{T.emptyMine}</Typography>
        )}
        <Box component="ul" aria-label={T.participants} sx={{ p: 0, m: 0 }}>
          {attending.map((p) => (
            <Box
              component="li"
              key={p.userId}
              sx={{ listStyle: 'none', display: 'flex', alignItems: 'center', gap: 1.5, py: 0.5 }}
            >
              <Avatar
                src={p.picture ?? undefined}
                alt=""
                sx={{ width: 36, height: 36, bgcolor: 'hsl(200 70% 86%)', color: 'text.primary' }}
              >
                {getNameInitials(p.fullName)}
              </Avatar>
              <Typography sx={{ flex: 1, fontWeight: 600 }}>{p.fullName}</Typography>
              <Checkbox
                checked={p.checkedInAt !== null}
                disabled={checkIn.isPending}
                slotProps={{ input: { 'aria-label': `${p.fullName} ${T.checkedIn}` } }}
                onChange={(e) =>
                  checkIn.mutate(
                    { userId: p.userId, checkedIn: e.target.checked },
                    { onError: (error) => showToast({ message: describeError(error), severity: 'error' }) },
                  )
                }
              />
            </Box>
          ))}
        </Box>
        {list.hasNextPage && (
          <Button onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
            {T.more}
          </Button>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {EVENT_STATUS_LABELS.attending}: {attending.length} · {T.checkedIn}:{' '}
          {attending.filter((p) => p.checkedInAt !== null).length}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{T.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

function TextDialog(props: {
  title: string;
  label: string;
  max: number;
  submitLabel: string;
  pending: boolean;
  onSubmit: (text: string) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const [text, setText] = useState('');
  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (text.trim()) props.onSubmit(text.trim());
        }}
      >
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent>
          <TextField
            label={props.label}
            value={text}
            onChange={(e) => setText(e.target.value)}
            multiline
            minRows={3}
            fullWidth
            autoFocus
            sx={{ mt: 1 }}
            helperText={`${text.length}/${props.max}`}
            slotProps={{ htmlInput: { maxLength: props.max } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="secondary" onClick={props.onClose}>
            {T.abort}
          </Button>
          <Button type="submit" variant="contained" disabled={!text.trim() || props.pending}>
            {props.submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export default function OrganiserDialog({
  kind,
  event,
  onClose,
}: {
  kind: TOrganiserDialog;
  event: TEventDetail;
  onClose: () => void;
}) {
  const message = useMessageMutation(event.id);
  const cancel = useCancelEventMutation(event.id);
  const showToast = useToast();
  const onError = (error: Error) => showToast({ message: describeError(error), severity: 'error' });
  if (kind === 'checkIn') return <CheckInDialog event={event} onClose={onClose} />;
  if (kind === 'message') {
    return (
      <TextDialog
        title={T.message}
        label={T.messageLabel}
        max={EVENT_MESSAGE_MAX}
        submitLabel={T.send}
        pending={message.isPending}
        onClose={onClose}
        onSubmit={(text) =>
          message.mutate(text, {
            onSuccess: ({ invited }) => {
              showToast({ message: T.messageSent(invited), severity: 'success' });
              onClose();
            },
            onError,
          })
        }
      />
    );
  }
  return (
    <TextDialog
      title={T.cancelEvent}
      label={T.cancelReason}
      max={EVENT_REASON_MAX}
      submitLabel={T.cancelConfirm}
      pending={cancel.isPending}
      onClose={onClose}
      onSubmit={(reason) => cancel.mutate(reason, { onSuccess: onClose, onError })}
    />
  );
}
