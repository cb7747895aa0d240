/**
 * Notification rows → the wire shape of 000 §3. Texts are built when read, from the latest actor
 * and the counts, so a grouped row always says how many people it stands for. Explicit fields
 * only: a moment is an id, never its author; debug data only for admins.
 */
import {
  NOTIFICATION_MESSAGES,
  UROCAMPUS_AREA_ID,
  UROCAMPUS_INACTIVITY_DAYS,
  type TNotification,
  type TNotificationClickAction,
  formatRelativeTime,
} from '@pflegepuls/shared';
import { compressedPicturePath } from '../users/summary.ts';

/**
 * A notification row joined with its latest actor (`actor_*` null when there is none: a system
 * notification, or a moment's author answering anonymously) and the group's or event's title.
 */
export type TNotificationRow = {
  id: number;
  type: string;
  actor_id: number | null;
  actor_count: number;
  event_count: number;
  post_id: number | null;
  moment_id: number | null;
  group_id: number | null;
  event_id: number | null;
  request_id: number | null;
  closed_area_id: number | null;
  data: string | null;
  is_seen: number;
  created_at: number;
  updated_at: number;
  actor_user_name: string | null;
  actor_first_name: string | null;
  actor_last_name: string | null;
  actor_picture_path: string | null;
  request_status: 'pending' | 'accepted' | 'rejected' | null;
  group_title: string | null;
  event_title: string | null;
};

export type TNewMember = { id: number; username: string; fullname: string };

/** "Anna Muster", "Anna Muster und 1 weitere Person", "Anna Muster und 3 weitere". */
function actorsLabel(name: string, actorCount: number): string {
  const others = actorCount - 1;
  if (others <= 0) return name;
  if (others === 1) return `${name} und 1 weitere Person`;
  return `${name} und ${others} weitere`;
}

/** The German text of a notification (one actor: singular verb; several: plural). */
export function buildMessageText(
  type: string,
  actorName: string,
  actorCount: number,
  eventCount: number,
  newMembers: number,
  groupTitle: string | null = null,
  eventTitle: string | null = null,
  text: string | null = null,
): string {
  const who = actorsLabel(actorName, actorCount);
  const plural = actorCount > 1;
  const has = plural ? 'haben' : 'hat';
  switch (type) {
    case 'like':
      return `${who} ${has} deinen Beitrag geliked`;
    case 'comment':
      return `${who} ${has} deinen Beitrag kommentiert`;
    case 'comment_answer':
      return `${who} ${has} auf deinen Kommentar geantwortet`;
    case 'moment_like':
      return `${who} ${has} deinen Moment geliked`;
    case 'moment_reaction':
      return `${who} ${has} auf deinen Moment reagiert`;
    case 'moment_comment':
      return `${who} ${has} deinen Moment kommentiert`;
    case 'connection_request':
      return `${actorName} möchte sich mit dir vernetzen`;
    case 'connection_accepted':
      return `${actorName} hat deine Verbindungsanfrage angenommen`;
    case 'direct_message':
      return eventCount > 1
        ? `${actorName} hat dir ${eventCount} Nachrichten geschickt`
        : `${actorName} hat dir eine Nachricht geschickt`;
    case 'closed_area_group_invite':
      return groupTitle
        ? `${actorName} hat dich in die Gruppe „${groupTitle}“ eingeladen`
        : `${actorName} hat dich in eine Gruppe eingeladen`;
    case 'group_post':
      return `${who} ${has} in „${groupTitle ?? 'deiner Gruppe'}“ gepostet`;
    case 'group_post_pinned':
      return `${actorName} hat in „${groupTitle ?? 'deiner Gruppe'}“ einen Beitrag angepinnt`;
    case 'group_join_request':
      return `${actorName} möchte der Gruppe „${groupTitle ?? 'deiner Gruppe'}“ beitreten`;
    case 'group_request_approved':
      return `${actorName} hat deine Beitrittsanfrage für „${groupTitle ?? 'die Gruppe'}“ angenommen`;
    case 'event_invite':
      return eventTitle
        ? `${actorName} hat dich zum Event „${eventTitle}“ eingeladen`
        : `${actorName} hat dich zu einem Event eingeladen`;
    case 'event_spot_free':
      return `Ein Platz ist frei geworden: Du nimmst an „${eventTitle ?? 'dem Event'}“ teil`;
    case 'event_reminder':
      return `Erinnerung: „${eventTitle ?? 'Dein Event'}“ beginnt bald`;
    case 'event_changed':
      return `Zeit oder Ort von „${eventTitle ?? 'deinem Event'}“ haben sich geändert`;
    case 'event_cancelled':
      return `„${eventTitle ?? 'Ein Event'}“ wurde abgesagt${text ? `: ${text}` : ''}`;
    case 'event_message':
      return `${actorName} zu „${eventTitle ?? 'deinem Event'}“: ${text ?? ''}`;
    case 'application_received':
      return `${actorName} hat sich auf „${text ?? 'deine Stellenanzeige'}“ beworben`;
    case 'application_status':
      return text ?? 'Es gibt Neuigkeiten zu deiner Bewerbung';
    case 'moderation_notice':
      return text ?? 'Es gibt Neuigkeiten zu einer Meldung';
    case 'job_alert':
      return text ?? 'Neue Stellen passen zu deinem Suchauftrag';
    case 'admin_debug_matcher_sync':
      return text ?? 'Matcher-Sync beendet';
    case 'closed_area_new_member':
      return newMembers === 1
        ? 'Ein neues Mitglied ist dem Urocampus beigetreten'
        : `${newMembers} neue Mitglieder sind dem Urocampus beigetreten`;
    case 'notification_test':
      return NOTIFICATION_MESSAGES.testText;
    case '7_days_inactive_in_urocampus':
      return `Du warst ${UROCAMPUS_INACTIVITY_DAYS} Tage nicht im Urocampus. Schau vorbei, was es Neues gibt!`;
    default:
      return `${actorName} hat etwas Neues für dich`;
  }
}

