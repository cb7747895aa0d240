/**
 * German names of what the funnel answers carry as ids: session statuses (001 §4.3), devices, wizard
 * modes and step ids (§4.2), auth methods and modes, event types, field ids and option values. An id
 * without a name here (a step added later) shows as it is, never as an empty cell.
 */
import {
  COMMUTE_DISTANCE_OPTIONS,
  COUNTRY_OPTIONS,
  DETAILED_EDUCATION_OPTIONS,
  DRIVER_LICENSE_OPTIONS,
  EDUCATION_OPTIONS,
  EXPERIENCE_OPTIONS,
  GENDER_OPTIONS,
  getOptionLabel,
  HOW_DID_YOU_HEAR_OPTIONS,
  JOB_OFFERS_OPTIONS,
  STUDIUM_OPTIONS,
  TRAINING_OPTIONS,
  type TWizardOption,
  WORK_AREA_DETAILED_OPTIONS,
  WORK_AREA_HOSPITAL_OPTIONS,
  WORK_AREA_OPTIONS,
  WORK_AREA_STATIONARY_OPTIONS,
  YES_NO_OPTIONS,
} from '@pflegepuls/shared/onboarding/options';

export const STATUS_LABELS: Record<string, string> = {
  in_progress: 'Läuft',
  completed: 'Abgeschlossen',
  abandoned: 'Abgebrochen',
};

export const DEVICE_LABELS: Record<string, string> = {
  mobile: 'Smartphone',
  desktop: 'Desktop',
  tablet: 'Tablet',
};

/** The wizard's modes (001 §2.3). */
export const MODE_LABELS: Record<string, string> = {
  standard: 'Standard',
  editMode: 'Profil bearbeiten',
  oldUser: 'Bestandsmitglied',
  phoneVerified: 'Telefon bestätigt',
  editShort: 'Kurz bearbeiten',
};

/** How a visitor registers (001 §3.1). */
export const AUTH_METHOD_LABELS: Record<string, string> = {
  email: 'E-Mail',
  google: 'Google',
  apple: 'Apple',
  one_time_login: 'Einmal-Login',
};

/** The authentication dialog's modes, as analytics and the dialog name them (001 §4.1, §4.3). */
export const AUTH_MODE_LABELS: Record<string, string> = {
  register: 'Registrierung',
  login: 'Login',
  password_reset: 'Passwort zurücksetzen',
  'password-reset': 'Passwort zurücksetzen',
  one_time_login: 'Einmal-Login',
  'one-time-login': 'Einmal-Login',
  new_password: 'Neues Passwort',
  'new-password': 'Neues Passwort',
};

/** The wizard's steps (001 §4.2). */
export const STEP_LABELS: Record<string, string> = {
  intro: 'Einstieg',
  education: 'Ausbildung',
  detailedEducation: 'Detaillierte Ausbildung',
  studium: 'Studium',
  hasTraining: 'Weiterbildung vorhanden?',
  training: 'Weiterbildungen',
  experience: 'Berufserfahrung',
  howDidYouHear: 'Wie hast du von uns erfahren?',
  urocampus: 'Urocampus',
  personalInfo: 'Persönliche Angaben',
  jobOffers: 'Job-Angebote',
  workArea: 'Arbeitsbereich',
  workAreaHospital: 'Krankenhaus-Bereich',
  driverLicense: 'Führerschein',
  workAreaStationary: 'Stationäre Pflege',
  workAreaDetailed: 'Detaillierter Arbeitsbereich',
  commuteDistance: 'Fahrstrecke',
  phone: 'Telefonnummer',
  success: 'Abschluss',
  editModeSuccess: 'Abschluss (Bearbeiten)',
};

/**
 * The registration funnel's steps as the server counts them (each event maps to the step the visitor
 * is on: the page, the dialog, a form field, a submission, the outcome).
 */
export const REGISTRATION_STEP_LABELS: Record<string, string> = {
  landing: 'Startseite',
  dialog: 'Anmeldedialog',
  firstName: 'Vorname',
  lastName: 'Nachname',
  email: 'E-Mail',
  password: 'Passwort',
  newPassword: 'Neues Passwort',
  passwordConfirmation: 'Passwort bestätigen',
  social_login: 'Social-Login',
  form_submitted: 'Formular abgeschickt',
  login_submitted: 'Login abgeschickt',
  password_reset_submitted: 'Passwort-Zurücksetzen abgeschickt',
  one_time_login_submitted: 'Einmal-Login angefordert',
  new_password_submitted: 'Neues Passwort abgeschickt',
  registration_error: 'Registrierung fehlgeschlagen',
  registration_success: 'Registrierung erfolgreich',
};

export const ONBOARDING_EVENT_LABELS: Record<string, string> = {
  step_entered: 'Schritt geöffnet',
  step_completed: 'Schritt abgeschlossen',
  step_back_navigation: 'Zurück navigiert',
  step_validation_error: 'Eingabefehler',
  step_skipped: 'Schritt übersprungen',
  field_changed: 'Angabe geändert',
};

