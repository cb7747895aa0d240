import type { Faker } from '@faker-js/faker';
import type { Insertable, Kysely } from 'kysely';
import {
  COMMUTE_DISTANCE_OPTIONS,
  DETAILED_EDUCATION_OPTIONS,
  EDUCATION_STUDIUM,
  EDUCATION_THREE_YEAR,
  EXPERIENCE_OPTIONS,
  getOptionValues,
  HOW_DID_YOU_HEAR_OPTIONS,
  TRAINING_OPTIONS,
  UROCAMPUS_AREA_ID,
  UROCAMPUS_TERMS_VERSION,
  WORK_AREA_AMBULANT,
  WORK_AREA_DETAILED_OPTIONS,
  WORK_AREA_HOSPITAL,
  WORK_AREA_HOSPITAL_OPTIONS,
  WORK_AREA_OPTIONS,
  WORK_AREA_OTHER,
  WORK_AREA_STATIONARY,
  WORK_AREA_STATIONARY_OPTIONS,
} from '@pflegepuls/shared';
import type { DB } from '../platform/db/index.ts';
import type { ClosedAreaMembershipsTable } from '../platform/db/tables/closed-areas.ts';
import type { UserOnboardingTable } from '../platform/db/tables/onboarding.ts';

const CAREER_START_AGE = 18;

type TProfile = { education?: string; detailed?: string; studium?: string; trainings?: string[] };

/** What a job title says about the wizard answers; the first matching pattern wins. */
const POSITION_PROFILES: Array<[RegExp, TProfile]> = [
  [
    /Intensivpflege und Anästhesie/,
    { detailed: 'gesundheits_und_krankenpfleger', trainings: ['intensivpflege_anaesthesie'] },
  ],
  [/^Auszubildende/, { education: 'in_ausbildung' }],
  [/^Pflegefach(frau|mann)/, { detailed: 'pflegefachfrau_pflegefachmann' }],
  [/Kinderkrankenpfleger/, { detailed: 'gesundheits_und_kinderkrankenpfleger' }],
  [/Krankenpfleger/, { detailed: 'gesundheits_und_krankenpfleger' }],
  [/^Altenpfleger/, { detailed: 'altenpfleger' }],
  [/^Heilerziehungspfleger/, { detailed: 'heilerziehungspfleger' }],
  [/^Pflegehelfer/, { education: 'einjaehrige_ausbildung' }],
  [/^Pflegeassistent/, { education: 'zweijaehrige_ausbildung' }],
  [/^Operationstechnische/, { detailed: 'operationstechnischer_assistent' }],
  [/^Anästhesietechnische/, { detailed: 'anaesthesietechnischer_assistent' }],
  [/^Notfallsanitäter/, { detailed: 'notfallsanitaeter' }],
  [/^Hebamme/, { detailed: 'hebamme' }],
  [/^Medizinische Fachangestellte/, { detailed: 'medizinischer_fachangestellter' }],
  [/^Praxisanleiter/, { detailed: 'pflegefachfrau_pflegefachmann', trainings: ['praxisanleitung'] }],
  [/^Stationsleitung/, { detailed: 'gesundheits_und_krankenpfleger', trainings: ['stationsleitung'] }],
  [/^Pflegedienstleitung/, { detailed: 'altenpfleger', trainings: ['pflegedienstleitung'] }],
  [/^Wohnbereichsleitung/, { detailed: 'altenpfleger', trainings: ['wohnbereichsleitung'] }],
  [/^Wundexpert/, { trainings: ['wundexperte_icw'] }],
  [/^Hygienefachkraft/, { trainings: ['hygienefachkraft'] }],
  [/^Pflegepädagog/, { education: EDUCATION_STUDIUM, studium: 'pflegepaedagogik' }],
  [/^Pflegewissenschaft/, { education: EDUCATION_STUDIUM, studium: 'pflegewissenschaft' }],
  [/^Palliativ/, { trainings: ['palliative_care'] }],
  [/Onkologie/, { trainings: ['onkologie'] }],
  [/Gerontopsychiatrie/, { detailed: 'altenpfleger', trainings: ['gerontopsychiatrie'] }],
];

const MOBILE_PREFIXES: Record<string, string[]> = {
  DE: ['0151', '0152', '0157', '0160', '0162', '0170', '0171', '0172', '0175', '0176', '0177', '0179'],
  AT: ['+43 650', '+43 660', '+43 664', '+43 676', '+43 699'],
  CH: ['+41 76', '+41 77', '+41 78', '+41 79'],
};

/** The member columns the answers are derived from. */
export const SEED_USER_COLUMNS = [
  'id',
  'first_name',
  'current_position',
  'country',
  'is_urocampus_member',
  'created_at',
] as const;

export type TSeedUser = {
  id: number;
  first_name: string;
  current_position: string | null;
  country: string | null;
  is_urocampus_member: number;
  created_at: number;
};

function pickSome(faker: Faker, values: readonly string[], min: number, max: number): string[] {
  return faker.helpers.arrayElements(values, { min, max });
}

