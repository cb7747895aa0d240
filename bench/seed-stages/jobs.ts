/**
 * Companies, job ads and applications of the large seed (docs/companies.md, docs/jobs.md,
 * docs/applications.md): 10,000 employers in DACH with 1–3 locations at real postal codes (the
 * imported `postal_codes`, main place and coordinates as the server stores them), 10,000 job ads
 * over those locations in realistic states, and 100,000 applications with their steps and a
 * profile snapshot.
 *
 * Everything is a function of indexes and a hash, computed once per seed run (`loadShape`), so the
 * three stages agree without reading each other's rows back:
 *
 * - Company c's team: member c·10 (index in id order) is its recruiter (the owner of the smallest
 *   services), member c·10+5 its owner. So every tenth member hires; the bench's members, spread
 *   evenly over the id range (every 2,000th at scale 1 and 50 connections), are recruiters.
 * - Every tenth company (c mod 10 = 0) is at least mid-sized and has a "busy" flagship ad: published
 *   one to three weeks ago, it gets half of all applications (about 50 each), most of them still
 *   `received`, so its pipeline has more than one page. The bench reads those pipelines.
 * - Job ads run in company order; each company gets ads by its size. Roles, texts and pay groups
 *   come from the demo seed's employers (seed/job-texts.ts); work areas and sub-areas are the
 *   onboarding's lists.
 * - Applications: members apply to one to seven ads (every fourth member first, then the others
 *   until the count is reached), half to a busy ad, most of the rest near home (same one-degree
 *   grid cell), never to their own company. The status follows the application's age, the steps
 *   lead there, and the profile snapshot is built from the member's seeded row and onboarding
 *   answers in one query per batch.
 */
import type { Insertable } from 'kysely';
import {
  APPLICATION_STAGES,
  COMPANY_BENEFITS,
  DAY_MS,
  DETAILED_EDUCATION_OPTIONS,
  EDUCATION_OPTIONS,
  HOUR_MS,
  SHIFT_MODELS,
  TALENT_POOL_MS,
  WORK_AREA_DETAILED_OPTIONS,
  WORK_AREA_HOSPITAL_OPTIONS,
  WORK_AREA_STATIONARY_OPTIONS,
  getCalendarDay,
  type TApplicationProfile,
  type TApplicationStatus,
  type TCompanyBenefit,
  type TCompanyFacilityType,
  type TCompanySize,
  type TEmploymentType,
  type TPayScale,
  type TRejectReason,
  type TShiftModel,
} from '@pflegepuls/shared';
import { foldName } from '../../packages/server/src/domains/companies/geo.ts';
import { htmlToText } from '../../packages/server/src/domains/jobs/sanitize.ts';
import { getCityName, pickMainPlace } from '../../packages/server/src/domains/onboarding/postal.ts';
import type {
  JobApplicationStepsTable,
  JobApplicationsTable,
} from '../../packages/server/src/platform/db/tables/applications.ts';
import type {
  CompaniesTable,
  CompanyLocationsTable,
  CompanyMembersTable,
  JobAdsTable,
} from '../../packages/server/src/platform/db/tables/jobs.ts';
import { DEMO_CLOSINGS, DEMO_ROLES, type TDemoRole } from '../../packages/server/src/seed/job-texts.ts';
import { employmentScope } from '../../packages/server/src/seed/jobs.ts';
import { createSeededFaker } from '../../packages/server/src/seed/users.ts';
import { resetIdSequence } from './helpers.ts';
import type { TSeedContext, TSeedStage } from './types.ts';

export const COMPANY_COUNT = 10_000;
export const JOB_AD_COUNT = 10_000;
export const APPLICATION_COUNT = 100_000;
/** Members per company team slot: member c·10 recruits for company c, member c·10+5 owns it. */
export const MEMBERS_PER_COMPANY = 10;
/** Companies with c mod BUSY_EVERY = 0 have a busy flagship ad. */
export const BUSY_EVERY = 10;
/** Share of all applications that go to the busy flagship ads. */
const BUSY_SHARE = 50;
const FAKER_SEED = 1_500_000;

