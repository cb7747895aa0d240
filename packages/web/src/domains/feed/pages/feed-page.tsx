/**
 * The feed (000 §2/§4): /feed with the tabs 'Mein Feed' / 'Entdecken' (?tab=discover) and
 * ?category=moments|employer, /{slug}-community, /arbeitgeber-feed (company posts, with the
 * "Als <Firma> posten" composer for members of companies), and a closed area's feed at /closed_area/:id and /closed_area/:id/feed
 * (membership is guarded by the shell). `?moment={id}` (a moment notification on desktop) opens that
 * moment's comment drawer; `?channel=slug` shows one channel's posts with its follow button.
 */
import { FEED_MESSAGES } from '@pflegepuls/shared/feed-messages';
import { PULL_TO_REFRESH_THRESHOLD_FEED } from '../../../ui/screen.ts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { useLocation, useParams, useSearchParams } from '../../../platform/router.tsx';
import { MemberContent } from '../../../ui/member-content.tsx';
import { PullToRefresh } from '../../../ui/pull-to-refresh.tsx';
import { invalidateMomentsList, momentsQueryOptions } from '../../moments/api.ts';
import { MomentsStrip } from '../../moments/components/moments-strip.tsx';
import {
  channelsQueryOptions,
  feedQueryOptions,
  flattenFeedPages,
  useFeedQuery,
  type TFeedListParams,
  type TFeedTab,
} from '../api.ts';
import { ChannelChips, ChannelHeader } from '../components/channel-bar.tsx';
import { ComposerPrompt } from '../components/composer-prompt.tsx';
import { CreateSheetHost } from '../components/create-sheet-host.tsx';
import { EmptyState } from '../components/empty-state.tsx';
import { FeedList } from '../components/feed-list.tsx';
import { FeedTabs } from '../components/feed-tabs.tsx';
import { getFeedParams } from '../feed-params.ts';
import { FEED_TEXTS } from '../texts.ts';
import { useOpenCreateDrawer } from '../use-create-drawers.ts';
import { useOpenComments } from '../use-open-comments.ts';

const EmployerComposer = lazy(() => import('../components/employer-composer.tsx'));

/** Opens the comment drawer of the moment in `?moment=` once, and drops the parameter. */
function useMomentFromQuery() {
  const [search, setSearch] = useSearchParams();
  const openComments = useOpenComments();
  const momentId = Number(search.get('moment'));
  const handledId = useRef(0);
  useEffect(() => {
    if (!Number.isInteger(momentId) || momentId <= 0) {
      handledId.current = 0;
      return;
    }
    if (handledId.current === momentId) return;
    handledId.current = momentId;
    // The address changes first: the drawer's history entry copies it, so going back closes the
    // drawer on /feed instead of landing on ?moment= again and reopening it.
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('moment');
        return next;
      },
      { replace: true },
    );
    openComments({ type: 'moment', id: momentId });
  }, [momentId, openComments, setSearch]);
}

/** Which parts above the list a feed route shows (its first paint's data follows from them). */
function getFeedParts(params: TFeedListParams) {
  const showTabs = params.category !== 'employer' && params.channel === null;
  return {
    showTabs,
    channelChips: showTabs && params.tab === 'my' && params.category === null,
    momentsStrip: showTabs && params.category !== 'moments',
  };
}

/**
 * What the first paint of a feed route shows (routes.tsx, TPrepareFirstPaint): the list's first
 * page, and the moments strip and the channels where the route shows them.
 */
export function prepareFirstPaint(queryClient: QueryClient, location: Location): Promise<unknown> {
  const params = getFeedParams(location.pathname, new URLSearchParams(location.search), undefined);
  const parts = getFeedParts(params);
  return Promise.all([
    queryClient.prefetchInfiniteQuery(feedQueryOptions(params)),
    parts.momentsStrip && queryClient.prefetchInfiniteQuery(momentsQueryOptions(params.closedAreaId)),
    (parts.channelChips || params.channel !== null) && queryClient.prefetchQuery(channelsQueryOptions()),
  ]);
}

/** Feed page for all feed routes. */
export function FeedPage() {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const { id } = useParams();
  const params = useMemo(() => getFeedParams(pathname, search, id), [pathname, search, id]);
  const feed = useFeedQuery(params);
  const queryClient = useQueryClient();
  const openCreate = useOpenCreateDrawer();
  const items = useMemo(() => flattenFeedPages(feed.data), [feed.data]);
  const isEmployer = params.category === 'employer';
  const isChannel = params.channel !== null;
  const { showTabs, channelChips, momentsStrip } = getFeedParts(params);
  useMomentFromQuery();

  const handleRefresh = () =>
    Promise.all([feed.refetch(), invalidateMomentsList(queryClient, params.closedAreaId)]);

  const tabLink = (tab: TFeedTab) => {
    const next = new URLSearchParams(search);
    if (tab === 'discover') next.set('tab', 'discover');
    else next.delete('tab');
    const query = next.toString();
    return query ? `${pathname}?${query}` : pathname;
  };

  const empty = (
    <EmptyState
      icon={isEmployer ? '🏥' : '✍️'}
      title={FEED_MESSAGES.noPosts}
      text={
        isEmployer ? FEED_TEXTS.employerEmpty : isChannel ? FEED_TEXTS.channelEmpty : FEED_TEXTS.feedEmpty
      }
    />
  );

  return (
    <MemberContent>
      <PullToRefresh threshold={PULL_TO_REFRESH_THRESHOLD_FEED} onRefresh={handleRefresh}>
        <Box>
          {params.channel !== null ? (
            <ChannelHeader slug={params.channel} />
          ) : (
            <Typography component="h1" variant="h5" sx={{ mb: showTabs ? 1 : 2 }}>
              {isEmployer
                ? FEED_TEXTS.employerFeedHeading
                : params.category === 'moments'
                  ? FEED_TEXTS.momentsHeading
                  : FEED_TEXTS.feedHeading}
            </Typography>
          )}
          {showTabs && (
            <FeedTabs
              label="Feed-Ansicht"
              value={params.tab}
              tabs={[
                { value: 'my', label: FEED_TEXTS.tabMy, to: tabLink('my') },
                { value: 'discover', label: FEED_TEXTS.tabDiscover, to: tabLink('discover') },
              ]}
            />
          )}
          {channelChips && <ChannelChips closedAreaId={params.closedAreaId} />}
          {momentsStrip && (
            <>
              <ComposerPrompt
                onOpen={() =>
                  openCreate(
                    'post',
                    params.closedAreaId === null ? undefined : { closedAreaId: params.closedAreaId },
                  )
                }
              />
              <MomentsStrip closedAreaId={params.closedAreaId} />
            </>
          )}
          {isEmployer && (
            <Suspense fallback={null}>
              <EmployerComposer />
            </Suspense>
          )}
          <FeedList
            state={{
              items,
              isPending: feed.isPending,
              error: feed.error,
              hasNextPage: feed.hasNextPage,
              isFetchingNextPage: feed.isFetchingNextPage,
              isFetchNextPageError: feed.isFetchNextPageError,
              fetchNextPage: () => void feed.fetchNextPage(),
            }}
            empty={empty}
          />
        </Box>
      </PullToRefresh>
      <CreateSheetHost />
    </MemberContent>
  );
}
