/**
 * Companies (employer profiles, 000 §2, §3, §7; docs/companies.md): wire shapes, payloads, lists
 * and German texts. The server validates with these schemas; the web forms use the same ones.
 */
import { z } from './zod.ts';

export const COMPANY_NAME_MIN = 2;
export const COMPANY_NAME_MAX = 120;
export const COMPANY_ABOUT_MAX = 5000;
export const COMPANY_SEARCH_MAX = 80;
export const COMPANIES_PAGE_SIZE = 20;
/** Largest radius (km) a distance filter or a distance sort looks at. */
export const DISTANCE_RADIUS_MAX_KM = 200;
export const DISTANCE_RADIUS_OPTIONS_KM = [10, 20, 30, 50, 100, 200] as const;
export const COMPANY_LOCATIONS_MAX = 30;
/** Photos of a company's gallery. */
export const COMPANY_PHOTOS_MAX = 12;
/** Stored sizes (px): the logo is a square, the cover a wide banner, photos fit in a square. */
export const COMPANY_LOGO_SIZE = 256;
export const COMPANY_COVER_WIDTH = 1600;
export const COMPANY_COVER_HEIGHT = 600;
export const COMPANY_PHOTO_MAX_SIZE = 1600;
export const COMPANY_PHOTO_THUMB_SIZE = 480;

/** Companies one member may hide from (discreet mode). */
export const DISCREET_COMPANIES_MAX = 50;

export const COMPANY_MESSAGES = {
  invalidCompanyId: 'Ungültige Arbeitgeber-ID.',
  companyNotFound: 'Diesen Arbeitgeber gibt es nicht.',
  notCompanyMember: 'Das dürfen nur Mitglieder dieses Arbeitgebers.',
  discreetOwnCompany: 'Vor deinem eigenen Arbeitgeber-Team kannst du dich hier nicht verbergen.',
  discreetTooMany: `Du kannst dich vor höchstens ${DISCREET_COMPANIES_MAX} Arbeitgebern verbergen.`,
  nameTooShort: `Der Name braucht mindestens ${COMPANY_NAME_MIN} Zeichen.`,
  nameTooLong: `Der Name darf höchstens ${COMPANY_NAME_MAX} Zeichen lang sein.`,
  aboutTooLong: `Der Text „Über uns“ darf höchstens ${COMPANY_ABOUT_MAX} Zeichen lang sein.`,
  facilityTypeInvalid: 'Bitte wähle die Art der Einrichtung.',
  sizeInvalid: 'Bitte wähle die Größe der Einrichtung.',
  benefitInvalid: 'Unbekannter Vorteil.',
  queryInvalid: 'Ungültige Anfrage.',
  radiusInvalid: `Bitte wähle einen Umkreis zwischen 1 und ${DISTANCE_RADIUS_MAX_KM} km.`,
  noPostalCode:
    'Für die Suche im Umkreis brauchen wir deine Postleitzahl. Trag sie in deinem Profil unter Einstellungen ein.',
  plzInvalid: 'Bitte gib eine gültige Postleitzahl ein.',
  plzUnknown: 'Diese Postleitzahl kennen wir nicht.',
  countryInvalid: 'Bitte wähle Deutschland, Österreich oder die Schweiz.',
  tooManyLocations: `Ein Arbeitgeber kann höchstens ${COMPANY_LOCATIONS_MAX} Standorte haben.`,
  locationNotFound: 'Diesen Standort gibt es bei diesem Arbeitgeber nicht.',
  locationInUse: 'Dieser Standort wird noch von Stellenanzeigen verwendet.',
  userNotFound: 'Dieses Mitglied gibt es nicht.',
  roleInvalid: 'Unbekannte Rolle.',
  emailInvalid: 'Bitte gib eine gültige E-Mail-Adresse ein.',
  textTooLong: 'Dieser Text ist zu lang.',
  saved: 'Arbeitgeberprofil gespeichert.',
  imageMissing: 'Bitte wähle ein Bild aus.',
  tooManyPhotos: `Ein Arbeitgeber kann höchstens ${COMPANY_PHOTOS_MAX} Fotos zeigen.`,
  photoNotFound: 'Dieses Foto gibt es bei diesem Arbeitgeber nicht.',
  photoOrderInvalid: 'Bitte gib jedes Foto dieses Arbeitgebers genau einmal an.',
  logoSaved: 'Logo gespeichert.',
  logoRemoved: 'Logo entfernt.',
  coverSaved: 'Titelbild gespeichert.',
  coverRemoved: 'Titelbild entfernt.',
  photoSaved: 'Foto hinzugefügt.',
  photoRemoved: 'Foto entfernt.',
} as const;

