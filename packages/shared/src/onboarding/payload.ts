/** Onboarding: The registration payload (3.2) and its schema. */
import { z } from '../zod.ts';
import { COUNTRIES, MIN_BIRTH_YEAR } from '../constants.ts';
import { ZTalentPhone } from '../users.ts';
import { ONBOARDING_MESSAGES as M } from './messages.ts';
import {
  COMMUTE_DISTANCE_OPTIONS,
  DETAILED_EDUCATION_OPTIONS,
  EDUCATION_OPTIONS,
  EDUCATION_STUDIUM,
  EDUCATION_THREE_YEAR,
  EXPERIENCE_YEARS,
  HOW_DID_YOU_HEAR_OPTIONS,
  PAYLOAD_GENDERS,
  STUDIUM_OPTIONS,
  type TPayloadGender,
  TRAINING_OPTIONS,
  WORK_AREA_AMBULANT,
  WORK_AREA_DETAILED_OPTIONS,
  WORK_AREA_HOSPITAL,
  WORK_AREA_HOSPITAL_OPTIONS,
  WORK_AREA_OPTIONS,
  WORK_AREA_OTHER,
  WORK_AREA_STATIONARY,
  WORK_AREA_STATIONARY_OPTIONS,
  getOptionValues,
} from './options.ts';
import {
  type TWizardAnswers,
  type TWizardMode,
  type TWizardStepId,
  ZWizardAnswers,
  getFlowSteps,
  isEditMode,
  isStepInMode,
} from './steps.ts';
import {
  type TCalendarDate,
  getCalendarDate,
  parseBirthDate,
  splitDate,
  toIsoDate,
  validateBirthDate,
} from './dates.ts';
import { validatePostalCode } from './postal-codes.ts';

const GENDER_TO_PAYLOAD: Record<string, TPayloadGender> = {
  Weiblich: 'female',
  Männlich: 'male',
  Divers: 'other',
};

/** What `POST /user/finish_registration` receives; field names as in 3.2. */
export type TRegistrationPayload = {
  gender: TPayloadGender | '';
  birthDate: string;
  education: string;
  detailedEducation?: string | null;
  studium?: string | null;
  training?: string[];
  location?: string | null;
  plz: string;
  country: string;
  yearsOfExperience: number;
  joinUrocampus: boolean;
  editMode: boolean;
  isOldUserFlow: boolean;
  howDidYouHear?: string;
  wantsJobOffers?: boolean | null;
  phone?: string;
  commuteDistance?: string | null;
  workArea?: string[];
  driverLicense?: boolean | null;
  workAreaHospital?: string[];
  workAreaStationary?: string | null;
  workAreaDetailed?: string[];
};

/** Weiblich→female, Männlich→male, Divers→other; anything else is other (5.2). */
export function toPayloadGender(gender: string | undefined): TPayloadGender {
  return GENDER_TO_PAYLOAD[gender ?? ''] ?? 'other';
}

/** The wizard's gender label for a stored payload gender. */
export function fromPayloadGender(gender: string | null | undefined): string {
  const entry = Object.entries(GENDER_TO_PAYLOAD).find(([, value]) => value === gender);
  return entry ? entry[0] : '';
}

/**
 * The birth date as sent (5.2): YYYY-MM-DD or DD.MM.YYYY with day 1-31, month 1-12 and year 1900 to
 * this year becomes ISO; anything else is sent empty (the server then asks for it).
 */
export function toPayloadBirthDate(value: string | undefined, today: TCalendarDate = getCalendarDate()) {
  const date = value ? splitDate(value) : null;
  if (!date) return '';
  const isPlausible =
    date.day >= 1 &&
    date.day <= 31 &&
    date.month >= 1 &&
    date.month <= 12 &&
    date.year >= MIN_BIRTH_YEAR &&
    date.year <= today.year;
  return isPlausible ? toIsoDate(date) : '';
}

