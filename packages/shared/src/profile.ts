/**
 * Schemas, constants and German messages of the profile domain (000 §3, §5): the public profile,
 * CV entries, settings payloads and the completeness score. The server validates with these and
 * the settings forms use the same schemas through zodResolver.
 */
import { z } from './zod.ts';
import { COUNTRIES } from './constants.ts';
import { ZEmail, ZFirstName, ZLastName, ZLoginPassword, ZNewPassword } from './auth.ts';
import { validatePostalCode } from './onboarding/index.ts';
import { ZCurrentUser, ZTalentPhone, ZUserSummary } from './users.ts';
import { TIME_ZONE } from './time.ts';
import {
  PROFILE_MESSAGES,
  PROFILE_SUMMARY_PLACEHOLDER,
  PROFILE_SUMMARY_MAX,
  LANGUAGE_LEVELS,
  NOTIFICATION_PREFERENCE_CATEGORIES,
} from './profile-messages.ts';

const text = (max: number) =>
  z
    .string({ error: PROFILE_MESSAGES.required })
    .trim()
    .min(1, PROFILE_MESSAGES.required)
    .max(max, PROFILE_MESSAGES.tooLong(max));

/** Optional text: empty input becomes null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, PROFILE_MESSAGES.tooLong(max))
    .nullish()
    .transform((v) => (v ? v : null));

/** A month as `YYYY-MM` (what `<input type="month">` gives). */
export const ZMonth = z
  .string({ error: PROFILE_MESSAGES.monthInvalid })
  .regex(/^(19[5-9]\d|20\d\d)-(0[1-9]|1[0-2])$/, PROFILE_MESSAGES.monthInvalid);

const optionalMonth = z
  .union([ZMonth, z.literal(''), z.null()])
  .optional()
  .transform((v) => (v ? v : null));

// ---- CV entries ----

export const ZJobExperienceInput = z
  .object({
    title: text(120),
    employer: text(120),
    location: optionalText(120),
    fromMonth: ZMonth,
    toMonth: optionalMonth,
    isCurrent: z.boolean().default(false),
    description: optionalText(2000),
  })
  .superRefine((v, ctx) => {
    if (v.isCurrent) return;
    if (!v.toMonth)
      ctx.addIssue({ code: 'custom', path: ['toMonth'], message: PROFILE_MESSAGES.endRequired });
    else if (v.toMonth < v.fromMonth)
      ctx.addIssue({ code: 'custom', path: ['toMonth'], message: PROFILE_MESSAGES.endBeforeStart });
  })
  .transform((v) => ({ ...v, toMonth: v.isCurrent ? null : v.toMonth }));
export type TJobExperienceInput = z.input<typeof ZJobExperienceInput>;

export const ZEducationInput = z
  .object({
    institution: text(160),
    degree: text(160),
    fromMonth: ZMonth,
    /** null: still in progress. */
    toMonth: optionalMonth,
  })
  .superRefine((v, ctx) => {
    if (v.toMonth && v.toMonth < v.fromMonth)
      ctx.addIssue({ code: 'custom', path: ['toMonth'], message: PROFILE_MESSAGES.endBeforeStart });
  });
export type TEducationInput = z.input<typeof ZEducationInput>;

export const ZLanguageInput = z.object({
  name: text(60),
  level: z.enum(LANGUAGE_LEVELS, { error: PROFILE_MESSAGES.levelInvalid }),
});
export type TLanguageInput = z.input<typeof ZLanguageInput>;

export const ZSkillInput = z.object({ name: text(60) });
export type TSkillInput = z.input<typeof ZSkillInput>;

const MIN_TRAINING_YEAR = 1950;
export const ZTrainingInput = z.object({
  title: text(160),
  provider: optionalText(160),
  year: z.coerce
    .number({ error: PROFILE_MESSAGES.yearInvalid })
    .int(PROFILE_MESSAGES.yearInvalid)
    .min(MIN_TRAINING_YEAR, PROFILE_MESSAGES.yearInvalid)
    .refine((year) => year <= new Date().getFullYear() + 1, PROFILE_MESSAGES.yearInvalid),
});
export type TTrainingInput = z.input<typeof ZTrainingInput>;