export const COMPANY_FACILITY_TYPES = [
  { value: 'krankenhaus', label: 'Krankenhaus' },
  { value: 'stationaere_pflege', label: 'Stationäre Pflege' },
  { value: 'ambulanter_dienst', label: 'Ambulanter Dienst' },
  { value: 'reha', label: 'Reha' },
  { value: 'hospiz', label: 'Hospiz' },
  { value: 'eingliederungshilfe', label: 'Eingliederungshilfe' },
  { value: 'sonstige', label: 'Sonstige' },
] as const;
export type TCompanyFacilityType = (typeof COMPANY_FACILITY_TYPES)[number]['value'];
const FACILITY_VALUES = COMPANY_FACILITY_TYPES.map((t) => t.value) as [
  TCompanyFacilityType,
  ...TCompanyFacilityType[],
];

export const COMPANY_SIZES = [
  { value: 'xs', label: 'bis 49 Beschäftigte' },
  { value: 's', label: '50 bis 249 Beschäftigte' },
  { value: 'm', label: '250 bis 999 Beschäftigte' },
  { value: 'l', label: 'ab 1.000 Beschäftigte' },
] as const;
export type TCompanySize = (typeof COMPANY_SIZES)[number]['value'];
const SIZE_VALUES = COMPANY_SIZES.map((t) => t.value) as [TCompanySize, ...TCompanySize[]];

/** Structured benefits (companies list theirs; a job ad picks from the same list). */
export const COMPANY_BENEFITS = [
  { value: 'tarif_tvoed', label: 'Tarifbindung TVöD' },
  { value: 'tarif_tvl', label: 'Tarifbindung TV-L' },
  { value: 'tarif_avr', label: 'Tarifbindung AVR' },
  { value: 'tarif_kv', label: 'Kollektivvertrag' },
  { value: 'zuschlaege', label: 'Zuschläge' },
  { value: 'kinderbetreuung', label: 'Kinderbetreuung' },
  { value: 'jobticket', label: 'Jobticket' },
  { value: 'fortbildungsbudget', label: 'Fortbildungsbudget' },
  { value: 'altersvorsorge', label: 'Betriebliche Altersvorsorge' },
  { value: 'dienstrad', label: 'Dienstrad-Leasing' },
  { value: 'dienstplan', label: 'Verlässliche Dienstpläne' },
  { value: 'einarbeitung', label: 'Strukturierte Einarbeitung' },
  { value: 'gesundheit', label: 'Betriebliches Gesundheitsmanagement' },
  { value: 'wohnraum', label: 'Mitarbeiterwohnungen' },
  { value: 'dienstwagen', label: 'Dienstwagen' },
  { value: 'urlaub_30', label: '30 Tage Urlaub oder mehr' },
] as const;
export type TCompanyBenefit = (typeof COMPANY_BENEFITS)[number]['value'];
export const BENEFIT_VALUES = COMPANY_BENEFITS.map((t) => t.value) as [TCompanyBenefit, ...TCompanyBenefit[]];

export const COMPANY_ROLES = ['owner', 'recruiter'] as const;
export type TCompanyRole = (typeof COMPANY_ROLES)[number];
export const COMPANY_ROLE_LABELS: Record<TCompanyRole, string> = { owner: 'Inhaber', recruiter: 'Recruiter' };

export const COMPANY_COUNTRIES = ['DE', 'AT', 'CH'] as const;
export type TCompanyCountry = (typeof COMPANY_COUNTRIES)[number];

export const zPositiveId = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(2 ** 53 - 1, { error: message });

/** A distance filter's radius in km (1 … DISTANCE_RADIUS_MAX_KM). */
export const zRadius = z.coerce
  .number({ error: COMPANY_MESSAGES.radiusInvalid })
  .int({ error: COMPANY_MESSAGES.radiusInvalid })
  .min(1, { error: COMPANY_MESSAGES.radiusInvalid })
  .max(DISTANCE_RADIUS_MAX_KM, { error: COMPANY_MESSAGES.radiusInvalid });

// ---- Answers ----

