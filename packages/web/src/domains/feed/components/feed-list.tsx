import {
  FEED_LOAD_MORE_DISTANCE_PX,
  FEED_MESSAGES,
  SPONSORED_BLOCK_EVERY,
  type TFeedItem,
  type TFeedPage,
} from '@pflegepuls/shared';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { Fragment, lazy, Suspense, useMemo, type ReactNode } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { getJson } from '../../../platform/http.ts';
import { useInfiniteScroll } from '../../../ui/use-infinite-scroll.ts';
import { MomentCard } from '../../moments/components/moment-card.tsx';
import { sponsoredSlotAfter } from '../../sponsored/positions.ts';
import { feedQueryKeys, type TFeedListParams } from '../api.ts';
import { getFeedParams } from '../feed-params.ts';
import { FeedSkeleton } from './feed-skeleton.tsx';
import { PostCard } from './post-card.tsx';

// Lazy: the block and its query load after the first cards, so /feed's first load does not grow.
const SponsoredSlot = lazy(() => import('../../sponsored/components/sponsored-block.tsx'));

/** How often the feed asks whether newer items arrived. */
const NEW_ITEMS_POLL_MS = 60_000;

/** "1 neuer Beitrag" / "N neue Beiträge". */
export function newItemsLabel(count: number): string {
  return count === 1 ? '1 neuer Beitrag' : `${count} neue Beiträge`;
}

/**
 * The "N neue Beiträge" pill (000 §7 countOfNew): asks the server for the number of items newer than
 * the newest shown one, every minute and whenever the window gets the focus back, never on mount. A click jumps to the top
 * and reloads the list from its first page.
 */
function NewItemsPill({ params, newestSeen }: { params: TFeedListParams; newestSeen: number }) {
  const queryClient = useQueryClient();
  const { data: count = 0 } = useQuery({
    queryKey: ['feed-new', params, newestSeen],
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ tab: params.tab, take: '1', newestSeen: String(newestSeen) });
      if (params.category) query.set('category', params.category);
      if (params.closedAreaId !== null) query.set('closedAreaId', String(params.closedAreaId));
      return (await getJson<TFeedPage>(`/api/feed?${query}`, { signal })).countOfNew;
    },
    initialData: 0,
    initialDataUpdatedAt: () => Date.now(),
    staleTime: NEW_ITEMS_POLL_MS,
    refetchInterval: NEW_ITEMS_POLL_MS,
    // Coming back to the tab asks right away: that is when a member expects to see what is new.
    refetchOnWindowFocus: 'always',
    retry: false,
  });
  if (count <= 0) return null;

  const showNew = () => {
    // Instant: a smooth scroll stops halfway when the list below it is replaced.
    window.scrollTo({ top: 0 });
    const key = feedQueryKeys.list(params);
    // Only the first page again: the older pages would otherwise all be refetched one by one.
    queryClient.setQueryData<InfiniteData<TFeedPage, string | null>>(key, (data) =>
      data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
    );
    void queryClient.invalidateQueries({ queryKey: key });
  };

  return (
    <Box
      sx={{
        position: 'sticky',
        top: { xs: 64, md: 72 },
        zIndex: 2,
        height: 0,
        display: 'flex',
        justifyContent: 'center',
      }}
    >
      <Button
        variant="contained"
        size="small"
        onClick={showNew}
        startIcon={<ArrowUpwardRounded aria-hidden="true" />}
        aria-live="polite"
        sx={{ borderRadius: 999, boxShadow: 3, px: 2 }}
      >
        {newItemsLabel(count)}
      </Button>
    </Box>
  );
}

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
  // The page's list params from the route (the list gets items, not params); /moments has its own list.
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const { id } = useParams();
  const params = useMemo(() => getFeedParams(pathname, search, id), [pathname, search, id]);
  const isMainFeed = pathname.replace(/\/+$/, '') !== '/moments';
  const newestSeen = useMemo(() => items.reduce((max, item) => Math.max(max, item.created_at), 0), [items]);

  if (isPending) return <FeedSkeleton />;
  if (error && items.length === 0) return <FeedErrorPanel error={error} />;
  if (items.length === 0) return <>{empty}</>;

  return (
    <Box sx={{ position: 'relative' }}>
      {isMainFeed && newestSeen > 0 && <NewItemsPill params={params} newestSeen={newestSeen} />}
      <Box
        component="ul"
        // minmax(0, 1fr): a long word in one card must not widen the whole column past a phone's screen.
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}
        aria-label="Feed"
      >
        {items.map((item, index) => {
          const slot = sponsoredSlotAfter(index, SPONSORED_BLOCK_EVERY);
          return (
            <Fragment key={`${item.type}-${item.id}`}>
              <Box component="li" data-feed-item={`${item.type}-${item.id}`}>
                <FeedItemCard item={item} />
              </Box>
              {slot !== null && (
                <Suspense fallback={null}>
                  <SponsoredSlot slot={slot} closedAreaId={params.closedAreaId} />
                </Suspense>
              )}
            </Fragment>
          );
        })}
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
