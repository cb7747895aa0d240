/**
 * The heading of a channel's feed (`?channel=slug`): its name, a hint, "Folgen" / "Gefolgt" and the
 * mute button (docs/moderation.md). A lazy chunk of its own, so Mein Feed's first load does not carry
 * it.
 */
import VolumeOffIcon from '@mui/icons-material/VolumeOffRounded';
import VolumeUpIcon from '@mui/icons-material/VolumeUpRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { TChannelListItem } from '@pflegepuls/shared/feed';
import { useToast } from '../../../ui/toast.tsx';
import { useChannelsQuery } from '../api.ts';
import { useChannelFlagMutation } from '../channel-api.ts';
import { FEED_TEXTS } from '../texts.ts';
import { CHANNEL_MUTE_TEXTS as T } from './channel-mute-texts.ts';

function MuteButton({ channel }: { channel: TChannelListItem }) {
  const mute = useChannelFlagMutation('mute');
  const showToast = useToast();
  const toggle = () => {
    const on = !channel.isMuted;
    mute.mutate(
      { channelId: channel.id, on },
      {
        onError: () => showToast({ severity: 'error', message: FEED_TEXTS.actionFailed }),
        onSuccess: () => showToast({ severity: 'success', message: on ? T.muted : T.unmuted }),
      },
    );
  };
  return (
    <IconButton
      onClick={toggle}
      disabled={mute.isPending}
      aria-label={T.mute}
      title={channel.isMuted ? T.unmute : T.mute}
      aria-pressed={channel.isMuted}
      color={channel.isMuted ? 'secondary' : 'default'}
    >
      {channel.isMuted ? <VolumeUpIcon /> : <VolumeOffIcon />}
    </IconButton>
  );
}

export default function ChannelHeader({ slug }: { slug: string }) {
  const channels = useChannelsQuery();
  const follow = useChannelFlagMutation('follow');
  const showToast = useToast();
  const channel = channels.data?.find((c) => c.slug === slug);
  const toggleFollow = () => {
    if (!channel) return;
    follow.mutate(
      { channelId: channel.id, on: !channel.isFollowed },
      { onError: () => showToast({ severity: 'error', message: FEED_TEXTS.actionFailed }) },
    );
  };
  const hint = channel?.isMuted
    ? T.mutedHint
    : channel?.isFollowed
      ? FEED_TEXTS.channelFollowedHint
      : FEED_TEXTS.channelHint;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h1" variant="h5" noWrap>
          #{channel?.name ?? slug}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      </Box>
      {channel && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: 'none' }}>
          <MuteButton channel={channel} />
          <Button
            variant={channel.isFollowed ? 'outlined' : 'contained'}
            color={channel.isFollowed ? 'secondary' : 'primary'}
            onClick={toggleFollow}
            disabled={follow.isPending}
            aria-pressed={channel.isFollowed}
            sx={{ borderRadius: 999 }}
          >
            {channel.isFollowed ? FEED_TEXTS.followedChannel : FEED_TEXTS.followChannel}
          </Button>
        </Box>
      )}
    </Box>
  );
}
