import { SPONSORED_BLOCK_EVERY } from '@pflegepuls/shared/constants';
import type { TFeedItem } from '@pflegepuls/shared/feed';
import { FEED_MESSAGES } from '@pflegepuls/shared/feed-messages';
import { FEED_LOAD_MORE_DISTANCE_PX } from '../../../ui/screen.ts';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import {
  lazy,
  memo,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useLocation, useParams, useSearchParams } from '../../../platform/router.tsx';
import { useInfiniteScroll } from '../../../ui/use-infinite-scroll.ts';
import { MomentCard } from '../../moments/components/moment-card.tsx';
import { sponsoredSlotAfter } from '../../sponsored/positions.ts';
import { getFeedParams } from '../feed-params.ts';
import { FeedSkeleton } from './feed-skeleton.tsx';
import { PostCard } from './post-card.tsx';

// Lazy: the block and its query load after the first cards, so /feed's first load does not grow.
const SponsoredSlot = lazy(() => import('../../sponsored/components/sponsored-block.tsx'));

/** The pill is mounted this long after the list: it has nothing to say before its first poll or a
 * focus change, and its code stays out of /feed's first load. */
const NEW_ITEMS_MOUNT_DELAY_MS = 5_000;
const NewItemsPill = lazy(() => import('./new-items-pill.tsx'));

/**
 * Cards of the list's first render; the others follow in a transition right after it. A phone's
 * screen shows about two, and on a slow phone a single commit of ten cards (their DOM, styles and
 * first layout) was the start's longest task; this way the first cards paint sooner.
 */
const FIRST_RENDER_CARDS = 3;

/**
 * A feed card followed by sponsored block number `slot` (or none). The block's code and query load
 * only when the card comes near the screen, so the first load of /feed does not include them.
 * Memoised: the list re-renders for its own state (the pill, a next page) without redrawing cards
 * whose item did not change (the cache keeps an unchanged item's object).
 */
const FeedEntry = memo(function FeedEntry({
  item,
  slot,
  closedAreaId,
}: {
  item: TFeedItem;
  slot: number | null;
  closedAreaId: number | null;
}) {
  const [isNear, setIsNear] = useState(false);
  const markerRef = useCallback(
    (marker: HTMLElement | null) => {
      if (!marker || slot === null || isNear) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setIsNear(true);
            observer.disconnect();
          }
        },
        { rootMargin: '200px 0px' },
      );
      observer.observe(marker);
      return () => observer.disconnect();
    },
    [slot, isNear],
  );
  return (
    <>
      <Box component="li" data-feed-item={`${item.type}-${item.id}`}>
        <FeedItemCard item={item} />
        {slot !== null && !isNear && <Box ref={markerRef} aria-hidden="true" sx={{ height: 0 }} />}
      </Box>
      {slot !== null && isNear && (
        <Suspense fallback={null}>
          <SponsoredSlot slot={slot} closedAreaId={closedAreaId} />
        </Suspense>
      )}
    </>
  );
});

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
  const [isComplete, setIsComplete] = useState(false);
  const hasItems = items.length > 0;
  useEffect(() => {
    if (hasItems && !isComplete) startTransition(() => setIsComplete(true));
  }, [hasItems, isComplete]);
  const sentinelRef = useInfiniteScroll({
    hasMore: hasNextPage && !isFetchNextPageError && isComplete,
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
  const [pillMounted, setPillMounted] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setPillMounted(true), NEW_ITEMS_MOUNT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (isPending) return <FeedSkeleton />;
  if (error && items.length === 0) return <FeedErrorPanel error={error} />;
  if (items.length === 0) return <>{empty}</>;

  return (
    <Box sx={{ position: 'relative' }}>
      {pillMounted && isMainFeed && newestSeen > 0 && (
        <Suspense fallback={null}>
          <NewItemsPill params={params} newestSeen={newestSeen} />
        </Suspense>
      )}
      <Box
        component="ul"
        // minmax(0, 1fr): a long word in one card must not widen the whole column past a phone's screen.
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}
        aria-label="Feed"
      >
        {(isComplete ? items : items.slice(0, FIRST_RENDER_CARDS)).map((item, index) => (
          <FeedEntry
            key={`${item.type}-${item.id}`}
            item={item}
            slot={sponsoredSlotAfter(index, SPONSORED_BLOCK_EVERY)}
            closedAreaId={params.closedAreaId}
          />
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
        {!hasNextPage && !isFetchNextPageError && isComplete && (
          <Box sx={{ textAlign: 'center' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {FEED_MESSAGES.noMorePosts}
            </Typography>
            <Typography color="text.secondary" variant="body2">
              {FEED_MESSAGES.endOfFeed}
            </Typography>
          </Box>
        )}
      </Box>
    </Box>
  );
}