/** Where a click leads (000 §2); the web's routing table reads `url` and `params`. */
export function buildClickAction(row: TNotificationRow): TNotificationClickAction {
  const area = row.closed_area_id ?? UROCAMPUS_AREA_ID;
  const navigate = (url: string, params: Record<string, string | number> = {}) =>
    ({ type: 'navigate', url, params }) as const;
  // A moment opens in its feed: the closed area's, or the general community's (no area).
  const openMoment = (momentId: number) =>
    navigate(row.closed_area_id !== null ? `/closed_area/${row.closed_area_id}/feed` : '/feed', {
      moment: momentId,
    });
  switch (row.type) {
    case 'like':
    case 'comment':
      return row.post_id !== null
        ? navigate(`/post/${row.post_id}`, { postId: row.post_id })
        : { type: 'none', url: null, params: {} };
    case 'comment_answer':
      // An answer under a post comment or under a moment comment.
      if (row.post_id !== null) return navigate(`/post/${row.post_id}`, { postId: row.post_id });
      return row.moment_id !== null ? openMoment(row.moment_id) : { type: 'none', url: null, params: {} };
    case 'moment_like':
    case 'moment_reaction':
    case 'moment_comment':
      return row.moment_id !== null ? openMoment(row.moment_id) : { type: 'none', url: null, params: {} };
    case 'connection_request':
      return navigate('/netzwerk/einladungen');
    case 'connection_accepted':
      return row.actor_user_name ? navigate(`/profile/${row.actor_user_name}`) : navigate('/netzwerk');
    case 'direct_message':
      return navigate('/chats', row.actor_user_name ? { userName: row.actor_user_name } : {});
    case 'closed_area_group_invite':
    case 'group_post':
    case 'group_post_pinned':
    case 'group_join_request':
    case 'group_request_approved': {
      // Community groups live under /gruppen (docs/groups.md).
      const groups = parseRowData(row.data).community ? '/gruppen' : `/closed_area/${area}/groups`;
      return row.group_id !== null ? navigate(`${groups}/${row.group_id}`) : navigate(groups);
    }
    case 'event_invite':
    case 'event_spot_free':
    case 'event_reminder':
    case 'event_changed':
    case 'event_cancelled':
    case 'event_message':
      return row.event_id !== null
        ? navigate(`/closed_area/${area}/events/${row.event_id}`)
        : navigate(`/closed_area/${area}/events`);
    case 'closed_area_new_member':
    case '7_days_inactive_in_urocampus':
      return navigate(`/closed_area/${area}`);
    case 'application_received':
    case 'application_status':
    case 'moderation_notice':
    case 'job_alert': {
      // Only our own paths: the url was written by the applications or jobs domain.
      const url = parseRowData(row.data).url;
      if (url?.startsWith('/') && !url.startsWith('//')) return navigate(url);
      if (row.type === 'moderation_notice') return navigate('/einstellungen/moderation');
      return navigate(row.type === 'job_alert' ? '/stellenangebote' : '/bewerbungen');
    }
    case 'admin_debug_matcher_sync':
      return navigate('/admin-dashboard/matcher-sync');
    // The test notification only shows that delivery works; there is nothing to open.
    case 'notification_test':
    default:
      return { type: 'none', url: null, params: {} };
  }
}