/** Completed wizard answers that fit a member's job title, age and country. */
export function generateOnboardingAnswers(
  faker: Faker,
  user: TSeedUser,
  now: number,
): Insertable<UserOnboardingTable> {
  const names = faker.definitions.person.first_name;
  const gender = faker.datatype.boolean({ probability: 0.02 })
    ? 'other'
    : names.female?.includes(user.first_name)
      ? 'female'
      : names.male?.includes(user.first_name)
        ? 'male'
        : faker.helpers.arrayElement(['female', 'male'] as const);
  const birth = faker.date.birthdate({ mode: 'age', min: 18, max: 64, refDate: now });
  const age = Math.floor((now - birth.getTime()) / (365.25 * 24 * 3600_000));

  const profile = POSITION_PROFILES.find(([pattern]) => pattern.test(user.current_position ?? ''))?.[1] ?? {};
  const education = profile.education ?? (profile.studium ? EDUCATION_STUDIUM : EDUCATION_THREE_YEAR);
  const detailed =
    education === EDUCATION_THREE_YEAR
      ? (profile.detailed ?? faker.helpers.arrayElement(getOptionValues(DETAILED_EDUCATION_OPTIONS)))
      : null;
  const trainings = [
    ...new Set([
      ...(profile.trainings ?? []),
      ...(faker.datatype.boolean({ probability: 0.35 })
        ? pickSome(faker, getOptionValues(TRAINING_OPTIONS), 1, 2)
        : []),
    ]),
  ];
  // Nobody has more years in the job than years since leaving school; trainees start at 0.
  const buckets = EXPERIENCE_OPTIONS.map((o) => Number(o.value)).filter(
    (years) => years <= age - CAREER_START_AGE,
  );
  const years =
    education === 'in_ausbildung' ? 0 : faker.helpers.arrayElement(buckets.length ? buckets : [0]);

  const wantsJobs = faker.datatype.boolean({ probability: 0.45 });
  const areas = wantsJobs ? pickSome(faker, getOptionValues(WORK_AREA_OPTIONS), 1, 2) : [];
  const prefixes = MOBILE_PREFIXES[user.country ?? 'DE'] ?? MOBILE_PREFIXES['DE']!;
  const completedAt = Math.min(now, user.created_at + faker.number.int({ min: 2, max: 20 }) * 60_000);
  return {
    user_id: user.id,
    gender,
    birth_date: birth.toISOString().slice(0, 10),
    education,
    detailed_education: detailed,
    studium: education === EDUCATION_STUDIUM ? (profile.studium ?? 'pflegewissenschaft') : null,
    trainings: JSON.stringify(trainings),
    years_of_experience: years,
    how_did_you_hear: faker.helpers.arrayElement(getOptionValues(HOW_DID_YOU_HEAR_OPTIONS)),
    wants_job_offers: wantsJobs ? 1 : 0,
    phone: wantsJobs ? `${faker.helpers.arrayElement(prefixes)} ${faker.string.numeric(7)}` : null,
    commute_distance: faker.helpers.arrayElement(getOptionValues(COMMUTE_DISTANCE_OPTIONS)),
    work_areas: JSON.stringify(areas),
    work_areas_hospital: JSON.stringify(
      areas.includes(WORK_AREA_HOSPITAL)
        ? pickSome(faker, getOptionValues(WORK_AREA_HOSPITAL_OPTIONS), 1, 3)
        : [],
    ),
    has_driver_license: areas.includes(WORK_AREA_AMBULANT)
      ? faker.datatype.boolean({ probability: 0.85 })
        ? 1
        : 0
      : null,
    work_area_stationary: areas.includes(WORK_AREA_STATIONARY)
      ? faker.helpers.arrayElement(getOptionValues(WORK_AREA_STATIONARY_OPTIONS))
      : null,
    work_areas_detailed: JSON.stringify(
      areas.includes(WORK_AREA_OTHER)
        ? pickSome(faker, getOptionValues(WORK_AREA_DETAILED_OPTIONS), 1, 2)
        : [],
    ),
    completed_at: completedAt,
    created_at: completedAt,
    updated_at: completedAt,
  };
}

/**
 * Gives most members (`share`, default 85 %) a completed onboarding that fits their job title,
 * and records the terms acceptance of every Urocampus member. Deterministic with the seed's faker.
 * Call it once, after the users exist.
 */
export async function seedOnboardingAnswers(
  db: Kysely<DB>,
  faker: Faker,
  options: { now?: number; share?: number } = {},
): Promise<{ answered: number; memberships: number }> {
  const now = options.now ?? Date.now();
  const share = options.share ?? 0.85;
  const users = await db.selectFrom('users').select(SEED_USER_COLUMNS).orderBy('id').execute();
  const answers: Insertable<UserOnboardingTable>[] = [];
  const memberships: Insertable<ClosedAreaMembershipsTable>[] = [];
  for (const user of users) {
    const isAnswered = user.is_urocampus_member === 1 || faker.datatype.boolean({ probability: share });
    const row = isAnswered ? generateOnboardingAnswers(faker, user, now) : null;
    if (row) answers.push(row);
    if (user.is_urocampus_member === 1) {
      const acceptedAt = row?.completed_at ?? user.created_at;
      memberships.push({
        closed_area_id: UROCAMPUS_AREA_ID,
        user_id: user.id,
        accepted_terms_version: UROCAMPUS_TERMS_VERSION,
        accepted_at: acceptedAt,
        created_at: acceptedAt,
      });
    }
  }
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < answers.length; i += 100) {
      await trx
        .insertInto('user_onboarding')
        .values(answers.slice(i, i + 100))
        .execute();
    }
    if (memberships.length) await trx.insertInto('closed_area_memberships').values(memberships).execute();
  });
  return { answered: answers.length, memberships: memberships.length };
}