/** The five CV sections; also the URL segment of their settings endpoints. */
export const PROFILE_SECTIONS = ['experiences', 'educations', 'languages', 'skills', 'trainings'] as const;
export type TProfileSection = (typeof PROFILE_SECTIONS)[number];

const ZEntryId = z.object({ id: z.number(), position: z.number() });

export const ZJobExperience = ZEntryId.extend({
  title: z.string(),
  employer: z.string(),
  location: z.string().nullable(),
  fromMonth: z.string(),
  toMonth: z.string().nullable(),
  isCurrent: z.boolean(),
  description: z.string().nullable(),
});
export type TJobExperience = z.infer<typeof ZJobExperience>;

export const ZEducation = ZEntryId.extend({
  institution: z.string(),
  degree: z.string(),
  fromMonth: z.string(),
  toMonth: z.string().nullable(),
});
export type TEducationEntry = z.infer<typeof ZEducation>;

export const ZLanguage = ZEntryId.extend({ name: z.string(), level: z.enum(LANGUAGE_LEVELS) });
export type TLanguage = z.infer<typeof ZLanguage>;

export const ZSkill = ZEntryId.extend({ name: z.string() });
export type TSkill = z.infer<typeof ZSkill>;

export const ZTraining = ZEntryId.extend({
  title: z.string(),
  provider: z.string().nullable(),
  year: z.number(),
});
export type TTrainingEntry = z.infer<typeof ZTraining>;

/** Input schema and wire schema per section, for generic CRUD on server and client. */
export const PROFILE_SECTION_SCHEMAS = {
  experiences: { input: ZJobExperienceInput, entry: ZJobExperience },
  educations: { input: ZEducationInput, entry: ZEducation },
  languages: { input: ZLanguageInput, entry: ZLanguage },
  skills: { input: ZSkillInput, entry: ZSkill },
  trainings: { input: ZTrainingInput, entry: ZTraining },
} as const;

/** Prefetch answers of 000 §7 (`/api/user/{username}/languages` …). */
export const ZLanguageList = z.object({ data: z.array(ZLanguage) });
export const ZSkillList = z.object({ data: z.array(ZSkill) });
export const ZTrainingList = z.object({ data: z.array(ZTraining) });
export const ZEducationList = z.object({ data: z.array(ZEducation) });
export const ZJobExperienceList = z.object({ data: z.array(ZJobExperience) });

// ---- Public profile ----

export const CONNECTION_STATUSES = ['self', 'none', 'pending_sent', 'pending_received', 'connected'] as const;
export type TConnectionStatus = (typeof CONNECTION_STATUSES)[number];

/**
 * `GET /api/user/me`: the account (ZCurrentUser) with the rest of 000 §3's authenticated user: the
 * talent phone and the CV sections, for clients written against the original product.
 */
export const ZAuthenticatedUser = ZCurrentUser.extend({
  talentPhone: ZTalentPhone.nullable(),
  jobExperiences: z.array(ZJobExperience),
  educations: z.array(ZEducation),
  languages: z.array(ZLanguage),
  skills: z.array(ZSkill),
  trainings: z.array(ZTraining),
  /** The own signed id for the MedKai partner (docs/medkai.md); null where MedKai is not set up. */
  medkaiHash: z.string().nullable(),
});
export type TAuthenticatedUser = z.infer<typeof ZAuthenticatedUser>;

export const ZPublicProfile = ZUserSummary.extend({
  firstName: z.string(),
  lastName: z.string(),
  summary: z.string().nullable(),
  /** City and country only: never the postal code or coordinates. */
  location: z.object({ city: z.string().nullable(), country: z.string().nullable() }).nullable(),
  jobExperiences: z.array(ZJobExperience),
  educations: z.array(ZEducation),
  languages: z.array(ZLanguage),
  skills: z.array(ZSkill),
  trainings: z.array(ZTraining),
  connectionsCount: z.number(),
  connectionStatus: z.enum(CONNECTION_STATUSES),
  /** Id of the pending request when there is one (accept/reject need it). */
  connectionRequestId: z.number().nullable(),
});
export type TPublicProfile = z.infer<typeof ZPublicProfile>;

// ---- Settings payloads ----

