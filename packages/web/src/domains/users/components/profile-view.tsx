import { COUNTRY_OPTIONS } from '@pflegepuls/shared/onboarding/options';
import type { TPublicProfile } from '@pflegepuls/shared/profile';
import { LANGUAGE_LEVEL_LABELS, PROFILE_MESSAGES } from '@pflegepuls/shared/profile-messages';
import { PRIMARY_COLOR } from '../../../ui/screen.ts';
import EditRounded from '@mui/icons-material/EditRounded';
import PeopleAltRounded from '@mui/icons-material/PeopleAltRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import PsychologyRounded from '@mui/icons-material/PsychologyRounded';
import SchoolRounded from '@mui/icons-material/SchoolRounded';
import TranslateRounded from '@mui/icons-material/TranslateRounded';
import WorkOutlineRounded from '@mui/icons-material/WorkOutlineRounded';
import WorkspacePremiumRounded from '@mui/icons-material/WorkspacePremiumRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link as RouterLink } from '../../../platform/router.tsx';
import { isApiError } from '../../../platform/http.ts';
import { useDrawerTitle } from '../../../ui/drawer-stack.tsx';
import { UserAvatar } from '../../../ui/user-avatar.tsx';
import { useProfileQuery } from '../api.ts';
import { ConnectButton } from './connect-button.tsx';
import { ProfileChatActions } from '../../chat/components/profile-chat-actions.tsx';
import { ProfileSkeleton } from './profile-skeleton.tsx';
import { formatPeriod } from './format.ts';

export const SETTINGS_PATH = '/einstellungen';

type TProfileViewProps = { userName: string };

/** A member's profile: header with picture and connect state, then the CV sections. */
export function ProfileView({ userName }: TProfileViewProps) {
  const { data: profile, error, isPending, refetch, isRefetching } = useProfileQuery(userName);
  useDrawerTitle(profile?.fullName);

  if (isPending) return <ProfileSkeleton />;
  if (error) {
    const isMissing = isApiError(error, 404);
    return (
      <Alert
        severity={isMissing ? 'info' : 'error'}
        variant="outlined"
        action={
          isMissing ? undefined : (
            <Button color="inherit" size="small" loading={isRefetching} onClick={() => void refetch()}>
              {PROFILE_MESSAGES.retry}
            </Button>
          )
        }
        sx={{ alignItems: 'center' }}
      >
        {isMissing ? 'Dieses Profil gibt es nicht (mehr).' : PROFILE_MESSAGES.loadFailed}
      </Alert>
    );
  }
  return <ProfileContent profile={profile} />;
}

function countryName(code: string | null): string | null {
  if (!code) return null;
  return COUNTRY_OPTIONS.find((option) => option.value === code)?.label ?? code;
}

