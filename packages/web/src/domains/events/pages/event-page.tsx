/**
 * An event (000 §2): /closed_area/{id}/events/{eventId} with the sub-route `invite_users`. The
 * answer buttons and the action menu follow `authUserMemberStatus` (000 §6); organisers get their
 * tools. 'Invalid event ID' for a missing or malformed id (000 §5).
 */
import {
  EVENT_MESSAGES,
  EVENT_STATUS_LABELS,
  type TEventAnswer,
  type TEventDetail,
} from '@pflegepuls/shared/events';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import PersonAddRounded from '@mui/icons-material/PersonAddRounded';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from '../../../platform/router.tsx';
import { describeError, isApiError } from '../../../platform/http.ts';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { MemberContent } from '../../../ui/member-content.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { ReportMenuItem, useReport } from '../../moderation/components/use-report.tsx';
import { getNameInitials } from '../../../ui/user-avatar.tsx';
import { parseAreaId, parseGroupId } from '../../groups/paths.ts';
import { useAnswerMutation, useCoverMutation, useEventQuery } from '../api.ts';
import { EventDateTile } from '../components/event-card.tsx';
import type { TOrganiserDialog } from '../components/organiser-dialogs.tsx';
import { eventPath, eventsPath, EVENT_TEXTS as T, formatEventTime } from '../texts.ts';
import { HiddenMark } from '../../moderation/components/hidden-mark.tsx';

const InviteDialog = lazy(() => import('../components/invite-dialog.tsx'));
const EventFormDialog = lazy(() => import('../components/event-form-dialog.tsx'));
const OrganiserDialog = lazy(() => import('../components/organiser-dialogs.tsx'));

function Problem({ message, back }: { message: string; back: string }) {
  return (
    <MemberContent>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {message}
      </Alert>
      <Button component={RouterLink} to={back} startIcon={<ArrowBackRounded />}>
        {T.back}
      </Button>
    </MemberContent>
  );
}

function DetailSkeleton() {
  return (
    <MemberContent>
      <Box role="status" aria-busy="true" aria-label="Event wird geladen">
        <Skeleton variant="rounded" height={120} sx={{ mb: 2 }} />
        <Skeleton width="70%" height={36} />
        <Skeleton width="50%" />
        <Skeleton width="40%" />
        <Skeleton variant="rounded" height={160} sx={{ mt: 2 }} />
      </Box>
    </MemberContent>
  );
}

/** Zusagen / Vielleicht / Absagen, changeable until the start. */
function AnswerButtons({ event }: { event: TEventDetail }) {
  const answer = useAnswerMutation(event.id);
  const showToast = useToast();
  const status = event.authUserMemberStatus;
  const current = status === 'waitlisted' ? 'attending' : status === 'invited' ? null : status;
  const full = event.capacity !== null && event.attendingCount >= event.capacity && status !== 'attending';
  const groupId = useId();
  if (!event.permissions.answer) {
    if (event.isCancelled) return null;
    return <Alert severity="info">{event.hasEnded ? T.over : T.started}</Alert>;
  }
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography id={groupId} variant="subtitle2">
        {status === 'invited' ? T.invitedHint : T.yourAnswer}
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        color="primary"
        value={current}
        aria-labelledby={groupId}
        disabled={answer.isPending}
        onChange={(_e, value: TEventAnswer | null) => {
          if (value && value !== current)
            answer.mutate(value, {
              onError: (error) => showToast({ message: describeError(error), severity: 'error' }),
            });
        }}
      >
        <ToggleButton value="attending">{T.attend}</ToggleButton>
        <ToggleButton value="maybe">{T.maybe}</ToggleButton>
        <ToggleButton value="declined">{T.decline}</ToggleButton>
      </ToggleButtonGroup>
      {status === 'waitlisted' && event.authUserWaitlistPosition !== null && (
        <Alert severity="info">{T.waitlistPosition(event.authUserWaitlistPosition)}</Alert>
      )}
      {full && status !== 'waitlisted' && (
        <Typography variant="body2" color="text.secondary">
          {T.waitlistHint}
        </Typography>
      )}
    </Box>
  );
}

