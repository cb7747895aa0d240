import { FEED_LOAD_MORE_DISTANCE_PX, FEED_MESSAGES, type TFeedItem } from '@pflegepuls/shared';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useInfiniteScroll } from '../../../ui/use-infinite-scroll.ts';
import { MomentCard } from '../../moments/components/moment-card.tsx';
import { FeedSkeleton } from './feed-skeleton.tsx';
import { PostCard } from './post-card.tsx';

export type TFeedListState = {
  items: TFeedItem[];
  isPending: boolean;
  error: Error | null;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => void;
};

/** The error panel of 000 §8: 'Failed to load feed', the error text and 'Retry' (reloads the page). */
export function FeedErrorPanel({ error }: { error: Error }) {
  return (
    <Card role="alert" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
      <ErrorOutlineRounded sx={{ fontSize: 40, color: 'error.main', mb: 1 }} aria-hidden="true" />
      <Typography component="h2" variant="h6" sx={{ mb: 0.5 }}>
        {FEED_MESSAGES.loadFailed}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        {error.message}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {FEED_MESSAGES.retry}
      </Button>
    </Card>
  );
}

/** One feed entry: a post or a moment card. */
export function FeedItemCard({ item }: { item: TFeedItem }) {
  return item.type === 'post' ? <PostCard post={item} /> : <MomentCard moment={item} />;
}

type TFeedListProps = { state: TFeedListState; empty: ReactNode };

/** Skeleton, error panel or the cards with infinite scroll and the end text (000 §4). */
export function FeedList({ state, empty }: TFeedListProps) {
  const { items, isPending, error, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } =
    state;
  const sentinelRef = useInfiniteScroll({
    hasMore: hasNextPage && !isFetchNextPageError,
    isLoading: isPending || isFetchingNextPage,
    onLoadMore: fetchNextPage,
  });

  if (isPending) return <FeedSkeleton />;
  if (error && items.length === 0) return <FeedErrorPanel error={error} />;
  if (items.length === 0) return <>{empty}</>;

  return (
    <Box sx={{ position: 'relative' }}>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }} aria-label="Feed">
        {items.map((item) => (
          <Box component="li" key={`${item.type}-${item.id}`} data-feed-item={`${item.type}-${item.id}`}>
            <FeedItemCard item={item} />
          </Box>
        ))}
      </Box>
      {/* Sits FEED_LOAD_MORE_DISTANCE_PX above the end: the next page loads 200 px before it (000 §4). */}
      <Box
        ref={sentinelRef}
        aria-hidden="true"
        sx={{ position: 'absolute', left: 0, right: 0, bottom: FEED_LOAD_MORE_DISTANCE_PX, height: '1px' }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 3, minHeight: 72 }}>
        {isFetchingNextPage && <CircularProgress size={28} aria-label="Weitere Beiträge werden geladen" />}
        {isFetchNextPageError && !isFetchingNextPage && (
          <Box role="alert" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'error.main' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {FEED_MESSAGES.loadMoreFailed}
            </Typography>
            <Button size="small" variant="outlined" color="inherit" onClick={fetchNextPage}>
              {FEED_MESSAGES.retry}
            </Button>
          </Box>
        )}
        {!hasNextPage && !isFetchNextPageError && (
          <Typography color="text.secondary" variant="body2">
            {FEED_MESSAGES.endOfFeed}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
