/** The category chip of a notification by its type, exactly as 000 §4 lists them. */
export type TNotificationChip =
  'Like' | 'Kommentar' | 'Anfrage' | 'Nachricht' | 'Gruppe' | 'System' | 'Event' | 'Job' | 'Info';

/** Maps a message type to its chip label (first matching rule of 000 §4 wins). */
export function getNotificationChip(messageType: string): TNotificationChip {
  if (messageType === 'like') return 'Like';
  if (messageType === 'comment' || messageType === 'comment_answer') return 'Kommentar';
  if (messageType === 'request' || messageType === 'connection_request') return 'Anfrage';
  if (messageType === 'direct_message') return 'Nachricht';
  // "closed_area_group_invite and group post types"; our other group types (requests) too.
  if (messageType === 'closed_area_group_invite' || /group_?post/.test(messageType)) return 'Gruppe';
  if (messageType.startsWith('group_')) return 'Gruppe';
  if (messageType === 'closed_area_new_member' || messageType.includes('inactive')) return 'System';
  if (messageType.includes('event')) return 'Event';
  if (messageType.includes('job')) return 'Job';
  return 'Info';
}