/** The action menu by member status (000 §6): calendar file for everyone, organiser tools. */
function ActionMenu({
  event,
  base,
  onDialog,
}: {
  event: TEventDetail;
  base: string;
  onDialog: (d: TOrganiserDialog | 'edit') => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const navigate = useNavigate();
  const close = () => setAnchor(null);
  const organise = event.permissions.organise;
  const cover = useCoverMutation(event.id);
  const showToast = useToast();
  const { openReport, reportDialog } = useReport();
  const open = (d: TOrganiserDialog | 'edit') => {
    close();
    onDialog(d);
  };
  return (
    <>
      <IconButton
        aria-label={T.actions}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertRounded />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem component="a" href={`/api/events/${event.id}/calendar.ics`} download onClick={close}>
          {T.addToCalendar}
        </MenuItem>
        {!organise && <ReportMenuItem onClose={close} onReport={() => openReport('event', event.id)} />}
        {event.permissions.attendanceConfirmation && (
          <MenuItem component="a" href={`/api/events/${event.id}/attendance.pdf`} download onClick={close}>
            {T.attendance}
          </MenuItem>
        )}
        {organise && !event.isCancelled && <MenuItem onClick={() => open('edit')}>{T.edit}</MenuItem>}
        {organise && !event.isCancelled && (
          <MenuItem component="label">
            {T.cover}
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              hidden
              onChange={(e) => {
                const file = e.target.files?.[0];
                close();
                if (file)
                  cover.mutate(file, {
                    onSuccess: () => showToast({ message: T.coverSaved, severity: 'success' }),
                    onError: (error) => showToast({ message: describeError(error), severity: 'error' }),
                  });
              }}
            />
          </MenuItem>
        )}
        {organise && !event.isCancelled && event.permissions.answer && (
          <MenuItem
            onClick={() => {
              close();
              void navigate(`${base}/invite_users`);
            }}
          >
            {T.invite}
          </MenuItem>
        )}
        {organise && <MenuItem onClick={() => open('message')}>{T.message}</MenuItem>}
        {organise && <MenuItem onClick={() => open('checkIn')}>{T.checkIn}</MenuItem>}
        {organise && (
          <MenuItem component="a" href={`/api/events/${event.id}/participants.csv`} download onClick={close}>
            {T.exportCsv}
          </MenuItem>
        )}
        {organise && !event.isCancelled && (
          <MenuItem onClick={() => open('cancel')} sx={{ color: 'error.main' }}>
            {T.cancelEvent}
          </MenuItem>
        )}
      </Menu>
      {reportDialog}
    </>
  );
}

export function EventPage() {
  const params = useParams();
  const closedAreaId = parseAreaId(params['id']) ?? 1;
  const eventId = parseGroupId(params['eventId']);
  const location = useLocation();
  const navigate = useNavigate();
  const query = useEventQuery(eventId);
  const [dialog, setDialog] = useState<TOrganiserDialog | 'edit' | null>(null);
  const back = eventsPath(closedAreaId);
  if (eventId === null) return <Problem message={EVENT_MESSAGES.invalidEventId} back={back} />;
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) {
    if (isApiError(query.error, 404, 422))
      return <Problem message={EVENT_MESSAGES.invalidEventId} back={back} />;
    if (isApiError(query.error, 403)) return <Problem message={query.error.message} back={back} />;
    return (
      <MemberContent>
        <LoadErrorAlert onRetry={() => void query.refetch()} isRetrying={query.isFetching}>
          {T.loadFailed}
        </LoadErrorAlert>
      </MemberContent>
    );
  }
  const event = query.data;
  if (event.closedAreaId !== null && event.closedAreaId !== closedAreaId) {
    return <Problem message={EVENT_MESSAGES.invalidEventId} back={back} />;
  }
  const base = eventPath(closedAreaId, event.id);
  const inviting = location.pathname.endsWith('/invite_users') && event.permissions.organise;

  return (
    <MemberContent>
      <Button component={RouterLink} to={back} startIcon={<ArrowBackRounded />} sx={{ mb: 1 }}>
        {T.back}
      </Button>
      <Card sx={{ overflow: 'hidden', mb: 2 }}>
        {event.coverUrl ? (
          <Box
            component="img"
            src={event.coverUrl}
            alt=""
            sx={{ display: 'block', width: '100%', height: { xs: 160, md: 240 }, objectFit: 'cover' }}
          />
        ) : (
          <Box sx={{ bgcolor: event.coverColor, height: { xs: 72, md: 96 } }} aria-hidden="true" />
        )}
        <Box sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 1.5 }}>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
            <Box sx={{ mt: { xs: -6, md: -7 } }}>
              <EventDateTile event={event} size={72} />
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography component="h1" variant="h5" sx={{ fontWeight: 800 }}>
                {event.title}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
                <Chip size="small" label={event.category} variant="outlined" />
                {event.isHidden && <HiddenMark />}
                {event.isCancelled && <Chip size="small" color="error" label={T.cancelled} />}
                {event.authUserMemberStatus && (
                  <Chip
                    size="small"
                    color="primary"
                    label={EVENT_STATUS_LABELS[event.authUserMemberStatus]}
                  />
                )}
              </Box>
            </Box>
            <ActionMenu event={event} base={base} onDialog={setDialog} />
          </Box>
          {event.isCancelled && (
            <Alert severity="error">
              {T.cancelled}
              {event.cancelReason ? `: ${event.cancelReason}` : ''}
            </Alert>
          )}
          <Typography>{formatEventTime(event.startsAt, event.endsAt)}</Typography>
          {event.isOnline ? (
            event.onlineUrl ? (
              <Link href={event.onlineUrl} target="_blank" rel="noopener noreferrer">
                {T.join}
              </Link>
            ) : (
              <Typography color="text.secondary">
                {T.online} · {T.joinHidden}
              </Typography>
            )
          ) : (
            <Typography>
              {event.address}
              {event.mapUrl && (
                <>
                  {' · '}
                  <Link href={event.mapUrl} target="_blank" rel="noopener noreferrer">
                    {T.showMap}
                  </Link>
                </>
              )}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {T.organiser}{' '}
            {event.organiser.userName ? (
              <Link component={RouterLink} to={`/profile/${event.organiser.userName}`}>
                {event.organiser.name}
              </Link>
            ) : (
              event.organiser.name
            )}
          </Typography>
          <AnswerButtons event={event} />
          {event.permissions.attendanceConfirmation && (
            <Button variant="outlined" href={`/api/events/${event.id}/attendance.pdf`} download>
              {T.attendance}
            </Button>
          )}
          {event.permissions.organise && !event.isCancelled && event.permissions.answer && (
            <Button
              variant="outlined"
              startIcon={<PersonAddRounded />}
              component={RouterLink}
              to={`${base}/invite_users`}
            >
              {T.invite}
            </Button>
          )}
        </Box>
      </Card>
      <Card component="section" aria-labelledby="event-participants" sx={{ p: { xs: 2, md: 3 }, mb: 2 }}>
        <Typography
          id="event-participants"
          component="h2"
          variant="subtitle1"
          sx={{ fontWeight: 750, mb: 1 }}
        >
          {T.participants}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {event.capacity !== null
            ? T.places(event.counts.attending, event.capacity)
            : T.participantsCount(event.counts.attending)}
          {' · '}
          {EVENT_STATUS_LABELS.maybe}: {event.counts.maybe} · {EVENT_STATUS_LABELS.waitlisted}:{' '}
          {event.counts.waitlisted} · {EVENT_STATUS_LABELS.declined}: {event.counts.declined} ·{' '}
          {EVENT_STATUS_LABELS.invited}: {event.counts.invited}
        </Typography>
        {event.participants.length > 0 && (
          <AvatarGroup
            max={12}
            sx={{
              justifyContent: 'flex-end',
              '& .MuiAvatar-root': { bgcolor: 'hsl(28 70% 86%)', color: 'text.primary', fontWeight: 700 },
            }}
            aria-label={T.participants}
          >
            {event.participants.map((p) => (
              <Avatar
                key={p.userId}
                src={p.picture ?? undefined}
                alt={p.fullName}
                sx={{ bgcolor: 'hsl(28 70% 86%)', color: 'text.primary', fontWeight: 700 }}
              >
                {getNameInitials(p.fullName)}
              </Avatar>
            ))}
          </AvatarGroup>
        )}
      </Card>
      {event.descriptionHtml && (
        <Card sx={{ p: { xs: 2, md: 3 } }}>
          <Box
            sx={{ '& p': { mt: 0 }, '& a': { color: 'primary.dark' }, overflowWrap: 'anywhere' }}
            // Sanitised on the server with an allow-list (docs/events.md).
            dangerouslySetInnerHTML={{ __html: event.descriptionHtml }}
          />
        </Card>
      )}
      {inviting && (
        <Suspense fallback={null}>
          <InviteDialog event={event} onClose={() => void navigate(base)} />
        </Suspense>
      )}
      {dialog === 'edit' && (
        <Suspense fallback={null}>
          <EventFormDialog closedAreaId={closedAreaId} event={event} onClose={() => setDialog(null)} />
        </Suspense>
      )}
      {dialog && dialog !== 'edit' && (
        <Suspense fallback={null}>
          <OrganiserDialog kind={dialog} event={event} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </MemberContent>
  );
}
