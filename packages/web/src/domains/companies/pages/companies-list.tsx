/** `arbeitgeberprofile` (000 §2): the company list with search, type and distance, in infinite scroll. */
import SearchRounded from '@mui/icons-material/SearchRounded';
import {
  COMPANY_FACILITY_TYPES,
  DISTANCE_RADIUS_OPTIONS_KM,
  type TCompanyFacilityType,
} from '@pflegepuls/shared/companies';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useState } from 'react';
import { isApiError } from '../../../platform/http.ts';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { MemberContent } from '../../../ui/member-content.tsx';
import { useInfiniteScroll } from '../../../ui/use-infinite-scroll.ts';
import { useCurrentUserQuery } from '../../users/api.ts';
import { placeKey } from '../../jobs/api.ts';
import { useCompanyListQuery } from '../api.ts';
import { CompanyCard, CompanyCardSkeleton } from '../components/company-card.tsx';
import { CreateCompany } from '../components/create-company.tsx';
import { COMPANY_TEXTS as T } from '../texts.ts';

export function CompaniesPage() {
  const me = useCurrentUserQuery();
  const hasPlace = Boolean(me.data?.plz);
  const [search, setSearch] = useState('');
  const [facilityType, setFacilityType] = useState('');
  const [radius, setRadius] = useState('');
  const q = useDeferredValue(search.trim());
  const list = useCompanyListQuery(
    {
      search: q || undefined,
      facilityType: (facilityType || undefined) as TCompanyFacilityType | undefined,
      radius: hasPlace && radius ? Number(radius) : undefined,
    },
    placeKey(me.data),
  );
  const companies = list.data?.pages.flatMap((page) => page.companies) ?? [];
  const sentinel = useInfiniteScroll({
    hasMore: Boolean(list.hasNextPage),
    isLoading: list.isFetchingNextPage,
    onLoadMore: () => void list.fetchNextPage(),
  });
  const selectProps = { select: { native: true }, inputLabel: { shrink: true } } as const;

  return (
    <MemberContent>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {T.heading}
      </Typography>
      {me.data?.isAdmin && <CreateCompany />}
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1fr' }, gap: 1.5, mb: 2 }}
      >
        <TextField
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          label={T.search}
          size="small"
          sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRounded aria-hidden="true" />
                </InputAdornment>
              ),
            },
            htmlInput: { maxLength: 80, type: 'search' },
          }}
        />
        <TextField
          select
          id="company-filter-type"
          label={T.facilityType}
          value={facilityType}
          onChange={(event) => setFacilityType(event.target.value)}
          size="small"
          slotProps={selectProps}
        >
          <option value="">{T.any}</option>
          {COMPANY_FACILITY_TYPES.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </TextField>
        <TextField
          select
          id="company-filter-radius"
          label={T.radius}
          value={radius}
          onChange={(event) => setRadius(event.target.value)}
          size="small"
          disabled={!hasPlace}
          slotProps={selectProps}
        >
          <option value="">{T.anywhere}</option>
          {DISTANCE_RADIUS_OPTIONS_KM.map((km) => (
            <option key={km} value={km}>
              {km} km
            </option>
          ))}
        </TextField>
      </Box>
      {list.isPending && (
        <Box role="status" sx={{ display: 'grid', gap: 1.5 }} aria-busy="true" aria-label={T.loading}>
          <CompanyCardSkeleton />
          <CompanyCardSkeleton />
          <CompanyCardSkeleton />
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
      {list.isSuccess && companies.length === 0 && (
        <Card sx={{ p: 3, textAlign: 'center' }}>
          <Typography color="text.secondary">{T.empty}</Typography>
        </Card>
      )}
      {companies.length > 0 && (
        <Box component="ul" aria-label={T.heading} sx={{ display: 'grid', gap: 1.5, p: 0, m: 0 }}>
          {companies.map((company) => (
            <CompanyCard key={company.id} company={company} />
          ))}
        </Box>
      )}
      {list.isFetchingNextPage && <CompanyCardSkeleton />}
      <div ref={sentinel} aria-hidden="true" />
    </MemberContent>
  );
}
