import { getNetworkDisplayName, NETWORK_MESSAGES as M, type TConnectionUser } from '@pflegepuls/shared';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmptyRounded';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1Rounded';
import UndoIcon from '@mui/icons-material/UndoRounded';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useToast } from '../../../ui/toast.tsx';
import { useSentRequestsQuery, useWithdrawRequestMutation } from '../api.ts';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { EmptyList, PagedList } from './network-list-parts.tsx';
import { PersonCard } from './person-card.tsx';

/** A request I sent: 'Ausstehend', and a way to take it back. */
function SentCard({ person }: { person: TConnectionUser }) {
  const showToast = useToast();
  const withdraw = useWithdrawRequestMutation();
  const name = getNetworkDisplayName(person);
  const requestId = person.requestId;
  return (
    <PersonCard
      person={person}
      actions={
        <>
          <Chip icon={<HourglassEmptyIcon />} label={M.pending} variant="outlined" />
          {requestId !== null && (
            <Button
              variant="outlined"
              color="inherit"
              size="small"
              startIcon={<UndoIcon />}
              loading={withdraw.isPending}
              aria-label={M.withdrawLabel(name)}
              onClick={() =>
                withdraw.mutate(
                  { requestId, userName: person.userName },
                  {
                    onSuccess: (result) => showToast({ severity: 'success', message: result.message }),
                    onError: (error) =>
                      showToast({ severity: 'error', message: error.message || M.withdrawFailed }),
                  },
                )
              }
            >
              {M.withdraw}
            </Button>
          )}
        </>
      }
    />
  );
}

/** Requests I sent, each 'Ausstehend' with 'Zurückziehen'. */
export function SentRequestsList() {
  const query = useSentRequestsQuery();
  return (
    <PagedList
      query={query}
      select={(page) => page.sentRequests}
      getKey={(person) => person.requestId ?? person.id}
      renderItem={(person) => <SentCard person={person} />}
      empty={<EmptyList icon={<PersonAddAlt1Icon />} text={M.noSentRequests} />}
      renderError={(retry, isRetrying) => (
        <LoadErrorAlert onRetry={retry} isRetrying={isRetrying}>
          {M.invitationsFailed}
        </LoadErrorAlert>
      )}
    />
  );
}
