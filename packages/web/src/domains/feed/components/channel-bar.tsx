/**
 * Channels in the feed: a row of channel links above Mein Feed (followed ones marked, muted ones
 * last and crossed out) and the header of a channel's own feed (`?channel=slug`) with its follow
 * and mute buttons (lazy). Mein Feed ranks the posts of followed channels first (docs/feed-web.md); a muted
 * channel's posts are only in its own feed (docs/moderation.md).
 */
import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from '../../../platform/router.tsx';
import { useChannelsQuery } from '../api.ts';
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

const ChannelHeaderLazy = lazy(() => import('./channel-header.tsx'));

/**
 * Heading of a channel's feed (a lazy chunk: Mein Feed's first load does not need it); the
 * placeholder keeps its height.
 */
export function ChannelHeader({ slug }: { slug: string }) {
  return (
    <Suspense fallback={<Box sx={{ height: 76, mb: 2 }} />}>
      <ChannelHeaderLazy slug={slug} />
    </Suspense>
  );
}
