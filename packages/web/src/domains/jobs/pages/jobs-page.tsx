/**
 * `stellenangebote` (000 §2): published job ads with filters (distance from my postal code, work
 * area, employment type, shift model, qualification, pay scale), sorted by date or distance, in
 * infinite scroll. Filters live in the URL, so a filtered list can be shared and reloaded.
 */
import { DISTANCE_RADIUS_OPTIONS_KM } from '@pflegepuls/shared/companies';
import NotificationAddOutlined from '@mui/icons-material/NotificationAddOutlined';
import {
  EMPLOYMENT_TYPES,
  JOB_MESSAGES,
  PAY_SCALES,
  SHIFT_MODELS,
  type TJobAdCard,
} from '@pflegepuls/shared/jobs';
import { EDUCATION_OPTIONS, WORK_AREA_OPTIONS } from '@pflegepuls/shared/onboarding/options';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useMemo } from 'react';
import { Link, useLocation, useSearchParams } from '../../../platform/router.tsx';
import { applicationsPageOf } from '../../applications/paths.ts';
import { CompaniesPage } from '../../companies/pages/companies-list.tsx';
import { CompanyEditPage } from '../../companies/pages/company-editor.tsx';
import { CompanyPage } from '../../companies/pages/company-profile.tsx';
import { isApiError } from '../../../platform/http.ts';
import { useSetSearchParam } from '../../../platform/search-params.ts';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { MemberContent } from '../../../ui/member-content.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useInfiniteScroll } from '../../../ui/use-infinite-scroll.ts';
import { useCurrentUserQuery } from '../../users/api.ts';
import {
  placeKey,
  useJobListQuery,
  useJobSearchMutation,
  useSaveJobMutation,
  type TJobFilters,
} from '../api.ts';
import { JobMatchesSection } from '../../matcher/components/job-matches.tsx';
import { JobCard, JobCardSkeleton } from '../components/job-card.tsx';
import { JobAdEditPage } from './job-ad-editor.tsx';
import { JobAdPage } from './job-ad-view.tsx';
import { SavedJobs } from './saved-jobs.tsx';
import { JOB_TEXTS as T } from '../texts.ts';

/**
 * The application pages come as a chunk of their own, loaded from here (not from the route table,
 * whose dependency lists are part of every first load): only members who apply or hire need them.
 */
const ApplicationsArea = lazy(() => import('../../applications/pages/applications-area.tsx'));

type TOption = { value: string; label: string };

const FILTERS: Array<{ key: keyof TJobFilters; label: string; options: readonly TOption[] }> = [
  { key: 'shiftModel', label: T.shiftModel, options: SHIFT_MODELS },
  { key: 'workArea', label: T.workArea, options: WORK_AREA_OPTIONS },
  { key: 'employmentType', label: T.employmentType, options: EMPLOYMENT_TYPES },
  { key: 'qualification', label: T.qualification, options: EDUCATION_OPTIONS },
  { key: 'payScale', label: T.payScale, options: PAY_SCALES },
];

