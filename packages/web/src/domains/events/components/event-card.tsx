/** One event in the lists: date tile, title, time, place, places left, my answer. */
import { EVENT_STATUS_LABELS, type TEventListItem } from '@pflegepuls/shared/events';
import { HiddenMark } from '../../moderation/components/hidden-mark.tsx';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link } from '../../../platform/router.tsx';
import { dayOf, eventPath, EVENT_TEXTS as T, formatEventTime } from '../texts.ts';

/** The date on the event's cover colour (the generated cover, docs/events.md). */
export function EventDateTile({ event, size = 64 }: { event: TEventListItem; size?: number }) {
  const { day, month } = dayOf(event.startsAt);
  return (
    <Box
      aria-hidden="true"
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: '14px',
        bgcolor: event.coverColor,
        // The cover picture under a dark veil keeps the white date readable.
        backgroundImage: event.coverThumbUrl
          ? `linear-gradient(rgba(0,0,0,.55), rgba(0,0,0,.55)), url(${event.coverThumbUrl})`
          : undefined,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
        color: '#fff',
        display: 'grid',
        placeContent: 'center',
        textAlign: 'center',
        lineHeight: 1,
      }}
    >
      <Box component="span" sx={{ fontSize: size * 0.36, fontWeight: 800 }}>
        {day}
      </Box>
      <Box component="span" sx={{ fontSize: size * 0.2, textTransform: 'uppercase', fontWeight: 700 }}>
        {month}
      </Box>
    </Box>
  );
}

export function EventCard({ event }: { event: TEventListItem }) {
  return (
    <Card component="li" sx={{ listStyle: 'none' }}>
      <CardActionArea
        component={Link}
        to={eventPath(event.closedAreaId ?? 1, event.id)}
        sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'flex-start', justifyContent: 'flex-start' }}
      >
        <EventDateTile event={event} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography component="h3" sx={{ fontWeight: 750, fontSize: '1rem' }}>
            {event.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
            {formatEventTime(event.startsAt, event.endsAt)}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {event.isOnline ? T.online : event.location}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 1 }}>
            <Chip size="small" label={event.category} variant="outlined" />
            {event.isCancelled && <Chip size="small" color="error" label={T.cancelled} />}
            {event.isHidden && <HiddenMark />}
            <Typography variant="body2" color="text.secondary">
              {event.capacity !== null
                ? T.places(event.attendingCount, event.capacity)
                : T.participantsCount(event.attendingCount)}
            </Typography>
            {event.authUserMemberStatus && (
              <Chip
                size="small"
                label={EVENT_STATUS_LABELS[event.authUserMemberStatus]}
                color={event.authUserMemberStatus === 'attending' ? 'primary' : 'default'}
                variant={event.authUserMemberStatus === 'attending' ? 'filled' : 'outlined'}
              />
            )}
          </Box>
        </Box>
      </CardActionArea>
    </Card>
  );
}

export function EventCardSkeleton() {
  return (
    <Card sx={{ p: 2, display: 'flex', gap: 2 }} aria-hidden="true">
      <Skeleton variant="rounded" width={64} height={64} sx={{ borderRadius: '14px' }} />
      <Box sx={{ flex: 1 }}>
        <Skeleton width="60%" height={24} />
        <Skeleton width="80%" />
        <Skeleton width="40%" />
      </Box>
    </Card>
  );
}
