import { getNetworkDisplayName, NETWORK_MESSAGES } from '@pflegepuls/shared/network-messages';
import type { TPublicProfile } from '@pflegepuls/shared/profile';
import CheckIcon from '@mui/icons-material/CheckRounded';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmptyRounded';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1Rounded';
import Button from '@mui/material/Button';
import { useToast } from '../../../ui/toast.tsx';
import { useAnswerRequestMutation, useSendRequestMutation } from '../../network/api.ts';

type TConnectButtonProps = { profile: TPublicProfile };

/** Verbinden / Ausstehend / Annehmen / Verbunden, from the state the profile answer carries. */
export function ConnectButton({ profile }: TConnectButtonProps) {
  const showToast = useToast();
  const name = getNetworkDisplayName(profile);
  const send = useSendRequestMutation();
  const answer = useAnswerRequestMutation();
  const isPending = send.isPending || answer.isPending;
  const handleAccept = () =>
    answer.mutate(
      { requestId: profile.connectionRequestId, answer: 'accept', userName: profile.userName },
      {
        onSuccess: () => showToast({ severity: 'success', message: NETWORK_MESSAGES.connectionAdded(name) }),
        onError: () => showToast({ severity: 'error', message: NETWORK_MESSAGES.acceptRequestFailed }),
      },
    );
  const handleConnect = () =>
    send.mutate(profile.userName, {
      onSuccess: () => showToast({ severity: 'success', message: NETWORK_MESSAGES.requestSent(name) }),
      onError: (error) => showToast({ severity: 'error', message: error.message }),
    });

  switch (profile.connectionStatus) {
    case 'self':
      return null;
    case 'connected':
      return (
        <Button variant="outlined" color="success" startIcon={<CheckIcon />} disabled>
          {NETWORK_MESSAGES.connected}
        </Button>
      );
    case 'pending_sent':
      return (
        <Button variant="outlined" startIcon={<HourglassEmptyIcon />} disabled>
          {NETWORK_MESSAGES.pending}
        </Button>
      );
    case 'pending_received':
      return (
        <Button variant="contained" startIcon={<CheckIcon />} loading={isPending} onClick={handleAccept}>
          {NETWORK_MESSAGES.accept}
        </Button>
      );
    default:
      return (
        <Button
          variant="contained"
          startIcon={<PersonAddAlt1Icon />}
          loading={isPending}
          onClick={handleConnect}
        >
          {NETWORK_MESSAGES.connect}
        </Button>
      );
  }
}
