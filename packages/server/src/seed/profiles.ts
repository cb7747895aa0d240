import type { Faker } from '@faker-js/faker';
import type { Insertable, Kysely } from 'kysely';
import type { TLanguageLevel } from '@pflegepuls/shared';
import type { DB } from '../platform/db/index.ts';
import {
  DEGREES,
  DEMO_TOWNS,
  familyOf,
  FORMER_TITLES,
  JOB_DESCRIPTIONS,
  SUMMARIES,
  type TJobFamily,
  WARDS,
} from './people.ts';
import type {
  UserEducationsTable,
  UserJobExperiencesTable,
  UserLanguagesTable,
  UserSkillsTable,
  UserTrainingsTable,
} from '../platform/db/tables/users.ts';

const SCHOOLS = [
  'Berufsfachschule für Pflege am Klinikum',
  'Akademie für Gesundheitsberufe',
  'Pflegeschule der Diakonie',
  'Katholische Hochschule für Sozialwesen',
  'Hochschule Esslingen',
  'Fachhochschule Münster',
];
const SKILLS = [
  'Wundmanagement',
  'Kinästhetik',
  'Beatmungspflege',
  'Palliative Care',
  'Praxisanleitung',
  'Basale Stimulation',
  'Schmerzmanagement',
  'Dokumentation nach SIS',
  'Stomaversorgung',
  'Hygienemanagement',
  'Deeskalation',
  'Triage nach Manchester',
];
const TRAININGS: Array<[string, string]> = [
  ['Fachweiterbildung Intensivpflege und Anästhesie', 'DKG-anerkannte Weiterbildungsstätte'],
  ['Praxisanleitung (300 Stunden)', 'Bildungszentrum für Gesundheitsberufe'],
  ['Zertifizierte/r Wundexperte/-expertin ICW', 'Initiative Chronische Wunden e. V.'],
  ['Palliative Care Basiskurs', 'Hospizakademie'],
  ['Basiskurs Kinästhetik', 'Kinaesthetics Deutschland'],
  ['Reanimationstraining ALS', 'European Resuscitation Council'],
  ['Hygienebeauftragte/r in der Pflege', 'Akademie für Krankenhaushygiene'],
  ['Stationsleitung / mittleres Management', 'Fachhochschule der Diakonie'],
];
const LANGUAGES: Array<[string, TLanguageLevel[]]> = [
  ['Englisch', ['basic', 'good', 'fluent', 'business']],
  ['Türkisch', ['good', 'native']],
  ['Polnisch', ['good', 'native']],
  ['Französisch', ['basic', 'good']],
  ['Russisch', ['good', 'native']],
  ['Spanisch', ['basic', 'good']],
  ['Arabisch', ['good', 'native']],
];

type TCounts = {
  experiences: number;
  educations: number;
  languages: number;
  skills: number;
  trainings: number;
};

/** Month `YYYY-MM` a number of months before `now`. */
function monthsAgo(now: number, months: number): string {
  const date = new Date(now);
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - months);
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** Which sections a demo member fills: most complete, some half, a few nearly empty. */
function pickCounts(faker: Faker): TCounts {
  const kind = faker.helpers.weightedArrayElement([
    { weight: 45, value: 'full' },
    { weight: 35, value: 'partial' },
    { weight: 20, value: 'sparse' },
  ]);
  if (kind === 'full')
    return {
      experiences: faker.number.int({ min: 1, max: 3 }),
      educations: faker.number.int({ min: 1, max: 2 }),
      languages: faker.number.int({ min: 1, max: 3 }),
      skills: faker.number.int({ min: 2, max: 6 }),
      trainings: faker.number.int({ min: 1, max: 3 }),
    };
  if (kind === 'partial')
    return {
      experiences: faker.number.int({ min: 1, max: 2 }),
      educations: faker.helpers.arrayElement([0, 1]),
      languages: 1,
      skills: faker.helpers.arrayElement([0, 3]),
      trainings: 0,
    };
  return {
    experiences: faker.helpers.arrayElement([0, 1]),
    educations: 0,
    languages: 0,
    skills: 0,
    trainings: 0,
  };
}

type TRows = {
  experiences: Insertable<UserJobExperiencesTable>[];
  educations: Insertable<UserEducationsTable>[];
  languages: Insertable<UserLanguagesTable>[];
  skills: Insertable<UserSkillsTable>[];
  trainings: Insertable<UserTrainingsTable>[];
};

type TProfileUser = {
  id: number;
  current_position: string | null;
  country: string | null;
  location_city: string | null;
};

/** Care homes and home-care services (the rest of the demo employers are hospitals). */
const LONG_TERM_CARE =
  /Sozialstation|Senioren|Pflegen & Wohnen|Heimstiftung|Altenzentrum|Betagten|Barmherzigkeit|Gesundheitszentren|Pfeiffersche|Adullam|Diakoneo/;

/**
 * Employers of the kind the job needs (elderly care: care homes and home care; every other job:
 * hospitals), in the member's town first; earlier jobs sometimes elsewhere in the same country.
 */
function employersFor(user: TProfileUser, family: TJobFamily): { here: string[]; country: string[] } {
  const fits = (name: string) => LONG_TERM_CARE.test(name) === (family === 'elderly');
  const sameCountry = DEMO_TOWNS.filter((t) => t.country === (user.country ?? 'DE'));
  const country = sameCountry.flatMap((t) => t.employers).filter(fits);
  const here = (sameCountry.find((t) => t.city === user.location_city)?.employers ?? []).filter(fits);
  return { here: here.length ? here : country, country };
}

