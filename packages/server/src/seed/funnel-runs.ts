/**
 * Walks through the registration dialog and the onboarding wizard as a visitor or member would,
 * for the demo seed and the large seed: the session row and its events, with the steps, times
 * and values the real clients send (001 §4.1, §4.2, §7.1, §7.2). Steps, step counts and auth
 * methods come from the server's own rules (registration-steps.ts), so the figures match.
 */
import type { Faker } from '@faker-js/faker';
import type { Insertable } from 'kysely';
import {
  COMMUTE_DISTANCE_OPTIONS,
  DETAILED_EDUCATION_OPTIONS,
  EDUCATION_OPTIONS,
  EDUCATION_STUDIUM,
  EDUCATION_THREE_YEAR,
  EXPERIENCE_OPTIONS,
  getFlowSteps,
  getOptionValues,
  HOW_DID_YOU_HEAR_OPTIONS,
  isOnboardingMaskedField,
  maskEventData,
  STUDIUM_OPTIONS,
  TRAINING_OPTIONS,
  WORK_AREA_DETAILED_OPTIONS,
  WORK_AREA_HOSPITAL_OPTIONS,
  WORK_AREA_OPTIONS,
  WORK_AREA_STATIONARY_OPTIONS,
  type TRegistrationEventData,
  type TWizardAnswers,
  type TWizardMode,
  type TWizardStep,
  type TWizardStepId,
} from '@pflegepuls/shared';
import type {
  OnboardingEventsTable,
  OnboardingSessionsTable,
  RegistrationEventsTable,
  RegistrationSessionsTable,
} from '../platform/db/tables/analytics.ts';
import type { UserOnboardingTable } from '../platform/db/tables/onboarding.ts';
import { describeUserAgent } from '../platform/user-agent.ts';
import { registrationAuthMethodOf, registrationStepOf } from '../domains/analytics/registration-steps.ts';

const SECOND = 1000;

// ---- devices ----

