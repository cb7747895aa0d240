import { NETWORK_MESSAGES as M } from '@pflegepuls/shared';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmptyRounded';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1Rounded';
import Chip from '@mui/material/Chip';
import { useSentRequestsQuery } from '../api.ts';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { EmptyList, PagedList } from './network-list-parts.tsx';
import { PersonCard } from './person-card.tsx';

/** Requests I sent, each 'Ausstehend'. */
export function SentRequestsList() {
  const query = useSentRequestsQuery();
  return (
    <PagedList
      query={query}
      select={(page) => page.sentRequests}
      getKey={(person) => person.requestId ?? person.id}
      renderItem={(person) => (
        <PersonCard
          person={person}
          actions={<Chip icon={<HourglassEmptyIcon />} label={M.pending} variant="outlined" />}
        />
      )}
      empty={<EmptyList icon={<PersonAddAlt1Icon />} text={M.noSentRequests} />}
      renderError={(retry, isRetrying) => (
        <LoadErrorAlert onRetry={retry} isRetrying={isRetrying}>
          {M.invitationsFailed}
        </LoadErrorAlert>
      )}
    />
  );
}
