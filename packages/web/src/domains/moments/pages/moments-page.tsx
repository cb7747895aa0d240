/**
 * Real Talk (000 §2): /moments and a closed area's /closed_area/:id/moments. Anonymous moments,
 * newest first: 5 at first, then 15 at a time (000 §9), with pull-to-refresh and infinite scroll.
 */
import type { TFeedItem } from '@pflegepuls/shared/feed';
import { MOMENT_MESSAGES } from '@pflegepuls/shared/moments-messages';
import { PULL_TO_REFRESH_THRESHOLD_FEED } from '../../../ui/screen.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useParams } from '../../../platform/router.tsx';
import { MemberContent } from '../../../ui/member-content.tsx';
import { PullToRefresh } from '../../../ui/pull-to-refresh.tsx';
import { ComposerPrompt } from '../../feed/components/composer-prompt.tsx';
import { CreateSheetHost } from '../../feed/components/create-sheet-host.tsx';
import { EmptyState } from '../../feed/components/empty-state.tsx';
import { FeedList } from '../../feed/components/feed-list.tsx';
import { FEED_TEXTS } from '../../feed/texts.ts';
import { getCreateTitle, useOpenCreateDrawer } from '../../feed/use-create-drawers.ts';
import { momentsQueryOptions, useMomentsQuery } from '../api.ts';

/** The first paint of /moments shows the list's first page (routes.tsx, TPrepareFirstPaint). */
export function prepareFirstPaint(queryClient: QueryClient): Promise<unknown> {
  return queryClient.prefetchInfiniteQuery(momentsQueryOptions(null));
}

/** The Real Talk page. */
export function MomentsPage() {
  const { id } = useParams();
  const closedAreaId = id && /^\d+$/.test(id) ? Number(id) : null;
  const moments = useMomentsQuery(closedAreaId);
  const openCreate = useOpenCreateDrawer();
  const items = useMemo<TFeedItem[]>(() => {
    const seen = new Set<number>();
    return (moments.data?.pages ?? []).flatMap((page) =>
      page.data.filter((moment) => !seen.has(moment.id) && seen.add(moment.id)),
    );
  }, [moments.data]);
  const handleCreate = () => openCreate('moment', closedAreaId === null ? undefined : { closedAreaId });

  return (
    <MemberContent>
      <PullToRefresh threshold={PULL_TO_REFRESH_THRESHOLD_FEED} onRefresh={() => moments.refetch()}>
        <Box>
          <Typography component="h1" variant="h5" sx={{ mb: 0.5 }}>
            {FEED_TEXTS.momentsHeading}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2.5 }}>
            {FEED_TEXTS.momentsEmptyHint}
          </Typography>
          <ComposerPrompt onOpen={handleCreate} label={getCreateTitle('moment', closedAreaId)} />
          <FeedList
            state={{
              items,
              isPending: moments.isPending,
              error: moments.error,
              hasNextPage: moments.hasNextPage,
              isFetchingNextPage: moments.isFetchingNextPage,
              isFetchNextPageError: moments.isFetchNextPageError,
              fetchNextPage: () => void moments.fetchNextPage(),
            }}
            empty={
              <EmptyState
                icon="💬"
                title={MOMENT_MESSAGES.empty}
                text={FEED_TEXTS.momentsEmptyHint}
                action={
                  <Button variant="contained" onClick={handleCreate}>
                    {getCreateTitle('moment', closedAreaId)}
                  </Button>
                }
              />
            }
          />
        </Box>
      </PullToRefresh>
      <CreateSheetHost />
    </MemberContent>
  );
}