function buildRows(faker: Faker, user: TProfileUser, counts: TCounts, now: number, rows: TRows) {
  const userId = user.id;
  const stamp = { created_at: now, updated_at: now };
  const family = familyOf(user.current_position);
  // Someone outside care (the demo recruiter) gets no generated care CV.
  if (family === null) return;
  const employers = employersFor(user, family);
  // A trainee has one job: the training place.
  const experiences = family === 'trainee' ? Math.min(1, counts.experiences) : counts.experiences;
  // Newest job first; each earlier job ends where the next one starts.
  let end = 0;
  for (let i = 0; i < experiences; i++) {
    const length =
      family === 'trainee' ? faker.number.int({ min: 6, max: 30 }) : faker.number.int({ min: 14, max: 70 });
    const former = FORMER_TITLES[family];
    rows.experiences.push({
      user_id: userId,
      position: i,
      title:
        i === 0 || former.length === 0
          ? (user.current_position ?? 'Pflegefachkraft')
          : faker.helpers.arrayElement(former),
      employer: faker.helpers.arrayElement(
        i === 0 || faker.datatype.boolean(0.6) ? employers.here : employers.country,
      ),
      location: faker.helpers.arrayElement(WARDS[family]),
      from_month: monthsAgo(now, end + length),
      to_month: i === 0 ? null : monthsAgo(now, end),
      is_current: i === 0 ? 1 : 0,
      description:
        faker.helpers.maybe(() => faker.helpers.arrayElement(JOB_DESCRIPTIONS[family]), {
          probability: 0.6,
        }) ?? null,
      ...stamp,
    });
    end += length + faker.number.int({ min: 0, max: 4 });
  }
  const educations = family === 'trainee' ? 0 : counts.educations;
  for (let i = 0; i < educations; i++) {
    const start = end + 36 + i * 40;
    rows.educations.push({
      user_id: userId,
      position: i,
      institution: faker.helpers.arrayElement(SCHOOLS),
      degree: DEGREES[family][i % DEGREES[family].length]!,
      from_month: monthsAgo(now, start),
      to_month: monthsAgo(now, start - 36),
      ...stamp,
    });
  }
  const languages: Array<[string, TLanguageLevel]> = [['Deutsch', 'native']];
  for (const [name, levels] of faker.helpers.arrayElements(LANGUAGES, counts.languages - 1))
    languages.push([name, faker.helpers.arrayElement(levels)]);
  languages.slice(0, counts.languages).forEach(([name, level], i) => {
    rows.languages.push({ user_id: userId, position: i, name, level, ...stamp });
  });
  faker.helpers.arrayElements(SKILLS, counts.skills).forEach((name, i) => {
    rows.skills.push({ user_id: userId, position: i, name, ...stamp });
  });
  faker.helpers.arrayElements(TRAININGS, counts.trainings).forEach(([title, provider], i) => {
    rows.trainings.push({
      user_id: userId,
      position: i,
      title,
      provider,
      year: new Date(now).getUTCFullYear() - faker.number.int({ min: 0, max: 12 }),
      ...stamp,
    });
  });
}

/** Documented accounts: the admin and Uwe complete, Marie halfway, so the ring shows both. */
const DOCUMENTED_COUNTS: Record<string, TCounts> = {
  'alexandra.admin': { experiences: 3, educations: 2, languages: 2, skills: 5, trainings: 2 },
  'marie.mitglied': { experiences: 1, educations: 1, languages: 0, skills: 3, trainings: 0 },
  'uwe.urocampus': { experiences: 2, educations: 1, languages: 2, skills: 4, trainings: 3 },
};

/** Demo profiles: summaries, experiences, educations, languages, skills and trainings. */
export async function seedProfiles(db: Kysely<DB>, faker: Faker, options: { now: number }): Promise<void> {
  const users = await db
    .selectFrom('users')
    .select(['id', 'user_name', 'current_position', 'country', 'location_city'])
    .orderBy('id')
    .execute();
  const rows: TRows = { experiences: [], educations: [], languages: [], skills: [], trainings: [] };
  const summaries: Array<{ id: number; summary: string | null }> = [];
  for (const user of users) {
    const documented = DOCUMENTED_COUNTS[user.user_name];
    const counts = documented ?? pickCounts(faker);
    buildRows(faker, user, counts, options.now, rows);
    const hasSummary = documented ? user.user_name !== 'marie.mitglied' : faker.datatype.boolean(0.75);
    const family = familyOf(user.current_position);
    const summary = hasSummary && family ? faker.helpers.arrayElement(SUMMARIES[family]) : null;
    summaries.push({ id: user.id, summary });
  }
  await db.transaction().execute(async (trx) => {
    for (const [table, list] of [
      ['user_job_experiences', rows.experiences],
      ['user_educations', rows.educations],
      ['user_languages', rows.languages],
      ['user_skills', rows.skills],
      ['user_trainings', rows.trainings],
    ] as const) {
      for (let i = 0; i < list.length; i += 200) {
        await trx
          .insertInto(table)
          .values(list.slice(i, i + 200) as never)
          .execute();
      }
    }
    // Summaries that fit the member's job (or none).
    for (const { id, summary } of summaries) {
      await trx.updateTable('users').set({ summary }).where('id', '=', id).execute();
    }
  });
}
