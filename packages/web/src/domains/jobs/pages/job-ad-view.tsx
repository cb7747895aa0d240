/**
 * A job ad (000 §2 `stellenanzeige/{uid}/{companyName}` and `{company}/stellenanzeige/{uid}`): one
 * page under both paths; the canonical URL replaces any other in the address bar and in
 * `<link rel="canonical">`. Published ads carry schema.org `JobPosting` JSON-LD.
 */
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import BookmarkBorderRounded from '@mui/icons-material/BookmarkBorderRounded';
import BookmarkRounded from '@mui/icons-material/BookmarkRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import SendRounded from '@mui/icons-material/SendRounded';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { COMPANY_BENEFITS } from '@pflegepuls/shared/companies';
import { formatJobPay, jobAdUrl, JOB_AD_STATUS_LABELS } from '@pflegepuls/shared/jobs';
import {
  EDUCATION_OPTIONS,
  WORK_AREA_DETAILED_OPTIONS,
  WORK_AREA_HOSPITAL_OPTIONS,
  WORK_AREA_OPTIONS,
  WORK_AREA_STATIONARY_OPTIONS,
} from '@pflegepuls/shared/onboarding/options';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ReportButton } from '../../moderation/components/use-report.tsx';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from '../../../platform/router.tsx';
import { isApiError } from '../../../platform/http.ts';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { MemberContent } from '../../../ui/member-content.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useMyApplicationForAd } from '../../applications/api.ts';
import { useJobAdQuery, useSaveJobMutation } from '../api.ts';
import { CompanyLogo, employmentLabel, ShiftIcons, VerifiedMark } from '../components/job-card.tsx';
import { jobPostingJsonLd } from '@pflegepuls/shared/job-posting';
import { JOB_TEXTS as T } from '../texts.ts';

const SUB_AREAS = [
  ...WORK_AREA_HOSPITAL_OPTIONS,
  ...WORK_AREA_STATIONARY_OPTIONS,
  ...WORK_AREA_DETAILED_OPTIONS,
];
const labelOf = (list: ReadonlyArray<{ value: string; label: string }>, value: string | null) =>
  value ? (list.find((o) => o.value === value)?.label ?? value) : null;

