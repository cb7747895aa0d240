import { getNetworkDisplayName, NETWORK_MESSAGES as M, type TConnectionUser } from '@pflegepuls/shared';
import CheckIcon from '@mui/icons-material/CheckRounded';
import CloseIcon from '@mui/icons-material/CloseRounded';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmptyRounded';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { useToast } from '../../../ui/toast.tsx';
import { useConnectionRequestCountQuery } from '../../notifications/api.ts';
import { useAnswerRequestMutation, useReceivedRequestsQuery } from '../api.ts';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { EmptyList, PagedList } from './network-list-parts.tsx';
import { PersonCard } from './person-card.tsx';

/** 'invitation' words toasts as Einladung (the Einladungen page), 'request' as Verbindungsanfrage. */
export type TRequestWording = 'invitation' | 'request';

function ReceivedCard({ person, wording }: { person: TConnectionUser; wording: TRequestWording }) {
  const showToast = useToast();
  const answer = useAnswerRequestMutation();
  const [pending, setPending] = useState<'accept' | 'reject' | null>(null);
  const name = getNetworkDisplayName(person);
  const handleAnswer = (kind: 'accept' | 'reject') => {
    setPending(kind);
    answer.mutate(
      { requestId: person.requestId, answer: kind, userName: person.userName },
      {
        onSuccess: () =>
          showToast({
            severity: 'success',
            message:
              kind === 'accept'
                ? M.connectionAdded(name)
                : wording === 'invitation'
                  ? M.invitationRejected(name)
                  : M.requestRejected(name),
          }),
        // The error's own message (the server's, or the spec's missing-id text) says most.
        onError: (error) =>
          showToast({
            severity: 'error',
            message:
              error.message ||
              (kind === 'accept'
                ? wording === 'invitation'
                  ? M.acceptInvitationFailed
                  : M.acceptRequestFailed
                : wording === 'invitation'
                  ? M.rejectInvitationFailed
                  : M.rejectRequestFailed),
          }),
        onSettled: () => setPending(null),
      },
    );
  };
  return (
    <PersonCard
      person={person}
      actions={
        <>
          <Button
            variant="contained"
            startIcon={pending === 'accept' ? <CircularProgress size={16} color="inherit" /> : <CheckIcon />}
            onClick={() => handleAnswer('accept')}
            disabled={answer.isPending}
          >
            {M.accept}
          </Button>
          <Button
            variant="outlined"
            color="inherit"
            startIcon={pending === 'reject' ? <CircularProgress size={16} color="inherit" /> : <CloseIcon />}
            onClick={() => handleAnswer('reject')}
            disabled={answer.isPending}
          >
            {M.reject}
          </Button>
        </>
      }
    />
  );
}

/** Requests waiting for my answer. */
export function ReceivedRequestsList({ wording }: { wording: TRequestWording }) {
  const query = useReceivedRequestsQuery();
  return (
    <PagedList
      query={query}
      select={(page) => page.invitations}
      getKey={(person) => person.requestId ?? person.id}
      renderItem={(person) => <ReceivedCard person={person} wording={wording} />}
      empty={
        <EmptyList
          icon={<HourglassEmptyIcon />}
          text={wording === 'invitation' ? M.noInvitations : M.noPendingRequests}
        />
      }
      renderError={(retry, isRetrying) => (
        <LoadErrorAlert onRetry={retry} isRetrying={isRetrying}>
          {M.invitationsFailed}
        </LoadErrorAlert>
      )}
    />
  );
}

/** The number of received requests (the menus' badge query), for the switcher and tab labels. */
export function useReceivedCount(): number | null {
  return useConnectionRequestCountQuery().data?.count ?? null;
}
