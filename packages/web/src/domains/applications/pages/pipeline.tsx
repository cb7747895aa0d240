/**
 * `arbeitgeber/{companyId}/stellenanzeigen/{uid}/bewerbungen`: the pipeline of one ad for its
 * company's members. One stage at a time (in the URL, so it survives a reload), with the count of
 * every stage; oldest first, because whoever applied first is looked at first; CSV export.
 */
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import {
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABELS,
  type TApplicationStatus,
} from '@pflegepuls/shared/applications-messages';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { Link, useParams, useSearchParams } from '../../../platform/router.tsx';
import { isApiError } from '../../../platform/http.ts';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { MemberContent } from '../../../ui/member-content.tsx';
import { useInfiniteScroll } from '../../../ui/use-infinite-scroll.ts';
import { useJobAdQuery } from '../../jobs/api.ts';
import { SuggestedTalents, TALENT_TEXTS } from '../../matcher/components/suggested-talents.tsx';
import { usePipelineQuery } from '../api.ts';
import { APPLICATION_TEXTS as T } from '../texts.ts';
import { ApplicationRow, RowSkeletons } from './my-applications.tsx';

export function PipelinePage() {
  const { companyId, uid = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const requested = params.get('status');
  const showTalents = params.get('ansicht') === 'talente';
  const status: TApplicationStatus = APPLICATION_STATUSES.includes(requested as TApplicationStatus)
    ? (requested as TApplicationStatus)
    : 'received';
  const ad = useJobAdQuery(uid);
  const query = usePipelineQuery(uid, status);
  const sentinel = useInfiniteScroll({
    hasMore: !showTalents && Boolean(query.hasNextPage),
    isLoading: query.isFetchingNextPage,
    onLoadMore: () => void query.fetchNextPage(),
  });
  const counts = query.data?.pages[0]?.counts;
  const applications = query.data?.pages.flatMap((page) => page.applications) ?? [];
  const forbidden = isApiError(query.error, 403, 404);

  return (
    <MemberContent>
      <Button
        component={Link}
        to={`/arbeitgeber/${companyId}/stellenanzeigen/${uid}`}
        startIcon={<ArrowBackRounded />}
        sx={{ mb: 1.5 }}
      >
        Zur Anzeige
      </Button>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', mb: 2 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 800, flex: 1, minWidth: 240 }}>
          {ad.data ? T.pipelineHeading(ad.data.title) : T.pipeline}
        </Typography>
        {!forbidden && (
          <Button
            component="a"
            href={`/api/jobs/${uid}/applications.csv`}
            variant="outlined"
            startIcon={<FileDownloadRounded />}
          >
            {T.exportCsv}
          </Button>
        )}
      </Box>
      {forbidden ? (
        <Card sx={{ p: 3 }}>
          <Typography>{query.error?.message}</Typography>
        </Card>
      ) : (
        <>
          <Box
            component="nav"
            aria-label={T.stages}
            sx={{
              display: 'flex',
              gap: 1,
              overflowX: 'auto',
              pb: 1,
              mb: 1.5,
              mx: { xs: -2, sm: 0 },
              px: { xs: 2, sm: 0 },
            }}
          >
            {APPLICATION_STATUSES.map((s) => (
              <Button
                key={s}
                size="small"
                variant={!showTalents && s === status ? 'contained' : 'outlined'}
                aria-current={!showTalents && s === status ? 'page' : undefined}
                onClick={() => setParams({ status: s }, { replace: true })}
                sx={{ flexShrink: 0, borderRadius: 99 }}
              >
                {APPLICATION_STATUS_LABELS[s]}
                {counts ? ` (${counts[s]})` : ''}
              </Button>
            ))}
            <Button
              size="small"
              variant={showTalents ? 'contained' : 'outlined'}
              color="secondary"
              aria-current={showTalents ? 'page' : undefined}
              startIcon={<AutoAwesomeRounded />}
              onClick={() => setParams({ ansicht: 'talente' }, { replace: true })}
              sx={{ flexShrink: 0, borderRadius: 99 }}
            >
              {TALENT_TEXTS.heading}
            </Button>
          </Box>
          {showTalents ? (
            <SuggestedTalents uid={uid} />
          ) : (
            <>
              {query.isPending && <RowSkeletons />}
              {query.isError && (
                <LoadErrorAlert onRetry={() => void query.refetch()} isRetrying={query.isFetching}>
                  {T.loadFailed}
                </LoadErrorAlert>
              )}
              {query.isSuccess && applications.length === 0 && (
                <Card sx={{ p: 3, textAlign: 'center' }}>
                  <Typography color="text.secondary">{T.pipelineEmpty}</Typography>
                </Card>
              )}
              {applications.length > 0 && (
                <Box
                  component="ul"
                  aria-label={APPLICATION_STATUS_LABELS[status]}
                  sx={{ display: 'grid', gap: 1.5, p: 0, m: 0 }}
                >
                  {applications.map((application) => (
                    <ApplicationRow key={application.id} application={application} forCompany />
                  ))}
                </Box>
              )}
              {query.isFetchingNextPage && <RowSkeletons />}
              <div ref={sentinel} aria-hidden="true" />
            </>
          )}
        </>
      )}
    </MemberContent>
  );
}
