/**
 * `arbeitgeber/{companyId}` (000 §2, §3 "Company: loaded by companyId"): the profile with cover, logo,
 * about, photos, benefits, locations, contact and the open job ads; the company's own team (and admins) also see
 * every ad with its state and the editor's entry points.
 */
import AddRounded from '@mui/icons-material/AddRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import { COMPANY_BENEFITS, COMPANY_SIZES } from '@pflegepuls/shared/companies';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ReportButton } from '../../moderation/components/use-report.tsx';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Link, useParams } from '../../../platform/router.tsx';
import { isApiError } from '../../../platform/http.ts';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { MemberContent } from '../../../ui/member-content.tsx';
import { placeKey, useCompanyJobAdsQuery, useJobListQuery } from '../../jobs/api.ts';
import { CompanyLogo, JobCard, JobCardSkeleton, VerifiedMark } from '../../jobs/components/job-card.tsx';
import { useCurrentUserQuery } from '../../users/api.ts';
import { useCompanyQuery } from '../api.ts';
import { CompanyAdminTools } from '../components/admin-tools.tsx';
import { DiscreetCard } from '../components/discreet-card.tsx';
import { facilityLabel } from '../components/company-card.tsx';
import { CompanyPhotoGallery } from '../components/photo-gallery.tsx';
import { COMPANY_TEXTS as T } from '../texts.ts';
import { HiddenMark } from '../../moderation/components/hidden-mark.tsx';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Card>
  );
}

// The company's posts (docs/feed.md): the feed's own section, loaded with the page's first paint.
const CompanyPostsSection = lazy(() => import('../../feed/components/company-posts-section.tsx'));

