import type { TCurrentUser } from '@pflegepuls/shared/users';
import { PAGE_SKELETON_DELAY_MS } from '../../../ui/screen.ts';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { Link as RouterLink, useSearchParams } from '../../../platform/router.tsx';
import { Delayed } from '../../../ui/delayed.tsx';
import { MemberContent } from '../../../ui/member-content.tsx';
import { useCurrentUserQuery } from '../api.ts';
import { AccountSettings } from '../components/settings/account-settings.tsx';
import { CvSettings } from '../components/settings/cv-settings.tsx';
import { DataSettings } from '../components/settings/data-settings.tsx';
import { NotificationSettings, PrivacySettings } from '../components/settings/privacy-settings.tsx';
import { ProfileSettings } from '../components/settings/profile-settings.tsx';
import { SessionsSettings } from '../components/settings/sessions-settings.tsx';
import { SettingsCard } from '../components/settings/settings-card.tsx';
import { SETTINGS_TABS, type TSettingsTab } from '../settings-tabs.ts';
import { useOpenProfile } from '../use-open-profile.ts';

// The events domain's calendar feed and reminder switch (docs/events.md), in its own chunk.
const CalendarSettingsCard = lazy(() => import('../../events/components/calendar-settings-card.tsx'));
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';

const TAB_LABELS: Record<TSettingsTab, string> = {
  profil: 'Profil',
  lebenslauf: 'Lebenslauf',
  job: 'Job-Präferenzen',
  konto: 'Konto',
  sitzungen: 'Sitzungen',
  privatsphaere: 'Privatsphäre',
  benachrichtigungen: 'Benachrichtigungen',
  daten: 'Daten & Konto löschen',
};

/** `/einstellungen`: the member's settings in tabs; `?bereich=` selects one (links from the ring). */
export function SettingsPage() {
  const { data: user, isPending, error, refetch } = useCurrentUserQuery();
  const [params, setParams] = useSearchParams();
  const openProfile = useOpenProfile();
  const requested = params.get('bereich') as TSettingsTab | null;
  const tab: TSettingsTab = requested && SETTINGS_TABS.includes(requested) ? requested : 'profil';

  return (
    <MemberContent>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800, fontSize: { xs: 26, sm: 32 } }}>
          Einstellungen
        </Typography>
        {user && (
          <Button
            onClick={() => openProfile(user.userName)}
            endIcon={<ArrowForwardRounded />}
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            Mein Profil
          </Button>
        )}
      </Box>
      <Tabs
        value={tab}
        onChange={(_, value: TSettingsTab) => setParams({ bereich: value }, { replace: true })}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label="Bereiche der Einstellungen"
        sx={{ mb: 2.5, borderBottom: 1, borderColor: 'divider', mx: { xs: -2, sm: 0 } }}
      >
        {SETTINGS_TABS.map((value) => (
          <Tab key={value} value={value} label={TAB_LABELS[value]} sx={{ fontWeight: 650 }} />
        ))}
      </Tabs>
      {isPending && (
        <Delayed delayMs={PAGE_SKELETON_DELAY_MS}>
          <SettingsSkeleton />
        </Delayed>
      )}
      {error && (
        <LoadErrorAlert onRetry={() => void refetch()}>
          Deine Einstellungen konnten nicht geladen werden.
        </LoadErrorAlert>
      )}
      {user && <SettingsTab tab={tab} user={user} />}
    </MemberContent>
  );
}

function SettingsTab({ tab, user }: { tab: TSettingsTab; user: TCurrentUser }) {
  switch (tab) {
    case 'profil':
      return <ProfileSettings user={user} />;
    case 'lebenslauf':
      return <CvSettings userName={user.userName} />;
    case 'job':
      return (
        <SettingsCard
          title="Job-Präferenzen"
          description="Arbeitsbereiche, Pendelstrecke und ob du Jobangebote erhalten möchtest: Du änderst sie im Assistenten."
        >
          <Button
            variant="contained"
            onClick={() => window.openOnboarding?.(user.hasTalentPhone ? 'editShort' : 'editMode')}
          >
            Job-Präferenzen bearbeiten
          </Button>
        </SettingsCard>
      );
    case 'konto':
      return <AccountSettings user={user} />;
    case 'sitzungen':
      return <SessionsSettings />;
    case 'privatsphaere':
      return (
        <Stack spacing={2}>
          <PrivacySettings user={user} />
          <SettingsCard
            title="Blockieren, Stummschalten und Moderation"
            description="Wen du blockiert oder stummgeschaltet hast, und Entscheidungen zu deinen Inhalten mit Widerspruch."
            action={
              <Button component={RouterLink} to="/einstellungen/moderation" endIcon={<ArrowForwardRounded />}>
                Öffnen
              </Button>
            }
          >
            {null}
          </SettingsCard>
        </Stack>
      );
    case 'benachrichtigungen':
      return (
        <Stack spacing={2}>
          <NotificationSettings />
          <Suspense fallback={<Skeleton variant="rounded" height={200} />}>
            <CalendarSettingsCard />
          </Suspense>
        </Stack>
      );
    case 'daten':
      return <DataSettings />;
  }
}

function SettingsSkeleton() {
  return (
    <Stack role="status" spacing={2} aria-busy="true" aria-label="Einstellungen werden geladen">
      <Skeleton variant="rounded" height={140} />
      <Skeleton variant="rounded" height={320} />
    </Stack>
  );
}
