import { getNetworkDisplayName, NETWORK_MESSAGES as M, type TConnectionUser } from '@pflegepuls/shared';
import CheckIcon from '@mui/icons-material/CheckRounded';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1Rounded';
import PersonRemoveIcon from '@mui/icons-material/PersonRemoveOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useToast } from '../../../ui/toast.tsx';
import { OpenChatButton } from '../../chat/components/open-chat-button.tsx';
import { useConnectionsQuery, useRemoveConnectionMutation } from '../api.ts';
import { EmptyList, PagedList, RetryButton } from './network-list-parts.tsx';
import { PersonCard } from './person-card.tsx';

function ConnectionCard({ person }: { person: TConnectionUser }) {
  const showToast = useToast();
  const [isConfirming, setIsConfirming] = useState(false);
  const remove = useRemoveConnectionMutation(M.removeFailed);
  const name = getNetworkDisplayName(person);
  const handleRemove = () =>
    remove.mutate(person.userName, {
      onSuccess: () => {
        setIsConfirming(false);
        showToast({ severity: 'success', message: M.connectionRemoved(name) });
      },
      onError: (error) => showToast({ severity: 'error', message: error.message || M.removeFailed }),
    });
  return (
    <>
      <PersonCard
        person={person}
        actions={
          <>
            <Chip icon={<CheckIcon />} label={M.connected} color="success" variant="outlined" size="small" />
            <OpenChatButton userName={person.userName} name={name} variant="icon" />
            <Tooltip title={M.removeConfirmTitle}>
              <IconButton
                aria-label={`${M.remove}: ${name}`}
                onClick={() => setIsConfirming(true)}
                disabled={remove.isPending}
              >
                <PersonRemoveIcon />
              </IconButton>
            </Tooltip>
          </>
        }
      />
      <Dialog open={isConfirming} onClose={() => !remove.isPending && setIsConfirming(false)}>
        <DialogTitle>{M.removeConfirmTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{M.removeConfirmText(name)}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setIsConfirming(false)} disabled={remove.isPending}>
            {M.cancel}
          </Button>
          <Button color="error" variant="contained" onClick={handleRemove} disabled={remove.isPending}>
            {M.remove}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** My connections with the 000 §8 failure panel and its retry toasts. */
export function ConnectionsList() {
  const query = useConnectionsQuery();
  const showToast = useToast();
  const handleRetry = async () => {
    const result = await query.refetch();
    showToast(
      result.isError
        ? { severity: 'error', message: M.retryFailed }
        : { severity: 'success', message: M.retrySucceeded },
    );
  };
  return (
    <PagedList
      query={query}
      select={(page) => page.connections}
      getKey={(person) => person.id}
      renderItem={(person) => <ConnectionCard person={person} />}
      empty={<EmptyList icon={<PersonAddAlt1Icon />} text={M.noConnections} />}
      renderError={(_retry, isRetrying) => (
        <Card sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }} role="alert">
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            {M.connectionsFailedTitle}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2.5 }}>
            {M.connectionsFailedText}
          </Typography>
          <RetryButton onClick={() => void handleRetry()} isBusy={isRetrying} />
        </Card>
      )}
    />
  );
}

/** The total shown next to the title of "Meine Verbindungen". */
export function useConnectionsCount(): number | null {
  const query = useConnectionsQuery();
  return query.data?.pages[0]?.count ?? null;
}
