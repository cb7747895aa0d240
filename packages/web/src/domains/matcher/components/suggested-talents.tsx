/**
 * "Vorgeschlagene Talente" of a job ad (docs/matcher.md), in the company's pipeline: the matcher's
 * best talents with qualification, distance, score and reasons. No contact details here: those come
 * with an application; the profile is the member's public one.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { TSuggestedTalent } from '@pflegepuls/shared/matcher';
import { Link as RouterLink } from '../../../platform/router.tsx';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { UserAvatar } from '../../../ui/user-avatar.tsx';
import { useSuggestedTalentsQuery } from '../api.ts';

export const TALENT_TEXTS = {
  heading: 'Vorgeschlagene Talente',
  intro:
    'Der Matcher schlägt dir Mitglieder vor, die zu dieser Stelle passen und Jobangebote möchten. Kontaktdaten siehst du, sobald sich jemand bewirbt.',
  empty: 'Gerade passt niemand zu dieser Stelle. Der Matcher sucht jede Nacht und bei jeder Änderung neu.',
  loading: 'Vorgeschlagene Talente werden geladen',
  loadFailed: 'Vorgeschlagene Talente konnten nicht geladen werden.',
  applied: 'Hat sich beworben',
  fits: 'Passt, weil',
  missing: 'Fehlt',
  score: (score: number) => `${score} % passend`,
} as const;
const T = TALENT_TEXTS;

function TalentRow({ talent }: { talent: TSuggestedTalent }) {
  return (
    <Card component="li" variant="outlined" sx={{ listStyle: 'none', p: { xs: 1.5, md: 2 } }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 1 }}>
        <UserAvatar person={{ fullName: talent.user.fullName, profilePicture: talent.user.profilePicture }} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Link
            component={RouterLink}
            to={`/profile/${talent.user.userName}`}
            underline="hover"
            sx={{ fontWeight: 700, color: 'text.primary' }}
          >
            {talent.user.fullName}
          </Link>
          <Typography variant="body2" color="text.secondary">
            {talent.qualification}
          </Typography>
        </Box>
        <Chip
          size="small"
          color="primary"
          label={T.score(talent.score)}
          sx={{ fontWeight: 700, flexShrink: 0 }}
        />
      </Box>
      {talent.hasApplied && (
        <Chip size="small" color="success" variant="outlined" label={T.applied} sx={{ mb: 1 }} />
      )}
      <Typography variant="body2">
        <Box component="span" sx={{ fontWeight: 600 }}>
          {T.fits}:
        </Box>{' '}
        {talent.reasons.join(' · ')}
      </Typography>
      {talent.missing.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          <Box component="span" sx={{ fontWeight: 600 }}>
            {T.missing}:
          </Box>{' '}
          {talent.missing.join(' · ')}
        </Typography>
      )}
    </Card>
  );
}

export function SuggestedTalents({ uid }: { uid: string }) {
  const query = useSuggestedTalentsQuery(uid);
  return (
    <Box component="section" aria-labelledby="talente-titel">
      <Typography id="talente-titel" component="h2" variant="h6" sx={{ fontWeight: 750, mb: 0.5 }}>
        {T.heading}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {T.intro}
      </Typography>
      {query.isPending && (
        <Box role="status" sx={{ display: 'grid', gap: 1.5 }} aria-busy="true" aria-label={T.loading}>
          <Skeleton variant="rounded" height={96} />
          <Skeleton variant="rounded" height={96} />
        </Box>
      )}
      {query.isError && (
        <LoadErrorAlert onRetry={() => void query.refetch()} isRetrying={query.isFetching}>
          {query.error.message || T.loadFailed}
        </LoadErrorAlert>
      )}
      {query.isSuccess && query.data.talents.length === 0 && <Alert severity="info">{T.empty}</Alert>}
      {query.isSuccess && query.data.talents.length > 0 && (
        <Box component="ul" aria-label={T.heading} sx={{ display: 'grid', gap: 1.5, p: 0, m: 0 }}>
          {query.data.talents.map((talent) => (
            <TalentRow key={talent.user.id} talent={talent} />
          ))}
        </Box>
      )}
    </Box>
  );
}
