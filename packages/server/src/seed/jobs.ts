/**
 * Demo employers and job ads (docs/jobs.md "Demo data"): DEMO_EMPLOYERS with their locations
 * (coordinates from the postal data), DEMO_JOB_AD_COUNT ads assembled from the roles of their kind,
 * and the demo recruiter as owner of the first employer. Deterministic: no random numbers.
 */
import type { Insertable, Kysely } from 'kysely';
import {
  COMPANY_BENEFITS,
  DAY_MS,
  getCalendarDay,
  SHIFT_MODELS,
  type TEmploymentType,
  type TShiftModel,
} from '@pflegepuls/shared';
import type { DB } from '../platform/db/index.ts';
import type { JobAdsTable } from '../platform/db/tables/jobs.ts';
import { foldName } from '../domains/companies/geo.ts';
import { findPostalPlace } from '../domains/onboarding/postal.ts';
import { htmlToText } from '../domains/jobs/sanitize.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import {
  DEMO_CLOSINGS,
  DEMO_EMPLOYERS,
  DEMO_ROLES,
  type TDemoEmployer,
  type TDemoRole,
} from './job-texts.ts';

export const DEMO_JOB_AD_COUNT = 150;

function rolesOf(employer: TDemoEmployer): TDemoRole[] {
  switch (employer.facilityType) {
    case 'krankenhaus':
    case 'reha':
      return DEMO_ROLES.hospital;
    case 'ambulanter_dienst':
      return DEMO_ROLES.ambulant;
    case 'hospiz':
      return DEMO_ROLES.hospice;
    default:
      return DEMO_ROLES.stationary;
  }
}

const HOSPITAL_UNITS: Array<[RegExp, string]> = [
  [/intermediate/i, 'intermediate_care'],
  [/intensiv|chest pain|aufwach/i, 'intensivstation'],
  [/notaufnahme/i, 'notaufnahme'],
  [/anästhesie/i, 'anaesthesie'],
  [/^op|op-/i, 'op'],
  [/kardio|herzkatheter/i, 'kardiologie'],
  [/stroke|neurolog/i, 'neurologie'],
  [/onkolog/i, 'onkologie'],
  [/geriatr/i, 'geriatrie'],
  [/psychiatr/i, 'psychiatrie'],
  [/neonat/i, 'neonatologie'],
  [/kinder/i, 'kinderklinik'],
  [/gynäkolog/i, 'gynaekologie_geburtshilfe'],
  [/urolog/i, 'urologie'],
  [/endoskop/i, 'endoskopie_funktionsdiagnostik'],
  [/palliativ/i, 'palliativstation'],
  [/chirurg|wirbelsäule|orthopäd/i, 'chirurgie'],
  [/innere|interne|medizinische|nephro/i, 'innere_medizin'],
];
const STATIONARY_UNITS: Array<[RegExp, string]> = [
  [/demenz|beschützt/i, 'wohnbereich_demenz'],
  [/kurzzeit/i, 'kurzzeitpflege'],
  [/tagespflege/i, 'tagespflege'],
  [/betreutes/i, 'betreutes_wohnen'],
  [/beatmung/i, 'intensivpflege_wg'],
];

function workAreaOf(employer: TDemoEmployer, unit: string): { area: string; sub: string | null } {
  if (employer.facilityType === 'reha') return { area: 'sonstige', sub: 'reha_klinik' };
  if (employer.facilityType === 'hospiz') return { area: 'sonstige', sub: 'hospiz' };
  if (employer.facilityType === 'ambulanter_dienst') return { area: 'ambulante_pflege', sub: null };
  if (employer.facilityType === 'krankenhaus')
    return { area: 'krankenhaus', sub: HOSPITAL_UNITS.find(([re]) => re.test(unit))?.[1] ?? 'normalstation' };
  return {
    area: 'stationaere_pflege',
    sub: STATIONARY_UNITS.find(([re]) => re.test(unit))?.[1] ?? 'altenpflegeheim',
  };
}

function shiftsOf(role: TDemoRole, employer: TDemoEmployer, n: number): TShiftModel[] {
  if (/Ausbildung/.test(role.title)) return ['wechselschicht'];
  if (/leitung/i.test(role.title)) return ['frueh', 'nur_wochentags'];
  if (/Nachtwache/.test(role.title)) return ['dauernacht'];
  if (/Praxisanleit/.test(role.title)) return ['frueh', 'spaet', 'nur_wochentags'];
  if (/Betreuungskraft/.test(role.title)) return ['frueh', 'nur_wochentags'];
  if (employer.facilityType === 'ambulanter_dienst')
    return n % 2 ? ['frueh', 'nur_wochentags'] : ['frueh', 'spaet', 'wochenenddienste'];
  const options: TShiftModel[][] = [
    ['frueh', 'spaet', 'nacht'],
    ['wechselschicht', 'wochenenddienste'],
    ['frueh', 'spaet'],
    ['nacht', 'wochenenddienste'],
    ['dauernacht'],
  ];
  return options[n % options.length]!;
}

