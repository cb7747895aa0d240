/**
 * "Passende Jobs für dich" (docs/matcher.md) on the jobs page: the member's best open matches with
 * "passt, weil …" and "fehlt: …", three at first and then all (so the list of all ads stays near the
 * top on a phone). A missing postal code or answer is said once, with where to fix it. The desktop
 * right panel has a card of its own.
 */
import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { jobAdUrl } from '@pflegepuls/shared/job-urls';
import type { TJobMatch } from '@pflegepuls/shared/matcher';
import { useState } from 'react';
import { Link as RouterLink } from '../../../platform/router.tsx';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { useMyJobMatchesQuery } from '../api.ts';

export const JOB_MATCH_TEXTS = {
  heading: 'Passende Jobs für dich',
  fits: 'Passt, weil',
  missing: 'Fehlt',
  score: (score: number) => `${score} % passend`,
  loading: 'Passende Jobs werden geladen',
  loadFailed: 'Passende Jobs konnten nicht geladen werden.',
  showMore: (n: number) => `Alle ${n} anzeigen`,
  toProfile: 'Angaben ergänzen',
} as const;
const T = JOB_MATCH_TEXTS;

function MatchItem({ match, reasons }: { match: TJobMatch; reasons: number }) {
  const { jobAd } = match;
  const place = `${jobAd.company.name} · ${jobAd.city}`;
  return (
    <Box
      component="li"
      sx={{ listStyle: 'none', py: 1.25, '& + &': { borderTop: 1, borderColor: 'divider' } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Link
            component={RouterLink}
            to={jobAdUrl(jobAd.uid, jobAd.company.name)}
            underline="hover"
            sx={{ fontWeight: 700, color: 'text.primary', display: 'block' }}
          >
            {jobAd.title}
          </Link>
          <Typography variant="body2" color="text.secondary">
            {place}
          </Typography>
        </Box>
        <Chip
          size="small"
          color="primary"
          label={T.score(match.score)}
          sx={{ fontWeight: 700, flexShrink: 0 }}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        <Box component="span" sx={{ fontWeight: 600 }}>
          {T.fits}:
        </Box>{' '}
        {match.reasons.slice(0, reasons).join(' · ')}
      </Typography>
      {match.missing.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          <Box component="span" sx={{ fontWeight: 600 }}>
            {T.missing}:
          </Box>{' '}
          {match.missing.slice(0, reasons).join(' · ')}
        </Typography>
      )}
    </Box>
  );
}

function MatchSkeleton() {
  return (
    <Box sx={{ py: 1.25 }}>
      <Skeleton variant="text" width="70%" />
      <Skeleton variant="text" width="50%" />
      <Skeleton variant="text" width="90%" />
    </Box>
  );
}

const SHOWN = 3;
const REASONS_SHOWN = 3;

/** The list, its loading and error states, or the hint why it is empty. */
function JobMatchList() {
  const query = useMyJobMatchesQuery();
  const [expanded, setExpanded] = useState(false);
  if (query.isPending)
    return (
      <Box role="status" aria-busy="true" aria-label={T.loading}>
        <MatchSkeleton />
        <MatchSkeleton />
      </Box>
    );
  if (query.isError)
    return (
      <LoadErrorAlert onRetry={() => void query.refetch()} isRetrying={query.isFetching}>
        {T.loadFailed}
      </LoadErrorAlert>
    );
  const { matches, hint } = query.data;
  if (matches.length === 0 && hint)
    return (
      <Alert
        severity="info"
        action={
          <Button
            component={RouterLink}
            to={`/einstellungen?bereich=${hint.code === 'no_plz' ? 'profil' : 'job'}`}
            color="inherit"
            size="small"
          >
            {T.toProfile}
          </Button>
        }
      >
        {hint.text}
      </Alert>
    );
  return (
    <>
      <Box component="ul" sx={{ m: 0, p: 0 }}>
        {matches.slice(0, expanded ? matches.length : SHOWN).map((match) => (
          <MatchItem key={match.jobAd.uid} match={match} reasons={REASONS_SHOWN} />
        ))}
      </Box>
      {!expanded && matches.length > SHOWN && (
        <Button size="small" onClick={() => setExpanded(true)} sx={{ mt: 0.5 }}>
          {T.showMore(matches.length)}
        </Button>
      )}
    </>
  );
}

/**
 * The jobs page's section (members only); nothing when there are no matches and no hint worth
 * giving (a member who wants no offers is not asked again here).
 */
export function JobMatchesSection() {
  const { data } = useMyJobMatchesQuery();
  if (data && data.matches.length === 0 && (!data.hint || data.hint.code === 'no_offers')) return null;
  return (
    <Card
      component="section"
      id="passende-jobs"
      aria-labelledby="passende-jobs-titel"
      sx={{ p: { xs: 1.5, md: 2 }, mb: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <AutoAwesomeRounded color="primary" aria-hidden="true" />
        <Typography id="passende-jobs-titel" component="h2" variant="h6" sx={{ fontWeight: 750 }}>
          {T.heading}
        </Typography>
      </Box>
      <JobMatchList />
    </Card>
  );
}