export const REGISTRATION_EVENT_LABELS: Record<string, string> = {
  page_load: 'Seite geladen',
  video_play: 'Video gestartet',
  modal_opened: 'Dialog geöffnet',
  modal_closed: 'Dialog geschlossen',
  eula_opened: 'Lizenzvertrag geöffnet',
  eula_closed: 'Lizenzvertrag geschlossen',
  mode_switched: 'Modus gewechselt',
  field_focused: 'Feld angetippt',
  field_changed: 'Feld geändert',
  validation_error: 'Eingabefehler',
  social_button_clicked: 'Social-Login angeklickt',
  form_submitted: 'Formular abgeschickt',
  registration_success: 'Registrierung erfolgreich',
  registration_error: 'Registrierung fehlgeschlagen',
};

/** Fields of the wizard's selection statistics (001 §3.3) and of the auth dialog's forms (§3.1). */
export const FIELD_LABELS: Record<string, string> = {
  education: 'Ausbildung',
  gender: 'Geschlecht',
  hasTraining: 'Weiterbildung vorhanden?',
  experience: 'Berufserfahrung',
  training: 'Weiterbildungen',
  workAreas: 'Arbeitsbereiche',
  workArea: 'Arbeitsbereich',
  jobOffers: 'Job-Angebote',
  howDidYouHear: 'Wie hast du von uns erfahren?',
  detailedEducation: 'Detaillierte Ausbildung',
  studium: 'Studium',
  workAreaHospital: 'Krankenhaus-Bereich',
  workAreaStationary: 'Stationäre Pflege',
  workAreaDetailed: 'Detaillierter Arbeitsbereich',
  driverLicense: 'Führerschein',
  commuteDistance: 'Fahrstrecke',
  joinUrocampus: 'Urocampus-Beitritt',
  birthDate: 'Geburtsdatum',
  plz: 'Postleitzahl',
  country: 'Land',
  location: 'Standort',
  phone: 'Telefonnummer',
  termsAccepted: 'Bedingungen akzeptiert',
  firstName: 'Vorname',
  lastName: 'Nachname',
  first_name: 'Vorname',
  last_name: 'Nachname',
  email: 'E-Mail',
  password: 'Passwort',
  newPassword: 'Neues Passwort',
  passwordConfirmation: 'Passwort bestätigen',
};

const FIELD_OPTIONS: Record<string, readonly TWizardOption[]> = {
  education: EDUCATION_OPTIONS,
  gender: GENDER_OPTIONS,
  hasTraining: YES_NO_OPTIONS,
  experience: EXPERIENCE_OPTIONS,
  training: TRAINING_OPTIONS,
  workAreas: WORK_AREA_OPTIONS,
  workArea: WORK_AREA_OPTIONS,
  jobOffers: JOB_OFFERS_OPTIONS,
  howDidYouHear: HOW_DID_YOU_HEAR_OPTIONS,
  detailedEducation: DETAILED_EDUCATION_OPTIONS,
  studium: STUDIUM_OPTIONS,
  workAreaHospital: WORK_AREA_HOSPITAL_OPTIONS,
  workAreaStationary: WORK_AREA_STATIONARY_OPTIONS,
  workAreaDetailed: WORK_AREA_DETAILED_OPTIONS,
  driverLicense: DRIVER_LICENSE_OPTIONS,
  commuteDistance: COMMUTE_DISTANCE_OPTIONS,
  country: COUNTRY_OPTIONS,
};

const ABANDONMENT_REASONS: Record<string, string> = {
  user_closed: 'Selbst geschlossen',
  page_hidden: 'Seite verlassen',
  unknown: 'Unbekannt',
};

/** The German name of `id` in `labels`, else the id itself. */
export function labelOf(labels: Record<string, string>, id: string | null | undefined): string {
  if (!id) return '–';
  return Object.hasOwn(labels, id) ? labels[id]! : id;
}

/**
 * A drop-off step's name: a wizard step (onboarding) or a registration step, else an auth mode or a
 * registration event, else the id as it is.
 */
export function dropOffStepLabel(stepId: string | null | undefined): string {
  if (!stepId) return '–';
  for (const labels of [STEP_LABELS, REGISTRATION_STEP_LABELS, AUTH_MODE_LABELS, REGISTRATION_EVENT_LABELS])
    if (Object.hasOwn(labels, stepId)) return labels[stepId]!;
  return stepId;
}

/** The German label of a selected option value of `fieldId` (e.g. "dreijaehrige_ausbildung"). */
export function optionLabel(fieldId: string, value: string): string {
  const options = FIELD_OPTIONS[fieldId];
  return options ? getOptionLabel(options, value) : value;
}

/** Why a session was abandoned, in German; reasons the client wrote freely are shown as they are. */
export function abandonmentReasonLabel(reason: string | null): string | null {
  if (!reason) return null;
  return labelOf(ABANDONMENT_REASONS, reason);
}
