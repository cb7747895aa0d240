/**
 * The channels the member muted, each with "Aufheben" (the settings' "Stummgeschaltet" section,
 * docs/moderation.md). Muting itself is in a channel's header (channel-bar.tsx).
 */
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '../../../platform/router.tsx';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useChannelsQuery } from '../api.ts';
import { useChannelFlagMutation } from '../channel-api.ts';
import { channelPath } from '../feed-params.ts';
import { FEED_TEXTS } from '../texts.ts';
import { CHANNEL_MUTE_TEXTS } from './channel-mute-texts.ts';

export function MutedChannels() {
  const channels = useChannelsQuery();
  const mute = useChannelFlagMutation('mute');
  const showToast = useToast();
  if (channels.isPending) return <Skeleton variant="rounded" height={48} />;
  if (channels.isError)
    return (
      <LoadErrorAlert onRetry={() => void channels.refetch()} isRetrying={channels.isFetching}>
        Deine Kanäle konnten nicht geladen werden.
      </LoadErrorAlert>
    );
  const muted = channels.data.filter((c) => c.isMuted);
  if (muted.length === 0)
    return <Typography color="text.secondary">Du hast keinen Kanal stummgeschaltet.</Typography>;
  return (
    <List disablePadding aria-label="Stummgeschaltete Kanäle">
      {muted.map((channel) => (
        <ListItem
          key={channel.id}
          disableGutters
          secondaryAction={
            <Button
              size="small"
              disabled={mute.isPending}
              aria-label={`Stummschaltung von #${channel.name} aufheben`}
              onClick={() =>
                mute.mutate(
                  { channelId: channel.id, on: false },
                  {
                    onSuccess: () => showToast({ severity: 'success', message: CHANNEL_MUTE_TEXTS.unmuted }),
                    onError: () => showToast({ severity: 'error', message: FEED_TEXTS.actionFailed }),
                  },
                )
              }
            >
              Aufheben
            </Button>
          }
        >
          <ListItemText
            primary={
              <Link component={RouterLink} to={channelPath(channel.slug, null)} underline="hover">
                #{channel.name}
              </Link>
            }
            secondary="Kanal"
            sx={{ pr: 12 }}
          />
        </ListItem>
      ))}
    </List>
  );
}