type TRowData = {
  reaction?: string;
  /** A group notification of a community group (no closed area). */
  community?: boolean;
  newMemberIds?: number[];
  newMemberCount?: number;
  /** An event's cancellation reason or organiser message; an application's ad title or sentence. */
  text?: string;
  /** Where an application's notification leads. */
  url?: string;
  debug?: Record<string, unknown>;
};

/** The parsed JSON column (never throws: a bad value is treated as empty). */
export function parseRowData(data: string | null): TRowData {
  if (!data) return {};
  try {
    const parsed: unknown = JSON.parse(data);
    return parsed && typeof parsed === 'object' ? (parsed as TRowData) : {};
  } catch {
    return {};
  }
}

/** One notification as the receiver sees it. */
export function presentNotification(
  row: TNotificationRow,
  options: { now: number; isAdmin: boolean; newMembers: Map<number, TNewMember> },
): TNotification {
  const data = parseRowData(row.data);
  const actorName =
    row.actor_first_name !== null
      ? `${row.actor_first_name} ${row.actor_last_name ?? ''}`.trim()
      : NOTIFICATION_MESSAGES.someone;
  const picture = row.actor_picture_path ? compressedPicturePath(row.actor_picture_path) : null;
  const newMembers = (data.newMemberIds ?? [])
    .map((id) => options.newMembers.get(id))
    .filter((member): member is TNewMember => member !== undefined);
  const notification: TNotification = {
    id: row.id,
    messageType: row.type,
    messageText: buildMessageText(
      row.type,
      actorName,
      row.actor_count,
      row.event_count,
      data.newMemberCount ?? newMembers.length,
      row.group_title,
      row.event_title,
      data.text ?? null,
    ),
    isUnseen: row.is_seen === 0,
    createdAtShort: formatRelativeTime(row.updated_at, options.now),
    createdAt: row.updated_at,
    sender:
      row.actor_id !== null && row.actor_user_name !== null
        ? {
            id: row.actor_id,
            username: row.actor_user_name,
            fullname: actorName,
            profile_picture: picture,
          }
        : null,
    senderId: row.actor_user_name !== null ? row.actor_id : null,
    avatarUrl: picture,
    clickAction: buildClickAction(row),
    moment: row.moment_id !== null ? { id: row.moment_id } : null,
    post: row.post_id !== null ? { id: row.post_id } : null,
    group: row.group_id !== null ? { id: row.group_id, name: row.group_title } : null,
    event: row.event_id !== null ? { id: row.event_id, title: row.event_title } : null,
    newUrocampusMembers: newMembers,
    requestId: row.type === 'connection_request' ? row.request_id : null,
    requestStatus: row.type === 'connection_request' ? row.request_status : null,
  };
  if (options.isAdmin && data.debug) notification.debugData = data.debug;
  return notification;
}
