import { getNetworkDisplayName, NETWORK_MESSAGES as M, type TSuggestion } from '@pflegepuls/shared';
import CheckIcon from '@mui/icons-material/CheckRounded';
import CloseIcon from '@mui/icons-material/CloseRounded';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1Rounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useToast } from '../../../ui/toast.tsx';
import { useSendRequestMutation, useSuggestionsQuery } from '../api.ts';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { EmptyList, PagedList } from './network-list-parts.tsx';
import { PersonCard } from './person-card.tsx';

function SuggestionCard({ person, onIgnore }: { person: TSuggestion; onIgnore: () => void }) {
  const showToast = useToast();
  const send = useSendRequestMutation(M.sendFailed);
  const [state, setState] = useState<'open' | 'sent' | 'connected'>('open');
  const name = getNetworkDisplayName(person);
  const handleConnect = () =>
    send.mutate(person.userName, {
      onSuccess: (result) => {
        setState(result.isConnected ? 'connected' : 'sent');
        showToast({
          severity: 'success',
          message: result.isConnected ? M.connectionAdded(name) : M.requestSent(name),
        });
      },
      onError: (error) => showToast({ severity: 'error', message: error.message || M.sendFailed }),
    });
  const reason =
    person.suggestionReason === 'nearby' && person.distance !== null
      ? M.nearby(person.distance)
      : M.similarProfession;
  return (
    <PersonCard
      person={person}
      details={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Chip label={reason} size="small" color="secondary" variant="outlined" />
          <Chip label={M.match(person.matchPercentage)} size="small" variant="outlined" />
        </Box>
      }
      actions={
        state === 'open' ? (
          <>
            <Button
              variant="contained"
              startIcon={<PersonAddAlt1Icon />}
              onClick={handleConnect}
              disabled={send.isPending}
            >
              {M.connect}
            </Button>
            <Tooltip title={M.ignore}>
              <span>
                <IconButton aria-label={`${M.ignore}: ${name}`} onClick={onIgnore} disabled={send.isPending}>
                  <CloseIcon />
                </IconButton>
              </span>
            </Tooltip>
          </>
        ) : state === 'sent' ? (
          <Chip icon={<CheckIcon />} label={M.requestSentLabel} color="primary" />
        ) : (
          <Chip icon={<CheckIcon />} label={M.connected} color="success" variant="outlined" />
        )
      }
    />
  );
}

/** People near me and in my profession; "Ignorieren" only hides the card here (000 §4). */
export function SuggestionsList() {
  const query = useSuggestionsQuery();
  const [ignored, setIgnored] = useState<ReadonlySet<number>>(new Set());
  return (
    <PagedList
      query={query}
      select={(page) => page.suggestions.filter((person) => !ignored.has(person.id))}
      getKey={(person) => person.id}
      renderItem={(person) => (
        <SuggestionCard person={person} onIgnore={() => setIgnored((set) => new Set(set).add(person.id))} />
      )}
      empty={<EmptyList icon={<PersonAddAlt1Icon />} text={M.noSuggestions} />}
      renderError={(retry, isRetrying) => (
        <LoadErrorAlert onRetry={retry} isRetrying={isRetrying}>
          {M.discoverFailed}
        </LoadErrorAlert>
      )}
    />
  );
}
