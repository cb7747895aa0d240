/**
 * The "N neue Beiträge" pill of the feed list (000 §7 countOfNew), a lazy chunk of its own. Its
 * poll is the one query hook of the feed outside api.ts (key from there): here it stays out of
 * /feed's first load, which does not render the pill.
 */
import type { TFeedPage } from '@pflegepuls/shared/feed';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getJson } from '../../../platform/http.ts';
import { feedQueryKeys, reloadFeedFromStart, type TFeedListParams } from '../api.ts';

/** How often the feed asks whether newer items arrived. */
const NEW_ITEMS_POLL_MS = 60_000;

/**
 * The number of items newer than `newestSeen` in a feed (000 §7 countOfNew): asked every minute and
 * whenever the window gets the focus back, never on mount.
 */
function useNewItemsCountQuery(params: TFeedListParams, newestSeen: number) {
  return useQuery({
    queryKey: feedQueryKeys.newItems(params, newestSeen),
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
}

/** "1 neuer Beitrag" / "N neue Beiträge". */
export function newItemsLabel(count: number): string {
  return count === 1 ? '1 neuer Beitrag' : `${count} neue Beiträge`;
}

/**
 * The "N neue Beiträge" pill (000 §7 countOfNew): asks the server for the number of items newer than
 * the newest shown one, every minute and whenever the window gets the focus back, never on mount. A click jumps to the top
 * and reloads the list from its first page.
 */
export default function NewItemsPill({
  params,
  newestSeen,
}: {
  params: TFeedListParams;
  newestSeen: number;
}) {
  const queryClient = useQueryClient();
  const { data: count = 0 } = useNewItemsCountQuery(params, newestSeen);
  if (count <= 0) return null;

  const showNew = () => {
    // Instant: a smooth scroll stops halfway when the list below it is replaced.
    window.scrollTo({ top: 0 });
    void reloadFeedFromStart(queryClient, params);
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