function hash(value: number): number {
  let x = Math.imul(value ^ 0x9e3779b9, 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

/** A number in [0, 1) from a hash. */
function unit(value: number): number {
  return hash(value) / 4_294_967_296;
}

function pickBy<T>(items: readonly T[], value: number): T {
  return items[hash(value) % items.length]!;
}

/** Picks from [value, weight] pairs. */
function weighted<T>(items: ReadonlyArray<readonly [T, number]>, value: number): T {
  const total = items.reduce((sum, [, w]) => sum + w, 0);
  let r = unit(value) * total;
  for (const [item, w] of items) {
    if (r < w) return item;
    r -= w;
  }
  return items.at(-1)![0];
}

type TPlace = {
  country: 'DE' | 'AT' | 'CH';
  code: string;
  city: string;
  latitude: number;
  longitude: number;
};

type TCompanyShape = {
  name: string;
  facility: TCompanyFacilityType;
  size: TCompanySize;
  country: TPlace['country'];
  /** Indexes into `places`, the first is the main location. */
  places: number[];
  /** Id of the first location. */
  firstLocationId: number;
  firstAd: number;
  adCount: number;
  pay: { scale: TPayScale | null; range: [number, number] };
  benefits: TCompanyBenefit[];
  contact: { name: string; position: string; email: string; phone: string };
};

type TAdShape = {
  company: number;
  /** Index into the company's places. */
  location: number;
  status: 'draft' | 'published' | 'paused' | 'filled';
  publishedAt: number | null;
  endDate: string | null;
  busy: boolean;
};

type TShape = {
  now: number;
  users: number;
  places: TPlace[];
  companies: TCompanyShape[];
  ads: TAdShape[];
  /** Busy flagship ads (indexes). */
  busyAds: number[];
};

// ---------------------------------------------------------------- texts

const FEATURES = [
  'am Park',
  'am Stadtwald',
  'Sonnenhof',
  'Lindenhof',
  'Rosengarten',
  'am See',
  'am Mühlbach',
  'Eichenhain',
  'Birkenhof',
  'am Schlossberg',
  'Kastanienhof',
  'am Rathaus',
  'Im Grünen',
  'Abendrot',
  'Sonnenhang',
  'am Kurpark',
  'Talblick',
  'Lerchenfeld',
];
const SAINTS = [
  'Marien',
  'Josef',
  'Elisabeth',
  'Vinzenz',
  'Anna',
  'Franziskus',
  'Martin',
  'Hedwig',
  'Barbara',
];
const CARRIERS = ['AWO', 'Caritas', 'Diakonie', 'DRK', 'Johanniter', 'Malteser', 'Volkssolidarität'];

/** Name patterns per facility type and country: {town}, {feature}, {saint}, {carrier}, {family}. */
const NAMES: Record<TCompanyFacilityType, Partial<Record<TPlace['country'], string[]>> & { DE: string[] }> = {
  krankenhaus: {
    DE: [
      'Klinikum {town}',
      'Kreiskrankenhaus {town}',
      'St.-{saint}-Krankenhaus {town}',
      'Evangelisches Krankenhaus {town}',
      'Städtisches Klinikum {town}',
      'Klinik {feature} {town}',
      '{carrier} Kliniken {town}',
    ],
    AT: ['Landesklinikum {town}', 'Krankenhaus der Barmherzigen Schwestern {town}', 'Klinikum {town}'],
    CH: ['Spital {town}', 'Kantonsspital {town}', 'Regionalspital {town}'],
  },
  stationaere_pflege: {
    DE: [
      'Seniorenzentrum {feature}',
      'Pflegeheim St. {saint} {town}',
      'Seniorenresidenz {feature} {town}',
      '{carrier} Seniorenzentrum {town}',
      'Haus {feature} – Leben im Alter',
      'Altenpflegeheim {town}',
    ],
    AT: ['Pflegewohnhaus {feature} {town}', 'Seniorenheim {town}', 'Haus der Senioren {town}'],
    CH: ['Alters- und Pflegeheim {feature}', 'Alterszentrum {town}', 'Pflegezentrum {feature} {town}'],
  },
  ambulanter_dienst: {
    DE: [
      'Pflegedienst {family}',
      'Ambulante Pflege {town}',
      'Sozialstation {town}',
      '{carrier} Sozialstation {town}',
      'Pflege daheim {family}',
      'Hauskrankenpflege {family}',
    ],
    AT: ['Mobile Hauskrankenpflege {town}', 'Mobiler Pflegedienst {family}', 'Hauskrankenpflege {town}'],
    CH: ['Spitex {town}', 'Spitex {family}', 'Private Spitex {town}'],
  },
  reha: {
    DE: ['Reha-Klinik {feature}', 'Rehazentrum {town}', 'Fachklinik {feature} {town}'],
    AT: ['Rehabilitationszentrum {town}', 'Reha-Klinik {feature}'],
    CH: ['Rehaklinik {town}', 'Klinik {feature} Rehabilitation'],
  },
  hospiz: {
    DE: ['Hospiz {feature}', 'Hospiz St. {saint} {town}', 'Hospiz {town}'],
    AT: ['Hospiz {town}', 'Hospiz St. {saint}'],
    CH: ['Hospiz {town}', 'Palliativzentrum {town}'],
  },
  eingliederungshilfe: {
    DE: ['Wohnverbund {feature}', 'Lebenshilfe {town}', 'Haus {feature} – Wohnen mit Assistenz'],
    AT: ['Lebenshilfe {town}', 'Wohnhaus {feature}'],
    CH: ['Stiftung Wohnen {town}', 'Wohnheim {feature}'],
  },
  sonstige: {
    DE: ['Dialysezentrum {town}', 'MVZ {town}', 'Intensivpflege {family}', 'Pflegestützpunkt {town}'],
    AT: ['Dialyseinstitut {town}', 'Pflegeberatung {town}'],
    CH: ['Dialysezentrum {town}', 'Praxiszentrum {town}'],
  },
};

const FACILITIES: ReadonlyArray<readonly [TCompanyFacilityType, number]> = [
  ['krankenhaus', 14],
  ['stationaere_pflege', 34],
  ['ambulanter_dienst', 31],
  ['reha', 5],
  ['hospiz', 4],
  ['eingliederungshilfe', 7],
  ['sonstige', 5],
];

const SIZES: Record<TCompanyFacilityType, ReadonlyArray<readonly [TCompanySize, number]>> = {
  krankenhaus: [
    ['s', 15],
    ['m', 50],
    ['l', 35],
  ],
  stationaere_pflege: [
    ['xs', 20],
    ['s', 60],
    ['m', 18],
    ['l', 2],
  ],
  ambulanter_dienst: [
    ['xs', 65],
    ['s', 30],
    ['m', 5],
  ],
  reha: [
    ['s', 40],
    ['m', 50],
    ['l', 10],
  ],
  hospiz: [
    ['xs', 70],
    ['s', 30],
  ],
  eingliederungshilfe: [
    ['xs', 30],
    ['s', 50],
    ['m', 20],
  ],
  sonstige: [
    ['xs', 55],
    ['s', 40],
    ['m', 5],
  ],
};

const ABOUT: Record<TCompanyFacilityType, string[]> = {
  krankenhaus: [
    '{name} versorgt mit {beds} Betten jedes Jahr rund {cases} Patientinnen und Patienten stationär.',
    'Als Lehrkrankenhaus bilden wir in unserer eigenen Pflegeschule aus und setzen auf feste Teams statt Springerpools.',
    'Unsere Stationen arbeiten mit Primary Nursing; Praxisanleitende sind für die Anleitung freigestellt.',
    'Neue Kolleginnen und Kollegen begleiten wir mit einem Einarbeitungskonzept über zwölf Wochen.',
  ],
  stationaere_pflege: [
    'In {name} leben {beds} Bewohnerinnen und Bewohner in kleinen Wohngruppen.',
    'Wir arbeiten nach dem Bezugspflegemodell und planen Dienste sechs Wochen im Voraus.',
    'Unser Haus liegt mitten in {town}; Angehörige und Ehrenamtliche gehören zum Alltag.',
    'Fortbildungen zu Demenz, Palliativpflege und Wundversorgung bezahlen wir und rechnen sie als Arbeitszeit.',
  ],
  ambulanter_dienst: [
    '{name} versorgt rund {clients} Menschen in {town} und Umgebung zu Hause.',
    'Touren planen wir so, dass niemand hetzen muss; Dienstwagen stehen bereit.',
    'Wir sind ein Team von {staff} Kolleginnen und Kollegen und treffen uns jeden Morgen zur Übergabe.',
    'Beratungsbesuche und Wundversorgung übernehmen bei uns Fachkräfte mit Weiterbildung.',
  ],
  reha: [
    '{name} ist auf neurologische und orthopädische Rehabilitation spezialisiert und hat {beds} Betten.',
    'Pflege, Therapie und Ärzteschaft planen jede Reha gemeinsam in wöchentlichen Teambesprechungen.',
    'Unsere Patientinnen und Patienten kommen nach Schlaganfall, Unfall oder großen Operationen zu uns.',
  ],
  hospiz: [
    '{name} hat {rooms} Zimmer für Gäste in ihrer letzten Lebensphase.',
    'Wir arbeiten mit einem Palliativnetz, Ehrenamtlichen und Seelsorgenden zusammen.',
    'Zeit für Gespräche ist bei uns kein Extra, sondern Teil des Dienstplans.',
  ],
  eingliederungshilfe: [
    '{name} begleitet {clients} Menschen mit Behinderung in Wohngruppen und im eigenen Apartment.',
    'Pflege und Assistenz orientieren sich bei uns an dem, was die Menschen selbst wollen.',
    'Wir arbeiten in festen Teams und mit verlässlichen Dienstplänen.',
  ],
  sonstige: [
    '{name} ist ein Team aus Pflegefachkräften, Ärztinnen und Ärzten in {town}.',
    'Bei uns gibt es keine Nachtdienste am Wochenende und feste Ansprechpersonen.',
    'Wir arbeiten eng mit Kliniken, Hausarztpraxen und Pflegediensten der Region zusammen.',
  ],
};

const CONTACT_POSITIONS: Record<TCompanyFacilityType, string[]> = {
  krankenhaus: ['Pflegedirektion', 'Personalabteilung', 'Recruiting Pflege'],
  stationaere_pflege: ['Einrichtungsleitung', 'Pflegedienstleitung', 'Personalabteilung'],
  ambulanter_dienst: ['Pflegedienstleitung', 'Geschäftsführung'],
  reha: ['Pflegedienstleitung', 'Personalabteilung'],
  hospiz: ['Hospizleitung', 'Pflegedienstleitung'],
  eingliederungshilfe: ['Bereichsleitung', 'Personalabteilung'],
  sonstige: ['Praxismanagement', 'Pflegedienstleitung', 'Personalabteilung'],
};

/** An area code of the region, by the postal code's first digit. */
const PHONE_PREFIXES: Record<TPlace['country'], string[]> = {
  DE: ['0351', '030', '040', '0511', '0211', '0221', '069', '0711', '089', '0911'],
  AT: ['01', '01', '02742', '02742', '0732', '0662', '0512', '02682', '0316', '0463'],
  CH: ['021', '021', '032', '031', '061', '062', '041', '081', '044', '071'],
};

const SHIFT_SETS: TShiftModel[][] = [
  ['frueh', 'spaet', 'nacht'],
  ['wechselschicht', 'wochenenddienste'],
  ['frueh', 'spaet'],
  ['nacht', 'wochenenddienste'],
  ['dauernacht'],
  ['frueh', 'nur_wochentags'],
  ['frueh', 'spaet', 'wochenenddienste'],
  ['spaet', 'nacht'],
];

const MESSAGES = [
  'Ich arbeite seit einigen Jahren in der Pflege und möchte mich in Ihrem Haus weiterentwickeln. Über ein Kennenlernen freue ich mich.',
  'Nach meiner Elternzeit suche ich eine Stelle mit verlässlichen Frühdiensten. Ihr Dienstplanmodell klingt genau danach.',
  'Gern komme ich zu einem Probetag vorbei, um das Team kennenzulernen. Erreichbar bin ich am besten nachmittags.',
  'Ich ziehe in Ihre Region und suche eine Stelle mit Tarifbindung. Meine Zeugnisse reiche ich gern nach.',
  'Die Arbeit in der Nacht liegt mir: ruhig, selbstständig und mit Zeit für die Menschen, die nicht schlafen können.',
  'Als Praxisanleiterin begleite ich seit drei Jahren Auszubildende und möchte das auch bei Ihnen weitermachen.',
  'Ihre Anzeige hat mich angesprochen, weil Sie feste Teams statt Springerdienste versprechen.',
  'Ich habe gerade mein Examen bestanden und suche eine Station, auf der ich gut eingearbeitet werde.',
  'Ich möchte meine Stunden reduzieren und suche deshalb eine Teilzeitstelle in der Nähe.',
  'Mit meiner Weiterbildung in der Wundversorgung würde ich Ihr Team gern unterstützen.',
];

const REJECT_REASONS: Array<TRejectReason | null> = [
  'other_candidate',
  'other_candidate',
  'qualification',
  'availability',
  'later',
  null,
];

const SCHOOLS = [
  'Bildungszentrum für Pflegeberufe',
  'Akademie für Gesundheitsberufe',
  'Berufsfachschule für Pflege',
  'Pflegeschule am Klinikum',
  'Schule für Gesundheits- und Krankenpflege',
];

// ---------------------------------------------------------------- the shape

function fill(pattern: string, values: Record<string, string>): string {
  return pattern.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

/** The onboarding's sub-area for a facility, or null. */
function workAreaOf(facility: TCompanyFacilityType, n: number): { area: string; sub: string | null } {
  switch (facility) {
    case 'krankenhaus':
      return { area: 'krankenhaus', sub: pickBy(WORK_AREA_HOSPITAL_OPTIONS, n).value };
    case 'stationaere_pflege':
      return {
        area: 'stationaere_pflege',
        sub: pickBy(
          WORK_AREA_STATIONARY_OPTIONS.filter((o) => o.value !== 'eingliederungshilfe'),
          n,
        ).value,
      };
    case 'eingliederungshilfe':
      return { area: 'stationaere_pflege', sub: 'eingliederungshilfe' };
    case 'ambulanter_dienst':
      return { area: 'ambulante_pflege', sub: null };
    case 'reha':
      return { area: 'sonstige', sub: 'reha_klinik' };
    case 'hospiz':
      return { area: 'sonstige', sub: 'hospiz' };
    default:
      return {
        area: 'sonstige',
        sub: pickBy(
          WORK_AREA_DETAILED_OPTIONS.filter((o) =>
            ['arztpraxis', 'dialyse', 'pflegeberatung', 'zeitarbeit'].includes(o.value),
          ),
          n,
        ).value,
      };
  }
}

function rolesOf(facility: TCompanyFacilityType): TDemoRole[] {
  if (facility === 'krankenhaus' || facility === 'reha') return DEMO_ROLES.hospital;
  if (facility === 'ambulanter_dienst') return DEMO_ROLES.ambulant;
  if (facility === 'hospiz') return DEMO_ROLES.hospice;
  return DEMO_ROLES.stationary;
}

function payOf(facility: TCompanyFacilityType, country: TPlace['country'], n: number): TCompanyShape['pay'] {
  if (country === 'CH') return { scale: unit(n) < 0.4 ? 'gav_ch' : null, range: [5600, 7200] };
  if (country === 'AT') return { scale: unit(n) < 0.7 ? 'kv_swoe' : null, range: [2900, 3600] };
  const scales: ReadonlyArray<readonly [TPayScale | null, number]> =
    facility === 'krankenhaus' || facility === 'reha'
      ? [
          ['tvoed_p', 40],
          ['tv_l', 10],
          ['avr_caritas', 20],
          ['avr_diakonie', 20],
          ['haustarif', 10],
        ]
      : [
          ['avr_caritas', 15],
          ['avr_diakonie', 15],
          ['tvoed_p', 10],
          ['haustarif', 15],
          [null, 45],
        ];
  return { scale: weighted(scales, n), range: [3300, 4100] };
}

function benefitsOf(pay: TCompanyShape['pay'], country: TPlace['country'], n: number): TCompanyBenefit[] {
  const tarif: TCompanyBenefit | null =
    pay.scale === 'tvoed_p'
      ? 'tarif_tvoed'
      : pay.scale === 'tv_l'
        ? 'tarif_tvl'
        : pay.scale === 'avr_caritas' || pay.scale === 'avr_diakonie'
          ? 'tarif_avr'
          : pay.scale === 'kv_swoe' || country === 'AT'
            ? 'tarif_kv'
            : null;
  const others = COMPANY_BENEFITS.map((b) => b.value).filter((b) => !b.startsWith('tarif_'));
  const picked = others.filter((_, i) => hash(n * 31 + i) % 100 < 30);
  return [...(tarif ? [tarif] : []), ...picked.slice(0, 6)];
}

/**
 * German large-customer codes are named after their customer ("Finanzamt München / Abt. III",
 * "Deutsche Post AG Briefzentrum Bautzen"); nobody runs a care home there.
 */
const INSTITUTION =
  /\b(AG|GmbH|KG|mbH|e\.\s?V\.)\b|Agentur|amt\b|Amt\b|Post\b|Deutsche |Rundfunk|Bank|Versicherung|Sparkasse|Universität|Hochschule|Ministerium|Ministerpräsident|Verwaltung|Museum|Bibliothek|Gericht|Krankenkasse|Stadtwerke|Telekom|Verlag|Zeitung|Ordinariat|Center|Zentrum|Versand|Messe|Flughafen|Staatskanzlei|Landtag|Bundes|Polizei|Kaserne|Klinik|Gesundheitskasse|\b[A-ZÄÖÜ]{3,}\b|\//;
const CITY_COMMUNITY = /^(Kreisfreie Stadt|Stadtkreis)\s+/;

type TPostalRow = { country: string; place: string; community: string | null };

/**
 * A code a company could be at. In Germany: no large customer's name, in a big city a place named
 * after the city, and elsewhere a place whose name other codes share (a town with several codes)
 * or a code whose places are all ordinary (villages), so a code that lists a bottler and a
 * municipal utility beside its one odd name is left out.
 */
function isResidential(main: TPostalRow, rows: TPostalRow[], sharedNames: Set<string>): boolean {
  if (main.country !== 'DE') return true;
  if (INSTITUTION.test(main.place)) return false;
  const city = main.community?.match(CITY_COMMUNITY)
    ? main.community.replace(CITY_COMMUNITY, '').split(',')[0]!.trim()
    : null;
  if (city !== null) return main.place.startsWith(city);
  return sharedNames.has(main.place) || rows.every((row) => !INSTITUTION.test(row.place));
}

/** Countries by share of companies (about their share of care jobs in DACH). */
const COUNTRY_SHARES: ReadonlyArray<readonly [TPlace['country'], number]> = [
  ['DE', 80],
  ['AT', 10],
  ['CH', 10],
];

/** Postal codes with coordinates, the main place of each code, in import order. */
async function loadPlaces(ctx: TSeedContext): Promise<TPlace[]> {
  const rows = await ctx.db
    .selectFrom('postal_codes')
    .select(['country', 'code', 'place', 'state', 'community', 'latitude', 'longitude'])
    .where('latitude', 'is not', null)
    .where('country', 'in', ['DE', 'AT', 'CH'])
    .orderBy('id')
    .execute();
  const byCode = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = `${row.country}|${row.code}`;
    const list = byCode.get(key);
    if (list) list.push(row);
    else byCode.set(key, [row]);
  }
  const codesOfName = new Map<string, number>();
  for (const list of byCode.values())
    for (const name of new Set(list.map((row) => row.place)))
      codesOfName.set(name, (codesOfName.get(name) ?? 0) + 1);
  const sharedNames = new Set([...codesOfName].filter(([, n]) => n > 1).map(([name]) => name));
  const places: TPlace[] = [];
  for (const list of byCode.values()) {
    const main = pickMainPlace(list)!;
    if (!isResidential(main, list, sharedNames)) continue;
    places.push({
      country: main.country as TPlace['country'],
      code: main.code,
      city: getCityName(main.place),
      latitude: main.latitude!,
      longitude: main.longitude!,
    });
  }
  return places;
}

async function loadShape(ctx: TSeedContext): Promise<TShape> {
  const now = ctx.now;
  const places = await loadPlaces(ctx);
  if (places.length === 0) throw new Error('The jobs stages need postal codes with coordinates.');
  const users = Number(
    (
      await ctx.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const faker = createSeededFaker(FAKER_SEED);
  const contactNames = Array.from({ length: 400 }, () => faker.person.fullName());
  const families = Array.from({ length: 300 }, () => faker.person.lastName());

  const byCountry: Record<TPlace['country'], number[]> = { DE: [], AT: [], CH: [] };
  for (const [i, place] of places.entries()) byCountry[place.country].push(i);
  const companyCount = Math.max(1, Math.round(COMPANY_COUNT * ctx.scale));
  const adCount = Math.max(1, Math.round(JOB_AD_COUNT * ctx.scale));
  const names = new Set<string>();
  const companies: TCompanyShape[] = [];
  let locationId = 1;
  for (let c = 0; c < companyCount; c++) {
    const busy = c % BUSY_EVERY === 0;
    let facility = weighted(FACILITIES, c * 7 + 1);
    if (busy && facility !== 'krankenhaus' && facility !== 'stationaere_pflege') facility = 'krankenhaus';
    let size = weighted(SIZES[facility], c * 7 + 2);
    if (busy && (size === 'xs' || size === 's')) size = 'm';
    let country = weighted(COUNTRY_SHARES, c * 7 + 3);
    if (byCountry[country].length === 0) country = places[0]!.country;
    const pool = byCountry[country];
    const at = hash(c * 7 + 6) % pool.length;
    const main = pool[at]!;
    const locationCount =
      size === 'l' ? 2 + (hash(c * 7 + 4) % 2) : size === 'm' || size === 's' ? 1 + (hash(c * 7 + 4) % 2) : 1;
    const own = [main];
    for (let k = 1; k < locationCount; k++) {
      // Postal codes near in number are near on the map: a branch in the region.
      const near = pool[at + ((hash(c * 13 + k) % 61) - 30)];
      if (near !== undefined && !own.includes(near)) own.push(near);
    }
    const town = places[main]!.city;
    const patterns = NAMES[facility][country] ?? NAMES[facility].DE;
    let name = '';
    for (let attempt = 0; attempt < 6 && (!name || names.has(name)); attempt++) {
      const n = c * 101 + attempt * 17;
      name = fill(pickBy(patterns, n), {
        town,
        feature: pickBy(FEATURES, n + 1),
        saint: pickBy(SAINTS, n + 2),
        carrier: pickBy(CARRIERS, n + 3),
        family: pickBy(families, n + 4),
      });
    }
    if (names.has(name)) name = `${name} ${places[main]!.code}`;
    names.add(name);
    const pay = payOf(facility, country, c * 7 + 5);
    const contactName = pickBy(contactNames, c);
    const slug = foldName(name)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    // Long names: whole words up to 40 characters.
    const domain = slug.length <= 40 ? slug : slug.slice(0, 41).replace(/-[^-]*$/, '');
    companies.push({
      name,
      facility,
      size,
      country,
      places: own,
      firstLocationId: locationId,
      firstAd: 0,
      adCount: 0,
      pay,
      benefits: benefitsOf(pay, country, c),
      contact: {
        name: contactName,
        position: pickBy(CONTACT_POSITIONS[facility], c + 9),
        email: `karriere@${domain}.example`,
        phone: `${PHONE_PREFIXES[country][Number(places[main]!.code[0]) || 0]} ${String(100_000 + (hash(c + 12) % 900_000)).replace(/(\d{3})(\d{3})/, '$1 $2')}`,
      },
    });
    locationId += own.length;
  }

  // Ads per company by size: cumulative rounding gives exactly `adCount` in total.
  const weights = companies.map((company, c) => {
    const base = { xs: 0.4, s: 0.8, m: 1.6, l: 3.2 }[company.size];
    return c % BUSY_EVERY === 0 ? Math.max(base, 1.6) : base;
  });
  const total = weights.reduce((a, b) => a + b, 0);
  let cumulative = 0;
  const ads: TAdShape[] = [];
  const busyAds: number[] = [];
  for (const [c, company] of companies.entries()) {
    const before = Math.round((cumulative * adCount) / total);
    cumulative += weights[c]!;
    let count = Math.round((cumulative * adCount) / total) - before;
    if (ads.length + count > adCount) count = adCount - ads.length;
    company.firstAd = ads.length;
    company.adCount = count;
    for (let k = 0; k < count; k++) {
      const i = ads.length;
      const busy = k === 0 && c % BUSY_EVERY === 0;
      const h = hash(i * 5 + 1) % 100;
      const status: TAdShape['status'] = busy
        ? 'published'
        : h < 7
          ? 'draft'
          : h < 13
            ? 'paused'
            : h < 21
              ? 'filled'
              : 'published';
      const ageDays = busy ? 7 + (hash(i * 5 + 2) % 15) : 1 + (hash(i * 5 + 2) % 150);
      const publishedAt =
        status === 'draft' ? null : now - ageDays * DAY_MS - (hash(i * 5 + 3) % 600) * 60_000;
      const e = hash(i * 5 + 4) % 100;
      // Some published ads ran out (expired), a quarter run until a day ahead.
      const endDate =
        status === 'published' && !busy && e < 10 && ageDays > 10
          ? getCalendarDay(now - (1 + (e % ageDays)) * DAY_MS)
          : e < 35
            ? getCalendarDay(now + (20 + (hash(i * 5 + 5) % 90)) * DAY_MS)
            : null;
      ads.push({ company: c, location: k % company.places.length, status, publishedAt, endDate, busy });
      if (busy) busyAds.push(i);
    }
  }
  return { now, users, places, companies, ads, busyAds };
}

// ---------------------------------------------------------------- stages

function adRow(shape: TShape, i: number): Insertable<JobAdsTable> {
  const ad = shape.ads[i]!;
  const company = shape.companies[ad.company]!;
  const place = shape.places[company.places[ad.location]!]!;
  const roles = rolesOf(company.facility);
  const role = roles[ad.busy ? 0 : hash(i * 3 + 1) % roles.length]!;
  const area = workAreaOf(company.facility, i);
  const unitLabel =
    area.sub === null
      ? `Tourenbereich ${place.city}`
      : ([...WORK_AREA_HOSPITAL_OPTIONS, ...WORK_AREA_STATIONARY_OPTIONS, ...WORK_AREA_DETAILED_OPTIONS].find(
          (o) => o.value === area.sub,
        )?.label ?? place.city);
  const trainee = /Ausbildung/.test(role.title);
  const employment: { type: TEmploymentType; hours: number | null } = trainee
    ? { type: 'ausbildung', hours: null }
    : /Betreuungskraft|Pflegehilfskraft/.test(role.title) && hash(i + 7) % 3 === 0
      ? { type: 'minijob', hours: null }
      : hash(i + 8) % 100 < 60
        ? { type: 'vollzeit', hours: null }
        : { type: 'teilzeit', hours: 20 + (hash(i + 9) % 4) * 5 };
  const shifts: TShiftModel[] = trainee
    ? ['wechselschicht']
    : /Nachtwache/.test(role.title)
      ? ['dauernacht']
      : /leitung/i.test(role.title)
        ? ['frueh', 'nur_wochentags']
        : company.facility === 'ambulanter_dienst'
          ? pickBy(
              [
                ['frueh', 'nur_wochentags'],
                ['frueh', 'spaet', 'wochenenddienste'],
              ] as TShiftModel[][],
              i,
            )
          : pickBy(SHIFT_SETS, i + 10);
  const scale = company.pay.scale;
  const group =
    scale && scale in role.payGroup
      ? role.payGroup[scale as keyof TDemoRole['payGroup']]
      : scale === 'tvoed_k'
        ? role.payGroup.tvoed_p
        : null;
  // A scale with a group, else (and sometimes besides) a monthly range by qualification.
  const shift = /leitung/i.test(role.title)
    ? 700
    : role.qualification === 'dreijaehrige_ausbildung'
      ? 0
      : trainee
        ? null
        : -650;
  const [min, max] = company.pay.range;
  const range =
    group !== null && hash(i + 11) % 4 !== 0
      ? { pay_min: null, pay_max: null }
      : shift === null
        ? { pay_min: company.country === 'CH' ? 1100 : 1340, pay_max: 1500 }
        : { pay_min: min + shift, pay_max: max + shift };
  const shiftText = shifts.map((s) => SHIFT_MODELS.find((m) => m.value === s)!.label).join(', ');
  const benefits = company.benefits.slice(0, 3 + (i % 3));
  const scope = employmentScope(employment);
  const html = [
    `<p>Für unseren Bereich <strong>${unitLabel}</strong> in ${place.city} suchen wir dich als ${role.title.replace(' (m/w/d)', '')} ${scope}.</p>`,
    '<h3>Deine Aufgaben</h3>',
    `<ul>${role.tasks.map((t) => `<li>${t}</li>`).join('')}</ul>`,
    '<h3>Das bringst du mit</h3>',
    `<ul>${role.profile.map((t) => `<li>${t}</li>`).join('')}</ul>`,
    '<h3>Das bieten wir dir</h3>',
    `<ul>${benefits.map((b) => `<li>${COMPANY_BENEFITS.find((o) => o.value === b)!.label}</li>`).join('')}<li>Dienste: ${shiftText}</li></ul>`,
    `<p>${pickBy(DEMO_CLOSINGS, i)} Deine Ansprechperson ist ${company.contact.name} (${company.contact.position}).</p>`,
  ].join('');
  const start = new Date(shape.now + ((i % 4) + 1) * 30 * DAY_MS);
  const createdAt = (ad.publishedAt ?? shape.now - (hash(i + 12) % 20) * DAY_MS) - (1 + (i % 5)) * DAY_MS;
  return {
    id: i + 1,
    uid: `${hash(i + 13)
      .toString(16)
      .padStart(8, '0')}${(i + 1).toString(16).padStart(5, '0')}`,
    company_id: ad.company + 1,
    company_location_id: company.firstLocationId + ad.location,
    company_name: company.name,
    location: place.city,
    plz: place.code,
    country: place.country,
    latitude: place.latitude,
    longitude: place.longitude,
    title: `${role.title} – ${unitLabel}`.slice(0, 120),
    description: htmlToText(html),
    description_html: html,
    work_area: area.area,
    work_sub_area: area.sub,
    qualification: role.qualification,
    employment_type: employment.type,
    hours_per_week: employment.hours,
    shift_models: JSON.stringify(shifts),
    pay_scale: group !== null ? scale : company.country === 'CH' && scale === 'gav_ch' ? 'gav_ch' : null,
    pay_group: group,
    ...range,
    pay_currency: company.country === 'CH' ? 'CHF' : 'EUR',
    driver_license_required: company.facility === 'ambulanter_dienst' && !/leitung/i.test(role.title) ? 1 : 0,
    start_date:
      i % 3 === 0 ? null : `${start.getUTCFullYear()}-${String(start.getUTCMonth() + 1).padStart(2, '0')}-01`,
    end_date: ad.endDate,
    benefits: JSON.stringify(benefits),
    contact_name: company.contact.name,
    contact_position: company.contact.position,
    contact_email: company.contact.email,
    contact_phone: company.contact.phone,
    status: ad.status,
    published_at: ad.publishedAt,
    created_by: ((ad.company * MEMBERS_PER_COMPANY) % Math.max(1, shape.users)) + 1,
    created_at: createdAt,
    updated_at: Math.min(shape.now, (ad.publishedAt ?? createdAt) + (hash(i + 14) % 5) * DAY_MS),
  };
}

/** The status an application of this age has reached (older ones went further). */
function statusFor(ageDays: number, ad: TAdShape, n: number): TApplicationStatus {
  const r = hash(n) % 100;
  if (ad.status === 'filled') return r < 8 ? 'hired' : r < 85 ? 'rejected' : 'withdrawn';
  if (ageDays < 3) return r < 90 ? 'received' : r < 98 ? 'seen' : 'withdrawn';
  if (ageDays < 10)
    return r < 45 ? 'received' : r < 70 ? 'seen' : r < 85 ? 'interview' : r < 95 ? 'rejected' : 'withdrawn';
  return r < 12
    ? 'received'
    : r < 27
      ? 'seen'
      : r < 42
        ? 'interview'
        : r < 48
          ? 'offer'
          : r < 52
            ? 'hired'
            : r < 90
              ? 'rejected'
              : 'withdrawn';
}

function stepsTo(status: TApplicationStatus, n: number): TApplicationStatus[] {
  if (status === 'withdrawn')
    return hash(n) % 2 ? ['received', 'withdrawn'] : ['received', 'seen', 'withdrawn'];
  if (status === 'rejected')
    return hash(n) % 3 === 0
      ? ['received', 'seen', 'interview', 'rejected']
      : ['received', 'seen', 'rejected'];
  return APPLICATION_STAGES.slice(0, APPLICATION_STAGES.indexOf(status as 'received') + 1);
}

const CELL_DEGREES = 1;
const cellOf = (lat: number, lon: number) =>
  `${Math.floor(lat / CELL_DEGREES)}|${Math.floor(lon / CELL_DEGREES)}`;

/** The three stages share one shape per seed run. */
export function createJobsStages(): TSeedStage[] {
  let shape: TShape | null = null;
  const load = async (ctx: TSeedContext) => (shape ??= await loadShape(ctx));

  const companiesStage: TSeedStage = {
    name: 'companies',
    count: COMPANY_COUNT,
    independentBatches: true,
    async prepare(ctx) {
      await load(ctx);
    },
    async insertBatch(ctx, from, to) {
      const s = shape!;
      const companies: Insertable<CompaniesTable>[] = [];
      const locations: Insertable<CompanyLocationsTable>[] = [];
      const members: Insertable<CompanyMembersTable>[] = [];
      for (let c = from; c < to; c++) {
        const company = s.companies[c]!;
        const created = s.now - (60 + (hash(c + 20) % 900)) * DAY_MS;
        const main = s.places[company.places[0]!]!;
        const about = ABOUT[company.facility]
          .filter((_, k) => k === 0 || hash(c * 3 + k) % 3 !== 0)
          .map((sentence) =>
            fill(sentence, {
              name: company.name,
              town: main.city,
              beds: String(
                company.facility === 'krankenhaus'
                  ? 150 + (hash(c + 21) % 750)
                  : company.facility === 'reha'
                    ? 80 + (hash(c + 21) % 220)
                    : 40 + (hash(c + 21) % 120),
              ),
              cases: (8_000 + (hash(c + 22) % 40) * 1_000).toLocaleString('de-DE'),
              clients: String(40 + (hash(c + 23) % 260)),
              staff: String(12 + (hash(c + 24) % 60)),
              rooms: String(8 + (hash(c + 25) % 10)),
            }),
          )
          .join(' ');
        companies.push({
          id: c + 1,
          name: company.name,
          name_sort: foldName(company.name),
          facility_type: company.facility,
          size: company.size,
          about,
          benefits: JSON.stringify(company.benefits),
          logo_path: null,
          cover_path: null,
          contact_name: company.contact.name,
          contact_position: company.contact.position,
          contact_email: company.contact.email,
          contact_phone: company.contact.phone,
          is_verified: hash(c + 26) % 100 < 30 ? 1 : 0,
          created_at: created,
          updated_at: created + (hash(c + 27) % 30) * DAY_MS,
        });
        for (const [position, p] of company.places.entries()) {
          const place = s.places[p]!;
          locations.push({
            id: company.firstLocationId + position,
            company_id: c + 1,
            position,
            street: `${pickBy(['Hauptstraße', 'Bahnhofstraße', 'Gartenstraße', 'Schulstraße', 'Kirchweg', 'Lindenallee', 'Am Markt', 'Parkstraße'], c * 5 + position)} ${1 + (hash(c * 5 + position) % 120)}`,
            plz: place.code,
            city: place.city,
            country: place.country,
            latitude: place.latitude,
            longitude: place.longitude,
            created_at: created,
          });
        }
        if (s.users > 0) {
          const recruiter = ((c * MEMBERS_PER_COMPANY) % s.users) + 1;
          const owner = ((c * MEMBERS_PER_COMPANY + 5) % s.users) + 1;
          const small = company.size === 'xs';
          members.push({
            company_id: c + 1,
            user_id: recruiter,
            role: small ? 'owner' : 'recruiter',
            created_at: created,
          });
          if (!small && owner !== recruiter)
            members.push({ company_id: c + 1, user_id: owner, role: 'owner', created_at: created });
        }
      }
      await ctx.insert('companies', companies);
      await ctx.insert('company_locations', locations);
      await ctx.insert('company_members', members);
    },
    async finish(ctx) {
      await resetIdSequence(ctx, 'companies');
      await resetIdSequence(ctx, 'company_locations');
    },
  };

  const adsStage: TSeedStage = {
    name: 'job ads',
    count: JOB_AD_COUNT,
    batchSize: 5_000,
    independentBatches: true,
    async prepare(ctx) {
      await load(ctx);
    },
    async insertBatch(ctx, from, to) {
      const rows: Insertable<JobAdsTable>[] = [];
      for (let i = from; i < to && i < shape!.ads.length; i++) rows.push(adRow(shape!, i));
      await ctx.insert('job_ads', rows);
    },
    async finish(ctx) {
      await resetIdSequence(ctx, 'job_ads');
    },
  };

  // Applications in member order: member index and ad index per application.
  let appMember = new Int32Array(0);
  let appAd = new Int32Array(0);
  let nextStepId = 1;
  const applicationsStage: TSeedStage = {
    name: 'applications',
    count: APPLICATION_COUNT,
    batchSize: 10_000,
    async prepare(ctx) {
      const s = await load(ctx);
      const total = Math.max(1, Math.round(APPLICATION_COUNT * ctx.scale));
      const users = await ctx.db
        .selectFrom('users')
        .select(['latitude', 'longitude'])
        .orderBy('id')
        .execute();
      const open = s.ads.map((_, i) => i).filter((i) => s.ads[i]!.status !== 'draft');
      const cells = new Map<string, number[]>();
      for (const i of open) {
        const company = s.companies[s.ads[i]!.company]!;
        const place = s.places[company.places[s.ads[i]!.location]!]!;
        const key = cellOf(place.latitude, place.longitude);
        const list = cells.get(key);
        if (list) list.push(i);
        else cells.set(key, [i]);
      }
      const ownCompany = (u: number) =>
        u % MEMBERS_PER_COMPANY === 0 || u % MEMBERS_PER_COMPANY === 5
          ? Math.floor(u / MEMBERS_PER_COMPANY)
          : -1;
      const pairs: Array<[number, number]> = [];
      const pickAd = (u: number, slot: number, attempt: number): number => {
        const n = u * 97 + slot * 13 + attempt * 7919;
        if (s.busyAds.length > 0 && hash(n) % 100 < BUSY_SHARE)
          return s.busyAds[hash(n + 1) % s.busyAds.length]!;
        const user = users[u];
        const local =
          user && user.latitude !== null && user.longitude !== null
            ? cells.get(cellOf(user.latitude, user.longitude))
            : undefined;
        // Near home when there is something near, else anywhere; earlier ads in a list are more popular.
        const list = local && hash(n + 2) % 100 < 85 ? local : open;
        if (list.length === 0) return -1;
        return list[Math.floor(unit(n + 3) ** 2 * list.length)]!;
      };
      outer: for (const residue of [0, 2, 1, 3]) {
        for (let u = residue; u < users.length; u += 4) {
          const wanted = 1 + (hash(u * 3 + 1) % 7);
          const mine = new Set<number>();
          for (let slot = 0; slot < wanted; slot++) {
            if (pairs.length >= total) break outer;
            for (let attempt = 0; attempt < 4; attempt++) {
              const ad = pickAd(u, slot, attempt);
              if (ad < 0 || mine.has(ad) || s.ads[ad]!.company === ownCompany(u)) continue;
              mine.add(ad);
              pairs.push([u, ad]);
              break;
            }
          }
        }
        if (pairs.length >= total || open.length === 0) break;
      }
      pairs.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
      appMember = Int32Array.from(pairs, (p) => p[0]);
      appAd = Int32Array.from(pairs, (p) => p[1]);
      nextStepId = 1;
    },
    async insertBatch(ctx, from, to) {
      const s = shape!;
      to = Math.min(to, appMember.length);
      if (from >= to) return;
      const firstId = appMember[from]! + 1;
      const lastId = appMember[to - 1]! + 1;
      const people = await ctx.db
        .selectFrom('users as u')
        .leftJoin('user_onboarding as o', 'o.user_id', 'u.id')
        .select([
          'u.id',
          'u.first_name',
          'u.last_name',
          'u.user_name',
          'u.email',
          'u.current_position',
          'u.summary',
          'u.plz',
          'u.country',
          'u.location_city',
          'u.created_at',
          'o.education',
          'o.detailed_education',
          'o.years_of_experience',
          'o.phone',
          'o.talent_phone',
          'o.has_driver_license',
        ])
        .where('u.id', '>=', firstId)
        .where('u.id', '<=', lastId)
        .execute();
      const byId = new Map(people.map((p) => [p.id, p]));
      const profiles = new Map<number, string>();
      const profileOf = (id: number): string => {
        let text = profiles.get(id);
        if (text) return text;
        const p = byId.get(id)!;
        const years = p.years_of_experience ?? 0;
        const started = new Date(s.now - (years * 12 + (id % 11)) * 30 * DAY_MS);
        const fromMonth = `${started.getUTCFullYear()}-${String(started.getUTCMonth() + 1).padStart(2, '0')}`;
        const education = EDUCATION_OPTIONS.find((o) => o.value === p.education);
        const detailed = DETAILED_EDUCATION_OPTIONS.find((o) => o.value === p.detailed_education);
        const employer = s.companies[hash(id) % s.companies.length]!.name;
        const profile: TApplicationProfile = {
          fullName: `${p.first_name} ${p.last_name}`.trim(),
          userName: p.user_name,
          email: p.email,
          phone: p.talent_phone ?? p.phone ?? null,
          currentPosition: p.current_position,
          qualification: education?.label ?? null,
          yearsOfExperience: p.years_of_experience ?? null,
          city: p.location_city,
          plz: p.plz,
          country: p.country,
          hasDriverLicense: p.has_driver_license == null ? null : p.has_driver_license === 1,
          summary: p.summary,
          experiences: p.current_position
            ? [{ title: p.current_position, employer, fromMonth, toMonth: null, isCurrent: true }]
            : [],
          educations: education
            ? [
                {
                  institution: `${pickBy(SCHOOLS, id)} ${p.location_city ?? ''}`.trim(),
                  degree: detailed?.label ?? education.label,
                  toMonth: fromMonth,
                },
              ]
            : [],
          trainings: [],
          languages: [
            { name: 'Deutsch', level: 'native' },
            ...(hash(id + 1) % 100 < 40 ? [{ name: 'Englisch', level: 'good' }] : []),
          ],
        };
        text = JSON.stringify(profile);
        profiles.set(id, text);
        return text;
      };

      const applications: Insertable<JobApplicationsTable>[] = [];
      const steps: Insertable<JobApplicationStepsTable>[] = [];
      for (let j = from; j < to; j++) {
        const userId = appMember[j]! + 1;
        const person = byId.get(userId);
        if (!person) continue;
        const adIndex = appAd[j]!;
        const ad = s.ads[adIndex]!;
        const publishedAt = ad.publishedAt ?? s.now - 30 * DAY_MS;
        // Applications cluster after publication and near now (sqrt skew towards the recent end).
        const opened = Math.max(publishedAt, person.created_at);
        const closes =
          ad.endDate && ad.endDate < getCalendarDay(s.now) ? Date.parse(`${ad.endDate}T20:00:00Z`) : s.now;
        const span = Math.max(HOUR_MS, closes - opened - HOUR_MS);
        const createdAt = Math.floor(opened + Math.sqrt(unit(j * 3 + 1)) * span);
        const ageDays = (s.now - createdAt) / DAY_MS;
        const status = statusFor(ageDays, ad, j * 3 + 2);
        const path = stepsTo(status, j * 3 + 3);
        const gap = Math.min(2 * DAY_MS, (s.now - createdAt) / (path.length + 1));
        const at = (n: number) => Math.floor(createdAt + n * gap);
        const decided = status === 'rejected' || status === 'withdrawn';
        const last = at(path.length - 1);
        applications.push({
          id: j + 1,
          job_ad_id: adIndex + 1,
          company_id: ad.company + 1,
          user_id: userId,
          status,
          message: hash(j + 5) % 100 < 40 ? pickBy(MESSAGES, j + 6) : null,
          profile: profileOf(userId),
          reject_reason:
            status === 'rejected'
              ? ad.status === 'filled'
                ? 'filled'
                : pickBy(REJECT_REASONS, j + 7)
              : null,
          decided_at: decided ? last : null,
          talent_pool_until:
            status !== 'withdrawn' && hash(j + 8) % 100 < 20 ? createdAt + TALENT_POOL_MS : null,
          created_at: createdAt,
          updated_at: last,
        });
        for (const [n, step] of path.entries())
          steps.push({ id: nextStepId++, application_id: j + 1, status: step, created_at: at(n) });
      }
      await ctx.insert('job_applications', applications);
      await ctx.insert('job_application_steps', steps);
    },
    async finish(ctx) {
      appMember = new Int32Array(0);
      appAd = new Int32Array(0);
      shape = null;
      await resetIdSequence(ctx, 'job_applications');
      await resetIdSequence(ctx, 'job_application_steps');
    },
  };

  return [companiesStage, adsStage, applicationsStage];
}