/**
 * Builds the registration payload from the wizard's answers (5.2). Answers of steps the mode leaves
 * out are not sent, so the server keeps what it has (editShort keeps the job answers); answers of
 * steps hidden by another answer are sent empty, so the server clears them.
 */
export function mapWizardToRegistrationPayload(
  answers: TWizardAnswers,
  options: { mode: TWizardMode; today?: TCalendarDate; showUrocampus?: boolean },
): TRegistrationPayload {
  const { mode } = options;
  const visible = new Set(getFlowSteps(mode, answers, options).map((step) => step.id));
  const inMode = (id: TWizardStepId) => isStepInMode(mode, id, options);
  const text = (id: TWizardStepId, value: string | undefined) => (visible.has(id) && value ? value : null);
  const list = (id: TWizardStepId, value: string[] | undefined) => (visible.has(id) ? (value ?? []) : []);
  const yesNo = (id: TWizardStepId, value: string | undefined) =>
    visible.has(id) && (value === 'yes' || value === 'no') ? value === 'yes' : null;

  const payload: TRegistrationPayload = {
    gender: toPayloadGender(answers.gender),
    birthDate: toPayloadBirthDate(answers.birthDate, options.today),
    education: answers.education ?? '',
    detailedEducation: text('detailedEducation', answers.detailedEducation),
    studium: text('studium', answers.studium),
    training: list('training', answers.training),
    location: answers.location?.trim() || null,
    plz: answers.plz?.trim() ?? '',
    country: answers.country || 'DE',
    yearsOfExperience: Number(answers.experience) || 0,
    joinUrocampus: answers.joinUrocampus === true,
    editMode: isEditMode(mode),
    isOldUserFlow: mode === 'oldUser',
  };
  if (mode === 'standard' && answers.howDidYouHear) payload.howDidYouHear = answers.howDidYouHear;
  if (inMode('jobOffers')) {
    payload.wantsJobOffers = yesNo('jobOffers', answers.jobOffers);
    payload.workArea = list('workArea', answers.workArea);
    payload.workAreaHospital = list('workAreaHospital', answers.workAreaHospital);
    payload.driverLicense = yesNo('driverLicense', answers.driverLicense);
    payload.workAreaStationary = text('workAreaStationary', answers.workAreaStationary);
    payload.workAreaDetailed = list('workAreaDetailed', answers.workAreaDetailed);
    payload.commuteDistance = text('commuteDistance', answers.commuteDistance);
  }
  const phone = answers.phone?.trim();
  if (visible.has('phone') && phone) payload.phone = phone;
  return payload;
}

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const emptyToNull = (v: unknown) => (v === '' ? null : v);
const yesNoToBoolean = (v: unknown) => (v === 'yes' ? true : v === 'no' ? false : v === '' ? null : v);

/** An optional single choice: a value of the list, or ''/null for "none"; absent keeps the stored one. */
function zChoice<const V extends string>(values: readonly [V, ...V[]]) {
  return z.preprocess(emptyToNull, z.enum(values, { error: M.invalidOption }).nullable()).optional();
}

/** An optional list of choices from one list, without duplicates. */
function zChoices<const V extends string>(values: readonly [V, ...V[]]) {
  return z
    .preprocess(
      (v) => (v === null ? [] : v),
      z
        .array(z.enum(values, { error: M.invalidOption }), { error: M.invalidOption })
        .max(values.length, M.invalidOption)
        .transform((list) => [...new Set(list)]),
    )
    .optional();
}

const zYesNo = z.preprocess(yesNoToBoolean, z.boolean({ error: M.invalidOption }).nullable()).optional();

/** Digits with the usual separators, optionally international: "+49 151 1234567", "0151/1234567". */
const PHONE_PATTERN = /^\+?[0-9][0-9 ()/-]{4,28}[0-9]$/;

/**
 * The registration payload of 3.2 as the server validates it (422 per field, German). Required:
 * gender, birthDate, education, plz; optional fields left out keep the stored answer, '' / null / []
 * clear it. The output has the birth date as YYYY-MM-DD and drops answers that contradict their
 * parent (a studium without Studium).
 */
