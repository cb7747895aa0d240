/**
 * The onboarding wizard (001 §2.3, 3.2, 4.2, 5.2, 7.2, 8.2), shared by the wizard and the server:
 * option lists, step definitions, the flow filter per mode, validation with the spec's German
 * messages, the mapping of the wizard's answers to the registration payload and its schema, and
 * the onboarding analytics payloads.
 *
 * Rules that span files: option `value`s are stored in the database and in analytics events, so
 * they never change; labels may. The server validates `POST /user/finish_registration` with
 * `ZFinishRegistration`, and the wizard builds that payload only with `mapWizardToRegistrationPayload`.
 */
import { z } from 'zod';
import { TIME_ZONE } from './time.ts';
import {
  COUNTRIES,
  MIN_AGE_YEARS,
  MIN_BIRTH_YEAR,
  POSTAL_CHECK_MIN_CHARS,
  POSTAL_CODE_LENGTH,
  POSTAL_CODE_OTHER_MAX,
  POSTAL_CODE_OTHER_MIN,
  UROCAMPUS_AREA_ID,
  WIZARD_CLOSE_TIMER_MS,
  WIZARD_TRANSITION_MS,
  type TCountry,
} from './constants.ts';

// ---- Messages (5.2, 8.2; the ones the spec does not word are ours) ----

/** German texts of the wizard: validation (5.2), submission errors (8.2) and fixed UI texts (2.3). */
export const ONBOARDING_MESSAGES = {
  genderRequired: 'Bitte wähle dein Geschlecht aus',
  birthDateRequired: 'Bitte gib dein Geburtsdatum ein',
  birthDateInvalid: 'Bitte gib ein gültiges Geburtsdatum ein (TT.MM.JJJJ)',
  tooYoung: `Du musst mindestens ${MIN_AGE_YEARS} Jahre alt sein`,
  plzRequired: 'Bitte gib deine Postleitzahl ein',
  plzInvalidLength: (length: number) => `Bitte gib eine gültige ${length}-stellige Postleitzahl ein`,
  plzInvalidOther: `Bitte gib eine gültige Postleitzahl mit ${POSTAL_CODE_OTHER_MIN} bis ${POSTAL_CODE_OTHER_MAX} Ziffern ein`,
  fieldRequired: (label: string) => `Bitte gib ${label.toLowerCase()} ein`,
  phoneRequired: 'Pflichtfeld',
  phoneInvalid: 'Bitte gib eine gültige Telefonnummer ein',
  personalInfoStep: 'Bitte fülle alle Pflichtfelder korrekt aus',
  inputStep: 'Bitte fülle alle Pflichtfelder aus',
  trainingStep: 'Bitte wähle mindestens eine Weiterbildung aus',
  multiSelectStep: 'Bitte wähle mindestens eine Option aus',
  singleSelectStep: 'Bitte wähle eine Option aus',
  educationRequired: 'Bitte wähle deine Ausbildung aus',
  detailedEducationRequired: 'Bitte wähle deinen Ausbildungsberuf aus',
  studiumRequired: 'Bitte wähle deinen Studiengang aus',
  invalidOption: 'Bitte wähle eine der angebotenen Optionen aus',
  countryInvalid: 'Bitte wähle Deutschland, Österreich oder die Schweiz aus',
  postalValid: 'Postleitzahl gefunden',
  postalUnknown: 'Diese Postleitzahl haben wir nicht gefunden. Bitte überprüfe deine Eingabe.',
  postalDataMissing:
    'Die Postleitzahlprüfung ist gerade nicht verfügbar: Die Postleitzahl-Daten sind auf dem Server nicht installiert.',
  // 8.2: what the wizard shows when the submission or the postal check fails
  noConnection: 'Keine Verbindung zum Server. Bitte versuche es später erneut.',
  unexpectedError: 'Ein unerwarteter Fehler ist aufgetreten.',
  unknownError: 'Ein unbekannter Fehler ist aufgetreten.',
  registrationValidationFailed: 'Validierungsfehler bei der Registrierung.',
  registrationFailed: 'Registration failed',
  serverError: (status: number) => `Server error: ${status}`,
  postalValidationFailed: 'Postleitzahl-Validierung fehlgeschlagen.',
  postalFieldError: 'Fehler bei der Validierung der Postleitzahl.',
  noOptions: 'Fehler: Keine Optionen für Selection-Step definiert',
  noFields: 'Fehler: Keine Felder für Input-Step definiert',
  unknownStepType: (type: string) => `Fehler: Unbekannter Step-Typ: ${type}`,
  pageNotFound: 'Seite nicht gefunden',
  // 2.3 and 4.2: fixed texts of the wizard frame
  loading: 'Initialisiere...',
  loadingEditData: 'Lade deine Daten...',
  multiSelectNote: '(Mehrfachauswahl möglich)',
  start: 'Jetzt starten',
  next: 'Weiter',
  saving: 'Speichere...',
  stepOf: (step: number, total: number) => `Schritt ${step} von ${total}`,
  saved: 'Deine Angaben wurden gespeichert.',
  completed: 'Danke! Dein Profil ist eingerichtet.',
  joinedUrocampus: 'Willkommen im Urocampus!',
} as const;
const M = ONBOARDING_MESSAGES;