function FilterSelect({
  id,
  label,
  value,
  options,
  onChange,
  anyLabel = T.any,
  disabled,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly TOption[];
  onChange: (value: string) => void;
  anyLabel?: string;
  disabled?: boolean;
}) {
  return (
    <TextField
      select
      id={id}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      size="small"
      disabled={disabled}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{anyLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

export function JobsPage() {
  const [params] = useSearchParams();
  const setFilter = useSetSearchParam();
  const showSaved = params.get('ansicht') === 'gemerkt';
  const me = useCurrentUserQuery();
  const hasPlace = Boolean(me.data?.plz);
  const filters = useMemo<TJobFilters>(() => {
    const read = (key: string) => params.get(key) || undefined;
    const radius = Number(params.get('radius'));
    return {
      radius: hasPlace && radius > 0 ? radius : undefined,
      workArea: read('workArea'),
      employmentType: read('employmentType'),
      shiftModel: read('shiftModel'),
      qualification: read('qualification'),
      payScale: read('payScale'),
      sort: hasPlace && params.get('sort') === 'distance' ? 'distance' : 'date',
    } as TJobFilters;
  }, [params, hasPlace]);
  const list = useJobListQuery(filters, placeKey(me.data));
  const save = useSaveJobMutation();
  const searches = useJobSearchMutation();
  const toast = useToast();
  /** The filters shown now as a saved search (job alerts). */
  const saveSearch = () => {
    const { sort: _sort, ...search } = filters;
    searches.mutate(
      { save: search },
      {
        onSuccess: () => toast({ message: JOB_MESSAGES.searchSaved, severity: 'success' }),
        onError: (error) => toast({ message: error.message, severity: 'error' }),
      },
    );
  };
  const ads = list.data?.pages.flatMap((page) => page.jobAds) ?? [];
  const sentinel = useInfiniteScroll({
    hasMore: !showSaved && Boolean(list.hasNextPage),
    isLoading: list.isFetchingNextPage,
    onLoadMore: () => void list.fetchNextPage(),
  });

  const toggleSave = (ad: TJobAdCard) =>
    save.mutate(
      { uid: ad.uid, save: !ad.isSaved },
      { onError: () => toast({ message: T.saveFailed, severity: 'error' }) },
    );

  return (
    <MemberContent>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {T.heading}
      </Typography>
      <Box component="nav" aria-label={T.heading} sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Button
          component={Link}
          to="/stellenangebote"
          variant={showSaved ? 'outlined' : 'contained'}
          aria-current={showSaved ? undefined : 'page'}
        >
          {T.allTab}
        </Button>
        <Button
          component={Link}
          to="/stellenangebote?ansicht=gemerkt"
          variant={showSaved ? 'contained' : 'outlined'}
          aria-current={showSaved ? 'page' : undefined}
        >
          {T.savedTab}
        </Button>
        <Button component={Link} to="/bewerbungen" variant="outlined">
          {T.applicationsTab}
        </Button>
      </Box>
      {showSaved ? (
        <SavedJobs />
      ) : (
        <>
          {me.data && <JobMatchesSection />}
          <Box
            component="section"
            aria-label={T.filters}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' },
              gap: 1.5,
              mb: 2,
            }}
          >
            <FilterSelect
              id="job-filter-radius"
              label={T.radius}
              value={filters.radius ? String(filters.radius) : ''}
              options={DISTANCE_RADIUS_OPTIONS_KM.map((km) => ({ value: String(km), label: `${km} km` }))}
              onChange={(value) => setFilter('radius', value)}
              anyLabel={T.radiusAny}
              disabled={!hasPlace}
            />
            <FilterSelect
              id="job-filter-sort"
              label={T.sort}
              value={filters.sort === 'distance' ? 'distance' : ''}
              options={[{ value: 'distance', label: T.sortDistance }]}
              onChange={(value) => setFilter('sort', value)}
              anyLabel={T.sortDate}
              disabled={!hasPlace}
            />
            {FILTERS.map((filter) => (
              <FilterSelect
                key={filter.key}
                id={`job-filter-${filter.key}`}
                label={filter.label}
                value={String(filters[filter.key] ?? '')}
                options={filter.options}
                onChange={(value) => setFilter(filter.key, value)}
              />
            ))}
          </Box>
          {me.data && (
            <Button
              variant="outlined"
              startIcon={<NotificationAddOutlined />}
              onClick={saveSearch}
              disabled={searches.isPending}
              sx={{ mb: 2 }}
            >
              {T.saveSearch}
            </Button>
          )}
          {me.isSuccess && !hasPlace && (
            <Alert
              severity="info"
              sx={{ mb: 2 }}
              action={
                <Button component={Link} to="/einstellungen" color="inherit" size="small">
                  {T.toSettings}
                </Button>
              }
            >
              {T.noPlz}
            </Alert>
          )}
          {list.isPending && (
            <Box role="status" sx={{ display: 'grid', gap: 1.5 }} aria-busy="true" aria-label={T.loading}>
              <JobCardSkeleton />
              <JobCardSkeleton />
              <JobCardSkeleton />
            </Box>
          )}
          {list.isError &&
            (isApiError(list.error, 422) ? (
              <Alert severity="warning">{list.error.firstFieldError ?? list.error.message}</Alert>
            ) : (
              <LoadErrorAlert onRetry={() => void list.refetch()} isRetrying={list.isFetching}>
                {T.loadFailed}
              </LoadErrorAlert>
            ))}
          {list.isSuccess && ads.length === 0 && (
            <Card sx={{ p: 3, textAlign: 'center' }}>
              <Typography color="text.secondary">{T.empty}</Typography>
            </Card>
          )}
          {ads.length > 0 && (
            <Box component="ul" aria-label={T.heading} sx={{ display: 'grid', gap: 1.5, p: 0, m: 0 }}>
              {ads.map((ad) => (
                <JobCard key={ad.uid} ad={ad} onToggleSave={toggleSave} />
              ))}
            </Box>
          )}
          {list.isFetchingNextPage && (
            <Box role="status" sx={{ mt: 1.5 }} aria-busy="true" aria-label={T.loading}>
              <JobCardSkeleton />
            </Box>
          )}
          <div ref={sentinel} aria-hidden="true" />
        </>
      )}
    </MemberContent>
  );
}

/**
 * Every job and company route in one page module: each page module and each loadable adds bytes
 * (its import and the list of its dependencies) to the first load's route table, which must not
 * grow (docs/jobs.md). The path picks the page.
 */
export function JobsAreaPage() {
  const { pathname } = useLocation();
  if (applicationsPageOf(pathname))
    return (
      <Suspense
        fallback={
          <MemberContent>
            <JobCardSkeleton />
          </MemberContent>
        }
      >
        <ApplicationsArea />
      </Suspense>
    );
  if (pathname === '/stellenangebote') return <JobsPage />;
  if (pathname === '/arbeitgeberprofile') return <CompaniesPage />;
  if (/^\/arbeitgeber\/[^/]+\/bearbeiten\/?$/.test(pathname)) return <CompanyEditPage />;
  if (/^\/arbeitgeber\/[^/]+\/stellenanzeigen\//.test(pathname)) return <JobAdEditPage />;
  if (/^\/arbeitgeber\/[^/]+\/?$/.test(pathname)) return <CompanyPage />;
  return <JobAdPage />;
}
