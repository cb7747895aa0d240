/**
 * Job ads (000 §2; docs/jobs.md): structured care job ads, their lists, filters and German texts.
 * Work areas, sub-areas and qualifications are the onboarding's lists, so a member's wizard answers
 * and a job ad speak the same values.
 */
import { z } from './zod.ts';
export { companySlug, jobAdUrl } from './job-urls.ts';
import {
  BENEFIT_VALUES,
  COMPANY_COUNTRIES,
  ZCompanyContact,
  ZCompanyContactInput,
  zPositiveId,
  zRadius,
} from './companies.ts';
import {
  EDUCATION_OPTIONS,
  WORK_AREA_DETAILED_OPTIONS,
  WORK_AREA_HOSPITAL_OPTIONS,
  WORK_AREA_OPTIONS,
  WORK_AREA_STATIONARY_OPTIONS,
  getOptionValues,
} from './onboarding/options.ts';

export const JOB_TITLE_MIN = 5;
export const JOB_TITLE_MAX = 120;
export const JOB_DESCRIPTION_MAX = 20_000;
export const JOBS_PAGE_SIZE = 20;
export const JOB_HOURS_MIN = 5;
export const JOB_HOURS_MAX = 39;

export const JOB_AD_STATUSES = ['draft', 'published', 'paused', 'filled', 'expired'] as const;
export type TJobAdStatus = (typeof JOB_AD_STATUSES)[number];
export const JOB_AD_STATUS_LABELS: Record<TJobAdStatus, string> = {
  draft: 'Entwurf',
  published: 'veröffentlicht',
  paused: 'pausiert',
  filled: 'besetzt',
  expired: 'abgelaufen',
};
/** States a company member sets by hand; 'expired' follows from the end date. */
export const JOB_AD_SETTABLE_STATUSES = ['draft', 'published', 'paused', 'filled'] as const;

export const EMPLOYMENT_TYPES = [
  { value: 'vollzeit', label: 'Vollzeit' },
  { value: 'teilzeit', label: 'Teilzeit' },
  { value: 'minijob', label: 'Minijob' },
  { value: 'ausbildung', label: 'Ausbildung' },
] as const;
export type TEmploymentType = (typeof EMPLOYMENT_TYPES)[number]['value'];
const EMPLOYMENT_VALUES = getOptionValues(EMPLOYMENT_TYPES);

export const SHIFT_MODELS = [
  { value: 'frueh', label: 'Früh', icon: 'sunrise' },
  { value: 'spaet', label: 'Spät', icon: 'sunset' },
  { value: 'nacht', label: 'Nacht', icon: 'moon' },
  { value: 'dauernacht', label: 'Dauernacht', icon: 'moon' },
  { value: 'wechselschicht', label: 'Wechselschicht', icon: 'repeat' },
  { value: 'nur_wochentags', label: 'nur Wochentags', icon: 'weekday' },
  { value: 'wochenenddienste', label: 'Wochenenddienste', icon: 'weekend' },
] as const;
export type TShiftModel = (typeof SHIFT_MODELS)[number]['value'];
const SHIFT_VALUES = getOptionValues(SHIFT_MODELS);

export const PAY_SCALES = [
  { value: 'tvoed_p', label: 'TVöD-P' },
  { value: 'tvoed_k', label: 'TVöD-K' },
  { value: 'tv_l', label: 'TV-L' },
  { value: 'avr_caritas', label: 'AVR Caritas' },
  { value: 'avr_diakonie', label: 'AVR Diakonie' },
  { value: 'haustarif', label: 'Haustarif' },
  { value: 'kv_swoe', label: 'KV SWÖ (Österreich)' },
  { value: 'gav_ch', label: 'GAV / kantonaler Tarif (Schweiz)' },
] as const;
export type TPayScale = (typeof PAY_SCALES)[number]['value'];
const PAY_SCALE_VALUES = getOptionValues(PAY_SCALES);
export const PAY_CURRENCIES = ['EUR', 'CHF'] as const;

const WORK_AREA_VALUES = getOptionValues(WORK_AREA_OPTIONS);
const EDUCATION_VALUES = getOptionValues(EDUCATION_OPTIONS);
/** Sub-areas per work area (the onboarding's lists); 'sonstige' uses the detailed list. */
export const WORK_SUB_AREAS = {
  krankenhaus: WORK_AREA_HOSPITAL_OPTIONS,
  stationaere_pflege: WORK_AREA_STATIONARY_OPTIONS,
  ambulante_pflege: [],
  sonstige: WORK_AREA_DETAILED_OPTIONS,
} as const;

const JOB_SEARCHES_MAX_TEXT = 10;

