import type { TNotification } from '@pflegepuls/shared/notifications';
import { NOTIFICATION_MESSAGES as M } from '@pflegepuls/shared/notifications-messages';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { MouseEvent, ReactNode } from 'react';
import { UserAvatar } from '../../../ui/user-avatar.tsx';
import { getNotificationChip } from '../category-chip.ts';

export type TAnswerState = 'open' | 'busy' | 'accepted' | 'rejected';

/** A notification the member answers in place (a connection request, a group invitation). */
export type TNotificationAnswer = {
  state: TAnswerState;
  /** The chip once accepted: "Verbunden", "Beigetreten". */
  acceptedLabel: string;
  onAnswer: (notification: TNotification, accept: boolean) => void;
};

type TNotificationItemProps = {
  notification: TNotification;
  onOpen: (notification: TNotification) => void;
  onOpenProfile: (userName: string) => void;
  /** Buttons under the text that answer the notification in place (`AnswerButtons`, an event's). */
  actions?: ReactNode;
};

/** The system icon for notifications without a sender (Urocampus news, reminders). */
function SystemAvatar() {
  return (
    <Avatar
      sx={{ width: 44, height: 44, bgcolor: 'primary.main', color: '#262421', fontWeight: 800, fontSize: 18 }}
    >
      U
    </Avatar>
  );
}

/** The admin-only debug data of a notification (000 §3), folded away. */
function AdminDebug({ data }: { data: Record<string, unknown> }) {
  return (
    <Box
      component="details"
      onClick={(event: MouseEvent) => event.stopPropagation()}
      sx={{
        mt: 1,
        fontSize: 12,
        color: 'text.secondary',
        '& summary': { cursor: 'pointer', fontWeight: 700 },
      }}
    >
      <summary>{M.adminDebug}</summary>
      <Box
        component="pre"
        sx={{
          m: 0,
          mt: 0.5,
          p: 1,
          borderRadius: 1,
          bgcolor: 'action.hover',
          overflowX: 'auto',
          whiteSpace: 'pre-wrap',
        }}
      >
        {JSON.stringify(data, null, 2)}
      </Box>
    </Box>
  );
}

/**
 * One notification: accent and category chip while unseen, 'Gelesen' once seen (000 §2). The text
 * opens the target; the sender's name and picture open their profile.
 */
export function NotificationItem({ notification, onOpen, onOpenProfile, actions }: TNotificationItemProps) {
  const { sender, messageText, isUnseen } = notification;
  const startsWithSender = sender !== null && messageText.startsWith(sender.fullname);
  const rest = startsWithSender ? messageText.slice(sender.fullname.length) : messageText;
  const openProfile = (event: MouseEvent) => {
    event.stopPropagation();
    if (sender) onOpenProfile(sender.username);
  };

  return (
    <Box
      component="article"
      data-testid="notification"
      data-unseen={isUnseen ? 'true' : 'false'}
      onClick={() => onOpen(notification)}
      sx={(theme) => ({
        position: 'relative',
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        px: { xs: 2, sm: 2.5 },
        py: 2,
        cursor: 'pointer',
        borderLeft: '4px solid',
        borderLeftColor: isUnseen ? 'primary.main' : 'transparent',
        bgcolor: isUnseen ? alpha(theme.palette.primary.main, 0.08) : 'transparent',
        transition: 'background-color 150ms',
        '&:hover': { bgcolor: alpha(theme.palette.primary.main, isUnseen ? 0.14 : 0.05) },
      })}
    >
      {sender ? (
        <ButtonBase
          onClick={openProfile}
          aria-label={`Profil von ${sender.fullname} öffnen`}
          sx={{ borderRadius: '50%', flexShrink: 0 }}
        >
          <UserAvatar
            person={{
              fullName: sender.fullname,
              profilePicture: sender.profile_picture
                ? { path: sender.profile_picture, cPath: sender.profile_picture, createdAt: 0 }
                : null,
            }}
            size={44}
          />
        </ButtonBase>
      ) : (
        <SystemAvatar />
      )}
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" component="div" sx={{ lineHeight: 1.45, fontSize: 15 }}>
          {startsWithSender && (
            <>
              <Link
                component="button"
                type="button"
                onClick={openProfile}
                underline="hover"
                // 24 px high: WCAG 2.2's minimum target size (the line alone is 22 px).
                sx={{
                  font: 'inherit',
                  fontWeight: 750,
                  color: 'text.primary',
                  verticalAlign: 'baseline',
                  minHeight: 24,
                }}
              >
                {sender.fullname}
              </Link>{' '}
            </>
          )}
          {/* A span, so the text wraps with the name like one sentence; ButtonBase adds role and keys. */}
          <ButtonBase
            component="span"
            onClick={(event: MouseEvent) => {
              event.stopPropagation();
              onOpen(notification);
            }}
            aria-label={messageText}
            sx={{
              display: 'inline',
              textAlign: 'left',
              font: 'inherit',
              verticalAlign: 'baseline',
              borderRadius: 0.5,
            }}
          >
            {rest.trim()}
          </ButtonBase>
        </Typography>
        {notification.newUrocampusMembers.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {notification.newUrocampusMembers.map((member, index) => (
              <span key={member.id}>
                {index > 0 && ', '}
                <Link
                  component="button"
                  type="button"
                  underline="hover"
                  onClick={(event: MouseEvent) => {
                    event.stopPropagation();
                    onOpenProfile(member.username);
                  }}
                  sx={{ font: 'inherit', verticalAlign: 'baseline', minHeight: 24 }}
                >
                  {member.fullname}
                </Link>
              </span>
            ))}
          </Typography>
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 0.75, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="caption" color="text.secondary">
            {notification.createdAtShort}
          </Typography>
          {isUnseen ? (
            <Chip
              label={getNotificationChip(notification.messageType)}
              size="small"
              color="primary"
              sx={{ height: 22, fontWeight: 700, color: '#262421' }}
            />
          ) : (
            <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
              {M.seen}
            </Typography>
          )}
        </Stack>
        {actions && (
          <Box sx={{ mt: 1.25 }} onClick={(event: MouseEvent) => event.stopPropagation()}>
            {actions}
          </Box>
        )}
        {notification.debugData && <AdminDebug data={notification.debugData} />}
      </Box>
    </Box>
  );
}

/** Annehmen / Ablehnen of a connection request or a group invitation, then the outcome as a chip. */
export function AnswerButtons({
  notification,
  answer,
}: {
  notification: TNotification;
  answer: TNotificationAnswer;
}) {
  if (answer.state === 'accepted')
    return <Chip label={answer.acceptedLabel} color="success" size="small" variant="outlined" />;
  if (answer.state === 'rejected') return <Chip label="Abgelehnt" size="small" variant="outlined" />;
  return (
    <Stack direction="row" spacing={1}>
      <Button
        size="small"
        variant="contained"
        disableElevation
        disabled={answer.state === 'busy'}
        onClick={() => answer.onAnswer(notification, true)}
      >
        Annehmen
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="inherit"
        disabled={answer.state === 'busy'}
        onClick={() => answer.onAnswer(notification, false)}
      >
        Ablehnen
      </Button>
    </Stack>
  );
}