export const ZProfileUpdate = z
  .object({
    firstName: ZFirstName,
    lastName: ZLastName,
    currentPosition: optionalText(120),
    summary: optionalText(PROFILE_SUMMARY_MAX),
    /** Empty clears the place; otherwise checked against the postal-code table. */
    plz: z.string().trim().max(10, PROFILE_MESSAGES.plzInvalid).default(''),
    country: z.enum(COUNTRIES, { error: PROFILE_MESSAGES.countryInvalid }).default('DE'),
  })
  .superRefine((v, ctx) => {
    const message = v.plz ? validatePostalCode(v.plz, v.country) : null;
    if (message) ctx.addIssue({ code: 'custom', path: ['plz'], message });
  });
export type TProfileUpdate = z.input<typeof ZProfileUpdate>;

export const ZEmailChange = z.object({ newEmail: ZEmail, currentPassword: ZLoginPassword });
export type TEmailChange = z.input<typeof ZEmailChange>;

export const ZPasswordChange = z
  .object({
    currentPassword: ZLoginPassword,
    newPassword: ZNewPassword,
    passwordConfirmation: z.string({ error: PROFILE_MESSAGES.required }).min(1, PROFILE_MESSAGES.required),
  })
  .refine((v) => v.newPassword === v.passwordConfirmation, {
    path: ['passwordConfirmation'],
    message: PROFILE_MESSAGES.passwordsDiffer,
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    path: ['newPassword'],
    message: PROFILE_MESSAGES.samePassword,
  });
export type TPasswordChange = z.input<typeof ZPasswordChange>;

export const ZAccountDelete = z.object({
  password: ZLoginPassword,
  confirm: z.literal(true, { error: PROFILE_MESSAGES.deleteConfirmRequired }),
});
export type TAccountDelete = z.input<typeof ZAccountDelete>;

export const ZPrivacyUpdate = z.object({ hideOnlineStatus: z.boolean() });
export type TPrivacyUpdate = z.infer<typeof ZPrivacyUpdate>;

export const ZUserSession = z.object({
  /** An opaque handle, not the stored token hash. */
  id: z.string(),
  device: z.string(),
  deviceType: z.enum(['mobile', 'desktop', 'tablet']),
  createdAt: z.number(),
  lastActiveAt: z.number(),
  isCurrent: z.boolean(),
});
export type TUserSession = z.infer<typeof ZUserSession>;
export const ZUserSessionList = z.object({ data: z.array(ZUserSession) });

/** A time of day as HH:MM (24 hours), Europe/Berlin. */
const ZTimeOfDay = z
  .string({ error: PROFILE_MESSAGES.quietTimeInvalid })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, PROFILE_MESSAGES.quietTimeInvalid);

/**
 * Quiet hours: no web push from `start` to `end` (Europe/Berlin; the window may cross midnight,
 * 22:00–06:00). In-app notifications still appear (docs/notifications.md).
 */
export const ZQuietHours = z
  .object({ enabled: z.boolean(), start: ZTimeOfDay, end: ZTimeOfDay })
  .refine((q) => q.start !== q.end, { path: ['end'], message: PROFILE_MESSAGES.quietSameTime });
export type TQuietHours = z.infer<typeof ZQuietHours>;

/** Off until the member switches it on; these times are offered then. */
export const DEFAULT_QUIET_HOURS: TQuietHours = { enabled: false, start: '22:00', end: '06:00' };