function employmentOf(role: TDemoRole, n: number): { type: TEmploymentType; hours: number | null } {
  if (/Ausbildung/.test(role.title)) return { type: 'ausbildung', hours: null };
  if (/Betreuungskraft|Pflegehilfskraft/.test(role.title) && n % 3 === 2)
    return { type: 'minijob', hours: null };
  const cycle: Array<{ type: TEmploymentType; hours: number | null }> = [
    { type: 'vollzeit', hours: null },
    { type: 'teilzeit', hours: 30 },
    { type: 'vollzeit', hours: null },
    { type: 'teilzeit', hours: 20 + (n % 4) * 5 },
  ];
  return cycle[n % cycle.length]!;
}

function payOf(employer: TDemoEmployer, role: TDemoRole) {
  if ('scale' in employer.pay)
    return {
      pay_scale: employer.pay.scale,
      pay_group: role.payGroup[employer.pay.scale],
      pay_min: null,
      pay_max: null,
    };
  const [min, max] = employer.pay.range;
  const swiss = employer.country === 'CH';
  if (/Ausbildung/.test(role.title))
    return { pay_scale: null, pay_group: null, pay_min: swiss ? 1100 : 1340, pay_max: swiss ? 1500 : 1500 };
  const shift = /leitung/i.test(role.title)
    ? 700
    : role.qualification === 'dreijaehrige_ausbildung'
      ? 0
      : -650;
  return { pay_scale: null, pay_group: null, pay_min: min + shift, pay_max: max + shift };
}

const label = (list: ReadonlyArray<{ value: string; label: string }>, value: string) =>
  list.find((o) => o.value === value)?.label ?? value;

function descriptionOf(
  employer: TDemoEmployer,
  role: TDemoRole,
  unit: string,
  employment: { type: TEmploymentType; hours: number | null },
  shifts: TShiftModel[],
  n: number,
): string {
  const scope = employmentScope(employment);
  const shiftText = shifts.map((s) => label(SHIFT_MODELS, s)).join(', ');
  const benefits = employer.benefits.map((b) => `<li>${label(COMPANY_BENEFITS, b)}</li>`).join('');
  return [
    `<p>Für unseren Bereich <strong>${unit}</strong> suchen wir dich als ${role.title.replace(' (m/w/d)', '')} ${scope}.</p>`,
    `<p>${employer.about}</p>`,
    '<h3>Deine Aufgaben</h3>',
    `<ul>${role.tasks.map((t) => `<li>${t}</li>`).join('')}</ul>`,
    '<h3>Das bringst du mit</h3>',
    `<ul>${role.profile.map((t) => `<li>${t}</li>`).join('')}</ul>`,
    '<h3>Das bieten wir dir</h3>',
    `<ul>${benefits}<li>Dienste: ${shiftText}</li></ul>`,
    `<p>${DEMO_CLOSINGS[n % DEMO_CLOSINGS.length]} Deine Ansprechperson ist ${employer.contact.name} (${employer.contact.position}).</p>`,
  ].join('');
}

/** How many ads each employer gets: by size, then the rest to the employers with the most roles and units. */
function adCounts(): number[] {
  const base = { xs: 4, s: 5, m: 6, l: 8 } as const;
  const capacity = DEMO_EMPLOYERS.map((e) => rolesOf(e).length * e.units.length);
  const counts = DEMO_EMPLOYERS.map((e, i) => Math.min(base[e.size], capacity[i]!));
  let rest = DEMO_JOB_AD_COUNT - counts.reduce((a, b) => a + b, 0);
  for (let round = 0; rest > 0 && round < 50; round++) {
    for (let i = 0; i < counts.length && rest > 0; i++) {
      if (counts[i]! < capacity[i]! && DEMO_EMPLOYERS[i]!.size !== 'xs') {
        counts[i]!++;
        rest--;
      }
    }
  }
  return counts;
}

