import type { Selectable } from 'kysely';
import {
  EXPERIENCE_OPTIONS,
  fromPayloadGender,
  ONBOARDING_MESSAGES,
  toGermanDate,
  type TOnboardingProfile,
  type TPostalCodeCheckResult,
  type TWizardAnswers,
} from '@pflegepuls/shared';
import type { UserOnboardingTable } from '../../platform/db/tables/onboarding.ts';
import type { UsersTable } from '../../platform/db/tables/users.ts';
import type { TPostalMatch } from './postal.ts';

/** The postal check's answer (3.2): the place when found, else a German message on `plz`. */
export function presentPostalCheck(place: TPostalMatch | null): TPostalCodeCheckResult {
  if (!place) return { success: false, message: ONBOARDING_MESSAGES.postalUnknown, field: 'plz' };
  return {
    success: true,
    message: ONBOARDING_MESSAGES.postalValid,
    field: 'plz',
    data: { formatted_location: place.formattedLocation, city: place.city, state: place.state },
  };
}

function parseList(json: string | null): string[] | undefined {
  if (json === null) return undefined;
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : undefined;
  } catch {
    return undefined;
  }
}

const fromFlag = (flag: number | null) => (flag === null ? undefined : flag === 1 ? 'yes' : 'no');
const orUndefined = <T>(value: T | null) => value ?? undefined;

/**
 * The member's saved answers in the wizard's form shape (3.2): German gender label, birth date
 * as TT.MM.JJJJ, yes/no answers, lists. Unanswered fields are left out. joinUrocampus is never
 * prefilled: it means "joins now, with the terms just accepted", so membership is its own field.
 */
export function presentOnboardingProfile(
  user: Pick<
    Selectable<UsersTable>,
    'plz' | 'country' | 'location_city' | 'location_state' | 'is_urocampus_member'
  >,
  row: Selectable<UserOnboardingTable> | undefined,
): TOnboardingProfile {
  const trainings = parseList(row?.trainings ?? null);
  const years = row?.years_of_experience;
  const experience = EXPERIENCE_OPTIONS.find((option) => Number(option.value) === years)?.value;
  const entries: TWizardAnswers = {
    education: orUndefined(row?.education ?? null),
    detailedEducation: orUndefined(row?.detailed_education ?? null),
    studium: orUndefined(row?.studium ?? null),
    hasTraining: trainings ? (trainings.length > 0 ? 'yes' : 'no') : undefined,
    training: trainings,
    experience,
    howDidYouHear: orUndefined(row?.how_did_you_hear ?? null),
    gender: fromPayloadGender(row?.gender) || undefined,
    birthDate: toGermanDate(row?.birth_date) || undefined,
    plz: orUndefined(user.plz),
    country: orUndefined(user.country),
    location: user.plz && user.location_city ? `${user.plz} ${user.location_city}` : undefined,
    location_city: orUndefined(user.location_city),
    location_state: orUndefined(user.location_state),
    jobOffers: fromFlag(row?.wants_job_offers ?? null),
    workArea: parseList(row?.work_areas ?? null),
    workAreaHospital: parseList(row?.work_areas_hospital ?? null),
    driverLicense: fromFlag(row?.has_driver_license ?? null),
    workAreaStationary: orUndefined(row?.work_area_stationary ?? null),
    workAreaDetailed: parseList(row?.work_areas_detailed ?? null),
    commuteDistance: orUndefined(row?.commute_distance ?? null),
    phone: orUndefined(row?.phone ?? null),
  };
  const answers = Object.fromEntries(
    Object.entries(entries).filter(([, value]) => value !== undefined),
  ) as TWizardAnswers;
  return {
    answers,
    completedAt: row?.completed_at ?? null,
    talentPhone: row?.talent_phone
      ? { phone: row.talent_phone, isVerified: row.talent_phone_verified_at !== null }
      : null,
    isUrocampusMember: user.is_urocampus_member === 1,
  };
}
