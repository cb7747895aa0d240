/** Event rows → wire shapes (000 §3 Event: id, title, authUserMemberStatus, authUserMemberId). */
import type {
  TEventCategory,
  TEventListItem,
  TEventMemberStatus,
  TEventParticipant,
} from '@pflegepuls/shared';
import { compressedPicturePath } from '../users/summary.ts';

/** A cover colour per category: the card's generated cover when the event has no picture. */
const COVER_COLORS: Record<TEventCategory, string> = {
  Fortbildung: '#1565c0',
  Stammtisch: '#6d4c41',
  Webinar: '#00695c',
  Messe: '#6a1b9a',
  Sonstiges: '#455a64',
};

export type TEventListRow = {
  id: number;
  title: string;
  location: string | null;
  closed_area_id: number | null;
  group_id: number | null;
  category: TEventCategory;
  is_online: number;
  starts_at: number;
  ends_at: number | null;
  capacity: number | null;
  attending_count: number;
  cancelled_at: number | null;
  cover_path: string | null;
  cover_c_path: string | null;
  member_id: number | null;
  member_status: TEventMemberStatus | null;
  is_hidden?: number;
};

export function presentEventListItem(r: TEventListRow): TEventListItem {
  return {
    id: r.id,
    title: r.title,
    location: r.is_online ? 'Online' : r.location,
    closedAreaId: r.closed_area_id,
    groupId: r.group_id,
    category: r.category,
    isOnline: r.is_online === 1,
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    capacity: r.capacity,
    attendingCount: r.attending_count,
    isCancelled: r.cancelled_at !== null,
    coverColor: COVER_COLORS[r.category],
    coverUrl: r.cover_path,
    coverThumbUrl: r.cover_c_path,
    authUserMemberStatus: r.member_status ?? null,
    authUserMemberId: r.member_id ?? null,
    ...(r.is_hidden ? { isHidden: true } : {}),
  };
}

export type TParticipantRow = {
  user_id: number;
  user_name: string;
  first_name: string;
  last_name: string;
  profile_picture_path: string | null;
  status: TEventMemberStatus;
  waitlist_position: number | null;
  answered_at: number | null;
  checked_in_at: number | null;
};

export function presentParticipant(r: TParticipantRow): TEventParticipant {
  return {
    userId: r.user_id,
    userName: r.user_name,
    fullName: `${r.first_name} ${r.last_name}`.trim(),
    picture: r.profile_picture_path ? compressedPicturePath(r.profile_picture_path) : null,
    status: r.status,
    waitlistPosition: r.waitlist_position,
    answeredAt: r.answered_at,
    checkedInAt: r.checked_in_at,
  };
}
