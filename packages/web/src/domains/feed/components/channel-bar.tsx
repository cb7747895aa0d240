/**
 * Channels in the feed: a row of channel links above Mein Feed (followed ones marked, muted ones
 * last and crossed out) and the header of a channel's own feed (`?channel=slug`) with its follow
 * and mute buttons. Mein Feed ranks the posts of followed channels first (docs/feed-web.md); a muted
 * channel's posts are only in its own feed (docs/moderation.md).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import VolumeOffIcon from '@mui/icons-material/VolumeOffRounded';
import VolumeUpIcon from '@mui/icons-material/VolumeUpRounded';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useToast } from '../../../ui/toast.tsx';
import { useChannelFlagMutation, useChannelsQuery } from '../api.ts';
import { channelPath } from '../feed-params.ts';
import { FEED_TEXTS } from '../texts.ts';

/** Every channel as a small link; followed first and filled, muted last and crossed out. Nothing while loading. */
export function ChannelChips({ closedAreaId }: { closedAreaId: number | null }) {
  const channels = useChannelsQuery();
  if (!channels.data?.length) return null;
  const rank = (c: { isFollowed: boolean; isMuted: boolean }) => (c.isMuted ? 2 : c.isFollowed ? 0 : 1);
  const ordered = [...channels.data].sort((a, b) => rank(a) - rank(b));
  return (
    <Box
      component="nav"
      aria-label={FEED_TEXTS.channels}
      sx={{ display: 'flex', gap: 1, overflowX: 'auto', pb: 1, mb: 1.5, scrollbarWidth: 'none' }}
    >
      {ordered.map((channel) => (
        <Box
          key={channel.id}
          component={RouterLink}
          to={channelPath(channel.slug, closedAreaId)}
          title={
            channel.isMuted
              ? FEED_TEXTS.mutedChannel
              : channel.isFollowed
                ? FEED_TEXTS.followedChannel
                : undefined
          }
          sx={{
            flex: 'none',
            px: 1.5,
            py: 0.75,
            borderRadius: 999,
            fontSize: '0.875rem',
            fontWeight: 650,
            textDecoration: 'none',
            border: 1,
            borderColor: channel.isFollowed ? 'primary.main' : 'divider',
            bgcolor: channel.isFollowed ? 'primary.main' : 'background.paper',
            color: channel.isFollowed ? 'primary.contrastText' : 'text.secondary',
            textDecorationLine: channel.isMuted ? 'line-through' : 'none',
            '&:hover': { borderColor: 'primary.main' },
            '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
          }}
        >
          #{channel.name}
        </Box>
      ))}
    </Box>
  );
}

/** Heading of a channel's feed with "Folgen" / "Gefolgt" and the mute button. */
export function ChannelHeader({ slug }: { slug: string }) {
  const channels = useChannelsQuery();
  const follow = useChannelFlagMutation('follow');
  const mute = useChannelFlagMutation('mute');
  const showToast = useToast();
  const channel = channels.data?.find((c) => c.slug === slug);
  const onError = () => showToast({ severity: 'error', message: FEED_TEXTS.actionFailed });
  const toggleFollow = () => {
    if (channel) follow.mutate({ channelId: channel.id, on: !channel.isFollowed }, { onError });
  };
  const toggleMute = () => {
    if (!channel) return;
    const on = !channel.isMuted;
    mute.mutate(
      { channelId: channel.id, on },
      {
        onError,
        onSuccess: () =>
          showToast({
            severity: 'success',
            message: on ? FEED_TEXTS.channelMuted : FEED_TEXTS.channelUnmuted,
          }),
      },
    );
  };
  const hint = channel?.isMuted
    ? FEED_TEXTS.channelMutedHint
    : channel?.isFollowed
      ? FEED_TEXTS.channelFollowedHint
      : FEED_TEXTS.channelHint;
  const muteLabel = channel?.isMuted ? FEED_TEXTS.unmuteChannel : FEED_TEXTS.muteChannel;
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
          <Tooltip title={muteLabel} describeChild>
            <IconButton
              onClick={toggleMute}
              disabled={mute.isPending}
              aria-label={FEED_TEXTS.muteChannel}
              aria-pressed={channel.isMuted}
              color={channel.isMuted ? 'secondary' : 'default'}
            >
              {channel.isMuted ? <VolumeUpIcon /> : <VolumeOffIcon />}
            </IconButton>
          </Tooltip>
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
