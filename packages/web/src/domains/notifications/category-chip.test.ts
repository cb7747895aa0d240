import { describe, expect, it } from 'vitest';
import { getNotificationChip } from './category-chip.ts';

describe('category chip by type (000 §4)', () => {
  it.each([
    ['like', 'Like'],
    ['comment', 'Kommentar'],
    ['comment_answer', 'Kommentar'],
    ['request', 'Anfrage'],
    ['connection_request', 'Anfrage'],
    ['direct_message', 'Nachricht'],
    ['closed_area_group_invite', 'Gruppe'],
    ['closed_area_group_post', 'Gruppe'],
    ['group_post_created', 'Gruppe'],
    ['group_post', 'Gruppe'],
    ['group_post_pinned', 'Gruppe'],
    ['group_join_request', 'Gruppe'],
    ['group_request_approved', 'Gruppe'],
    ['closed_area_new_member', 'System'],
    ['7_days_inactive_in_urocampus', 'System'],
    ['event_invite', 'Event'],
    ['closed_area_event_created', 'Event'],
    ['matcher_job_sync', 'Job'],
    ['new_job_ad', 'Job'],
    ['moment_like', 'Info'],
    ['connection_accepted', 'Info'],
    ['something_else', 'Info'],
  ])('%s → %s', (type, chip) => {
    expect(getNotificationChip(type)).toBe(chip);
  });
});
