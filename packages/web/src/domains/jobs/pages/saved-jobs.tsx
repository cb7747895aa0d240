/** "Gemerkt" on the job page (`stellenangebote?ansicht=gemerkt`): my saved ads, last saved first. */
import type { TJobAdCard } from '@pflegepuls/shared/jobs';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useInfiniteScroll } from '../../../ui/use-infinite-scroll.ts';
import { Link } from '../../../platform/router.tsx';
import { useJobSearchesQuery, useJobSearchMutation, useSaveJobMutation, useSavedJobsQuery } from '../api.ts';
import { JobCard, JobCardSkeleton } from '../components/job-card.tsx';
import { JOB_TEXTS as T } from '../texts.ts';

/** My saved searches with their alerts: open the list with their filters, or delete them. */
function SavedSearches() {
  const searches = useJobSearchesQuery();
  const change = useJobSearchMutation();
  const toast = useToast();
  const list = searches.data?.searches ?? [];
  return (
    <Card component="section" aria-labelledby="job-searches" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
      <Typography id="job-searches" component="h2" variant="h6">
        {T.searches}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: list.length ? 1 : 0 }}>
        {searches.isSuccess && list.length === 0 ? T.searchesEmpty : T.searchesHint}
      </Typography>
      {searches.isPending && <Skeleton width="40%" />}
      {searches.isError && (
        <LoadErrorAlert onRetry={() => void searches.refetch()} isRetrying={searches.isFetching}>
          {T.searchesLoadFailed}
        </LoadErrorAlert>
      )}
      {list.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {list.map((search) => (
            <Box component="li" key={search.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography sx={{ flex: 1, minWidth: 0 }} noWrap>
                <Link to={search.url}>{search.label}</Link>
              </Typography>
              <IconButton
                aria-label={T.deleteSearch(search.label)}
                disabled={change.isPending}
                onClick={() =>
                  change.mutate(
                    { remove: search.id },
                    {
                      onSuccess: () => toast({ message: T.searchDeleted, severity: 'success' }),
                      onError: () => toast({ message: T.saveFailed, severity: 'error' }),
                    },
                  )
                }
              >
                <DeleteOutlineRounded />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
    </Card>
  );
}

export function SavedJobs() {
  const list = useSavedJobsQuery();
  const save = useSaveJobMutation();
  const toast = useToast();
  const ads = list.data?.pages.flatMap((page) => page.jobAds) ?? [];
  const sentinel = useInfiniteScroll({
    hasMore: Boolean(list.hasNextPage),
    isLoading: list.isFetchingNextPage,
    onLoadMore: () => void list.fetchNextPage(),
  });
  const toggleSave = (ad: TJobAdCard) =>
    save.mutate(
      { uid: ad.uid, save: !ad.isSaved },
      { onError: () => toast({ message: T.saveFailed, severity: 'error' }) },
    );
  return (
    <>
      <SavedSearches />
      {list.isPending && (
        <Box role="status" sx={{ display: 'grid', gap: 1.5 }} aria-busy="true" aria-label={T.loading}>
          <JobCardSkeleton />
          <JobCardSkeleton />
        </Box>
      )}
      {list.isError && (
        <LoadErrorAlert onRetry={() => void list.refetch()} isRetrying={list.isFetching}>
          {T.loadFailed}
        </LoadErrorAlert>
      )}
      {list.isSuccess && ads.length === 0 && (
        <Card sx={{ p: 3, textAlign: 'center' }}>
          <Typography color="text.secondary">{T.emptySaved}</Typography>
        </Card>
      )}
      {ads.length > 0 && (
        <Box component="ul" aria-label={T.savedTab} sx={{ display: 'grid', gap: 1.5, p: 0, m: 0 }}>
          {ads.map((ad) => (
            <JobCard key={ad.uid} ad={ad} onToggleSave={toggleSave} />
          ))}
        </Box>
      )}
      <div ref={sentinel} aria-hidden="true" />
    </>
  );
}
