/** Events' member statuses and their labels; no zod, so screens without a form can use them. */

/** A member's row: invited (open invitation), an answer, or a place on the waitlist. */
export const EVENT_MEMBER_STATUSES = ['invited', 'attending', 'maybe', 'declined', 'waitlisted'] as const;
export type TEventMemberStatus = (typeof EVENT_MEMBER_STATUSES)[number];

export const EVENT_STATUS_LABELS: Record<TEventMemberStatus, string> = {
  invited: 'Eingeladen',
  attending: 'Zugesagt',
  maybe: 'Vielleicht',
  declined: 'Abgesagt',
  waitlisted: 'Warteliste',
};
