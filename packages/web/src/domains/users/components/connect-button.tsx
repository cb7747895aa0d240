import {
  getNetworkDisplayName,
  NETWORK_MESSAGES,
  NETWORK_PATHS,
  type TPublicProfile,
} from '@pflegepuls/shared';
import CheckIcon from '@mui/icons-material/CheckRounded';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmptyRounded';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1Rounded';
import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../../platform/http.ts';
import { useToast } from '../../../ui/toast.tsx';
import { userQueryKeys } from '../api.ts';

type TConnectButtonProps = { profile: TPublicProfile };

/** Verbinden / Ausstehend / Annehmen / Verbunden, from the state the profile answer carries. */
export function ConnectButton({ profile }: TConnectButtonProps) {
  const queryClient = useQueryClient();
  const showToast = useToast();
  const name = getNetworkDisplayName(profile);
  const mutation = useMutation({
    mutationFn: () =>
      profile.connectionStatus === 'pending_received'
        ? postJson(NETWORK_PATHS.accept, { requestId: profile.connectionRequestId })
        : postJson(NETWORK_PATHS.sendRequest, { userName: profile.userName }),
    onSuccess: () => {
      showToast({
        severity: 'success',
        message:
          profile.connectionStatus === 'pending_received'
            ? NETWORK_MESSAGES.connectionAdded(name)
            : NETWORK_MESSAGES.requestSent(name),
      });
      void queryClient.invalidateQueries({ queryKey: userQueryKeys.profile(profile.userName) });
      void queryClient.invalidateQueries({ queryKey: ['network'] });
    },
    onError: (error) =>
      showToast({
        severity: 'error',
        message:
          profile.connectionStatus === 'pending_received'
            ? NETWORK_MESSAGES.acceptRequestFailed
            : error.message || NETWORK_MESSAGES.acceptRequestFailed,
      }),
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
        <Button
          variant="contained"
          startIcon={<CheckIcon />}
          loading={mutation.isPending}
          onClick={() => mutation.mutate()}
        >
          {NETWORK_MESSAGES.accept}
        </Button>
      );
    default:
      return (
        <Button
          variant="contained"
          startIcon={<PersonAddAlt1Icon />}
          loading={mutation.isPending}
          onClick={() => mutation.mutate()}
        >
          {NETWORK_MESSAGES.connect}
        </Button>
      );
  }
}
