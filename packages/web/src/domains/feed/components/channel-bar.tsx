/**
 * Channels in the feed: a row of channel links above Mein Feed (followed ones marked) and the
 * header of a channel's own feed (`?channel=slug`) with its follow button. Mein Feed ranks the
 * posts of followed channels first (docs/feed-web.md).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useToast } from '../../../ui/toast.tsx';
import { useChannelsQuery, useFollowChannelMutation } from '../api.ts';
import { channelPath } from '../feed-params.ts';
import { FEED_TEXTS } from '../texts.ts';

/** Every channel as a small link; followed channels first and filled. Nothing while loading. */
export function ChannelChips({ closedAreaId }: { closedAreaId: number | null }) {
  const channels = useChannelsQuery();
  if (!channels.data?.length) return null;
  const ordered = [...channels.data].sort((a, b) => Number(b.isFollowed) - Number(a.isFollowed));
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
          title={channel.isFollowed ? FEED_TEXTS.followedChannel : undefined}
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

/** Heading of a channel's feed with "Folgen" / "Gefolgt". */
export function ChannelHeader({ slug }: { slug: string }) {
  const channels = useChannelsQuery();
  const follow = useFollowChannelMutation();
  const showToast = useToast();
  const channel = channels.data?.find((c) => c.slug === slug);
  const toggle = () => {
    if (!channel) return;
    follow.mutate(
      { channelId: channel.id, follow: !channel.isFollowed },
      { onError: () => showToast({ severity: 'error', message: FEED_TEXTS.actionFailed }) },
    );
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h1" variant="h5" noWrap>
          #{channel?.name ?? slug}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {channel?.isFollowed ? FEED_TEXTS.channelFollowedHint : FEED_TEXTS.channelHint}
        </Typography>
      </Box>
      {channel && (
        <Button
          variant={channel.isFollowed ? 'outlined' : 'contained'}
          color={channel.isFollowed ? 'secondary' : 'primary'}
          onClick={toggle}
          disabled={follow.isPending}
          aria-pressed={channel.isFollowed}
          sx={{ flex: 'none', borderRadius: 999 }}
        >
          {channel.isFollowed ? FEED_TEXTS.followedChannel : FEED_TEXTS.followChannel}
        </Button>
      )}
    </Box>
  );
}
