import type { Faker } from '@faker-js/faker';
import type { Insertable, Kysely } from 'kysely';
import type { TLanguageLevel } from '@pflegepuls/shared';
import type { DB } from '../platform/db/index.ts';
import type {
  UserEducationsTable,
  UserJobExperiencesTable,
  UserLanguagesTable,
  UserSkillsTable,
  UserTrainingsTable,
} from '../platform/db/tables/users.ts';

const EMPLOYERS = [
  'Charité – Universitätsmedizin Berlin',
  'Universitätsklinikum Hamburg-Eppendorf',
  'Klinikum rechts der Isar München',
  'Universitätsklinikum Freiburg',
  'Helios Klinikum Erfurt',
  'Asklepios Klinik St. Georg',
  'Vivantes Klinikum Neukölln',
  'Städtisches Klinikum Karlsruhe',
  'Klinikum Nürnberg',
  'Universitätsklinikum Köln',
  'AKH Wien',
  'Kantonsspital St. Gallen',
  'Universitätsspital Zürich',
  'Diakonie-Sozialstation Mitte',
  'Caritas Altenzentrum St. Elisabeth',
  'Pflegedienst Lebenswert',
  'Johanniter Seniorenhaus',
  'Evangelisches Krankenhaus Bielefeld',
];
const WARDS = [
  'Interdisziplinäre Intensivstation',
  'Zentrale Notaufnahme',
  'Kardiologie',
  'Onkologie',
  'Unfallchirurgie',
  'Geriatrie',
  'Neurologie / Stroke Unit',
  'Pädiatrie',
  'Urologie',
  'Innere Medizin',
  'OP-Bereich',
  'Palliativstation',
];
const TITLES = [
  'Gesundheits- und Krankenpfleger/in',
  'Pflegefachfrau / Pflegefachmann',
  'Fachkrankenpfleger/in für Intensivpflege',
  'Praxisanleiter/in',
  'Stationsleitung',
  'Altenpfleger/in',
  'Pflegehelfer/in',
  'Wohnbereichsleitung',
];
const SCHOOLS = [
  'Berufsfachschule für Pflege am Klinikum',
  'Akademie für Gesundheitsberufe',
  'Pflegeschule der Diakonie',
  'Katholische Hochschule für Sozialwesen',
  'Hochschule Esslingen',
  'Fachhochschule Münster',
];
const DEGREES = [
  'Examen Gesundheits- und Krankenpflege',
  'Generalistische Pflegeausbildung (Pflegefachfrau/-mann)',
  'Examen Altenpflege',
  'B.Sc. Pflege',
  'M.Sc. Pflegemanagement',
  'Pflegehelfer/in (einjährig)',
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
const SUMMARIES = [
  'Seit über zehn Jahren in der Intensivpflege zu Hause. Mir sind eine ruhige Hand in hektischen Momenten und ein gutes Team besonders wichtig.',
  'Examinierte Pflegefachkraft mit Herz für die Geriatrie. Ich leite gern Auszubildende an und freue mich über Austausch zu Praxisanleitung.',
  'Ich arbeite in der Notaufnahme und liebe die Abwechslung. Hier suche ich Kolleginnen und Kollegen für Erfahrungsaustausch und Fortbildungstipps.',
  'Stationsleitung in der Inneren Medizin. Mein Thema: gute Dienstpläne, wertschätzende Führung und weniger Bürokratie am Bett.',
  'Nach der generalistischen Ausbildung bin ich in der ambulanten Pflege gestartet und interessiere mich für Wundmanagement.',
  'Pflege ist für mich Beziehungsarbeit. Ich engagiere mich in der Palliativversorgung und begleite Menschen in ihrer letzten Lebensphase.',
  'Kinderkrankenpflegerin aus Leidenschaft, aktuell auf der neonatologischen Intensivstation. Offen für neue Kontakte aus der Pädiatrie.',
  'Nach zwölf Jahren im OP bilde ich mich gerade zur Praxisanleitung weiter und teile hier gern, was ich unterwegs lerne.',
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

function buildRows(faker: Faker, userId: number, counts: TCounts, now: number, rows: TRows) {
  const stamp = { created_at: now, updated_at: now };
  // Newest job first; each earlier job ends where the next one starts.
  let end = 0;
  for (let i = 0; i < counts.experiences; i++) {
    const length = faker.number.int({ min: 14, max: 70 });
    rows.experiences.push({
      user_id: userId,
      position: i,
      title: faker.helpers.arrayElement(TITLES),
      employer: faker.helpers.arrayElement(EMPLOYERS),
      location: faker.helpers.arrayElement(WARDS),
      from_month: monthsAgo(now, end + length),
      to_month: i === 0 ? null : monthsAgo(now, end),
      is_current: i === 0 ? 1 : 0,
      description:
        faker.helpers.maybe(
          () =>
            faker.helpers.arrayElement([
              'Versorgung von beatmeten Patientinnen und Patienten, Einarbeitung neuer Kolleginnen und Kollegen.',
              'Bezugspflege, Entlassmanagement und Zusammenarbeit mit dem Sozialdienst.',
              'Stellvertretende Stationsleitung, Dienstplanung und Qualitätszirkel.',
              'Wundversorgung, Medikamentenmanagement und Angehörigengespräche.',
            ]),
          { probability: 0.6 },
        ) ?? null,
      ...stamp,
    });
    end += length + faker.number.int({ min: 0, max: 4 });
  }
  for (let i = 0; i < counts.educations; i++) {
    const start = end + 36 + i * 40;
    rows.educations.push({
      user_id: userId,
      position: i,
      institution: faker.helpers.arrayElement(SCHOOLS),
      degree: DEGREES[(userId + i) % DEGREES.length]!,
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
  const users = await db.selectFrom('users').select(['id', 'user_name']).orderBy('id').execute();
  const rows: TRows = { experiences: [], educations: [], languages: [], skills: [], trainings: [] };
  const summaries: Array<{ id: number; summary: string | null }> = [];
  for (const user of users) {
    const documented = DOCUMENTED_COUNTS[user.user_name];
    const counts = documented ?? pickCounts(faker);
    buildRows(faker, user.id, counts, options.now, rows);
    const hasSummary = documented ? user.user_name !== 'marie.mitglied' : faker.datatype.boolean(0.75);
    summaries.push({ id: user.id, summary: hasSummary ? faker.helpers.arrayElement(SUMMARIES) : null });
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
    // The generated users carry Latin filler; members read German summaries (or none).
    for (const { id, summary } of summaries) {
      await trx.updateTable('users').set({ summary }).where('id', '=', id).execute();
    }
  });
}
