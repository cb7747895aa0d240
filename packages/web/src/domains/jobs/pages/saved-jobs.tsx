/** "Gemerkt" on the job page (`stellenangebote?ansicht=gemerkt`): my saved ads, last saved first. */
import type { TJobAdCard } from '@pflegepuls/shared/jobs';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useInfiniteScroll } from '../../../ui/use-infinite-scroll.ts';
import { useSaveJobMutation, useSavedJobsQuery } from '../api.ts';
import { JobCard, JobCardSkeleton } from '../components/job-card.tsx';
import { JOB_TEXTS as T } from '../texts.ts';

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
      {list.isPending && (
        <Box sx={{ display: 'grid', gap: 1.5 }} aria-busy="true" aria-label={T.loading}>
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