export async function seedJobs(
  db: Kysely<DB>,
  options: { now: number },
): Promise<{ companies: number; jobAds: number }> {
  const { now } = options;
  const counts = adCounts();
  const ads: Array<Insertable<JobAdsTable>> = [];
  let serial = 0;
  for (const [e, employer] of DEMO_EMPLOYERS.entries()) {
    const company = await db
      .insertInto('companies')
      .values({
        name: employer.name,
        name_sort: foldName(employer.name),
        facility_type: employer.facilityType,
        size: employer.size,
        about: employer.about,
        benefits: JSON.stringify(employer.benefits),
        logo_path: null,
        cover_path: null,
        contact_name: employer.contact.name,
        contact_position: employer.contact.position,
        contact_email: employer.contact.email,
        contact_phone: employer.contact.phone,
        is_verified: employer.verified ? 1 : 0,
        created_at: now - (400 - e * 9) * DAY_MS,
        updated_at: now - e * DAY_MS,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const locations = [];
    for (const [position, site] of [
      { plz: employer.plz, street: employer.street },
      ...(employer.branches ?? []),
    ].entries()) {
      const place = await findPostalPlace(db, { country: employer.country, plz: site.plz });
      if (!place) throw new Error(`Demo-Postleitzahl fehlt: ${employer.country} ${site.plz}`);
      const row = await db
        .insertInto('company_locations')
        .values({
          company_id: company.id,
          position,
          street: site.street,
          plz: place.code,
          city: place.city,
          country: place.country,
          latitude: place.latitude,
          longitude: place.longitude,
          created_at: now - 300 * DAY_MS,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      locations.push({ id: row.id, place });
    }

    const roles = rolesOf(employer);
    const pairs = roles.flatMap((role, r) =>
      employer.units.map((unit, u) => ({ role, unit, order: ((r + e) % roles.length) * 10 + u })),
    );
    pairs.sort((a, b) => (a.order % 10) - (b.order % 10) || a.order - b.order);
    for (const [i, { role, unit }] of pairs.slice(0, counts[e]).entries()) {
      serial++;
      const n = serial;
      const location = locations[i % locations.length]!;
      const employment = employmentOf(role, n);
      const shifts = shiftsOf(role, employer, n);
      const area = workAreaOf(employer, unit);
      const html = descriptionOf(employer, role, unit, employment, shifts, n);
      const ageDays = (n * 7) % 45;
      // A few drafts, paused, filled and expired ads, so every state is on screen.
      const status = n % 29 === 0 ? 'draft' : n % 37 === 0 ? 'paused' : n % 31 === 0 ? 'filled' : 'published';
      const endDate =
        n % 43 === 0
          ? getCalendarDay(now - 3 * DAY_MS)
          : n % 4 === 0
            ? getCalendarDay(now + (30 + (n % 60)) * DAY_MS)
            : null;
      const startMonth = new Date(now + ((n % 4) + 1) * 30 * DAY_MS);
      ads.push({
        uid: `demo${String(n).padStart(4, '0')}${employer.country.toLowerCase()}`,
        company_id: company.id,
        company_location_id: location.id,
        company_name: employer.name,
        location: location.place.city,
        plz: location.place.code,
        country: location.place.country,
        latitude: location.place.latitude,
        longitude: location.place.longitude,
        title: `${role.title} – ${unit}`,
        description: htmlToText(html),
        description_html: html,
        work_area: area.area,
        work_sub_area: area.sub,
        qualification: role.qualification,
        employment_type: employment.type,
        hours_per_week: employment.type === 'teilzeit' ? employment.hours : null,
        shift_models: JSON.stringify(shifts),
        ...payOf(employer, role),
        pay_currency: employer.country === 'CH' ? 'CHF' : 'EUR',
        driver_license_required:
          employer.facilityType === 'ambulanter_dienst' && !/leitung/i.test(role.title) ? 1 : 0,
        start_date:
          n % 3 === 0
            ? null
            : `${startMonth.getUTCFullYear()}-${String(startMonth.getUTCMonth() + 1).padStart(2, '0')}-01`,
        end_date: endDate,
        benefits: JSON.stringify(employer.benefits.slice(0, 3 + (n % 3))),
        contact_name: employer.contact.name,
        contact_position: employer.contact.position,
        contact_email: employer.contact.email,
        contact_phone: employer.contact.phone,
        status,
        published_at: status === 'draft' ? null : now - ageDays * DAY_MS - n * 60_000,
        created_by: null,
        created_at: now - (ageDays + 2) * DAY_MS,
        updated_at: now - ageDays * DAY_MS,
      });
    }
  }
  for (let i = 0; i < ads.length; i += 50)
    await db
      .insertInto('job_ads')
      .values(ads.slice(i, i + 50))
      .execute();

  // The demo recruiter runs the first employer's hiring.
  const recruiter = DEMO_ACCOUNTS.find((a) => a.role === 'Recruiter');
  if (recruiter) {
    const [user, first] = await Promise.all([
      db.selectFrom('users').select('id').where('email', '=', recruiter.email).executeTakeFirstOrThrow(),
      db
        .selectFrom('companies')
        .select('id')
        .where('name', '=', DEMO_EMPLOYERS[0]!.name)
        .executeTakeFirstOrThrow(),
    ]);
    await db
      .insertInto('company_members')
      .values({ company_id: first.id, user_id: user.id, role: 'owner', created_at: now - 200 * DAY_MS })
      .execute();
  }
  return { companies: DEMO_EMPLOYERS.length, jobAds: ads.length };
}
/** How an ad's text names its employment: "in Teilzeit mit 30 Wochenstunden", "in Vollzeit", … */
export function employmentScope(employment: { type: TEmploymentType; hours: number | null }): string {
  if (employment.type === 'teilzeit') return `in Teilzeit mit ${employment.hours} Wochenstunden`;
  if (employment.type === 'minijob') return 'auf Minijob-Basis';
  if (employment.type === 'ausbildung') return 'zum nächsten Ausbildungsstart';
  return 'in Vollzeit';
}
