/**
 * Identifying a moment's author (issue 24, docs/moderation.md): one admin requests it with a serious
 * reason (from the queue card of a moment), a second admin approves or refuses it here. Only the
 * approving admin sees the author, in this screen's state (never cached); both steps are in the
 * audit log. The requester cannot decide their own request (the server refuses it too).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MODERATION_MESSAGES as M, MODERATION_REASON_MAX } from '@pflegepuls/shared/moderation-messages';
import { useId, useState } from 'react';
import { Link as RouterLink } from '../../../platform/router.tsx';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { ResponsiveSheet } from '../../../ui/responsive-sheet.tsx';
import { useToast } from '../../../ui/toast.tsx';
import {
  useDecideIdentifyMutation,
  useIdentifyRequestsQuery,
  useRequestIdentifyMutation,
  type TIdentifiedAuthor,
} from '../../moderation/api.ts';
import { formatDateTime } from '../format.ts';

const REASON_MIN = 20;

/** The request dialog, opened from a moment's queue card. */
export function RequestIdentifyDialog({
  momentId,
  onClose,
}: {
  momentId: number | null;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const mutation = useRequestIdentifyMutation();
  const showToast = useToast();
  const titleId = useId();
  const textId = useId();
  const tooShort = reason.trim().length < REASON_MIN;
  const submit = () => {
    if (momentId === null) return;
    mutation.mutate(
      { momentId, reason: reason.trim() },
      {
        onSuccess: () => {
          showToast({ message: M.identifyRequested, severity: 'success' });
          setReason('');
          onClose();
        },
        onError: (error) => showToast({ message: error.message, severity: 'error' }),
      },
    );
  };
  return (
    <ResponsiveSheet open={momentId !== null} onClose={onClose} labelledBy={titleId} describedBy={textId}>
      <DialogTitle id={titleId}>Autor*in identifizieren</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText id={textId}>
          Nur aus einem schwerwiegenden Grund (z. B. behördliche Anfrage, Gefahr für jemanden). Eine zweite
          Person aus dem Admin-Team muss zustimmen; beide Schritte stehen im Einsichtsprotokoll, und die
          Person erfährt es danach.
        </DialogContentText>
        <TextField
          label="Grund"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          multiline
          minRows={3}
          required
          helperText={tooShort ? `Mindestens ${REASON_MIN} Zeichen.` : ' '}
          slotProps={{ htmlInput: { maxLength: MODERATION_REASON_MAX } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button color="secondary" onClick={onClose}>
          {M.cancel}
        </Button>
        <Button variant="contained" onClick={submit} disabled={tooShort || mutation.isPending}>
          Anfrage stellen
        </Button>
      </DialogActions>
    </ResponsiveSheet>
  );
}

/** The open requests; a second admin approves (and then sees the author here) or refuses. */
export function IdentifyRequests() {
  const requests = useIdentifyRequestsQuery();
  const decide = useDecideIdentifyMutation();
  const showToast = useToast();
  const [revealed, setRevealed] = useState<{ momentId: number; author: TIdentifiedAuthor } | null>(null);
  const onDecide = (id: number, momentId: number, decision: 'approve' | 'refuse') =>
    decide.mutate(
      { id, decision },
      {
        onSuccess: (answer) => {
          if (answer.author) setRevealed({ momentId, author: answer.author });
          else if (answer.message) showToast({ message: answer.message, severity: 'success' });
        },
        onError: (error) => showToast({ message: error.message, severity: 'error' }),
      },
    );
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {revealed && (
        <Alert severity="warning" onClose={() => setRevealed(null)}>
          Moment #{revealed.momentId} hat geschrieben:{' '}
          <Link component={RouterLink} to={`/profile/${encodeURIComponent(revealed.author.userName)}`}>
            {revealed.author.firstName} {revealed.author.lastName}
          </Link>{' '}
          (@{revealed.author.userName}). Nur du siehst das; die Person wird benachrichtigt.
        </Alert>
      )}
      {requests.isPending ? (
        <Skeleton variant="rounded" height={80} />
      ) : requests.isError ? (
        <LoadErrorAlert onRetry={() => void requests.refetch()} isRetrying={requests.isFetching}>
          Die Anfragen konnten nicht geladen werden.
        </LoadErrorAlert>
      ) : requests.data.requests.length === 0 ? (
        <Typography color="text.secondary">{M.identifyNone}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {requests.data.requests.map((r) => (
            <Card
              key={r.id}
              variant="outlined"
              component="li"
              aria-label={`Anfrage zu Moment #${r.momentId}`}
            >
              <CardContent sx={{ display: 'grid', gap: 1 }}>
                <Typography component="h3" sx={{ fontWeight: 700 }}>
                  Moment #{r.momentId}
                </Typography>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {r.excerpt || '–'}
                </Typography>
                <Typography variant="body2" sx={{ borderLeft: 3, borderColor: 'divider', pl: 1 }}>
                  Grund: „{r.reason}“
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Beantragt von {r.requesterName} am {formatDateTime(new Date(r.createdAt).toISOString())}
                </Typography>
                {r.requestedByMe ? (
                  <Alert severity="info">{M.identifySameAdmin}</Alert>
                ) : (
                  <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                    <Button
                      variant="contained"
                      size="small"
                      disabled={decide.isPending}
                      onClick={() => onDecide(r.id, r.momentId, 'approve')}
                    >
                      Freigeben und Person anzeigen
                    </Button>
                    <Button
                      variant="outlined"
                      size="small"
                      disabled={decide.isPending}
                      onClick={() => onDecide(r.id, r.momentId, 'refuse')}
                    >
                      Ablehnen
                    </Button>
                  </Box>
                )}
              </CardContent>
            </Card>
          ))}
        </Box>
      )}
    </Box>
  );
}
