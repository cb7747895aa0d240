/** Onboarding: Step definitions (3.2) and the flows (4.2). */
import { z } from '../zod.ts';
import { UROCAMPUS_AREA_ID, WIZARD_CLOSE_TIMER_MS, WIZARD_TRANSITION_MS } from '../constants.ts';
import { ONBOARDING_MESSAGES as M } from './messages.ts';
import type { ZTalentPhone } from '../users.ts';
import {
  COMMUTE_DISTANCE_OPTIONS,
  COUNTRY_OPTIONS,
  DETAILED_EDUCATION_OPTIONS,
  DRIVER_LICENSE_OPTIONS,
  EDUCATION_OPTIONS,
  EDUCATION_STUDIUM,
  EDUCATION_THREE_YEAR,
  EXPERIENCE_OPTIONS,
  GENDER_OPTIONS,
  HOW_DID_YOU_HEAR_OPTIONS,
  JOB_OFFERS_OPTIONS,
  STUDIUM_OPTIONS,
  TRAINING_OPTIONS,
  type TWizardOption,
  type TWorkArea,
  UROCAMPUS_TERMS_VERSION,
  WORK_AREA_AMBULANT,
  WORK_AREA_DETAILED_OPTIONS,
  WORK_AREA_HOSPITAL,
  WORK_AREA_HOSPITAL_OPTIONS,
  WORK_AREA_OPTIONS,
  WORK_AREA_OTHER,
  WORK_AREA_STATIONARY,
  WORK_AREA_STATIONARY_OPTIONS,
  YES_NO_OPTIONS,
} from './options.ts';

export const WIZARD_MODES = ['standard', 'editMode', 'editShort', 'phoneVerified', 'oldUser'] as const;
export type TWizardMode = (typeof WIZARD_MODES)[number];

export const WIZARD_STEP_TYPES = [
  'intro',
  'selection',
  'input',
  'urocampus',
  'personalInfo',
  'phone',
  'success',
  'editModeSuccess',
] as const;
export type TWizardStepType = (typeof WIZARD_STEP_TYPES)[number];

export const WIZARD_STEP_IDS = [
  'intro',
  'education',
  'detailedEducation',
  'studium',
  'hasTraining',
  'training',
  'experience',
  'howDidYouHear',
  'urocampus',
  'personalInfo',
  'jobOffers',
  'workArea',
  'workAreaHospital',
  'driverLicense',
  'workAreaStationary',
  'workAreaDetailed',
  'commuteDistance',
  'phone',
  'success',
  'editModeSuccess',
] as const;
export type TWizardStepId = (typeof WIZARD_STEP_IDS)[number];

export type TWizardField = {
  id: string;
  label: string;
  /** birthDate: text input with `formatBirthDateInput`; postalCode: digits, length per country. */
  type: 'text' | 'tel' | 'select' | 'checkbox' | 'birthDate' | 'postalCode';
  required: boolean;
  options?: readonly TWizardOption[];
  placeholder?: string;
  helperText?: string;
};

export type TWizardStep = {
  id: TWizardStepId;
  type: TWizardStepType;
  title: string;
  subtitle?: string;
  content?: string;
  options?: readonly TWizardOption[];
  fields?: readonly TWizardField[];
  allowMultiple?: boolean;
  autoAdvance?: boolean;
  noPreselection?: boolean;
  allowBackSwipe?: boolean;
  transition?: { enabled: boolean; duration: number };
  /** Milliseconds until a success step calls complete. */
  closeTimer?: number;
  customProps?: Record<string, unknown>;
};

const TRANSITION = { enabled: true, duration: WIZARD_TRANSITION_MS };

export const single = (
  id: TWizardStepId,
  title: string,
  subtitle: string,
  options: readonly TWizardOption[],
): TWizardStep => ({
  id,
  type: 'selection',
  title,
  subtitle,
  options,
  allowMultiple: false,
  autoAdvance: true,
  noPreselection: true,
  allowBackSwipe: true,
  transition: TRANSITION,
});

const multiple = (
  id: TWizardStepId,
  title: string,
  subtitle: string,
  options: readonly TWizardOption[],
): TWizardStep => ({ ...single(id, title, subtitle, options), allowMultiple: true, autoAdvance: false });