const USER_AGENTS = {
  mobile: [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
    'Mozilla/5.0 (Linux; Android 13; SM-A536B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Mobile Safari/537.36',
  ],
  desktop: [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  ],
  tablet: [
    'Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  ],
} as const;

export type TDevice = {
  userAgent: string;
  deviceType: 'mobile' | 'desktop' | 'tablet';
  browser: string | null;
  os: string | null;
};

/** A device as care staff use them: mostly phones, some desktops, a few tablets. */
export function pickDevice(faker: Faker): TDevice {
  const kind = faker.helpers.weightedArrayElement([
    { value: 'mobile' as const, weight: 64 },
    { value: 'desktop' as const, weight: 29 },
    { value: 'tablet' as const, weight: 7 },
  ]);
  const userAgent = faker.helpers.arrayElement(USER_AGENTS[kind]);
  return { userAgent, ...describeUserAgent(userAgent) };
}

// ---- onboarding ----

const GENDER_LABELS = { female: 'Weiblich', male: 'Männlich', other: 'Divers' } as const;

function parseList(json: string | null): string[] {
  try {
    const value: unknown = json ? JSON.parse(json) : [];
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
}

type TProfileColumns =
  | 'gender'
  | 'birth_date'
  | 'education'
  | 'detailed_education'
  | 'studium'
  | 'trainings'
  | 'years_of_experience'
  | 'how_did_you_hear'
  | 'wants_job_offers'
  | 'phone'
  | 'commute_distance'
  | 'work_areas'
  | 'work_areas_hospital'
  | 'has_driver_license'
  | 'work_area_stationary'
  | 'work_areas_detailed';

/** The wizard answers a member's saved profile stands for. */
export function answersFromProfile(row: {
  [K in TProfileColumns]?: UserOnboardingTable[K] | null;
}): TWizardAnswers {
  const trainings = parseList(row.trainings ?? null);
  const wantsJobs = row.wants_job_offers === 1;
  const [year, month, day] = (row.birth_date ?? '1990-01-01').split('-');
  return {
    education: row.education ?? undefined,
    detailedEducation: row.detailed_education ?? undefined,
    studium: row.studium ?? undefined,
    hasTraining: trainings.length ? 'yes' : 'no',
    training: trainings,
    experience: String(row.years_of_experience ?? 0),
    howDidYouHear: row.how_did_you_hear ?? undefined,
    gender: row.gender ? GENDER_LABELS[row.gender] : undefined,
    birthDate: `${day}.${month}.${year}`,
    jobOffers: wantsJobs ? 'yes' : 'no',
    workArea: parseList(row.work_areas ?? null),
    workAreaHospital: parseList(row.work_areas_hospital ?? null),
    driverLicense:
      row.has_driver_license === null || row.has_driver_license === undefined
        ? undefined
        : row.has_driver_license
          ? 'yes'
          : 'no',
    workAreaStationary: row.work_area_stationary ?? undefined,
    workAreaDetailed: parseList(row.work_areas_detailed ?? null),
    commuteDistance: row.commute_distance ?? undefined,
    phone: row.phone ?? undefined,
  };
}

/** Answers a newcomer gives who never saved them (an abandoned run, the large seed). */
export function randomAnswers(faker: Faker): TWizardAnswers {
  const education = faker.helpers.weightedArrayElement([
    { value: EDUCATION_THREE_YEAR, weight: 62 },
    { value: EDUCATION_STUDIUM, weight: 9 },
    ...getOptionValues(EDUCATION_OPTIONS)
      .filter((v) => v !== EDUCATION_THREE_YEAR && v !== EDUCATION_STUDIUM)
      .map((value) => ({ value, weight: 29 / (EDUCATION_OPTIONS.length - 2) })),
  ]);
  const hasTraining = faker.datatype.boolean({ probability: 0.4 });
  const wantsJobs = faker.datatype.boolean({ probability: 0.5 });
  const areas = wantsJobs
    ? faker.helpers.arrayElements(getOptionValues(WORK_AREA_OPTIONS), { min: 1, max: 2 })
    : [];
  return {
    education,
    detailedEducation:
      education === EDUCATION_THREE_YEAR
        ? faker.helpers.arrayElement(getOptionValues(DETAILED_EDUCATION_OPTIONS))
        : undefined,
    studium:
      education === EDUCATION_STUDIUM
        ? faker.helpers.arrayElement(getOptionValues(STUDIUM_OPTIONS))
        : undefined,
    hasTraining: hasTraining ? 'yes' : 'no',
    training: hasTraining
      ? faker.helpers.arrayElements(getOptionValues(TRAINING_OPTIONS), { min: 1, max: 3 })
      : [],
    experience: faker.helpers.arrayElement(getOptionValues(EXPERIENCE_OPTIONS)),
    howDidYouHear: faker.helpers.arrayElement(getOptionValues(HOW_DID_YOU_HEAR_OPTIONS)),
    gender: faker.helpers.weightedArrayElement([
      { value: 'Weiblich', weight: 78 },
      { value: 'Männlich', weight: 20 },
      { value: 'Divers', weight: 2 },
    ]),
    birthDate: `${String(faker.number.int({ min: 1, max: 28 })).padStart(2, '0')}.${String(faker.number.int({ min: 1, max: 12 })).padStart(2, '0')}.${faker.number.int({ min: 1962, max: 2006 })}`,
    jobOffers: wantsJobs ? 'yes' : 'no',
    workArea: areas,
    workAreaHospital: areas.includes('krankenhaus')
      ? faker.helpers.arrayElements(getOptionValues(WORK_AREA_HOSPITAL_OPTIONS), { min: 1, max: 2 })
      : [],
    driverLicense: areas.includes('ambulante_pflege') ? 'yes' : undefined,
    workAreaStationary: areas.includes('stationaere_pflege')
      ? faker.helpers.arrayElement(getOptionValues(WORK_AREA_STATIONARY_OPTIONS))
      : undefined,
    workAreaDetailed: areas.includes('sonstige')
      ? faker.helpers.arrayElements(getOptionValues(WORK_AREA_DETAILED_OPTIONS), { min: 1, max: 2 })
      : [],
    commuteDistance: faker.helpers.arrayElement(getOptionValues(COMMUTE_DISTANCE_OPTIONS)),
    phone: wantsJobs ? '0151 0000000' : undefined,
  };
}

/** Where members leave the wizard, by step (personal data and the phone number cost the most). */
const DROP_WEIGHTS: Partial<Record<TWizardStepId, number>> = {
  intro: 9,
  education: 7,
  detailedEducation: 4,
  studium: 2,
  hasTraining: 3,
  training: 8,
  experience: 4,
  howDidYouHear: 3,
  urocampus: 6,
  personalInfo: 24,
  jobOffers: 4,
  workArea: 5,
  workAreaHospital: 3,
  driverLicense: 1,
  workAreaStationary: 1,
  workAreaDetailed: 1,
  commuteDistance: 3,
  phone: 18,
};

/** Seconds a member spends on a step. */
function secondsOn(faker: Faker, step: TWizardStep): number {
  switch (step.type) {
    case 'intro':
      return faker.number.int({ min: 3, max: 9 });
    case 'personalInfo':
      return faker.number.int({ min: 25, max: 95 });
    case 'phone':
      return faker.number.int({ min: 15, max: 60 });
    case 'urocampus':
      return faker.number.int({ min: 6, max: 30 });
    default:
      return step.allowMultiple
        ? faker.number.int({ min: 6, max: 25 })
        : faker.number.int({ min: 2, max: 12 });
  }
}

type TEvent = { step: TWizardStepId; type: string; data: Record<string, unknown>; at: number };

/** The field_changed events of a step's answers, as the wizard sends them (masked fields without their value). */
function fieldChanges(step: TWizardStep, answers: TWizardAnswers): Array<[string, unknown]> {
  const a = answers as Record<string, unknown>;
  switch (step.type) {
    case 'selection':
      return a[step.id] === undefined ? [] : [[step.id, a[step.id]]];
    case 'personalInfo':
      return [
        ['gender', answers.gender],
        ['birthDate', answers.birthDate],
        ['country', answers.country ?? 'DE'],
        ['plz', '00000'],
      ];
    case 'urocampus':
      return [['joinUrocampus', answers.joinUrocampus ?? false]];
    case 'phone':
      return [
        ['phone', answers.phone ?? ''],
        ['termsAccepted', true],
      ];
    default:
      return [];
  }
}

function describeChange(fieldId: string, value: unknown): Record<string, unknown> {
  const isArray = Array.isArray(value);
  const data: Record<string, unknown> = {
    field_id: fieldId,
    has_value: value !== undefined && value !== '' && value !== false && !(isArray && value.length === 0),
    value_type: isArray ? 'array' : typeof value,
    is_array: isArray,
  };
  if (!isOnboardingMaskedField(fieldId) && value !== undefined) data['selected_value'] = value;
  return data;
}

export type TOnboardingRun = {
  session: Omit<Insertable<OnboardingSessionsTable>, 'uuid' | 'user_id'>;
  events: Array<Omit<Insertable<OnboardingEventsTable>, 'session_id'>>;
};

/**
 * A run through the wizard from `startedAt`: completed (to the success step), or left at a step
 * (drawn by DROP_WEIGHTS unless given) as abandoned or, when the tab was just closed, in progress.
 * With `endAt` a completed run is stretched or squeezed to end then.
 */
export function generateOnboardingRun(
  faker: Faker,
  options: {
    mode: TWizardMode;
    answers: TWizardAnswers;
    startedAt: number;
    outcome: 'completed' | 'abandoned' | 'in_progress';
    device: TDevice;
    hasPhone?: boolean;
    dropStep?: TWizardStepId;
    endAt?: number;
  },
): TOnboardingRun {
  const flow = getFlowSteps(options.mode, options.answers);
  const last = flow.length - 1;
  let stop = last;
  if (options.outcome !== 'completed') {
    const candidates = flow.slice(0, last).filter((s) => DROP_WEIGHTS[s.id] !== undefined);
    const chosen =
      options.dropStep && candidates.some((s) => s.id === options.dropStep)
        ? options.dropStep
        : faker.helpers.weightedArrayElement(
            candidates.map((s) => ({ value: s.id, weight: DROP_WEIGHTS[s.id]! })),
          );
    stop = flow.findIndex((s) => s.id === chosen);
  }
  const events: TEvent[] = [];
  const completedSteps = new Set<string>();
  let t = faker.number.int({ min: 1, max: 3 }) * SECOND;
  const push = (step: TWizardStepId, type: string, data: Record<string, unknown> = {}) =>
    events.push({ step, type, data, at: t });
  for (let i = 0; i <= stop; i++) {
    const step = flow[i]!;
    const enteredAt = t;
    push(step.id, 'step_entered');
    if (i === last) break;
    const spent = secondsOn(faker, step) * SECOND;
    const changes = fieldChanges(step, options.answers);
    const isLeaving = i === stop;
    // Leaving mid-step: some fields filled in, then the wizard closed.
    const shown = isLeaving ? changes.slice(0, faker.number.int({ min: 0, max: changes.length })) : changes;
    shown.forEach(([fieldId, value], n) => {
      t = enteredAt + Math.round((spent * (n + 1)) / (changes.length + 1));
      if (Array.isArray(value) && value.length > 1) {
        // A multiple choice grows one tap at a time.
        for (let k = 1; k < value.length; k++)
          push(step.id, 'field_changed', describeChange(fieldId, value.slice(0, k)));
      }
      push(step.id, 'field_changed', describeChange(fieldId, value));
    });
    const errorChance =
      step.type === 'personalInfo' ? 0.18 : step.type === 'phone' ? 0.12 : step.allowMultiple ? 0.06 : 0;
    if (faker.datatype.boolean({ probability: errorChance })) {
      t = enteredAt + Math.round(spent * 0.7);
      push(step.id, 'step_validation_error', {
        error_message:
          step.type === 'selection'
            ? 'Bitte wähle mindestens eine Weiterbildung aus'
            : 'Bitte fülle alle Pflichtfelder korrekt aus',
      });
    }
    t = enteredAt + spent;
    if (isLeaving) break;
    push(step.id, 'step_completed', { time_spent_seconds: Math.round(spent / SECOND) });
    completedSteps.add(step.id);
    // Now and then a member goes back one step to check an answer.
    if (i > 1 && i < stop - 1 && faker.datatype.boolean({ probability: 0.04 })) {
      t += SECOND;
      push(flow[i + 1]!.id, 'step_entered');
      t += 3 * SECOND;
      push(flow[i + 1]!.id, 'step_back_navigation');
      t += SECOND;
      push(step.id, 'step_entered');
      t += 4 * SECOND;
      push(step.id, 'step_completed', { time_spent_seconds: 4 });
    }
    t += faker.number.int({ min: 300, max: 900 });
  }
  const duration = t + SECOND;
  const scale =
    options.outcome === 'completed' && options.endAt !== undefined
      ? Math.max(0.2, (options.endAt - options.startedAt) / duration)
      : 1;
  const at = (offset: number) => options.startedAt + Math.round(offset * scale);
  const lastEvent = events.at(-1)!;
  return {
    session: {
      status: options.outcome,
      mode: options.mode,
      total_steps: flow.length,
      steps_completed: completedSteps.size,
      last_step_id: flow[stop]!.id,
      user_agent: options.device.userAgent,
      device_type: options.device.deviceType,
      browser: options.device.browser,
      os: options.device.os,
      abandonment_reason: options.outcome === 'abandoned' ? 'user_closed' : null,
      is_completed_with_phone: options.outcome === 'completed' && options.hasPhone ? 1 : 0,
      has_validation_error: events.some((e) => e.type === 'step_validation_error') ? 1 : 0,
      started_at: options.startedAt,
      last_event_at: at(lastEvent.at),
      ended_at: options.outcome === 'in_progress' ? null : at(duration),
    },
    events: events.map((e) => ({
      step_id: e.step,
      event_type: e.type,
      field_id: typeof e.data['field_id'] === 'string' ? e.data['field_id'] : null,
      event_data: JSON.stringify(
        e.type === 'step_completed' && scale !== 1
          ? { time_spent_seconds: Math.max(1, Math.round(Number(e.data['time_spent_seconds']) * scale)) }
          : e.data,
      ),
      occurred_at: at(e.at),
    })),
  };
}

// ---- registration ----

export type TPerson = { firstName: string; lastName: string; email: string };

/**
 * What a visitor of the landing page does: leaves at once (bounce), leaves the form at a field,
 * signs up (by e-mail, Apple or Google), logs in, asks for a one-time login, or leaves after a
 * social button.
 */
export type TRegistrationPath =
  | { kind: 'bounce' }
  | { kind: 'form_abandoned'; person: TPerson }
  | { kind: 'registered'; person: TPerson; method: 'email' | 'apple' | 'google' }
  | { kind: 'login'; email: string }
  | { kind: 'one_time_login'; email: string }
  | { kind: 'social_abandoned'; provider: 'apple' | 'google' };

export type TRegistrationRun = {
  session: Omit<Insertable<RegistrationSessionsTable>, 'uuid' | 'user_id'>;
  events: Array<Omit<Insertable<RegistrationEventsTable>, 'session_id'>>;
};

const FORM_FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;

/** A visit of the landing page from `startedAt` along a path. */
export function generateRegistrationRun(
  faker: Faker,
  options: { path: TRegistrationPath; startedAt: number; device: TDevice; referrer?: string | null },
): TRegistrationRun {
  const { path } = options;
  const events: Array<{ type: string; data: TRegistrationEventData; at: number }> = [];
  let t = 0;
  const push = (type: string, data: TRegistrationEventData = {}, afterSeconds = 1) => {
    t += afterSeconds * SECOND + faker.number.int({ min: 0, max: 900 });
    events.push({ type, data, at: t });
  };
  push('page_load', {}, 0);
  if (faker.datatype.boolean({ probability: 0.55 }))
    push('video_play', {}, faker.number.int({ min: 1, max: 4 }));

  const fillForm = (person: TPerson, mode: string, fields: readonly string[]) => {
    for (const field of fields) {
      push('field_focused', { field_id: field, mode }, faker.number.int({ min: 1, max: 4 }));
      const value =
        field === 'firstName'
          ? person.firstName
          : field === 'lastName'
            ? person.lastName
            : field === 'email'
              ? person.email
              : null;
      if (field === 'email' && faker.datatype.boolean({ probability: 0.08 })) {
        push('field_changed', { field_id: field, mode, selected_value: person.email.replace('@', '') }, 4);
        push('validation_error', { field_id: field, error_message: 'Ungültige E-Mail-Adresse' }, 1);
      }
      push(
        'field_changed',
        maskEventData(
          value === null
            ? {
                field_id: field,
                mode,
                selected_value: faker.internet.password({ length: faker.number.int({ min: 9, max: 16 }) }),
              }
            : { field_id: field, mode, selected_value: value },
        ),
        faker.number.int({ min: 2, max: 9 }),
      );
    }
  };

  let status: 'completed' | 'abandoned' = 'abandoned';
  let reason: string | null = 'page_hidden';
  switch (path.kind) {
    case 'bounce':
      break;
    case 'form_abandoned': {
      push('modal_opened', { mode: 'register' }, faker.number.int({ min: 2, max: 20 }));
      const upTo = faker.number.int({ min: 0, max: FORM_FIELDS.length });
      fillForm(path.person, 'register', FORM_FIELDS.slice(0, upTo));
      if (upTo === FORM_FIELDS.length) {
        push('form_submitted', { mode: 'register' }, 2);
        push('registration_error', { error_message: 'Diese E-Mail-Adresse ist bereits registriert.' }, 1);
      } else if (upTo > 0 && faker.datatype.boolean({ probability: 0.3 })) {
        push(
          'validation_error',
          { field_id: 'form', error_message: 'Bitte füllen Sie alle erforderlichen Felder aus' },
          3,
        );
      }
      push('modal_closed', {}, faker.number.int({ min: 2, max: 10 }));
      reason = faker.helpers.arrayElement(['page_hidden', 'modal_closed']);
      break;
    }
    case 'registered':
      if (path.method === 'email') {
        push('modal_opened', { mode: 'register' }, faker.number.int({ min: 2, max: 20 }));
        if (faker.datatype.boolean({ probability: 0.15 })) {
          push('eula_opened', {}, 3);
          push('eula_closed', {}, faker.number.int({ min: 5, max: 40 }));
        }
        fillForm(path.person, 'register', FORM_FIELDS);
        push('form_submitted', { mode: 'register' }, 2);
      } else {
        push('social_button_clicked', { provider: path.method }, faker.number.int({ min: 2, max: 15 }));
      }
      push('registration_success', {}, path.method === 'email' ? 1 : faker.number.int({ min: 8, max: 30 }));
      status = 'completed';
      reason = null;
      break;
    case 'login':
    case 'one_time_login': {
      const mode = path.kind === 'login' ? 'login' : 'one_time_login';
      push('modal_opened', { mode: 'register' }, faker.number.int({ min: 1, max: 8 }));
      push('mode_switched', { from_mode: 'register', to_mode: 'login' }, 1);
      if (mode === 'one_time_login')
        push('mode_switched', { from_mode: 'login', to_mode: 'one_time_login' }, 2);
      fillForm(
        { firstName: '', lastName: '', email: path.email },
        mode,
        mode === 'login' ? ['email', 'password'] : ['email'],
      );
      push('form_submitted', { mode }, 1);
      break;
    }
    case 'social_abandoned':
      push('social_button_clicked', { provider: path.provider }, faker.number.int({ min: 2, max: 15 }));
      break;
  }
  const end = t + SECOND;
  let lastStep: string | null = null;
  let authMethod = 'email';
  const steps = new Set<string>();
  const rows = events.map((e) => {
    const step = registrationStepOf(e.type, e.data);
    if (step) {
      steps.add(step);
      lastStep = step;
      authMethod = registrationAuthMethodOf(e.type, e.data) ?? authMethod;
    }
    return {
      event_type: e.type,
      event_data: JSON.stringify(e.data),
      step_id: step,
      occurred_at: options.startedAt + e.at,
    };
  });
  return {
    session: {
      status,
      auth_method: authMethod,
      user_agent: options.device.userAgent,
      referrer: options.referrer ?? null,
      device_type: options.device.deviceType,
      browser: options.device.browser,
      os: options.device.os,
      abandonment_reason: reason,
      last_step_id: lastStep,
      steps_completed: steps.size,
      started_at: options.startedAt,
      ended_at: options.startedAt + end,
    },
    events: rows,
  };
}

/** Where visitors come from (document.referrer); null for typed-in addresses and apps. */
export function pickReferrer(faker: Faker): string | null {
  return faker.helpers.weightedArrayElement([
    { value: null, weight: 40 },
    { value: 'https://www.instagram.com/', weight: 22 },
    { value: 'https://www.google.com/', weight: 18 },
    { value: 'https://www.facebook.com/', weight: 8 },
    { value: 'https://www.tiktok.com/', weight: 8 },
    { value: 'https://www.linkedin.com/', weight: 4 },
  ]);
}
