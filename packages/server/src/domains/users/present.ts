import type { Selectable } from 'kysely';
import {
  UROCAMPUS_AREA_ID,
  type TAuthenticatedUser,
  type TConnectionStatus,
  type TCurrentUser,
  type TPublicProfile,
} from '@pflegepuls/shared';
import type { UsersTable } from '../../platform/db/tables/users.ts';
import type { TAllEntries } from './entries.ts';
import { presentProfilePicture, presentUserSummary } from './summary.ts';

/** Names of the closed areas; Urocampus is closed area 1 (000 §9). */
const CLOSED_AREA_NAMES: Record<number, string> = { [UROCAMPUS_AREA_ID]: 'Urocampus' };

/** The logged-in member's own view of their account; explicit fields only. */
export function presentCurrentUser(
  row: Selectable<UsersTable>,
  extra: { hasTalentPhone: boolean },
): TCurrentUser {
  const areaId = row.primary_closed_area_id;
  return {
    id: row.id,
    userName: row.user_name,
    fullName: `${row.first_name} ${row.last_name}`.trim(),
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    currentPosition: row.current_position,
    isAdmin: row.is_admin === 1,
    isUrocampusMember: row.is_urocampus_member === 1,
    profilePicture: presentProfilePicture(row),
    summary: row.summary,
    connectionsCount: row.connections_count,
    hasTalentPhone: extra.hasTalentPhone,
    hideOnlineStatus: row.hide_online_status === 1,
    primaryClosedArea:
      areaId !== null ? { id: areaId, name: CLOSED_AREA_NAMES[areaId] ?? `Bereich ${areaId}` } : null,
    goToAreaAfterLogin: row.go_to_area_after_login === 1,
    plz: row.plz,
    country: row.country,
    locationCity: row.location_city,
  };
}

/** `/api/user/me`: the account with the talent phone and the CV sections (000 §3). */
export function presentAuthenticatedUser(
  row: Selectable<UsersTable>,
  extra: {
    hasTalentPhone: boolean;
    talentPhone: TAuthenticatedUser['talentPhone'];
    medkaiHash: string | null;
  },
  entries: TAllEntries,
): TAuthenticatedUser {
  return {
    ...presentCurrentUser(row, extra),
    talentPhone: extra.talentPhone,
    medkaiHash: extra.medkaiHash,
    jobExperiences: entries.experiences,
    educations: entries.educations,
    languages: entries.languages,
    skills: entries.skills,
    trainings: entries.trainings,
  };
}

/** A member's profile as members see it: no e-mail, postal code, coordinates or flags. */
export function presentPublicProfile(
  row: Selectable<UsersTable>,
  entries: TAllEntries,
  connection: { status: TConnectionStatus; requestId: number | null },
): TPublicProfile {
  const hasPlace = row.location_city !== null || row.country !== null;
  return {
    ...presentUserSummary(row),
    firstName: row.first_name,
    lastName: row.last_name,
    summary: row.summary,
    location: hasPlace ? { city: row.location_city, country: row.country } : null,
    jobExperiences: entries.experiences,
    educations: entries.educations,
    languages: entries.languages,
    skills: entries.skills,
    trainings: entries.trainings,
    connectionsCount: row.connections_count,
    connectionStatus: connection.status,
    connectionRequestId: connection.requestId,
  };
}
