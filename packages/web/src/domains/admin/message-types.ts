/**
 * Readable German names of the notifications' message types for the dashboard (ours: the API keeps
 * `message_type` as stored). Typed by the notifications domain's list of types, so a new type cannot
 * be forgotten here.
 */
import type { TNotificationType } from '@pflegepuls/shared/notifications-messages';

const MESSAGE_TYPE_LABELS: Record<TNotificationType, string> & Record<string, string | undefined> = {
  like: 'Like auf Beitrag',
  comment: 'Kommentar',
  comment_answer: 'Antwort auf Kommentar',
  moment_like: 'Like auf Moment',
  moment_reaction: 'Reaktion auf Moment',
  moment_comment: 'Kommentar zu Moment',
  connection_request: 'Kontaktanfrage',
  connection_accepted: 'Kontaktanfrage angenommen',
  direct_message: 'Direktnachricht',
  closed_area_group_invite: 'Einladung in Gruppe',
  group_post: 'Gruppenbeitrag',
  group_post_pinned: 'Angehefteter Gruppenbeitrag',
  group_join_request: 'Beitrittsanfrage (Gruppe)',
  group_request_approved: 'Gruppenbeitritt bestätigt',
  event_invite: 'Einladung zum Event',
  event_spot_free: 'Platz im Event frei',
  event_reminder: 'Event-Erinnerung',
  event_changed: 'Event geändert',
  event_cancelled: 'Event abgesagt',
  event_message: 'Nachricht zum Event',
  application_received: 'Bewerbung eingegangen',
  application_status: 'Bewerbungsstatus',
  job_alert: 'Job-Alarm',
  moderation_notice: 'Moderation',
  closed_area_new_member: 'Neue Mitglieder im Bereich',
  '7_days_inactive_in_urocampus': '7 Tage nicht im Urocampus',
  notification_test: 'Test-Benachrichtigung',
  admin_debug_matcher_sync: 'Matcher-Sync (Admin)',
};

/** The German name of `messageType`, or the type itself when it has none. */
export function getMessageTypeLabel(messageType: string): string {
  return MESSAGE_TYPE_LABELS[messageType] ?? messageType;
}
