import type { TNotification } from '@pflegepuls/shared/notifications';
import { NOTIFICATION_MESSAGES as M } from '@pflegepuls/shared/notifications-messages';
import { useCallback, useMemo, useState } from 'react';
import { isApiError } from '../../platform/http.ts';
import { useToast } from '../../ui/toast.tsx';
import { useGroupInvitationsQuery } from '../groups/invitations.ts';
import { useAnswerInvitationMutation } from '../groups/refresh.ts';
import { useAnswerRequestMutation } from '../network/api.ts';
import { useCurrentUserQuery } from '../users/api.ts';
import type { TAnswerState, TNotificationAnswer } from './components/notification-item.tsx';

/** What a card answers: a connection request by its id, a group invitation by its group. */
function answerKey(notification: TNotification): string | null {
  if (notification.messageType === 'connection_request' && notification.requestId !== null)
    return `request:${notification.requestId}`;
  if (notification.messageType === 'closed_area_group_invite' && notification.group)
    return `group:${notification.group.id}`;
  return null;
}

const ANSWER_TEXTS = {
  request: {
    acceptedLabel: 'Verbunden',
    done: (accept: boolean, name: string) =>
      accept ? `${name} wurde zu deinem Netzwerk hinzugefügt` : `Verbindungsanfrage von ${name} abgelehnt`,
    failed: (accept: boolean) =>
      accept ? 'Fehler beim Annehmen der Verbindungsanfrage' : 'Fehler beim Ablehnen der Verbindungsanfrage',
  },
  group: {
    acceptedLabel: 'Beigetreten',
    done: (accept: boolean, name: string) =>
      accept ? `Du bist jetzt Mitglied der Gruppe „${name}“` : `Einladung in die Gruppe „${name}“ abgelehnt`,
    failed: () => 'Die Einladung konnte nicht beantwortet werden. Bitte versuche es noch einmal.',
  },
} as const;

/**
 * The answer buttons of connection requests and group invitations on the notification cards: what
 * was just clicked here, else what the server knows (a request's status; for an invitation, whether
 * it is still among the member's open ones). An answered or expired invitation shows no buttons.
 */
export function useNotificationAnswers(markSeen: (ids: number[]) => void) {
  const showToast = useToast();
  const answerRequest = useAnswerRequestMutation();
  const answerInvitation = useAnswerInvitationMutation();
  const me = useCurrentUserQuery();
  const invitations = useGroupInvitationsQuery(me.data?.id);
  const openInvitations = useMemo(
    () => new Set((invitations.data ?? []).map((group) => group.id)),
    [invitations.data],
  );
  const [local, setLocal] = useState<Record<string, TAnswerState>>({});

  const answer = useCallback(
    (notification: TNotification, accept: boolean) => {
      const key = answerKey(notification);
      if (!key) return;
      const kind = key.startsWith('group:') ? 'group' : 'request';
      const texts = ANSWER_TEXTS[kind];
      const name =
        kind === 'group'
          ? (notification.group?.name ?? M.someone)
          : (notification.sender?.fullname ?? M.someone);
      setLocal((current) => ({ ...current, [key]: 'busy' }));
      if (notification.isUnseen) markSeen([notification.id]);
      const callbacks = {
        onSuccess: () => {
          setLocal((current) => ({ ...current, [key]: accept ? 'accepted' : 'rejected' }));
          showToast({ severity: 'success', message: texts.done(accept, name) });
        },
        onError: (error: Error) => {
          setLocal(({ [key]: _dropped, ...rest }) => rest);
          showToast({
            severity: 'error',
            // Only the server's own words; a bare status or an empty answer gets the wording below.
            message: (isApiError(error) ? error.serverMessage : error.message) || texts.failed(accept),
          });
        },
      };
      if (kind === 'group') answerInvitation.mutate({ groupId: notification.group!.id, accept }, callbacks);
      else
        answerRequest.mutate(
          {
            requestId: notification.requestId!,
            answer: accept ? 'accept' : 'reject',
            userName: notification.sender?.username ?? null,
          },
          callbacks,
        );
    },
    [answerInvitation, answerRequest, markSeen, showToast],
  );

  return useCallback(
    (notification: TNotification): TNotificationAnswer | null => {
      const key = answerKey(notification);
      if (!key) return null;
      const isGroup = key.startsWith('group:');
      const known: TAnswerState | undefined = isGroup
        ? openInvitations.has(notification.group!.id)
          ? 'open'
          : undefined
        : notification.requestStatus === 'accepted' || notification.requestStatus === 'rejected'
          ? notification.requestStatus
          : 'open';
      const state = local[key] ?? known;
      if (!state) return null;
      return {
        state,
        acceptedLabel: ANSWER_TEXTS[isGroup ? 'group' : 'request'].acceptedLabel,
        onAnswer: answer,
      };
    },
    [answer, local, openInvitations],
  );
}
