/**
 * Parts the network lists share (connections-list.tsx, received-requests-list.tsx,
 * sent-requests-list.tsx, suggestions-list.tsx): the paged list with skeletons, failure panel, empty
 * state and infinite scroll, and the retry controls.
 */
import { NETWORK_MESSAGES as M } from '@pflegepuls/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { useInfiniteScroll } from '../../../ui/use-infinite-scroll.ts';
import { PersonCardSkeletons } from './person-card.tsx';

/** A friendly empty list: icon, one line. */
export function EmptyList({ icon, text }: { icon: ReactNode; text: string }) {
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
export function PagedList<TPage, TItem>({
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

/** 'Erneut versuchen' as an outlined button, disabled while the retry runs. */
export function RetryButton({ onClick, isBusy }: { onClick: () => void; isBusy: boolean }) {
  return (
    <Button variant="outlined" onClick={onClick} disabled={isBusy}>
      {M.retry}
    </Button>
  );
}