function formatDate(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}.${m}.${y}`;
}

/**
 * Adds an element to <head> while the page shows, in place of one matching `selector` (the
 * server's HTML of the ad's page carries its JSON-LD and canonical link already).
 */
function useHeadElement(create: (() => HTMLElement) | null, key: string, selector: string) {
  useEffect(() => {
    document.head.querySelector(selector)?.remove();
    if (!create) return;
    const element = create();
    document.head.appendChild(element);
    return () => element.remove();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for what `create` builds.
  }, [key]);
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 650 }}>
        {children}
      </Typography>
    </Box>
  );
}

export function JobAdPage() {
  const params = useParams();
  const uid = params['uid'];
  const location = useLocation();
  const navigate = useNavigate();
  const query = useJobAdQuery(uid);
  const save = useSaveJobMutation();
  const mine = useMyApplicationForAd(uid, Boolean(query.data && !query.data.canEdit));
  const toast = useToast();
  const ad = query.data;
  const canonical = ad ? jobAdUrl(ad.uid, ad.company.name) : null;
  const isSubRoute = Boolean(params['*']);

  useEffect(() => {
    if (canonical && !isSubRoute && location.pathname !== canonical)
      void navigate(canonical, { replace: true });
  }, [canonical, isSubRoute, location.pathname, navigate]);
  useEffect(() => {
    if (ad) document.title = `${ad.title} – ${ad.company.name}`;
  }, [ad]);
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const jsonLd = ad ? jobPostingJsonLd(ad, origin) : null;
  useHeadElement(
    jsonLd
      ? () => {
          const script = document.createElement('script');
          script.type = 'application/ld+json';
          script.id = 'job-posting-ld';
          script.textContent = JSON.stringify(jsonLd).replace(/</g, '\\u003c');
          return script;
        }
      : null,
    jsonLd ? JSON.stringify(jsonLd) : '',
    'script#job-posting-ld',
  );
  useHeadElement(
    canonical
      ? () => {
          const link = document.createElement('link');
          link.rel = 'canonical';
          link.href = `${origin}${canonical}`;
          return link;
        }
      : null,
    canonical ?? '',
    'link[rel="canonical"]',
  );

  if (query.isPending)
    return (
      <MemberContent>
        <Card role="status" sx={{ p: 3 }} aria-busy="true" aria-label="Stellenanzeige wird geladen">
          <Skeleton width="80%" height={36} />
          <Skeleton width="40%" />
          <Skeleton width="55%" />
          <Skeleton variant="rounded" height={160} sx={{ mt: 2 }} />
        </Card>
      </MemberContent>
    );
  if (query.isError)
    return (
      <MemberContent>
        {isApiError(query.error, 404, 422) ? (
          <Card sx={{ p: 3, textAlign: 'center' }}>
            <Typography component="h1" variant="h6" sx={{ mb: 1 }}>
              {T.notFound}
            </Typography>
            <Button component={Link} to="/stellenangebote">
              {T.back}
            </Button>
          </Card>
        ) : (
          <LoadErrorAlert onRetry={() => void query.refetch()} isRetrying={query.isFetching}>
            {T.loadFailed}
          </LoadErrorAlert>
        )}
      </MemberContent>
    );

  if (!ad) return null;
  const pay = formatJobPay(ad);
  const notice = ad.status === 'published' ? null : T.statusNotice[ad.status];
  const toggleSave = () =>
    save.mutate(
      { uid: ad.uid, save: !ad.isSaved },
      { onError: () => toast({ message: T.saveFailed, severity: 'error' }) },
    );
  return (
    <MemberContent>
      <Button component={Link} to="/stellenangebote" startIcon={<ArrowBackRounded />} sx={{ mb: 1.5 }}>
        {T.back}
      </Button>
      <Box component="article" sx={{ display: 'grid', gap: 2 }}>
        {notice && (
          <Alert severity={ad.status === 'filled' || ad.status === 'expired' ? 'warning' : 'info'}>
            {notice}
          </Alert>
        )}
        <Card sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }}>
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <CompanyLogo name={ad.company.name} logoUrl={ad.company.logoUrl} size={56} />
            <Box sx={{ minWidth: 0 }}>
              <Typography
                component="h1"
                variant="h5"
                sx={{ fontWeight: 800, lineHeight: 1.25, overflowWrap: 'anywhere', hyphens: 'auto' }}
              >
                {ad.title}
              </Typography>
              <Typography variant="body2">
                <Link to={`/arbeitgeber/${ad.company.id}`} style={{ color: 'inherit' }}>
                  {ad.company.name}
                </Link>{' '}
                {ad.company.isVerified && <VerifiedMark />}
              </Typography>
            </Box>
          </Box>
          <Typography
            variant="body2"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}
          >
            <PlaceOutlined fontSize="small" aria-hidden="true" />
            {[ad.street, `${ad.plz} ${ad.city}`].filter(Boolean).join(', ')}
            {ad.distance !== null && <strong>· {T.km(ad.distance)}</strong>}
          </Typography>
          <ShiftIcons shifts={ad.shiftModels} />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={ad.isSaved ? <BookmarkRounded /> : <BookmarkBorderRounded />}
              onClick={toggleSave}
              aria-pressed={ad.isSaved}
              disabled={save.isPending}
            >
              {ad.isSaved ? T.saved : T.save}
            </Button>
            {!ad.canEdit && ad.status === 'published' && !mine.isPending && (
              <Button
                component={Link}
                to={mine.data ? `/bewerbungen/${mine.data.id}` : `${canonical}/bewerben`}
                variant={mine.data ? 'outlined' : 'contained'}
                startIcon={<SendRounded />}
              >
                {mine.data ? T.applied : T.apply}
              </Button>
            )}
            {ad.canEdit && (
              <Button
                component={Link}
                to={`/arbeitgeber/${ad.company.id}/stellenanzeigen/${ad.uid}`}
                variant="outlined"
                startIcon={<EditRounded />}
              >
                {T.edit}
              </Button>
            )}
            {ad.canEdit && (
              <Button
                component={Link}
                to={`/arbeitgeber/${ad.company.id}/stellenanzeigen/${ad.uid}/bewerbungen`}
                variant="outlined"
                startIcon={<PeopleAltOutlined />}
              >
                {T.pipeline}
              </Button>
            )}
            {ad.canEdit && <Chip label={JOB_AD_STATUS_LABELS[ad.status]} sx={{ fontWeight: 700 }} />}
            {!ad.canEdit && <ReportButton contentType="job_ad" contentId={ad.id} />}
          </Box>
        </Card>
        <Card component="section" aria-labelledby="job-facts" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="job-facts" component="h2" variant="h6" sx={{ mb: 1.5 }}>
            {T.facts}
          </Typography>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' },
              gap: 2,
            }}
          >
            <Fact label={T.employmentType}>{employmentLabel(ad)}</Fact>
            <Fact label="Vergütung">{pay ?? '–'}</Fact>
            <Fact label={T.workArea}>
              {[labelOf(WORK_AREA_OPTIONS, ad.workArea), labelOf(SUB_AREAS, ad.workSubArea)]
                .filter(Boolean)
                .join(' · ')}
            </Fact>
            <Fact label={T.qualification}>{labelOf(EDUCATION_OPTIONS, ad.qualification)}</Fact>
            <Fact label={T.start}>{ad.startDate ? formatDate(ad.startDate) : T.startNow}</Fact>
            {ad.endDate && <Fact label={T.endDate}>{formatDate(ad.endDate)}</Fact>}
            {ad.driverLicenseRequired && <Fact label="Führerschein">{T.driverLicense}</Fact>}
          </Box>
        </Card>
        <Card component="section" aria-labelledby="job-description" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="job-description" component="h2" variant="h6" sx={{ mb: 1 }}>
            {T.tasks}
          </Typography>
          {/* Sanitised on the server to an allowlist of structure tags without attributes (docs/jobs.md). */}
          <Box
            sx={{
              '& h3': { fontSize: 17, mt: 2, mb: 0.5 },
              '& h4': { fontSize: 15 },
              '& p': { my: 1 },
              lineHeight: 1.6,
            }}
            dangerouslySetInnerHTML={{ __html: ad.descriptionHtml }}
          />
        </Card>
        {ad.benefits.length > 0 && (
          <Card component="section" aria-labelledby="job-benefits" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography id="job-benefits" component="h2" variant="h6" sx={{ mb: 1 }}>
              {T.benefits}
            </Typography>
            <Box
              component="ul"
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
            >
              {ad.benefits.map((b) => (
                <li key={b}>
                  <Chip label={labelOf(COMPANY_BENEFITS, b)} />
                </li>
              ))}
            </Box>
          </Card>
        )}
        {ad.contact && (
          <Card component="section" aria-labelledby="job-contact" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography id="job-contact" component="h2" variant="h6" sx={{ mb: 1 }}>
              {T.contact}
            </Typography>
            <Typography sx={{ fontWeight: 700 }}>{ad.contact.name}</Typography>
            {ad.contact.position && <Typography variant="body2">{ad.contact.position}</Typography>}
            {ad.contact.email && (
              <Typography variant="body2">
                <a href={`mailto:${ad.contact.email}`}>{ad.contact.email}</a>
              </Typography>
            )}
            {ad.contact.phone && (
              <Typography variant="body2">
                <a href={`tel:${ad.contact.phone.replace(/\s+/g, '')}`}>{ad.contact.phone}</a>
              </Typography>
            )}
          </Card>
        )}
        <Button
          component={Link}
          to={`/arbeitgeber/${ad.company.id}`}
          variant="text"
          sx={{ justifySelf: 'start' }}
        >
          {T.toCompany}
        </Button>
      </Box>
    </MemberContent>
  );
}