export const INTRO_STEP: TWizardStep = {
  id: 'intro',
  type: 'intro',
  title: 'Schön, dass du da bist!',
  subtitle: 'Lass uns dein Profil einrichten.',
  content:
    'Erzähl uns in wenigen Schritten von deiner Ausbildung, deiner Erfahrung und deinem Wohnort. ' +
    'So zeigen wir dir Beiträge, Kontakte und Jobs, die wirklich zu dir passen.',
  allowBackSwipe: false,
  transition: TRANSITION,
  customProps: { buttonLabel: M.start },
};

/** The intro of the oldUser flow (4.2). */
export const OLD_USER_INTRO_STEP: TWizardStep = {
  ...INTRO_STEP,
  title: 'Willkommen zurück!',
  subtitle: 'Wir haben die App für dich überarbeitet.',
  content:
    'Damit alles zu dir passt, bring dein Profil kurz auf den neuesten Stand. ' + 'Das dauert nur 2 Minuten.',
};

const PERSONAL_INFO_FIELDS: readonly TWizardField[] = [
  { id: 'gender', label: 'Geschlecht', type: 'select', required: true, options: GENDER_OPTIONS },
  {
    id: 'birthDate',
    label: 'Geburtsdatum',
    type: 'birthDate',
    required: true,
    placeholder: 'TT.MM.JJJJ',
  },
  { id: 'country', label: 'Land', type: 'select', required: true, options: COUNTRY_OPTIONS },
  {
    id: 'plz',
    label: 'Postleitzahl',
    type: 'postalCode',
    required: true,
    placeholder: 'z. B. 10115',
    helperText: 'Wir zeigen dir Jobs und Kontakte in deiner Nähe.',
  },
];

const PHONE_FIELDS: readonly TWizardField[] = [
  {
    id: 'phone',
    label: 'Telefonnummer',
    type: 'tel',
    required: true,
    placeholder: 'z. B. 0151 12345678',
    helperText: 'Wir rufen nur an, wenn wir einen passenden Job für dich haben.',
  },
  {
    id: 'termsAccepted',
    label: 'Ich bin einverstanden, dass ihr mich zu passenden Jobangeboten telefonisch kontaktiert.',
    type: 'checkbox',
    required: true,
  },
];