/** Minutes since midnight of an HH:MM time. */
export function timeOfDayMinutes(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

const BERLIN_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Whether `at` falls into the quiet hours (start inclusive, end exclusive, Europe/Berlin wall clock). */
export function isInQuietHours(quiet: TQuietHours, at: number): boolean {
  if (!quiet.enabled) return false;
  const now = timeOfDayMinutes(BERLIN_CLOCK.format(at));
  const start = timeOfDayMinutes(quiet.start);
  const end = timeOfDayMinutes(quiet.end);
  // 22:00–06:00 crosses midnight: quiet from start to midnight and from midnight to end.
  return start < end ? now >= start && now < end : now >= start || now < end;
}

export const ZNotificationPreferences = z.object({
  categories: z.array(
    z.object({
      category: z.enum(NOTIFICATION_PREFERENCE_CATEGORIES),
      email: z.boolean(),
      push: z.boolean(),
    }),
  ),
  /** The periodic e-mail summary of unseen notifications. */
  digest: z.boolean(),
  /** "E-Mail bei ungelesenen Nachrichten": chat messages unread for 24 hours (default on). */
  chatDigest: z.boolean(),
  quietHours: ZQuietHours,
});
export type TNotificationPreferences = z.infer<typeof ZNotificationPreferences>;

/** What the settings page sends; a part left out keeps its stored value (older clients). */
export const ZNotificationPreferencesUpdate = ZNotificationPreferences.extend({
  chatDigest: z.boolean().optional(),
  quietHours: ZQuietHours.optional(),
});
export type TNotificationPreferencesUpdate = z.infer<typeof ZNotificationPreferencesUpdate>;

/** Without a stored row a category sends both e-mail and push. */
export const DEFAULT_NOTIFICATION_PREFERENCE = { email: true, push: true } as const;

// ---- Completeness (000 §5) ----

export const PROFILE_COMPLETENESS_WEIGHTS = {
  picture: 10,
  summary: 15,
  experience: 20,
  education: 20,
  languages: 15,
  skills: 10,
  trainings: 10,
} as const;
export type TCompletenessKey = keyof typeof PROFILE_COMPLETENESS_WEIGHTS;

export const PROFILE_COMPLETENESS_ITEM_LABELS: Record<TCompletenessKey, string> = {
  picture: 'Profilbild hochladen',
  summary: 'Über mich ausfüllen',
  experience: 'Berufserfahrung hinzufügen',
  education: 'Ausbildung hinzufügen',
  languages: 'Sprachen hinzufügen',
  skills: 'Kenntnisse hinzufügen',
  trainings: 'Weiterbildungen hinzufügen',
};

export const PROFILE_COMPLETENESS_LABELS = {
  complete: 'Profil vollständig',
  almost: 'Fast geschafft!',
  good: 'Gut gemacht!',
  start: 'Profil vervollständigen',
} as const;

export type TCompletenessInput = {
  profilePicture: unknown;
  summary: string | null | undefined;
  jobExperiences: readonly unknown[] | number;
  educations: readonly unknown[] | number;
  languages: readonly unknown[] | number;
  skills: readonly unknown[] | number;
  trainings: readonly unknown[] | number;
};

export const ZProfileCompleteness = z.object({
  score: z.number(),
  label: z.string(),
  missing: z.array(z.object({ key: z.string(), label: z.string(), points: z.number() })),
});
export type TProfileCompleteness = z.infer<typeof ZProfileCompleteness>;

/** The label for a score (000 §5): 100, ≥ 80, ≥ 50, below. */
export function getCompletenessLabel(score: number): string {
  if (score >= 100) return PROFILE_COMPLETENESS_LABELS.complete;
  if (score >= 80) return PROFILE_COMPLETENESS_LABELS.almost;
  if (score >= 50) return PROFILE_COMPLETENESS_LABELS.good;
  return PROFILE_COMPLETENESS_LABELS.start;
}

const count = (value: readonly unknown[] | number) => (typeof value === 'number' ? value : value.length);

/** The completeness score of a profile with its label and the missing parts, largest first. */
export function getProfileCompleteness(profile: TCompletenessInput): TProfileCompleteness {
  const summary = profile.summary?.trim() ?? '';
  const done: Record<TCompletenessKey, boolean> = {
    picture: Boolean(profile.profilePicture),
    summary: summary.length > 0 && summary !== PROFILE_SUMMARY_PLACEHOLDER,
    experience: count(profile.jobExperiences) > 0,
    education: count(profile.educations) > 0,
    languages: count(profile.languages) > 0,
    skills: count(profile.skills) > 0,
    trainings: count(profile.trainings) > 0,
  };
  let score = 0;
  const missing: TProfileCompleteness['missing'] = [];
  for (const key of Object.keys(PROFILE_COMPLETENESS_WEIGHTS) as TCompletenessKey[]) {
    const points = PROFILE_COMPLETENESS_WEIGHTS[key];
    if (done[key]) score += points;
    else missing.push({ key, label: PROFILE_COMPLETENESS_ITEM_LABELS[key], points });
  }
  missing.sort((a, b) => b.points - a.points);
  return { score, label: getCompletenessLabel(score), missing };
}