// ---- Option lists (5.2) ----

export type TWizardOption = {
  value: string;
  label: string;
  emoji?: string;
  icon?: string;
  description?: string;
};

type TValues<T extends readonly { value: string }[]> = T[number]['value'];

/** The `value`s of an option list as a tuple, as `z.enum` wants them. */
export function getOptionValues<const T extends readonly { value: string }[]>(options: T) {
  return options.map((option) => option.value) as [TValues<T>, ...TValues<T>[]];
}

/** The label of a value in an option list, or the value itself when unknown. */
export function getOptionLabel(options: readonly TWizardOption[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

export const EDUCATION_THREE_YEAR = 'dreijaehrige_ausbildung';
export const EDUCATION_STUDIUM = 'studium';

export const EDUCATION_OPTIONS = [
  {
    value: EDUCATION_THREE_YEAR,
    label: 'Dreijährige Ausbildung',
    emoji: '🎓',
    description: 'z. B. Pflegefachfrau/-mann, Gesundheits- und Krankenpfleger/in, Altenpfleger/in',
  },
  {
    value: 'einjaehrige_ausbildung',
    label: 'Einjährige Ausbildung',
    emoji: '📘',
    description: 'z. B. Pflegehelfer/in, Gesundheits- und Krankenpflegehelfer/in',
  },
  {
    value: 'eineinhalbjaehrige_ausbildung',
    label: 'Eineinhalbjährige Ausbildung',
    emoji: '📗',
    description: 'z. B. Pflegeassistenz in Teilzeit oder mit verkürzter Ausbildung',
  },
  {
    value: 'zweijaehrige_ausbildung',
    label: 'Zweijährige Ausbildung',
    emoji: '📙',
    description: 'z. B. Pflegeassistent/in, Sozialassistent/in',
  },
  {
    value: EDUCATION_STUDIUM,
    label: 'Studium',
    emoji: '🏛️',
    description: 'Pflege, Medizin oder Gesundheitswissenschaften',
  },
  {
    value: 'ohne_ausbildung',
    label: 'Ohne Ausbildung',
    emoji: '🤝',
    description: 'z. B. Quereinstieg, Betreuungskraft oder Pflegehilfskraft',
  },
  {
    value: 'in_ausbildung',
    label: 'In Ausbildung',
    emoji: '✏️',
    description: 'Du machst gerade deine Ausbildung oder dein Studium',
  },
] as const satisfies readonly TWizardOption[];
export type TEducation = TValues<typeof EDUCATION_OPTIONS>;

/** Three-year professions (detailedEducation, shown for the three-year training). */
export const DETAILED_EDUCATION_OPTIONS = [
  { value: 'pflegefachfrau_pflegefachmann', label: 'Pflegefachfrau / Pflegefachmann' },
  { value: 'gesundheits_und_krankenpfleger', label: 'Gesundheits- und Krankenpfleger/in' },
  { value: 'altenpfleger', label: 'Altenpfleger/in' },
  { value: 'gesundheits_und_kinderkrankenpfleger', label: 'Gesundheits- und Kinderkrankenpfleger/in' },
  { value: 'heilerziehungspfleger', label: 'Heilerziehungspfleger/in' },
  { value: 'operationstechnischer_assistent', label: 'Operationstechnische/r Assistent/in (OTA)' },
  { value: 'anaesthesietechnischer_assistent', label: 'Anästhesietechnische/r Assistent/in (ATA)' },
  { value: 'notfallsanitaeter', label: 'Notfallsanitäter/in' },
  { value: 'hebamme', label: 'Hebamme / Entbindungspfleger' },
  { value: 'medizinischer_fachangestellter', label: 'Medizinische/r Fachangestellte/r (MFA)' },
  { value: 'physiotherapeut', label: 'Physiotherapeut/in' },
  { value: 'ergotherapeut', label: 'Ergotherapeut/in' },
  { value: 'logopaede', label: 'Logopäde / Logopädin' },
  { value: 'mtr', label: 'Medizinische/r Technologe/-in für Radiologie (MTR)' },
  { value: 'mtl', label: 'Medizinische/r Technologe/-in für Laboratoriumsanalytik (MTL)' },
  { value: 'andere', label: 'Andere dreijährige Ausbildung' },
] as const satisfies readonly TWizardOption[];
export type TDetailedEducation = TValues<typeof DETAILED_EDUCATION_OPTIONS>;

/** Degree programmes (studium). */
export const STUDIUM_OPTIONS = [
  { value: 'pflege_primaerqualifizierend', label: 'Pflege (primärqualifizierend, B.Sc.)' },
  { value: 'pflegewissenschaft', label: 'Pflegewissenschaft' },
  { value: 'angewandte_pflegewissenschaft', label: 'Angewandte Pflegewissenschaft' },
  { value: 'advanced_nursing_practice', label: 'Advanced Nursing Practice' },
  { value: 'pflegemanagement', label: 'Pflegemanagement' },
  { value: 'pflegepaedagogik', label: 'Pflegepädagogik' },
  { value: 'medizinpaedagogik', label: 'Medizinpädagogik' },
  { value: 'hebammenwissenschaft', label: 'Hebammenwissenschaft' },
  { value: 'gesundheitsmanagement', label: 'Gesundheitsmanagement' },
  { value: 'gesundheitswissenschaften', label: 'Gesundheitswissenschaften / Public Health' },
  { value: 'therapiewissenschaften', label: 'Therapiewissenschaften (Physio-, Ergotherapie, Logopädie)' },
  { value: 'physician_assistant', label: 'Physician Assistant' },
  { value: 'medizin', label: 'Medizin' },
  { value: 'soziale_arbeit', label: 'Soziale Arbeit' },
  { value: 'anderer_studiengang', label: 'Anderer Studiengang' },
] as const satisfies readonly TWizardOption[];
export type TStudium = TValues<typeof STUDIUM_OPTIONS>;

export const YES_NO_OPTIONS = [
  { value: 'yes', label: 'Ja', emoji: '👍' },
  { value: 'no', label: 'Nein', emoji: '👎' },
] as const satisfies readonly TWizardOption[];
export type TYesNo = TValues<typeof YES_NO_OPTIONS>;

/** Further trainings (training, multi-select). */
export const TRAINING_OPTIONS = [
  { value: 'intensivpflege_anaesthesie', label: 'Fachweiterbildung Intensivpflege und Anästhesie' },
  { value: 'paediatrische_intensivpflege', label: 'Pädiatrische Intensiv- und Anästhesiepflege' },
  { value: 'ausserklinische_intensivpflege', label: 'Außerklinische Intensivpflege' },
  { value: 'op_pflege', label: 'OP-Pflege (Fachweiterbildung Operationsdienst)' },
  { value: 'notfallpflege', label: 'Notfallpflege' },
  { value: 'onkologie', label: 'Onkologische Pflege' },
  { value: 'nephrologie', label: 'Nephrologie und Dialyse' },
  { value: 'psychiatrie', label: 'Psychiatrische Pflege' },
  { value: 'gerontopsychiatrie', label: 'Gerontopsychiatrie' },
  { value: 'palliative_care', label: 'Palliative Care' },
  { value: 'praxisanleitung', label: 'Praxisanleitung' },
  { value: 'stationsleitung', label: 'Stationsleitung' },
  { value: 'wohnbereichsleitung', label: 'Wohnbereichsleitung' },
  { value: 'pflegedienstleitung', label: 'Pflegedienstleitung' },
  { value: 'hygienebeauftragte', label: 'Hygienebeauftragte/r in der Pflege' },
  { value: 'hygienefachkraft', label: 'Hygienefachkraft' },
  { value: 'wundexperte_icw', label: 'Wundexperte ICW' },
  { value: 'pain_nurse', label: 'Pain Nurse (algesiologische Fachassistenz)' },
  { value: 'case_management', label: 'Case Management' },
  { value: 'pflegeberatung_7a', label: 'Pflegeberatung nach § 7a SGB XI' },
  { value: 'qualitaetsmanagement', label: 'Qualitätsmanagement' },
  { value: 'basale_stimulation', label: 'Basale Stimulation' },
  { value: 'kinaesthetik', label: 'Kinästhetik' },
  { value: 'demenzbegleitung', label: 'Demenzbegleitung' },
  { value: 'validation', label: 'Validation' },
  { value: 'diabetesberatung', label: 'Diabetesberatung' },
  { value: 'atmungstherapie', label: 'Atmungstherapie' },
  { value: 'stroke_unit', label: 'Stroke-Unit-Pflege' },
  { value: 'endoskopie', label: 'Endoskopie' },
  { value: 'stoma_kontinenz', label: 'Stoma-, Kontinenz- und Wundpflege' },
  { value: 'andere', label: 'Andere Weiterbildung' },
] as const satisfies readonly TWizardOption[];
export type TTraining = TValues<typeof TRAINING_OPTIONS>;

/** Experience buckets; the value is the number of years sent (5.2). */
export const EXPERIENCE_OPTIONS = [
  { value: '0', label: 'Weniger als 1 Jahr', emoji: '🌱' },
  { value: '2', label: '1–3 Jahre', emoji: '🌿' },
  { value: '4', label: '3–5 Jahre', emoji: '🌳' },
  { value: '7', label: '5–10 Jahre', emoji: '🏅' },
  { value: '15', label: 'Mehr als 10 Jahre', emoji: '🏆' },
] as const satisfies readonly TWizardOption[];
export const EXPERIENCE_YEARS = EXPERIENCE_OPTIONS.map((option) => Number(option.value));

export const HOW_DID_YOU_HEAR_OPTIONS = [
  { value: 'instagram', label: 'Instagram', emoji: '📸' },
  { value: 'facebook', label: 'Facebook', emoji: '👥' },
  { value: 'tiktok', label: 'TikTok', emoji: '🎵' },
  { value: 'influencer', label: 'Über eine Influencerin oder einen Influencer', emoji: '⭐' },
  { value: 'employer', label: 'Über meinen Arbeitgeber', emoji: '🏥' },
  { value: 'colleague', label: 'Über Kolleginnen oder Kollegen', emoji: '💬' },
  { value: 'fair', label: 'Auf einer Messe', emoji: '🎪' },
  { value: 'school', label: 'Über meine Pflegeschule oder Hochschule', emoji: '🏫' },
  { value: 'other', label: 'Anders', emoji: '✨' },
] as const satisfies readonly TWizardOption[];
export type THowDidYouHear = TValues<typeof HOW_DID_YOU_HEAR_OPTIONS>;

export const JOB_OFFERS_OPTIONS = [
  { value: 'yes', label: 'Ja, zeig mir passende Jobangebote', emoji: '💼' },
  { value: 'no', label: 'Nein, im Moment nicht', emoji: '🙅' },
] as const satisfies readonly TWizardOption[];

export const WORK_AREA_HOSPITAL = 'krankenhaus';
export const WORK_AREA_STATIONARY = 'stationaere_pflege';
export const WORK_AREA_AMBULANT = 'ambulante_pflege';
export const WORK_AREA_OTHER = 'sonstige';

export const WORK_AREA_OPTIONS = [
  { value: WORK_AREA_HOSPITAL, label: 'Krankenhaus', emoji: '🏥' },
  { value: WORK_AREA_STATIONARY, label: 'Stationäre Pflege', emoji: '🏠' },
  { value: WORK_AREA_AMBULANT, label: 'Ambulante Pflege', emoji: '🚗' },
  { value: WORK_AREA_OTHER, label: 'Sonstige', emoji: '🧭' },
] as const satisfies readonly TWizardOption[];
export type TWorkArea = TValues<typeof WORK_AREA_OPTIONS>;

export const WORK_AREA_HOSPITAL_OPTIONS = [
  { value: 'intensivstation', label: 'Intensivstation' },
  { value: 'intermediate_care', label: 'Intermediate Care (IMC)' },
  { value: 'normalstation', label: 'Normalstation' },
  { value: 'notaufnahme', label: 'Notaufnahme' },
  { value: 'op', label: 'OP' },
  { value: 'anaesthesie', label: 'Anästhesie' },
  { value: 'innere_medizin', label: 'Innere Medizin' },
  { value: 'chirurgie', label: 'Chirurgie' },
  { value: 'kardiologie', label: 'Kardiologie' },
  { value: 'neurologie', label: 'Neurologie / Stroke Unit' },
  { value: 'onkologie', label: 'Onkologie' },
  { value: 'geriatrie', label: 'Geriatrie' },
  { value: 'psychiatrie', label: 'Psychiatrie' },
  { value: 'kinderklinik', label: 'Kinderklinik / Pädiatrie' },
  { value: 'neonatologie', label: 'Neonatologie' },
  { value: 'gynaekologie_geburtshilfe', label: 'Gynäkologie und Geburtshilfe' },
  { value: 'urologie', label: 'Urologie' },
  { value: 'endoskopie_funktionsdiagnostik', label: 'Endoskopie / Funktionsdiagnostik' },
  { value: 'palliativstation', label: 'Palliativstation' },
] as const satisfies readonly TWizardOption[];

export const WORK_AREA_STATIONARY_OPTIONS = [
  { value: 'altenpflegeheim', label: 'Altenpflegeheim' },
  { value: 'wohnbereich_demenz', label: 'Beschützter Wohnbereich (Demenz)' },
  { value: 'kurzzeitpflege', label: 'Kurzzeitpflege' },
  { value: 'tagespflege', label: 'Tages- oder Nachtpflege' },
  { value: 'betreutes_wohnen', label: 'Betreutes Wohnen' },
  { value: 'intensivpflege_wg', label: 'Intensivpflege-Wohngemeinschaft' },
  { value: 'eingliederungshilfe', label: 'Eingliederungshilfe / Behindertenhilfe' },
] as const satisfies readonly TWizardOption[];

export const DRIVER_LICENSE_OPTIONS = [
  { value: 'yes', label: 'Ja, ich habe einen Führerschein', emoji: '🚗' },
  { value: 'no', label: 'Nein', emoji: '🚲' },
] as const satisfies readonly TWizardOption[];

export const WORK_AREA_DETAILED_OPTIONS = [
  { value: 'reha_klinik', label: 'Reha-Klinik' },
  { value: 'arztpraxis', label: 'Arztpraxis / MVZ' },
  { value: 'dialyse', label: 'Dialyse' },
  { value: 'hospiz', label: 'Hospiz' },
  { value: 'rettungsdienst', label: 'Rettungsdienst' },
  { value: 'schule_ausbildung', label: 'Schule / Ausbildung' },
  { value: 'pflegeberatung', label: 'Pflegeberatung' },
  { value: 'krankenkasse_md', label: 'Krankenkasse / Medizinischer Dienst' },
  { value: 'behoerde', label: 'Behörde / Gesundheitsamt' },
  { value: 'medizintechnik', label: 'Medizintechnik / Industrie' },
  { value: 'forschung', label: 'Forschung und Wissenschaft' },
  { value: 'zeitarbeit', label: 'Zeitarbeit / Personaldienstleister' },
] as const satisfies readonly TWizardOption[];

export const COMMUTE_DISTANCE_OPTIONS = [
  { value: 'up_to_15', label: 'Bis 15 km', emoji: '🚲' },
  { value: 'up_to_20', label: 'Bis 20 km', emoji: '🛵' },
  { value: 'up_to_30', label: 'Bis 30 km', emoji: '🚗' },
  { value: 'more_than_30', label: 'Mehr als 30 km', emoji: '🚆' },
  { value: 'relocate', label: 'Ich würde für den passenden Job umziehen', emoji: '📦' },
] as const satisfies readonly TWizardOption[];

/** The wizard's gender choices (3.2) and what the payload sends for each (5.2). */
export const GENDER_OPTIONS = [
  { value: 'Weiblich', label: 'Weiblich' },
  { value: 'Männlich', label: 'Männlich' },
  { value: 'Divers', label: 'Divers' },
] as const satisfies readonly TWizardOption[];
export const PAYLOAD_GENDERS = ['female', 'male', 'other'] as const;
export type TPayloadGender = (typeof PAYLOAD_GENDERS)[number];
const GENDER_TO_PAYLOAD: Record<string, TPayloadGender> = {
  Weiblich: 'female',
  Männlich: 'male',
  Divers: 'other',
};

export const COUNTRY_OPTIONS = [
  { value: 'DE', label: 'Deutschland', emoji: '🇩🇪' },
  { value: 'AT', label: 'Österreich', emoji: '🇦🇹' },
  { value: 'CH', label: 'Schweiz', emoji: '🇨🇭' },
] as const satisfies readonly TWizardOption[];

/** Version of the Urocampus terms the wizard's privacy dialog shows; stored with each acceptance. */
export const UROCAMPUS_TERMS_VERSION = '2026-01';

// ---- Step definitions (3.2) and the flows (4.2) ----

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

const single = (
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

export type TTalentPhone = { phone: string; isVerified: boolean };

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

// ---- Dates ----

export type TCalendarDate = { year: number; month: number; day: number };

/** The calendar date of an instant in a time zone: the wizard's "today" is Germany's, on the server as in the browser. */
export function getCalendarDate(now: Date = new Date(), timeZone = TIME_ZONE): TCalendarDate {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

/** Gregorian leap year: every 4th, except centuries not divisible by 400 (1900 no, 2000 yes). */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days of a month (1-12) in a year. */
export function getDaysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const DE_DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function splitDate(value: string): TCalendarDate | null {
  const v = value.trim();
  const de = DE_DATE.exec(v);
  if (de) return { day: Number(de[1]), month: Number(de[2]), year: Number(de[3]) };
  const iso = ISO_DATE.exec(v);
  if (iso) return { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) };
  return null;
}

/** A birth date as DD.MM.YYYY or YYYY-MM-DD that exists in the calendar, year 1900 to this year. */
export function parseBirthDate(
  value: string,
  today: TCalendarDate = getCalendarDate(),
): TCalendarDate | null {
  const date = splitDate(value);
  if (!date || date.year < MIN_BIRTH_YEAR || date.year > today.year) return null;
  if (date.month < 1 || date.month > 12) return null;
  if (date.day < 1 || date.day > getDaysInMonth(date.year, date.month)) return null;
  return date;
}

/**
 * Completed years of life on `today`. Someone born on 29 February turns a year older on 1 March in
 * years without that day.
 */
export function getAge(birth: TCalendarDate, today: TCalendarDate): number {
  const hadBirthday = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}

/** The birth-date rule of 5.2: the German message, or null when valid. */
export function validateBirthDate(value: string | undefined, today: TCalendarDate = getCalendarDate()) {
  if (!value?.trim()) return M.birthDateRequired;
  const date = parseBirthDate(value, today);
  if (!date) return M.birthDateInvalid;
  return getAge(date, today) < MIN_AGE_YEARS ? M.tooYoung : null;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** ISO form (YYYY-MM-DD) of a calendar date. */
export function toIsoDate(date: TCalendarDate): string {
  return `${date.year}-${pad2(date.month)}-${pad2(date.day)}`;
}

/** The wizard's form (DD.MM.YYYY) of an ISO date, or '' when it is not one. */
export function toGermanDate(iso: string | null | undefined): string {
  const date = iso ? splitDate(iso) : null;
  return date ? `${pad2(date.day)}.${pad2(date.month)}.${date.year}` : '';
}

/** Whether the digits typed so far can still become a plausible DD.MM.YYYY birth date. */
function isPlausibleBirthDatePrefix(digits: string, today: TCalendarDate): boolean {
  const n = digits.length;
  const dayText = digits.slice(0, 2);
  const monthText = digits.slice(2, 4);
  const yearText = digits.slice(4, 8);
  if (n >= 1 && Number(dayText[0]) > 3) return false;
  if (n >= 2 && (Number(dayText) < 1 || Number(dayText) > 31)) return false;
  if (n >= 3 && Number(monthText[0]) > 1) return false;
  if (n >= 4) {
    const month = Number(monthText);
    // 29 is allowed for February here; the leap year is checked once the year is complete.
    if (month < 1 || month > 12 || Number(dayText) > (month === 2 ? 29 : getDaysInMonth(2000, month))) {
      return false;
    }
  }
  if (yearText.length > 0) {
    const scale = 10 ** (4 - yearText.length);
    const lowest = Number(yearText) * scale;
    const highest = lowest + scale - 1;
    if (highest < MIN_BIRTH_YEAR || lowest > today.year) return false;
  }
  return true;
}

/**
 * The birth-date input's auto-format (5.2): digits only, dots inserted, at most 10 characters; a
 * digit that makes the day, month or year implausible is dropped. `previous` is the field's value
 * before the edit, so deleting a dot is not undone by re-adding it.
 */
export function formatBirthDateInput(
  input: string,
  previous = '',
  today: TCalendarDate = getCalendarDate(),
): string {
  const digits = input.replace(/\D/g, '').slice(0, 8);
  let accepted = '';
  for (const digit of digits) {
    if (!isPlausibleBirthDatePrefix(accepted + digit, today)) break;
    accepted += digit;
  }
  let formatted = accepted.slice(0, 2);
  if (accepted.length > 2) formatted += `.${accepted.slice(2, 4)}`;
  if (accepted.length > 4) formatted += `.${accepted.slice(4)}`;
  const isTyping = input.length > previous.length;
  if (isTyping && (accepted.length === 2 || accepted.length === 4)) formatted += '.';
  return formatted;
}

// ---- Postal codes ----

/** Allowed length of a postal code per country (DE 5, AT and CH 4, others 3 to 10). */
export function getPostalCodeLength(country: string | undefined): { min: number; max: number } {
  const fixed = POSTAL_CODE_LENGTH[(country ?? 'DE') as TCountry];
  return fixed ? { min: fixed, max: fixed } : { min: POSTAL_CODE_OTHER_MIN, max: POSTAL_CODE_OTHER_MAX };
}

/** The postal-code rule of 5.2: the German message, or null when the format is valid. */
export function validatePostalCode(plz: string | undefined, country: string | undefined): string | null {
  const value = plz?.trim() ?? '';
  if (!value) return M.plzRequired;
  const { min, max } = getPostalCodeLength(country);
  if (/^\d+$/.test(value) && value.length >= min && value.length <= max) return null;
  return min === max ? M.plzInvalidLength(min) : M.plzInvalidOther;
}

/** The postal-code input's filter: digits only, no longer than the country allows. */
export function sanitizePostalCodeInput(input: string, country: string | undefined): string {
  return input.replace(/\D/g, '').slice(0, getPostalCodeLength(country).max);
}

/** After a country change: the postal code, or '' when its length does not fit the new country. */
export function adjustPostalCodeForCountry(plz: string, country: string | undefined): string {
  const { min, max } = getPostalCodeLength(country);
  return plz.length >= min && plz.length <= max ? plz : '';
}

/** True once a postal code is long enough for the server check (full length; at least 3 characters). */
export function shouldCheckPostalCode(plz: string, country: string | undefined): boolean {
  const { min } = getPostalCodeLength(country);
  return plz.length >= Math.max(min, POSTAL_CHECK_MIN_CHARS) && validatePostalCode(plz, country) === null;
}

export const ZPostalCodeCheck = z
  .object({
    plz: z.string({ error: M.plzRequired }).trim(),
    country: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.enum(COUNTRIES, { error: M.countryInvalid }).default('DE'),
    ),
  })
  .superRefine((value, ctx) => {
    const message = validatePostalCode(value.plz, value.country);
    if (message) ctx.addIssue({ code: 'custom', path: ['plz'], message });
  });
export type TPostalCodeCheck = z.infer<typeof ZPostalCodeCheck>;

export const ZPostalPlace = z.object({
  formatted_location: z.string(),
  city: z.string(),
  state: z.string(),
});
export type TPostalPlace = z.infer<typeof ZPostalPlace>;

/** Answer of `POST /user/validate-postal-code` (3.2): `data` only when the code was found. */
export const ZPostalCodeCheckResult = z.object({
  success: z.boolean(),
  message: z.string(),
  field: z.string(),
  data: ZPostalPlace.optional(),
});
export type TPostalCodeCheckResult = z.infer<typeof ZPostalCodeCheckResult>;

// ---- Step validation (5.2) ----

export type TStepValidation = { fieldErrors: Record<string, string>; stepError: string | null };

/** personalInfo: gender, birth date and postal code, with the step error of 5.2. */
export function validatePersonalInfo(
  answers: TWizardAnswers,
  today: TCalendarDate = getCalendarDate(),
): TStepValidation {
  const fieldErrors: Record<string, string> = {};
  if (!answers.gender?.trim()) fieldErrors['gender'] = M.genderRequired;
  const birthDate = validateBirthDate(answers.birthDate, today);
  if (birthDate) fieldErrors['birthDate'] = birthDate;
  const plz = validatePostalCode(answers.plz, answers.country);
  if (plz) fieldErrors['plz'] = plz;
  return { fieldErrors, stepError: Object.keys(fieldErrors).length ? M.personalInfoStep : null };
}

/** Input steps: every required field non-blank ("Bitte gib {label} ein"). */
export function validateInputStep(step: TWizardStep, values: Record<string, unknown>): TStepValidation {
  const fieldErrors: Record<string, string> = {};
  for (const field of step.fields ?? []) {
    const value = values[field.id];
    const isBlank =
      value === undefined ||
      value === null ||
      value === false ||
      (typeof value === 'string' && value.trim() === '') ||
      (Array.isArray(value) && value.length === 0);
    if (field.required && isBlank) fieldErrors[field.id] = M.fieldRequired(field.label);
  }
  return { fieldErrors, stepError: Object.keys(fieldErrors).length ? M.inputStep : null };
}

/** Selection steps: a choice, and at least one on multi-select steps; the German message or null. */
export function validateSelectionStep(step: TWizardStep, value: string | string[] | undefined) {
  if (step.allowMultiple) {
    if (Array.isArray(value) && value.length > 0) return null;
    return step.id === 'training' ? M.trainingStep : M.multiSelectStep;
  }
  return typeof value === 'string' && value !== '' ? null : M.singleSelectStep;
}

/** Phone step (5.2): "Weiter" only with a phone number and accepted terms. */
export function canContinuePhoneStep(answers: Pick<TWizardAnswers, 'phone' | 'termsAccepted'>): boolean {
  return !!answers.phone?.trim() && answers.termsAccepted === true;
}

// ---- The registration payload (3.2) and its schema ----

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
  talentPhone: z.object({ phone: z.string(), isVerified: z.boolean() }).nullable(),
  isUrocampusMember: z.boolean(),
});
export type TOnboardingProfile = z.infer<typeof ZOnboardingProfile>;

// ---- Onboarding analytics (4.2, 4.3, 7.2, 9) ----

export const ONBOARDING_EVENT_TYPES = [
  'step_entered',
  'step_completed',
  'step_back_navigation',
  'step_validation_error',
  'step_skipped',
  'field_changed',
] as const;
export type TOnboardingEventType = (typeof ONBOARDING_EVENT_TYPES)[number];

const ZFieldId = z
  .string()
  .max(64)
  .regex(/^[A-Za-z0-9_.-]+$/);

/** The event_data an onboarding event may carry; anything else is rejected. */
export const ZOnboardingEventData = z
  .object({
    time_spent_seconds: z.number().min(0).max(86_400).optional(),
    field_id: ZFieldId.optional(),
    has_value: z.boolean().optional(),
    value_type: z.enum(['string', 'number', 'boolean', 'array', 'object', 'null', 'undefined']).optional(),
    is_array: z.boolean().optional(),
    selected_value: z
      .union([z.string().max(200), z.number(), z.boolean(), z.null(), z.array(z.string().max(200)).max(50)])
      .optional(),
    error_message: z.string().max(500).optional(),
  })
  .strict();
export type TOnboardingEventData = z.infer<typeof ZOnboardingEventData>;

export const ZOnboardingSessionStart = z.object({
  mode: z.enum(WIZARD_MODES),
  total_steps: z.number().int().min(1).max(WIZARD_STEP_IDS.length),
  user_agent: z.string().max(1000).optional(),
});

export const ZOnboardingEvent = z.object({
  session_uuid: z.uuid(),
  step_id: z.enum(WIZARD_STEP_IDS),
  event_type: z.enum(ONBOARDING_EVENT_TYPES),
  event_data: ZOnboardingEventData.default({}),
});
export type TOnboardingEvent = z.infer<typeof ZOnboardingEvent>;

export const ZOnboardingSessionComplete = z.object({ session_uuid: z.uuid() });

export const ZOnboardingSessionAbandon = z.object({
  session_uuid: z.uuid(),
  last_step_id: z.enum(WIZARD_STEP_IDS).nullable().optional(),
  reason: z.string().max(200).optional(),
});

/** Fields whose value onboarding events never carry (9): postal code, phone, names and e-mail. */
export function isOnboardingMaskedField(fieldId: string | undefined): boolean {
  return !!fieldId && /plz|postal|phone|telefon|mail|name/i.test(fieldId);
}

/** Drops selected_value of a masked field; has_value and value_type stay. */
export function maskOnboardingEventData(data: TOnboardingEventData): TOnboardingEventData {
  if (!isOnboardingMaskedField(data.field_id) || !('selected_value' in data)) return data;
  const { selected_value: _dropped, ...rest } = data;
  return rest;
}