/** Every step in the standard order (4.2); `getFlowSteps` filters it per mode and answers. */
export const WIZARD_STEPS: readonly TWizardStep[] = [
  INTRO_STEP,
  single(
    'education',
    'Welche Ausbildung hast du?',
    'Wähle deinen höchsten Abschluss in der Pflege oder im Gesundheitswesen.',
    EDUCATION_OPTIONS,
  ),
  single(
    'detailedEducation',
    'Welchen Beruf hast du gelernt?',
    'Wähle deine dreijährige Ausbildung.',
    DETAILED_EDUCATION_OPTIONS,
  ),
  single('studium', 'Was hast du studiert?', 'Wähle deinen Studiengang.', STUDIUM_OPTIONS),
  single(
    'hasTraining',
    'Hast du eine Fach- oder Weiterbildung?',
    'Zum Beispiel Praxisanleitung, Intensivpflege oder Palliative Care.',
    YES_NO_OPTIONS,
  ),
  multiple(
    'training',
    'Welche Weiterbildungen hast du?',
    'Wähle alle, die du abgeschlossen hast.',
    TRAINING_OPTIONS,
  ),
  single(
    'experience',
    'Wie viel Berufserfahrung hast du?',
    'Zähl alle Jahre in der Pflege mit, auch in Teilzeit.',
    EXPERIENCE_OPTIONS,
  ),
  single(
    'howDidYouHear',
    'Wie hast du von uns erfahren?',
    'Das hilft uns, noch mehr Kolleginnen und Kollegen zu erreichen.',
    HOW_DID_YOU_HEAR_OPTIONS,
  ),
  {
    id: 'urocampus',
    type: 'urocampus',
    title: 'Werde Teil des Urocampus',
    subtitle: 'Unser geschlossener Bereich rund um Urologie und Kontinenz.',
    content:
      'Im Urocampus findest du Fachwissen, Fortbildungen und Austausch mit Kolleginnen und Kollegen. ' +
      'Er wird von einem Partnerunternehmen unterstützt. Die Teilnahme ist freiwillig und kostenlos.',
    allowBackSwipe: true,
    transition: TRANSITION,
    customProps: {
      closedAreaId: UROCAMPUS_AREA_ID,
      checkboxLabel: 'Ja, ich möchte dem Urocampus beitreten',
      termsVersion: UROCAMPUS_TERMS_VERSION,
    },
  },
  {
    id: 'personalInfo',
    type: 'personalInfo',
    title: 'Ein paar Angaben zu dir',
    subtitle: 'Damit wir dir Inhalte und Jobs in deiner Nähe zeigen können.',
    fields: PERSONAL_INFO_FIELDS,
    allowBackSwipe: true,
    transition: TRANSITION,
  },
  single(
    'jobOffers',
    'Möchtest du passende Jobangebote erhalten?',
    'Wir schlagen dir Stellen vor, die zu deiner Ausbildung und deinem Wohnort passen. Das kannst du jederzeit ändern.',
    JOB_OFFERS_OPTIONS,
  ),
  multiple(
    'workArea',
    'Wo möchtest du arbeiten?',
    'Wähle alle Bereiche, die für dich infrage kommen.',
    WORK_AREA_OPTIONS,
  ),
  multiple(
    'workAreaHospital',
    'Welche Bereiche im Krankenhaus interessieren dich?',
    'Wähle alle Stationen und Abteilungen, die dich reizen.',
    WORK_AREA_HOSPITAL_OPTIONS,
  ),
  single(
    'driverLicense',
    'Hast du einen Führerschein?',
    'In der ambulanten Pflege bist du meist mit dem Auto unterwegs.',
    DRIVER_LICENSE_OPTIONS,
  ),
  single(
    'workAreaStationary',
    'Welche Einrichtung passt zu dir?',
    'Wähle die Art der stationären Pflege, die dich am meisten interessiert.',
    WORK_AREA_STATIONARY_OPTIONS,
  ),
  multiple(
    'workAreaDetailed',
    'Wo genau möchtest du arbeiten?',
    'Wähle alle Arbeitsbereiche, die für dich infrage kommen.',
    WORK_AREA_DETAILED_OPTIONS,
  ),
  single(
    'commuteDistance',
    'Wie weit darf dein Arbeitsweg sein?',
    'Gerechnet ab deiner Postleitzahl.',
    COMMUTE_DISTANCE_OPTIONS,
  ),
  {
    id: 'phone',
    type: 'phone',
    title: 'Wie erreichen wir dich?',
    subtitle: 'Für passende Jobangebote melden wir uns kurz telefonisch bei dir.',
    fields: PHONE_FIELDS,
    allowBackSwipe: true,
    transition: TRANSITION,
  },
  {
    id: 'success',
    type: 'success',
    title: 'Geschafft!',
    subtitle: 'Dein Profil ist eingerichtet. Viel Spaß in der Community!',
    allowBackSwipe: false,
    closeTimer: WIZARD_CLOSE_TIMER_MS,
    transition: TRANSITION,
  },
  {
    id: 'editModeSuccess',
    type: 'editModeSuccess',
    title: 'Gespeichert!',
    subtitle: 'Deine Angaben sind jetzt auf dem neuesten Stand.',
    allowBackSwipe: false,
    closeTimer: WIZARD_CLOSE_TIMER_MS,
    transition: TRANSITION,
  },
];

