import ComputerRounded from '@mui/icons-material/ComputerRounded';
import SmartphoneRounded from '@mui/icons-material/SmartphoneRounded';
import TabletRounded from '@mui/icons-material/TabletRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useToast } from '../../../../ui/toast.tsx';
import { settingsApi, useSessionsQuery, useUsersMutation } from '../../api.ts';
import { SettingsCard } from './settings-card.tsx';
import { LoadErrorAlert } from '../../../../ui/load-error-alert.tsx';

const DATE_TIME = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' });
const ICONS = { desktop: ComputerRounded, mobile: SmartphoneRounded, tablet: TabletRounded } as const;

/** The member's sessions; any but the current one can be ended. */
export function SessionsSettings() {
  const { data: sessions, isPending, error, refetch } = useSessionsQuery();
  const showToast = useToast();
  const endOne = useUsersMutation(settingsApi.endSession);
  const endOthers = useUsersMutation(settingsApi.endOtherSessions);
  const notify = {
    onSuccess: (answer: { message: string }) => showToast({ severity: 'success', message: answer.message }),
    onError: (e: Error) => showToast({ severity: 'error', message: e.message }),
  };
  const hasOthers = (sessions ?? []).some((session) => !session.isCurrent);

  return (
    <SettingsCard
      title="Sitzungen"
      description="Geräte, auf denen du gerade angemeldet bist."
      action={
        hasOthers ? (
          <Button
            color="error"
            loading={endOthers.isPending}
            onClick={() => endOthers.mutate(undefined, notify)}
          >
            Alle anderen beenden
          </Button>
        ) : undefined
      }
    >
      {isPending && <Skeleton variant="rounded" height={72} />}
      {error && (
        <LoadErrorAlert onRetry={() => void refetch()}>
          Deine Sitzungen konnten nicht geladen werden.
        </LoadErrorAlert>
      )}
      <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {sessions?.map((session) => {
          const Icon = ICONS[session.deviceType];
          return (
            <Box
              component="li"
              key={session.id}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1.5,
                p: 1.5,
                borderRadius: 2,
                bgcolor: 'action.hover',
              }}
            >
              <Icon sx={{ color: 'text.secondary' }} />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 650 }}>{session.device}</Typography>
                  {session.isCurrent && <Chip size="small" color="primary" label="Diese Sitzung" />}
                </Box>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  Zuletzt aktiv {DATE_TIME.format(session.lastActiveAt)} · angemeldet seit{' '}
                  {DATE_TIME.format(session.createdAt)}
                </Typography>
              </Box>
              {!session.isCurrent && (
                <Button
                  size="small"
                  color="error"
                  loading={endOne.isPending && endOne.variables === session.id}
                  onClick={() => endOne.mutate(session.id, notify)}
                >
                  Beenden
                </Button>
              )}
            </Box>
          );
        })}
      </Stack>
    </SettingsCard>
  );
}