function ProfileContent({ profile }: { profile: TPublicProfile }) {
  const isSelf = profile.connectionStatus === 'self';
  const place = [profile.location?.city, countryName(profile.location?.country ?? null)]
    .filter(Boolean)
    .join(', ');
  const isEmpty =
    !profile.summary &&
    profile.jobExperiences.length +
      profile.educations.length +
      profile.languages.length +
      profile.skills.length +
      profile.trainings.length ===
      0;

  return (
    <Stack spacing={2} data-testid="profile-view">
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        <Box
          aria-hidden
          sx={{
            height: { xs: 88, sm: 112 },
            background: `linear-gradient(120deg, ${PRIMARY_COLOR} 0%, ${alpha(PRIMARY_COLOR, 0.55)} 55%, #FFE3BF 100%)`,
          }}
        />
        <Box sx={{ px: { xs: 2, sm: 3 }, pb: 2.5 }}>
          <Box
            sx={{
              mt: { xs: '-44px', sm: '-52px' },
              display: 'flex',
              alignItems: 'flex-end',
              justifyContent: 'space-between',
              gap: 2,
              flexWrap: 'wrap',
            }}
          >
            <Box
              sx={{
                borderRadius: '50%',
                border: '4px solid',
                borderColor: 'background.paper',
                bgcolor: 'background.paper',
                lineHeight: 0,
              }}
            >
              <UserAvatar person={profile} size={96} alt={profile.fullName} />
            </Box>
            <Box sx={{ pb: 0.5 }}>
              {isSelf ? (
                <Button
                  component={RouterLink}
                  to={SETTINGS_PATH}
                  variant="outlined"
                  startIcon={<EditRounded />}
                >
                  Profil bearbeiten
                </Button>
              ) : (
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                  <ConnectButton profile={profile} />
                  <ProfileChatActions
                    userId={profile.id}
                    userName={profile.userName}
                    name={profile.fullName}
                  />
                </Box>
              )}
            </Box>
          </Box>
          <Typography component="h1" variant="h5" sx={{ mt: 1.5, fontWeight: 750, lineHeight: 1.25 }}>
            {profile.fullName}
          </Typography>
          {profile.currentPosition && (
            <Typography sx={{ color: 'text.secondary', mt: 0.25 }}>{profile.currentPosition}</Typography>
          )}
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              columnGap: 2,
              rowGap: 0.5,
              mt: 1.25,
              color: 'text.secondary',
            }}
          >
            {place && (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                <PlaceRounded fontSize="small" />
                <Typography variant="body2">{place}</Typography>
              </Box>
            )}
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <PeopleAltRounded fontSize="small" />
              <Typography variant="body2">
                <Box component="strong" sx={{ color: 'text.primary' }}>
                  {profile.connectionsCount}
                </Box>{' '}
                Verbindungen
              </Typography>
            </Box>
          </Box>
        </Box>
      </Paper>

      {isEmpty && (
        <Paper variant="outlined" sx={{ borderRadius: 3, p: 3, textAlign: 'center' }}>
          <Typography sx={{ color: 'text.secondary' }}>
            {isSelf
              ? 'Dein Profil ist noch leer. Erzähl anderen von deiner Erfahrung, deiner Ausbildung und deinen Kenntnissen.'
              : `${profile.firstName || profile.fullName} hat noch keine Angaben zum Lebenslauf gemacht.`}
          </Typography>
          {isSelf && (
            <Button component={RouterLink} to={SETTINGS_PATH} sx={{ mt: 1.5 }} variant="contained">
              Profil vervollständigen
            </Button>
          )}
        </Paper>
      )}

      {profile.summary && (
        <ProfileSection title="Über mich">
          <Typography sx={{ whiteSpace: 'pre-line' }}>{profile.summary}</Typography>
        </ProfileSection>
      )}

      {profile.jobExperiences.length > 0 && (
        <ProfileSection title="Berufserfahrung">
          {profile.jobExperiences.map((job) => (
            <EntryRow
              key={job.id}
              icon={<WorkOutlineRounded />}
              title={job.title}
              subtitle={[job.employer, job.location].filter(Boolean).join(' · ')}
              meta={formatPeriod(job.fromMonth, job.isCurrent ? null : job.toMonth)}
              text={job.description}
            />
          ))}
        </ProfileSection>
      )}

      {profile.educations.length > 0 && (
        <ProfileSection title="Ausbildung">
          {profile.educations.map((education) => (
            <EntryRow
              key={education.id}
              icon={<SchoolRounded />}
              title={education.degree}
              subtitle={education.institution}
              meta={formatPeriod(education.fromMonth, education.toMonth)}
            />
          ))}
        </ProfileSection>
      )}

      {profile.trainings.length > 0 && (
        <ProfileSection title="Weiterbildungen">
          {profile.trainings.map((training) => (
            <EntryRow
              key={training.id}
              icon={<WorkspacePremiumRounded />}
              title={training.title}
              subtitle={training.provider ?? undefined}
              meta={String(training.year)}
            />
          ))}
        </ProfileSection>
      )}

      {profile.languages.length > 0 && (
        <ProfileSection title="Sprachen">
          {profile.languages.map((language) => (
            <EntryRow
              key={language.id}
              icon={<TranslateRounded />}
              title={language.name}
              subtitle={LANGUAGE_LEVEL_LABELS[language.level]}
            />
          ))}
        </ProfileSection>
      )}

      {profile.skills.length > 0 && (
        <ProfileSection title="Kenntnisse" icon={<PsychologyRounded sx={{ color: 'primary.main' }} />}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {profile.skills.map((skill) => (
              <Chip key={skill.id} label={skill.name} variant="outlined" sx={{ fontWeight: 600 }} />
            ))}
          </Box>
        </ProfileSection>
      )}
    </Stack>
  );
}

function ProfileSection({ title, icon, children }: { title: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ borderRadius: 3, px: { xs: 2, sm: 3 }, py: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        {icon}
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 750 }}>
          {title}
        </Typography>
      </Box>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}

type TEntryRowProps = {
  icon: ReactNode;
  title: string;
  subtitle?: string | undefined;
  meta?: string;
  text?: string | null;
};

function EntryRow({ icon, title, subtitle, meta, text }: TEntryRowProps) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5 }}>
      <Box
        aria-hidden
        sx={{
          flex: '0 0 40px',
          height: 40,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          color: 'primary.dark',
          bgcolor: alpha(PRIMARY_COLOR, 0.14),
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 650, lineHeight: 1.35 }}>{title}</Typography>
        {subtitle && <Typography variant="body2">{subtitle}</Typography>}
        {meta && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {meta}
          </Typography>
        )}
        {text && (
          <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary', whiteSpace: 'pre-line' }}>
            {text}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