export function createFinishRegistrationSchema(getToday: () => TCalendarDate = () => getCalendarDate()) {
  return z
    .object({
      gender: z.preprocess(
        emptyToUndefined,
        z.enum(PAYLOAD_GENDERS, {
          error: (issue) => (issue.input === undefined ? M.genderRequired : M.invalidOption),
        }),
      ),
      birthDate: z.preprocess(emptyToUndefined, z.string({ error: M.birthDateRequired }).trim().max(10)),
      education: z.preprocess(
        emptyToUndefined,
        z.enum(getOptionValues(EDUCATION_OPTIONS), {
          error: (issue) => (issue.input === undefined ? M.educationRequired : M.invalidOption),
        }),
      ),
      detailedEducation: zChoice(getOptionValues(DETAILED_EDUCATION_OPTIONS)),
      studium: zChoice(getOptionValues(STUDIUM_OPTIONS)),
      training: zChoices(getOptionValues(TRAINING_OPTIONS)),
      location: z.string().trim().max(200).nullable().optional(),
      plz: z.preprocess(
        emptyToUndefined,
        z.string({ error: M.plzRequired }).trim().max(10, M.plzInvalidOther),
      ),
      country: z.preprocess(emptyToUndefined, z.enum(COUNTRIES, { error: M.countryInvalid }).default('DE')),
      yearsOfExperience: z.preprocess(
        (v) => (v === undefined || v === null || v === '' ? 0 : typeof v === 'string' ? Number(v) : v),
        z.number({ error: M.invalidOption }).refine((v) => EXPERIENCE_YEARS.includes(v), M.invalidOption),
      ),
      joinUrocampus: z.boolean({ error: M.invalidOption }).default(false),
      editMode: z.boolean({ error: M.invalidOption }).default(false),
      isOldUserFlow: z.boolean({ error: M.invalidOption }).default(false),
      howDidYouHear: zChoice(getOptionValues(HOW_DID_YOU_HEAR_OPTIONS)),
      wantsJobOffers: zYesNo,
      phone: z
        .preprocess(
          (v) => (typeof v === 'string' ? v.trim() || null : v),
          z.string({ error: M.phoneInvalid }).regex(PHONE_PATTERN, M.phoneInvalid).nullable(),
        )
        .optional(),
      commuteDistance: zChoice(getOptionValues(COMMUTE_DISTANCE_OPTIONS)),
      workArea: zChoices(getOptionValues(WORK_AREA_OPTIONS)),
      driverLicense: zYesNo,
      workAreaHospital: zChoices(getOptionValues(WORK_AREA_HOSPITAL_OPTIONS)),
      workAreaStationary: zChoice(getOptionValues(WORK_AREA_STATIONARY_OPTIONS)),
      workAreaDetailed: zChoices(getOptionValues(WORK_AREA_DETAILED_OPTIONS)),
    })
    .superRefine(
      (value, ctx) => {
        // Runs even when single fields failed, so one answer lists every problem at once.
        const v = value as Partial<Record<string, unknown>>;
        if (typeof v['birthDate'] === 'string') {
          const message = validateBirthDate(v['birthDate'], getToday());
          if (message) ctx.addIssue({ code: 'custom', path: ['birthDate'], message });
        }
        if (typeof v['plz'] === 'string') {
          const country = typeof v['country'] === 'string' ? v['country'] : 'DE';
          const message = validatePostalCode(v['plz'], country);
          if (message) ctx.addIssue({ code: 'custom', path: ['plz'], message });
        }
        if (v['wantsJobOffers'] === true && !v['phone']) {
          ctx.addIssue({ code: 'custom', path: ['phone'], message: M.phoneRequired });
        }
        if (v['education'] === EDUCATION_THREE_YEAR && v['detailedEducation'] == null) {
          ctx.addIssue({ code: 'custom', path: ['detailedEducation'], message: M.detailedEducationRequired });
        }
        if (v['education'] === EDUCATION_STUDIUM && v['studium'] == null) {
          ctx.addIssue({ code: 'custom', path: ['studium'], message: M.studiumRequired });
        }
      },
      { when: () => true },
    )
    .transform((v) => {
      const areas = v.workArea;
      // isKept is undefined when the parent answer was not sent: then nothing is dropped.
      const keep = <T>(value: T | null | undefined, isKept: boolean | undefined) =>
        isKept === false && value !== undefined ? null : value;
      const keepList = <T>(value: T[] | undefined, isKept: boolean | undefined) =>
        isKept === false && value !== undefined ? [] : value;
      const birthDate = parseBirthDate(v.birthDate, getToday());
      return {
        ...v,
        birthDate: birthDate ? toIsoDate(birthDate) : v.birthDate,
        detailedEducation: keep(v.detailedEducation, v.education === EDUCATION_THREE_YEAR),
        studium: keep(v.studium, v.education === EDUCATION_STUDIUM),
        workAreaHospital: keepList(v.workAreaHospital, areas?.includes(WORK_AREA_HOSPITAL)),
        driverLicense: keep(v.driverLicense, areas?.includes(WORK_AREA_AMBULANT)),
        workAreaStationary: keep(v.workAreaStationary, areas?.includes(WORK_AREA_STATIONARY)),
        workAreaDetailed: keepList(v.workAreaDetailed, areas?.includes(WORK_AREA_OTHER)),
      };
    });
}