function parseId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function CompanyPage() {
  const companyId = parseId(useParams()['companyId']);
  const me = useCurrentUserQuery();
  const query = useCompanyQuery(companyId);
  const company = query.data;
  const canEdit = Boolean(company && (company.myRole !== null || me.data?.isAdmin));
  const open = useJobListQuery({ companyId: companyId ?? undefined, sort: 'date' }, placeKey(me.data));
  const team = useCompanyJobAdsQuery(companyId ?? 0, canEdit);
  const openAds = open.data?.pages.flatMap((p) => p.jobAds) ?? [];
  const teamAds = team.data?.pages.flatMap((p) => p.jobAds) ?? [];
  useEffect(() => {
    if (company) document.title = company.name;
  }, [company]);

  if (companyId === null || (query.isError && isApiError(query.error, 404, 422)))
    return (
      <MemberContent>
        <Card sx={{ p: 3, textAlign: 'center' }}>
          <Typography component="h1" variant="h6" sx={{ mb: 1 }}>
            {T.notFound}
          </Typography>
          <Button component={Link} to="/arbeitgeberprofile">
            {T.back}
          </Button>
        </Card>
      </MemberContent>
    );
  if (query.isError)
    return (
      <MemberContent>
        <LoadErrorAlert onRetry={() => void query.refetch()} isRetrying={query.isFetching}>
          {T.loadFailed}
        </LoadErrorAlert>
      </MemberContent>
    );
  if (!company)
    return (
      <MemberContent>
        <Card role="status" sx={{ p: 3 }} aria-busy="true" aria-label="Arbeitgeberprofil wird geladen">
          <Skeleton variant="rounded" height={120} />
          <Skeleton width="60%" height={36} sx={{ mt: 2 }} />
          <Skeleton width="40%" />
        </Card>
      </MemberContent>
    );

  const size = COMPANY_SIZES.find((s) => s.value === company.size)?.label;
  return (
    <MemberContent>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Card sx={{ overflow: 'hidden' }}>
          <Box
            aria-hidden="true"
            sx={{
              ...(company.coverUrl
                ? { aspectRatio: '8 / 3', maxHeight: 260 }
                : { height: { xs: 96, sm: 140 } }),
              background: company.coverUrl
                ? `center / cover url(${company.coverUrl})`
                : 'linear-gradient(120deg, #FFA940 0%, #ffd59e 60%, #fff1dc 100%)',
            }}
          />
          <Box sx={{ p: { xs: 2, sm: 3 }, pt: 0, display: 'grid', gap: 1 }}>
            <Box sx={{ mt: -4 }}>
              <CompanyLogo name={company.name} logoUrl={company.logoUrl} size={72} />
            </Box>
            <Typography component="h1" variant="h5" sx={{ fontWeight: 800 }}>
              {company.name} {company.isVerified && <VerifiedMark />}
            </Typography>
            {company.isHidden && (
              <Box>
                <HiddenMark />
              </Box>
            )}
            <Typography variant="body2" color="text.secondary">
              {[facilityLabel(company.facilityType), size, company.locations[0]?.city]
                .filter(Boolean)
                .join(' · ')}
              {company.distance !== null && ` · ${company.distance.toLocaleString('de-DE')} km`}
            </Typography>
            {canEdit && (
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
                <Button
                  component={Link}
                  to={`/arbeitgeber/${company.id}/bearbeiten`}
                  variant="outlined"
                  startIcon={<EditRounded />}
                >
                  {T.editProfile}
                </Button>
                <Button
                  component={Link}
                  to={`/arbeitgeber/${company.id}/stellenanzeigen/neu`}
                  variant="contained"
                  startIcon={<AddRounded />}
                >
                  {T.newAd}
                </Button>
              </Box>
            )}
            {!canEdit && me.data && (
              <Box sx={{ mt: 0.5, ml: -0.5 }}>
                <ReportButton contentType="company" contentId={company.id} />
              </Box>
            )}
          </Box>
        </Card>
        {me.data?.isAdmin && <CompanyAdminTools company={company} />}
        {me.data && company.myRole === null && (
          <DiscreetCard companyId={company.id} companyName={company.name} />
        )}
        {company.about && (
          <Section id="company-about" title={T.about}>
            <Typography sx={{ whiteSpace: 'pre-line', lineHeight: 1.6 }}>{company.about}</Typography>
          </Section>
        )}
        {company.photos.length > 0 && (
          <Section id="company-photos" title={T.gallery}>
            <CompanyPhotoGallery company={company} />
          </Section>
        )}
        {company.benefits.length > 0 && (
          <Section id="company-benefits" title={T.benefits}>
            <Box
              component="ul"
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
            >
              {company.benefits.map((b) => (
                <li key={b}>
                  <Chip label={COMPANY_BENEFITS.find((o) => o.value === b)?.label ?? b} />
                </li>
              ))}
            </Box>
          </Section>
        )}
        <Section id="company-jobs" title={`${T.jobs} (${company.openJobAdsCount})`}>
          {open.isPending && <JobCardSkeleton />}
          {open.isSuccess && openAds.length === 0 && (
            <Typography color="text.secondary">{T.noJobs}</Typography>
          )}
          <Box component="ul" sx={{ display: 'grid', gap: 1.5, p: 0, m: 0 }}>
            {openAds.map((ad) => (
              <JobCard key={ad.uid} ad={ad} />
            ))}
          </Box>
          {open.hasNextPage && (
            <Button
              onClick={() => void open.fetchNextPage()}
              disabled={open.isFetchingNextPage}
              sx={{ mt: 1 }}
            >
              Weitere laden
            </Button>
          )}
        </Section>
        {canEdit && (
          <Section id="company-team-ads" title={T.team}>
            {team.isPending && <JobCardSkeleton />}
            <Box component="ul" sx={{ display: 'grid', gap: 1.5, p: 0, m: 0 }}>
              {teamAds.map((ad) => (
                <JobCard
                  key={ad.uid}
                  ad={ad}
                  showStatus
                  action={
                    <Button
                      component={Link}
                      to={`/arbeitgeber/${company.id}/stellenanzeigen/${ad.uid}`}
                      size="small"
                      variant="outlined"
                      startIcon={<EditRounded />}
                      sx={{ justifySelf: 'start' }}
                      aria-label={`${ad.title} bearbeiten`}
                    >
                      Bearbeiten
                    </Button>
                  }
                />
              ))}
            </Box>
            {team.hasNextPage && (
              <Button
                onClick={() => void team.fetchNextPage()}
                disabled={team.isFetchingNextPage}
                sx={{ mt: 1 }}
              >
                Weitere laden
              </Button>
            )}
          </Section>
        )}
        <Section id="company-locations" title={T.locations}>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {company.locations.map((l) => (
              <li key={l.id}>
                <Typography variant="body2">
                  {[l.street, `${l.plz} ${l.city}`, l.country === 'DE' ? null : l.country]
                    .filter(Boolean)
                    .join(', ')}
                </Typography>
              </li>
            ))}
          </Box>
        </Section>
        {company.contactPerson && (
          <Section id="company-contact" title={T.contact}>
            <Typography sx={{ fontWeight: 700 }}>{company.contactPerson.name}</Typography>
            {company.contactPerson.position && (
              <Typography variant="body2">{company.contactPerson.position}</Typography>
            )}
            {company.contactPerson.email && (
              <Typography variant="body2">
                <a href={`mailto:${company.contactPerson.email}`}>{company.contactPerson.email}</a>
              </Typography>
            )}
            {company.contactPerson.phone && (
              <Typography variant="body2">{company.contactPerson.phone}</Typography>
            )}
          </Section>
        )}
        <Suspense fallback={null}>
          <CompanyPostsSection companyId={company.id} isTeam={company.myRole !== null} />
        </Suspense>
      </Box>
    </MemberContent>
  );
}
