import type { Kysely, Updateable } from 'kysely';
import {
  formatRegistrationErrors,
  ONBOARDING_MESSAGES,
  UROCAMPUS_AREA_ID,
  type TFinishRegistration,
} from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import type { UserOnboardingTable } from '../../platform/db/tables/onboarding.ts';
import { AppError, type TFieldErrors } from '../../platform/errors.ts';
import { lookupPostalCode } from './postal.ts';
import { addClosedAreaMembership, getClosedArea } from '../closed-areas/service.ts';

/** A 422 whose message lists every field error with its label (8.2), as the wizard shows it. */
export function registrationValidationError(errors: TFieldErrors): AppError {
  return new AppError('VALIDATION', formatRegistrationErrors(errors), { errors });
}

const toFlag = (value: boolean | null | undefined) => (value == null ? null : value ? 1 : 0);
const toJson = (list: string[]) => JSON.stringify(list);

/**
 * The answer columns a submission sets. Fields the payload leaves out are not touched, so a flow
 * that skips steps (editShort, phoneVerified) keeps the member's earlier answers.
 */
function getAnswerColumns(input: TFinishRegistration): Updateable<UserOnboardingTable> {
  const columns: Updateable<UserOnboardingTable> = {
    gender: input.gender,
    birth_date: input.birthDate,
    education: input.education,
    years_of_experience: input.yearsOfExperience,
  };
  if (input.detailedEducation !== undefined) columns.detailed_education = input.detailedEducation;
  if (input.studium !== undefined) columns.studium = input.studium;
  if (input.training !== undefined) columns.trainings = toJson(input.training);
  if (input.howDidYouHear !== undefined) columns.how_did_you_hear = input.howDidYouHear;
  if (input.wantsJobOffers !== undefined) columns.wants_job_offers = toFlag(input.wantsJobOffers);
  if (input.phone !== undefined) columns.phone = input.phone;
  if (input.commuteDistance !== undefined) columns.commute_distance = input.commuteDistance;
  if (input.workArea !== undefined) columns.work_areas = toJson(input.workArea);
  if (input.workAreaHospital !== undefined) columns.work_areas_hospital = toJson(input.workAreaHospital);
  if (input.driverLicense !== undefined) columns.has_driver_license = toFlag(input.driverLicense);
  if (input.workAreaStationary !== undefined) columns.work_area_stationary = input.workAreaStationary;
  if (input.workAreaDetailed !== undefined) columns.work_areas_detailed = toJson(input.workAreaDetailed);
  return columns;
}

/**
 * Saves a completed wizard (001 §3.2, §7.2): the answers, the member's place from the postal-code
 * table (an unknown code is a 422 on plz) and, with joinUrocampus, the Urocampus membership with
 * the accepted terms version. Returns the answer's message.
 */
export async function finishRegistration(
  db: Kysely<DB>,
  options: { userId: number; input: TFinishRegistration },
): Promise<string> {
  const { userId, input } = options;
  const place = await lookupPostalCode(db, { country: input.country, plz: input.plz });
  if (!place) throw registrationValidationError({ plz: [ONBOARDING_MESSAGES.postalUnknown] });
  const now = Date.now();
  const answers = getAnswerColumns(input);

  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({
        plz: place.code,
        country: place.country,
        location_city: place.city,
        location_state: place.state || null,
        latitude: place.latitude,
        longitude: place.longitude,
        updated_at: now,
        ...(input.joinUrocampus ? { is_urocampus_member: 1 } : {}),
      })
      .where('id', '=', userId)
      .execute();
    await trx
      .insertInto('user_onboarding')
      .values({ ...answers, user_id: userId, completed_at: now, created_at: now, updated_at: now })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet((eb) => ({
          ...answers,
          completed_at: eb.fn.coalesce('user_onboarding.completed_at', eb.val(now)),
          updated_at: now,
        })),
      )
      .execute();
    if (input.joinUrocampus) {
      // The area's current terms version, which the onboarding's Urocampus step shows.
      const area = await getClosedArea(trx, UROCAMPUS_AREA_ID);
      await addClosedAreaMembership(trx, area, userId, now);
    }
  });

  if (input.editMode) return ONBOARDING_MESSAGES.saved;
  return input.joinUrocampus
    ? `${ONBOARDING_MESSAGES.completed} ${ONBOARDING_MESSAGES.joinedUrocampus}`
    : ONBOARDING_MESSAGES.completed;
}

/** The member's place and saved answers, for prefilling the edit modes. */
export async function getOnboardingProfile(db: Kysely<DB>, userId: number) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'plz', 'country', 'location_city', 'location_state', 'is_urocampus_member'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw new AppError('NOT_FOUND');
  const answers = await db
    .selectFrom('user_onboarding')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { user, answers };
}