export const ZFinishRegistration = createFinishRegistrationSchema();
export type TFinishRegistration = z.output<typeof ZFinishRegistration>;

export const ZFinishRegistrationResult = z.object({ success: z.boolean(), message: z.string() });

/** Labels of the payload fields in error summaries (8.2; Land and Arbeitsbereich are ours). */
export const REGISTRATION_FIELD_LABELS: Record<string, string> = {
  gender: 'Geschlecht',
  birthDate: 'Geburtsdatum',
  education: 'Ausbildung',
  detailedEducation: 'Detaillierte Ausbildung',
  studium: 'Studium',
  training: 'Weiterbildungen',
  location: 'Standort',
  plz: 'Postleitzahl',
  country: 'Land',
  yearsOfExperience: 'Berufserfahrung',
  howDidYouHear: 'Wie hast du von uns erfahren',
  joinUrocampus: 'Urocampus-Beitritt',
  wantsJobOffers: 'Job-Angebote',
  phone: 'Telefonnummer',
  commuteDistance: 'Fahrstrecke',
  driverLicense: 'Führerschein',
  workArea: 'Arbeitsbereich',
  workAreaHospital: 'Krankenhaus-Bereich',
  workAreaStationary: 'Stationäre Pflege',
  workAreaDetailed: 'Detaillierter Arbeitsbereich',
};

/**
 * A 422's field errors as one text (8.2): one line per message with its field's label; messages
 * about the postal code start with "Postleitzahl: ".
 */
export function formatRegistrationErrors(errors: Record<string, string[]> | null | undefined): string {
  const lines = Object.entries(errors ?? {}).flatMap(([field, messages]) =>
    messages.map((message) =>
      /postleitzahl/i.test(message) || field === 'plz'
        ? message.startsWith('Postleitzahl: ')
          ? message
          : `Postleitzahl: ${message}`
        : `${REGISTRATION_FIELD_LABELS[field] ?? field}: ${message}`,
    ),
  );
  return lines.length ? lines.join('\n') : M.registrationValidationFailed;
}

/** Field errors of a failed schema parse, keyed by top-level payload field. */
export function getRegistrationFieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '_');
    const list = (errors[field] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}

/** The member's saved answers for prefilling the edit modes (`GET /api/onboarding`). */
export const ZOnboardingProfile = z.object({
  answers: ZWizardAnswers,
  completedAt: z.number().nullable(),
  talentPhone: ZTalentPhone.nullable(),
  isUrocampusMember: z.boolean(),
});
export type TOnboardingProfile = z.infer<typeof ZOnboardingProfile>;