export const JOB_MESSAGES = {
  jobNotFound: 'Diese Stellenanzeige gibt es nicht (mehr).',
  invalidUid: 'Ungültige Stellenanzeige.',
  titleTooShort: `Der Titel braucht mindestens ${JOB_TITLE_MIN} Zeichen.`,
  titleTooLong: `Der Titel darf höchstens ${JOB_TITLE_MAX} Zeichen lang sein.`,
  descriptionTooLong: `Die Beschreibung darf höchstens ${JOB_DESCRIPTION_MAX.toLocaleString('de-DE')} Zeichen lang sein.`,
  descriptionMissing: 'Bitte beschreibe die Stelle.',
  workAreaInvalid: 'Bitte wähle einen Arbeitsbereich.',
  subAreaInvalid: 'Dieser Bereich passt nicht zum gewählten Arbeitsbereich.',
  qualificationInvalid: 'Bitte wähle die geforderte Qualifikation.',
  employmentTypeInvalid: 'Bitte wähle die Anstellungsart.',
  hoursInvalid: `Bei Teilzeit gib bitte die Wochenstunden an (${JOB_HOURS_MIN} bis ${JOB_HOURS_MAX}).`,
  shiftModelInvalid: 'Unbekanntes Schichtmodell.',
  shiftModelsMissing: 'Bitte wähle mindestens ein Schichtmodell.',
  payScaleInvalid: 'Unbekannter Tarif.',
  payInvalid: 'Bitte gib eine Entgeltgruppe zum Tarif oder eine Gehaltsspanne an.',
  payRangeInvalid: 'Das Mindestgehalt darf nicht höher sein als das Höchstgehalt.',
  dateInvalid: 'Bitte gib ein gültiges Datum an (JJJJ-MM-TT).',
  endBeforeStart: 'Das Ende der Anzeige darf nicht vor heute liegen.',
  locationInvalid: 'Bitte wähle einen Standort dieses Arbeitgebers.',
  statusInvalid: 'Unbekannter Status.',
  sortInvalid: 'Unbekannte Sortierung.',
  cursorInvalid: 'Ungültige Seite.',
  queryInvalid: 'Ungültige Anfrage.',
  distanceNeedsPlz:
    'Für die Sortierung nach Entfernung brauchen wir deine Postleitzahl. Trag sie in deinem Profil unter Einstellungen ein.',
  cannotPublishExpired: 'Das Ende der Anzeige liegt in der Vergangenheit. Bitte wähle ein neues Enddatum.',
  saved: 'Stellenanzeige gemerkt.',
  searchNotFound: 'Diesen Suchauftrag gibt es nicht (mehr).',
  searchesTooMany: `Du kannst höchstens ${JOB_SEARCHES_MAX_TEXT} Suchaufträge speichern. Lösche einen, um einen neuen anzulegen.`,
  searchExists: 'Diesen Suchauftrag hast du schon gespeichert.',
  searchSaved: 'Suchauftrag gespeichert. Wir sagen dir Bescheid, sobald neue passende Stellen erscheinen.',
  unsaved: 'Nicht mehr gemerkt.',
} as const;

const zDate = z.string({ error: JOB_MESSAGES.dateInvalid }).regex(/^\d{4}-\d{2}-\d{2}$/, {
  error: JOB_MESSAGES.dateInvalid,
});

// ---- Answers ----