/** The answers the wizard collects (3.2): one value per step id, lists where multiple are allowed. */
export const ZWizardAnswers = z.object({
  education: z.string().optional(),
  detailedEducation: z.string().optional(),
  studium: z.string().optional(),
  hasTraining: z.string().optional(),
  training: z.array(z.string()).optional(),
  experience: z.string().optional(),
  howDidYouHear: z.string().optional(),
  joinUrocampus: z.boolean().optional(),
  gender: z.string().optional(),
  birthDate: z.string().optional(),
  plz: z.string().optional(),
  country: z.string().optional(),
  location: z.string().optional(),
  location_city: z.string().optional(),
  location_state: z.string().optional(),
  jobOffers: z.string().optional(),
  workArea: z.array(z.string()).optional(),
  workAreaHospital: z.array(z.string()).optional(),
  driverLicense: z.string().optional(),
  workAreaStationary: z.string().optional(),
  workAreaDetailed: z.array(z.string()).optional(),
  commuteDistance: z.string().optional(),
  phone: z.string().optional(),
  termsAccepted: z.boolean().optional(),
});
export type TWizardAnswers = z.infer<typeof ZWizardAnswers>;

const JOB_STEPS: TWizardStepId[] = [
  'jobOffers',
  'workArea',
  'workAreaHospital',
  'driverLicense',
  'workAreaStationary',
  'workAreaDetailed',
  'commuteDistance',
];

/** Steps each mode leaves out whatever the answers (4.2 "Variants"). */
export const MODE_DROPPED_STEPS: Record<TWizardMode, readonly TWizardStepId[]> = {
  standard: ['editModeSuccess'],
  editMode: ['intro', 'howDidYouHear', 'urocampus', 'success'],
  editShort: ['intro', 'howDidYouHear', 'urocampus', ...JOB_STEPS, 'phone', 'success'],
  phoneVerified: ['intro', 'howDidYouHear', 'urocampus', ...JOB_STEPS, 'phone', 'editModeSuccess'],
  oldUser: ['howDidYouHear', 'urocampus', 'editModeSuccess'],
};

const wantsJobs = (a: TWizardAnswers) => a.jobOffers === 'yes';
const hasArea = (a: TWizardAnswers, area: TWorkArea) => wantsJobs(a) && !!a.workArea?.includes(area);

/** Steps shown only for certain answers (4.2 "only if …"). */
const STEP_CONDITIONS: Partial<Record<TWizardStepId, (answers: TWizardAnswers) => boolean>> = {
  detailedEducation: (a) => a.education === EDUCATION_THREE_YEAR,
  studium: (a) => a.education === EDUCATION_STUDIUM,
  training: (a) => a.hasTraining === 'yes',
  workArea: wantsJobs,
  workAreaHospital: (a) => hasArea(a, WORK_AREA_HOSPITAL),
  driverLicense: (a) => hasArea(a, WORK_AREA_AMBULANT),
  workAreaStationary: (a) => hasArea(a, WORK_AREA_STATIONARY),
  workAreaDetailed: (a) => hasArea(a, WORK_AREA_OTHER),
  phone: wantsJobs,
};

export type TFlowOptions = { showUrocampus?: boolean };

/** True when a mode includes a step at all, whatever the answers. */
export function isStepInMode(mode: TWizardMode, stepId: TWizardStepId, options: TFlowOptions = {}): boolean {
  if (stepId === 'urocampus' && options.showUrocampus === false) return false;
  return !MODE_DROPPED_STEPS[mode].includes(stepId);
}

/** The steps of a flow (4.2) for a mode and the answers given so far, in order. */
export function getFlowSteps(
  mode: TWizardMode,
  answers: TWizardAnswers = {},
  options: TFlowOptions = {},
): TWizardStep[] {
  return WIZARD_STEPS.filter(
    (step) => isStepInMode(mode, step.id, options) && (STEP_CONDITIONS[step.id]?.(answers) ?? true),
  ).map((step) => (step.id === 'intro' && mode === 'oldUser' ? OLD_USER_INTRO_STEP : step));
}

export type TTalentPhone = z.infer<typeof ZTalentPhone>;

/** The mode the wizard runs in: a standard request becomes phoneVerified with a verified talent phone (2.3). */
export function resolveMode(
  requested: TWizardMode,
  user: { talentPhone?: TTalentPhone | null } | null | undefined,
): TWizardMode {
  return requested === 'standard' && user?.talentPhone?.isVerified ? 'phoneVerified' : requested;
}

/** True for the modes that edit an existing profile (prefilled, editModeSuccess at the end). */
export function isEditMode(mode: TWizardMode): boolean {
  return mode === 'editMode' || mode === 'editShort';
}
