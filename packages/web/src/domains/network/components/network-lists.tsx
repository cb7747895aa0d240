import {
  getNetworkDisplayName,
  NETWORK_MESSAGES as M,
  type TConnectionUser,
  type TSuggestion,
} from '@pflegepuls/shared';
import CheckIcon from '@mui/icons-material/CheckRounded';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineRounded';
import CloseIcon from '@mui/icons-material/CloseRounded';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmptyRounded';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1Rounded';
import PersonRemoveIcon from '@mui/icons-material/PersonRemoveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import { Fragment, useState, type ReactNode } from 'react';
import { useToast } from '../../../ui/toast.tsx';
import { useInfiniteScroll } from '../../../ui/use-infinite-scroll.ts';
import { useConnectionRequestCountQuery } from '../../notifications/api.ts';
import {
  useAnswerRequestMutation,
  useConnectionsQuery,
  useReceivedRequestsQuery,
  useRemoveConnectionMutation,
  useSendRequestMutation,
  useSentRequestsQuery,
  useSuggestionsQuery,
} from '../api.ts';
import { PersonCard, PersonCardSkeletons } from './person-card.tsx';

/** A friendly empty list: icon, one line. */
function EmptyList({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Card sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }} data-testid="network-empty">
      <Box aria-hidden sx={{ color: 'primary.main', mb: 1, '& svg': { fontSize: 40 } }}>
        {icon}
      </Box>
      <Typography color="text.secondary">{text}</Typography>
    </Card>
  );
}

type TPagedListProps<TPage, TItem> = {
  query: UseInfiniteQueryResult<InfiniteData<TPage>>;
  select: (page: TPage) => TItem[];
  getKey: (item: TItem) => string | number;
  renderItem: (item: TItem) => ReactNode;
  empty: ReactNode;
  /** The failure panel; gets a retry that reloads the list. */
  renderError: (retry: () => void, isRetrying: boolean) => ReactNode;
};

/** Loading skeletons, the failure panel, the empty state or the cards with infinite scroll. */
function PagedList<TPage, TItem>({
  query,
  select,
  getKey,
  renderItem,
  empty,
  renderError,
}: TPagedListProps<TPage, TItem>) {
  const sentinel = useInfiniteScroll({
    hasMore: query.hasNextPage,
    isLoading: query.isFetchingNextPage,
    onLoadMore: () => void query.fetchNextPage(),
  });
  if (query.isPending) return <PersonCardSkeletons />;
  if (query.isError && !query.data) return renderError(() => void query.refetch(), query.isFetching);
  const items = query.data?.pages.flatMap(select) ?? [];
  if (items.length === 0) return empty;
  return (
    <>
      <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
        {items.map((item) => (
          <Fragment key={getKey(item)}>{renderItem(item)}</Fragment>
        ))}
      </Stack>
      <Box ref={sentinel} sx={{ display: 'flex', justifyContent: 'center', py: 2, minHeight: 8 }}>
        {query.isFetchingNextPage && <CircularProgress size={24} aria-label="Lädt..." />}
      </Box>
    </>
  );
}

function RetryButton({ onClick, isBusy }: { onClick: () => void; isBusy: boolean }) {
  return (
    <Button variant="outlined" onClick={onClick} disabled={isBusy}>
      {M.retry}
    </Button>
  );
}

/** A load failure as an alert with 'Erneut versuchen' (discover and invitations, 000 §8). */
function LoadAlert({ text, retry, isRetrying }: { text: string; retry: () => void; isRetrying: boolean }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={retry} disabled={isRetrying}>
          {M.retry}
        </Button>
      }
    >
      {text}
    </Alert>
  );
}

// ---- Connections ----

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
            {/* 000 §4: the message action does nothing yet; it says so instead of failing silently. */}
            <Tooltip title={M.chatComingSoon}>
              <span>
                <IconButton aria-label={`${M.message}: ${M.chatComingSoon}`} disabled>
                  <ChatBubbleOutlineIcon />
                </IconButton>
              </span>
            </Tooltip>
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

// ---- Suggestions ----

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
          <Chip label={reason} size="small" color="primary" variant="outlined" />
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
        <LoadAlert text={M.discoverFailed} retry={retry} isRetrying={isRetrying} />
      )}
    />
  );
}

// ---- Requests ----

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
        <LoadAlert text={M.invitationsFailed} retry={retry} isRetrying={isRetrying} />
      )}
    />
  );
}

/** The number of received requests (the menus' badge query), for the switcher and tab labels. */
export function useReceivedCount(): number | null {
  return useConnectionRequestCountQuery().data?.count ?? null;
}

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
        <LoadAlert text={M.invitationsFailed} retry={retry} isRetrying={isRetrying} />
      )}
    />
  );
}