export const ZJobAdCompany = z.object({
  id: z.number(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  isVerified: z.boolean(),
});

/** A job ad on a list card. */
export const ZJobAdCard = z.object({
  id: z.number(),
  uid: z.string(),
  title: z.string(),
  company: ZJobAdCompany,
  city: z.string(),
  plz: z.string(),
  country: z.enum(COMPANY_COUNTRIES),
  workArea: z.enum(WORK_AREA_VALUES),
  workSubArea: z.string().nullable(),
  qualification: z.enum(EDUCATION_VALUES),
  employmentType: z.enum(EMPLOYMENT_VALUES),
  hoursPerWeek: z.number().nullable(),
  shiftModels: z.array(z.enum(SHIFT_VALUES)),
  payScale: z.enum(PAY_SCALE_VALUES).nullable(),
  payGroup: z.string().nullable(),
  payMin: z.number().nullable(),
  payMax: z.number().nullable(),
  payCurrency: z.enum(PAY_CURRENCIES),
  /** Km from my postal code; null without coordinates on either side. */
  distance: z.number().nullable(),
  status: z.enum(JOB_AD_STATUSES),
  publishedAt: z.number().nullable(),
  isSaved: z.boolean(),
});
export type TJobAdCard = z.infer<typeof ZJobAdCard>;

export const ZJobAd = ZJobAdCard.extend({
  companyLocationId: z.number(),
  street: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  driverLicenseRequired: z.boolean(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  descriptionHtml: z.string(),
  benefits: z.array(z.enum(BENEFIT_VALUES)),
  contact: ZCompanyContact.nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
  /** I may edit this ad (company member or admin). */
  canEdit: z.boolean(),
});
export type TJobAd = z.infer<typeof ZJobAd>;
export const ZJobAdAnswer = z.object({ jobAd: ZJobAd });
export type TJobAdAnswer = z.infer<typeof ZJobAdAnswer>;

export const ZJobAdsPage = z.object({ jobAds: z.array(ZJobAdCard), nextCursor: z.string().nullable() });
export type TJobAdsPage = z.infer<typeof ZJobAdsPage>;

export const ZSavedAnswer = z.object({ isSaved: z.boolean() });

// ---- Requests ----

export const ZJobAdParams = z.object({
  uid: z
    .string({ error: JOB_MESSAGES.invalidUid })
    .regex(/^[a-z0-9-]{4,64}$/, { error: JOB_MESSAGES.invalidUid }),
});

export const JOB_SORTS = ['date', 'distance'] as const;
export type TJobSort = (typeof JOB_SORTS)[number];

/** `GET /api/jobs`: published ads with filters; `companyId` lists one company's open ads. */
export const ZJobListQuery = z.object({
  radius: zRadius.optional(),
  workArea: z.enum(WORK_AREA_VALUES, { error: JOB_MESSAGES.workAreaInvalid }).optional(),
  employmentType: z.enum(EMPLOYMENT_VALUES, { error: JOB_MESSAGES.employmentTypeInvalid }).optional(),
  shiftModel: z.enum(SHIFT_VALUES, { error: JOB_MESSAGES.shiftModelInvalid }).optional(),
  qualification: z.enum(EDUCATION_VALUES, { error: JOB_MESSAGES.qualificationInvalid }).optional(),
  payScale: z.enum(PAY_SCALE_VALUES, { error: JOB_MESSAGES.payScaleInvalid }).optional(),
  companyId: zPositiveId(JOB_MESSAGES.queryInvalid).optional(),
  sort: z.enum(JOB_SORTS, { error: JOB_MESSAGES.sortInvalid }).default('date'),
  cursor: z.string().max(200, { error: JOB_MESSAGES.cursorInvalid }).optional(),
});
export type TJobListQuery = z.input<typeof ZJobListQuery>;

/** Saved searches a member may keep (each alerts once a day about new matching ads). */
export const JOB_SEARCHES_MAX = JOB_SEARCHES_MAX_TEXT;

/** A saved search: the list's filters without paging, sorting or a company (docs/jobs.md "Job alerts"). */
export const ZJobSearchFilters = ZJobListQuery.pick({
  radius: true,
  workArea: true,
  employmentType: true,
  shiftModel: true,
  qualification: true,
  payScale: true,
}).strict();
export type TJobSearchFilters = z.output<typeof ZJobSearchFilters>;
/** A saved search with its German name ("Nacht · 20 km") and the list's address for it. */
export const ZJobSearch = z.object({
  id: z.number(),
  filters: ZJobSearchFilters,
  label: z.string(),
  url: z.string(),
  createdAt: z.number(),
});
export type TJobSearch = z.infer<typeof ZJobSearch>;
export const ZJobSearches = z.object({ searches: z.array(ZJobSearch) });
export type TJobSearches = z.infer<typeof ZJobSearches>;
export const ZJobSearchParams = z.object({ id: zPositiveId(JOB_MESSAGES.searchNotFound) });

/** `GET /api/company/{companyId}/job-ads`: every ad of the company (its members and admins). */
export const ZCompanyJobAdsQuery = z.object({
  cursor: z.string().max(200, { error: JOB_MESSAGES.cursorInvalid }).optional(),
});

export const ZSavedJobsQuery = z.object({
  cursor: z.string().max(200, { error: JOB_MESSAGES.cursorInvalid }).optional(),
});

const zMoney = z.coerce
  .number({ error: JOB_MESSAGES.payInvalid })
  .int({ error: JOB_MESSAGES.payInvalid })
  .min(0, { error: JOB_MESSAGES.payInvalid })
  .max(100_000, { error: JOB_MESSAGES.payInvalid });

/** Create or edit a job ad (`POST /api/company/{companyId}/job-ads`, `PATCH /api/jobs/{uid}`). */
export const ZJobAdInput = z
  .object({
    title: z
      .string({ error: JOB_MESSAGES.titleTooShort })
      .trim()
      .min(JOB_TITLE_MIN, { error: JOB_MESSAGES.titleTooShort })
      .max(JOB_TITLE_MAX, { error: JOB_MESSAGES.titleTooLong }),
    companyLocationId: zPositiveId(JOB_MESSAGES.locationInvalid),
    workArea: z.enum(WORK_AREA_VALUES, { error: JOB_MESSAGES.workAreaInvalid }),
    workSubArea: z.string().trim().max(60).nullable().default(null),
    qualification: z.enum(EDUCATION_VALUES, { error: JOB_MESSAGES.qualificationInvalid }),
    employmentType: z.enum(EMPLOYMENT_VALUES, { error: JOB_MESSAGES.employmentTypeInvalid }),
    hoursPerWeek: z.coerce
      .number({ error: JOB_MESSAGES.hoursInvalid })
      .int({ error: JOB_MESSAGES.hoursInvalid })
      .min(JOB_HOURS_MIN, { error: JOB_MESSAGES.hoursInvalid })
      .max(JOB_HOURS_MAX, { error: JOB_MESSAGES.hoursInvalid })
      .nullable()
      .default(null),
    shiftModels: z
      .array(z.enum(SHIFT_VALUES, { error: JOB_MESSAGES.shiftModelInvalid }))
      .min(1, { error: JOB_MESSAGES.shiftModelsMissing })
      .max(SHIFT_VALUES.length),
    payScale: z.enum(PAY_SCALE_VALUES, { error: JOB_MESSAGES.payScaleInvalid }).nullable().default(null),
    payGroup: z
      .string()
      .trim()
      .max(20, { error: JOB_MESSAGES.payInvalid })
      .transform((v) => v || null)
      .nullable()
      .default(null),
    payMin: zMoney.nullable().default(null),
    payMax: zMoney.nullable().default(null),
    driverLicenseRequired: z.boolean().default(false),
    startDate: zDate.nullable().default(null),
    endDate: zDate.nullable().default(null),
    descriptionHtml: z
      .string({ error: JOB_MESSAGES.descriptionMissing })
      .trim()
      .min(1, { error: JOB_MESSAGES.descriptionMissing })
      .max(JOB_DESCRIPTION_MAX, { error: JOB_MESSAGES.descriptionTooLong }),
    benefits: z.array(z.enum(BENEFIT_VALUES)).max(BENEFIT_VALUES.length).default([]),
    contact: ZCompanyContactInput.nullable().default(null),
  })
  .superRefine((value, ctx) => {
    const subAreas = WORK_SUB_AREAS[value.workArea] as readonly { value: string }[];
    if (value.workSubArea !== null && !subAreas.some((o) => o.value === value.workSubArea))
      ctx.addIssue({ code: 'custom', path: ['workSubArea'], message: JOB_MESSAGES.subAreaInvalid });
    if (value.employmentType === 'teilzeit' && value.hoursPerWeek === null)
      ctx.addIssue({ code: 'custom', path: ['hoursPerWeek'], message: JOB_MESSAGES.hoursInvalid });
    const hasScale = value.payScale !== null && value.payGroup !== null;
    const hasRange = value.payMin !== null || value.payMax !== null;
    if (!hasScale && !hasRange)
      ctx.addIssue({ code: 'custom', path: ['payScale'], message: JOB_MESSAGES.payInvalid });
    if (value.payMin !== null && value.payMax !== null && value.payMin > value.payMax)
      ctx.addIssue({ code: 'custom', path: ['payMax'], message: JOB_MESSAGES.payRangeInvalid });
  });
export type TJobAdInput = z.input<typeof ZJobAdInput>;

export const ZJobAdStatusInput = z.object({
  status: z.enum(JOB_AD_SETTABLE_STATUSES, { error: JOB_MESSAGES.statusInvalid }),
});

export const JOB_PATHS = {
  list: '/api/jobs',
  saved: '/api/jobs/saved',
  detail: '/api/jobs/:uid',
  save: '/api/jobs/:uid/saved',
  status: '/api/jobs/:uid/status',
  companyJobAds: '/api/company/:companyId/job-ads',
  searches: '/api/jobs/searches',
  search: '/api/jobs/searches/:id',
} as const;

/** "TVöD-P P7", "3.400–3.900 € / Monat" or null. */
export function formatJobPay(
  ad: Pick<TJobAdCard, 'payScale' | 'payGroup' | 'payMin' | 'payMax' | 'payCurrency'>,
): string | null {
  const currency = ad.payCurrency === 'CHF' ? 'CHF' : '€';
  const money = (v: number) => v.toLocaleString('de-DE');
  if (ad.payScale && ad.payGroup) {
    const scale =
      PAY_SCALES.find((s) => s.value === ad.payScale)?.label.replace(/ \(.*\)$/, '') ?? ad.payScale;
    return `${scale} ${ad.payGroup}`;
  }
  if (ad.payMin !== null && ad.payMax !== null)
    return `${money(ad.payMin)}–${money(ad.payMax)} ${currency} / Monat`;
  if (ad.payMin !== null) return `ab ${money(ad.payMin)} ${currency} / Monat`;
  if (ad.payMax !== null) return `bis ${money(ad.payMax)} ${currency} / Monat`;
  return null;
}
