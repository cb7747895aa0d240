/**
 * "Passende Jobs für dich" (docs/matcher.md): the member's best open matches with "passt, weil …"
 * and "fehlt: …". The section on the jobs page shows three and opens to all (so the list of all
 * ads stays near the top on a phone); the right panel's card shows three. Members who do not want job offers see nothing here; a missing postal code or answer is
 * said once, with where to fix it.
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
import { jobAdUrl } from '@pflegepuls/shared/jobs';
import type { TJobMatch, TJobMatchList } from '@pflegepuls/shared/matcher';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { useMyJobMatchesQuery } from '../api.ts';

export const JOB_MATCH_TEXTS = {
  heading: 'Passende Jobs für dich',
  fits: 'Passt, weil',
  missing: 'Fehlt',
  score: (score: number) => `${score} % passend`,
  loading: 'Passende Jobs werden geladen',
  loadFailed: 'Passende Jobs konnten nicht geladen werden.',
  showAll: 'Alle passenden Jobs',
  showMore: (n: number) => `Alle ${n} anzeigen`,
  toProfile: 'Angaben ergänzen',
} as const;
const T = JOB_MATCH_TEXTS;

/** Nothing to show: no matches and no hint worth giving (a member who wants no offers is not asked again). */
export function isNothingToShow(list: TJobMatchList | undefined): boolean {
  return list !== undefined && list.matches.length === 0 && (!list.hint || list.hint.code === 'no_offers');
}

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

/**
 * The member's matches: `limit` of them with `reasons` reasons each; `compact` for the right panel
 * (no heading of its own, a link to the jobs page).
 */
export function JobMatches({
  limit,
  reasons,
  compact = false,
}: {
  limit: number;
  reasons: number;
  compact?: boolean;
}) {
  const query = useMyJobMatchesQuery();
  const [expanded, setExpanded] = useState(false);
  if (query.isPending)
    return (
      <Box aria-busy="true" aria-label={T.loading}>
        <MatchSkeleton />
        {!compact && <MatchSkeleton />}
      </Box>
    );
  if (query.isError)
    return (
      <LoadErrorAlert onRetry={() => void query.refetch()} isRetrying={query.isFetching}>
        {T.loadFailed}
      </LoadErrorAlert>
    );
  const { matches, hint } = query.data;
  if (isNothingToShow(query.data)) return null;
  if (matches.length === 0 && hint) {
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
  }
  return (
    <>
      <Box component="ul" sx={{ m: 0, p: 0 }}>
        {matches.slice(0, expanded ? matches.length : limit).map((match) => (
          <MatchItem key={match.jobAd.uid} match={match} reasons={reasons} />
        ))}
      </Box>
      {!compact && !expanded && matches.length > limit && (
        <Button size="small" onClick={() => setExpanded(true)} sx={{ mt: 0.5 }}>
          {T.showMore(matches.length)}
        </Button>
      )}
      {compact && matches.length > 0 && (
        <Button component={RouterLink} to="/stellenangebote#passende-jobs" size="small" sx={{ mt: 0.5 }}>
          {T.showAll}
        </Button>
      )}
    </>
  );
}

/** The jobs page's section (members only). */
export function JobMatchesSection() {
  const query = useMyJobMatchesQuery();
  if (isNothingToShow(query.data)) return null;
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
      <JobMatches limit={3} reasons={3} />
    </Card>
  );
}