export const ZCompanyLocation = z.object({
  id: z.number(),
  street: z.string().nullable(),
  plz: z.string(),
  city: z.string(),
  country: z.enum(COMPANY_COUNTRIES),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type TCompanyLocation = z.infer<typeof ZCompanyLocation>;

export const ZCompanyContact = z.object({
  name: z.string(),
  position: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type TCompanyContact = z.infer<typeof ZCompanyContact>;

/** A photo of the company's gallery, in the company's order. */
export const ZCompanyPhoto = z.object({
  id: z.number(),
  /** At most COMPANY_PHOTO_MAX_SIZE px on the longer side. */
  url: z.string(),
  /** A COMPANY_PHOTO_THUMB_SIZE px square for the gallery grid. */
  thumbnailUrl: z.string(),
  width: z.number(),
  height: z.number(),
});
export type TCompanyPhoto = z.infer<typeof ZCompanyPhoto>;

/** A company in lists and on job-ad cards. */
export const ZCompanySummary = z.object({
  id: z.number(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  facilityType: z.enum(FACILITY_VALUES),
  isVerified: z.boolean(),
  /** Town of the main (first) location. */
  city: z.string().nullable(),
  /** Km from my postal code to the company's nearest location; null without coordinates. */
  distance: z.number().nullable(),
  openJobAdsCount: z.number(),
  /** Hidden by moderation: listed for admins only, marked (docs/moderation.md). */
  isHidden: z.boolean().optional(),
});
export type TCompanySummary = z.infer<typeof ZCompanySummary>;

/** `GET /api/company/{companyId}` → `{ company }` (000 §7). */
export const ZCompany = ZCompanySummary.extend({
  coverUrl: z.string().nullable(),
  size: z.enum(SIZE_VALUES).nullable(),
  about: z.string().nullable(),
  benefits: z.array(z.enum(BENEFIT_VALUES)),
  photos: z.array(ZCompanyPhoto),
  contactPerson: ZCompanyContact.nullable(),
  locations: z.array(ZCompanyLocation),
  /** My role in this company (null: not a member). */
  myRole: z.enum(COMPANY_ROLES).nullable(),
});
export type TCompany = z.infer<typeof ZCompany>;
export const ZCompanyAnswer = z.object({
  /** Moderation hid (or deleted) the profile: only its members and site admins get here, marked "ausgeblendet". */
  company: ZCompany.extend({ isHidden: z.boolean().optional() }),
});
export type TCompanyAnswer = z.infer<typeof ZCompanyAnswer>;

export const ZCompaniesPage = z.object({
  companies: z.array(ZCompanySummary),
  nextCursor: z.string().nullable(),
});
export type TCompaniesPage = z.infer<typeof ZCompaniesPage>;

/** Companies I belong to (for the editor). */
export const ZMyCompanies = z.object({
  companies: z.array(z.object({ id: z.number(), name: z.string(), role: z.enum(COMPANY_ROLES) })),
});
export type TMyCompanies = z.infer<typeof ZMyCompanies>;

/** Discreet mode: the companies I hide from (docs/companies.md "Discreet mode"). */
export const ZDiscreetCompanies = z.object({
  companies: z.array(z.object({ id: z.number(), name: z.string(), since: z.number() })),
});
export type TDiscreetCompanies = z.infer<typeof ZDiscreetCompanies>;

// ---- Requests ----

export const ZCompanyParams = z.object({ companyId: zPositiveId(COMPANY_MESSAGES.invalidCompanyId) });
export const ZCompanyLocationParams = ZCompanyParams.extend({
  locationId: zPositiveId(COMPANY_MESSAGES.locationNotFound),
});
export const ZCompanyPhotoParams = ZCompanyParams.extend({
  photoId: zPositiveId(COMPANY_MESSAGES.photoNotFound),
});
/** `PUT /api/company/{companyId}/photos/order`: every photo id of the company, in the new order. */
export const ZCompanyPhotoOrder = z.object({
  photoIds: z
    .array(zPositiveId(COMPANY_MESSAGES.photoOrderInvalid), { error: COMPANY_MESSAGES.photoOrderInvalid })
    .max(COMPANY_PHOTOS_MAX, { error: COMPANY_MESSAGES.photoOrderInvalid }),
});
export type TCompanyPhotoOrder = z.infer<typeof ZCompanyPhotoOrder>;

export const ZCompanyListQuery = z.object({
  search: z.string().trim().max(COMPANY_SEARCH_MAX, { error: COMPANY_MESSAGES.queryInvalid }).optional(),
  facilityType: z.enum(FACILITY_VALUES, { error: COMPANY_MESSAGES.facilityTypeInvalid }).optional(),
  radius: zRadius.optional(),
  cursor: z.string().max(200, { error: COMPANY_MESSAGES.queryInvalid }).optional(),
});
export type TCompanyListQuery = z.infer<typeof ZCompanyListQuery>;

const zName = z
  .string({ error: COMPANY_MESSAGES.nameTooShort })
  .trim()
  .min(COMPANY_NAME_MIN, { error: COMPANY_MESSAGES.nameTooShort })
  .max(COMPANY_NAME_MAX, { error: COMPANY_MESSAGES.nameTooLong });
const zShort = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: COMPANY_MESSAGES.textTooLong })
    .transform((v) => v || null)
    .nullable();

export const ZCompanyContactInput = z.object({
  name: z.string().trim().min(2, { error: COMPANY_MESSAGES.nameTooShort }).max(120),
  position: zShort(120).optional().default(null),
  email: z
    .union([z.literal(''), z.email({ error: COMPANY_MESSAGES.emailInvalid }).max(200)])
    .nullable()
    .optional()
    .transform((v) => v || null),
  phone: zShort(40).optional().default(null),
});

/** `PATCH /api/company/{companyId}` (company members and admins). */
export const ZCompanyUpdate = z.object({
  name: zName,
  facilityType: z.enum(FACILITY_VALUES, { error: COMPANY_MESSAGES.facilityTypeInvalid }),
  size: z.enum(SIZE_VALUES, { error: COMPANY_MESSAGES.sizeInvalid }).nullable(),
  about: z
    .string()
    .trim()
    .max(COMPANY_ABOUT_MAX, { error: COMPANY_MESSAGES.aboutTooLong })
    .transform((v) => v || null)
    .nullable(),
  benefits: z
    .array(z.enum(BENEFIT_VALUES, { error: COMPANY_MESSAGES.benefitInvalid }))
    .max(BENEFIT_VALUES.length),
  contactPerson: ZCompanyContactInput.nullable(),
});
export type TCompanyUpdate = z.input<typeof ZCompanyUpdate>;

/** `POST /api/company/{companyId}/locations`: the server looks the place up by postal code. */
export const ZCompanyLocationInput = z.object({
  street: zShort(120).optional().default(null),
  plz: z
    .string({ error: COMPANY_MESSAGES.plzInvalid })
    .trim()
    .regex(/^\d{4,5}$/, { error: COMPANY_MESSAGES.plzInvalid }),
  country: z.enum(COMPANY_COUNTRIES, { error: COMPANY_MESSAGES.countryInvalid }),
});
export type TCompanyLocationInput = z.input<typeof ZCompanyLocationInput>;

/** `POST /api/admin/companies`. */
export const ZCompanyCreate = z.object({
  name: zName,
  facilityType: z.enum(FACILITY_VALUES, { error: COMPANY_MESSAGES.facilityTypeInvalid }),
});
/** `PUT /api/admin/companies/{companyId}/verified`. */
export const ZCompanyVerify = z.object({ isVerified: z.boolean({ error: COMPANY_MESSAGES.queryInvalid }) });
/** `PUT /api/admin/companies/{companyId}/members`: adds a member or changes their role. */
export const ZCompanyMemberAssign = z.object({
  userName: z
    .string({ error: COMPANY_MESSAGES.userNotFound })
    .trim()
    .min(1, { error: COMPANY_MESSAGES.userNotFound })
    .max(100),
  role: z.enum(COMPANY_ROLES, { error: COMPANY_MESSAGES.roleInvalid }),
});

export const COMPANY_PATHS = {
  company: '/api/company/:companyId',
  list: '/api/companies',
  mine: '/api/companies/mine',
  locations: '/api/company/:companyId/locations',
  location: '/api/company/:companyId/locations/:locationId',
  logo: '/api/company/:companyId/logo',
  cover: '/api/company/:companyId/cover',
  photos: '/api/company/:companyId/photos',
  photo: '/api/company/:companyId/photos/:photoId',
  photoOrder: '/api/company/:companyId/photos/order',
  discreet: '/api/companies/discreet',
  discreetCompany: '/api/companies/discreet/:companyId',
  adminCreate: '/api/admin/companies',
  adminVerify: '/api/admin/companies/:companyId/verified',
  adminMembers: '/api/admin/companies/:companyId/members',
} as const;

/** The web's URL of a company profile. */
export function companyUrl(companyId: number): string {
  return `/arbeitgeber/${companyId}`;
}
