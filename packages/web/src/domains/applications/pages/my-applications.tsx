/** `bewerbungen`: my applications, newest first, with their status. */
import type { TApplicationCard } from '@pflegepuls/shared/applications';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link } from '../../../platform/router.tsx';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { MemberContent } from '../../../ui/member-content.tsx';
import { useInfiniteScroll } from '../../../ui/use-infinite-scroll.ts';
import { useDiscreetCompaniesQuery, useDiscreetMutation } from '../../companies/api.ts';
import { CompanyLogo } from '../../jobs/components/job-card.tsx';
import { useMyApplicationsQuery } from '../api.ts';
import { formatDay, StatusChip } from '../components/status.tsx';
import { APPLICATION_TEXTS as T } from '../texts.ts';

/** A row of a list: the ad and company for the applicant, the person for the company. */
export function ApplicationRow({
  application,
  forCompany,
}: {
  application: TApplicationCard;
  forCompany: boolean;
}) {
  const { jobAd } = application;
  const title = forCompany ? (application.applicantName ?? '') : jobAd.title;
  const subtitle = forCompany ? application.applicantPosition : `${jobAd.company.name} · ${jobAd.city}`;
  return (
    <Card component="li" sx={{ listStyle: 'none' }}>
      <CardActionArea
        component={Link}
        to={`/bewerbungen/${application.id}`}
        sx={{ p: 2, display: 'flex', gap: 1.5, alignItems: 'center', justifyContent: 'flex-start' }}
      >
        {!forCompany && <CompanyLogo name={jobAd.company.name} logoUrl={jobAd.company.logoUrl} size={44} />}
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography sx={{ fontWeight: 700 }} noWrap>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary" noWrap>
              {subtitle}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary">
            {T.appliedOn(formatDay(application.createdAt))}
          </Typography>
        </Box>
        <StatusChip status={application.status} />
      </CardActionArea>
    </Card>
  );
}

export function RowSkeletons() {
  return (
    <Box role="status" sx={{ display: 'grid', gap: 1.5 }} aria-busy="true" aria-label={T.loading}>
      {[0, 1, 2].map((i) => (
        <Card key={i} sx={{ p: 2, display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <Skeleton variant="rounded" width={44} height={44} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="60%" />
            <Skeleton width="40%" />
          </Box>
        </Card>
      ))}
    </Box>
  );
}

/** The companies I hide from (discreet mode), with a way back; hiding starts on a company's page. */
function DiscreetList() {
  const list = useDiscreetCompaniesQuery();
  const change = useDiscreetMutation();
  const companies = list.data?.companies ?? [];
  return (
    <Card component="section" aria-labelledby="discreet-list" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
      <Typography id="discreet-list" component="h2" variant="h6" sx={{ mb: 0.5 }}>
        {T.discreet}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: companies.length ? 1.5 : 0 }}>
        {companies.length ? T.discreetSome : T.discreetNone}
      </Typography>
      {companies.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {companies.map((c) => (
            <Box component="li" key={c.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography sx={{ flex: 1, minWidth: 0 }} noWrap>
                <Link to={`/arbeitgeber/${c.id}`} style={{ color: 'inherit' }}>
                  {c.name}
                </Link>
              </Typography>
              <Button
                size="small"
                disabled={change.isPending}
                onClick={() => change.mutate({ companyId: c.id, hide: false })}
                aria-label={T.discreetEnd(c.name)}
              >
                {T.discreetEndShort}
              </Button>
            </Box>
          ))}
        </Box>
      )}
    </Card>
  );
}

export function MyApplicationsPage() {
  const query = useMyApplicationsQuery();
  const sentinel = useInfiniteScroll({
    hasMore: Boolean(query.hasNextPage),
    isLoading: query.isFetchingNextPage,
    onLoadMore: () => void query.fetchNextPage(),
  });
  const applications = query.data?.pages.flatMap((page) => page.applications) ?? [];
  return (
    <MemberContent>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 800 }}>
        {T.mine}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {T.mineIntro}
      </Typography>
      {query.isPending && <RowSkeletons />}
      {query.isError && (
        <LoadErrorAlert onRetry={() => void query.refetch()} isRetrying={query.isFetching}>
          {T.loadFailed}
        </LoadErrorAlert>
      )}
      {query.isSuccess && applications.length === 0 && (
        <Card sx={{ p: 3, textAlign: 'center', display: 'grid', gap: 1.5, justifyItems: 'center' }}>
          <Typography color="text.secondary">{T.mineEmpty}</Typography>
          <Button component={Link} to="/stellenangebote" variant="contained">
            {T.toJobs}
          </Button>
        </Card>
      )}
      {applications.length > 0 && (
        <Box component="ul" aria-label={T.mine} sx={{ display: 'grid', gap: 1.5, p: 0, m: 0 }}>
          {applications.map((application) => (
            <ApplicationRow key={application.id} application={application} forCompany={false} />
          ))}
        </Box>
      )}
      {query.isFetchingNextPage && <RowSkeletons />}
      <div ref={sentinel} aria-hidden="true" />
      <DiscreetList />
    </MemberContent>
  );
}
