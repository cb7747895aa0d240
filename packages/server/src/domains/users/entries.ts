/**
 * CV entries of a profile (experiences, educations, languages, skills, trainings): one table per
 * section with the same frame (`user_id`, `position`, timestamps), read and written through the
 * section's name so routes and the export treat all five alike. Every write is scoped to the
 * owner: another member's entry id is "not found".
 */
import {
  PROFILE_ENTRY_LIMIT,
  PROFILE_MESSAGES,
  type TEducationEntry,
  type TJobExperience,
  type TLanguage,
  type TLanguageLevel,
  type TProfileSection,
  type TSkill,
  type TTrainingEntry,
  type ZEducationInput,
  type ZJobExperienceInput,
  type ZLanguageInput,
  type ZSkillInput,
  type ZTrainingInput,
} from '@pflegepuls/shared';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../platform/db/index.ts';
import type {
  UserEducationsTable,
  UserJobExperiencesTable,
  UserLanguagesTable,
  UserSkillsTable,
  UserTrainingsTable,
} from '../../platform/db/tables/users.ts';
import { AppError, validationError } from '../../platform/errors.ts';

export const SECTION_TABLES = {
  experiences: 'user_job_experiences',
  educations: 'user_educations',
  languages: 'user_languages',
  skills: 'user_skills',
  trainings: 'user_trainings',
} as const satisfies Record<TProfileSection, keyof DB>;

export type TSectionInputs = {
  experiences: z.output<typeof ZJobExperienceInput>;
  educations: z.output<typeof ZEducationInput>;
  languages: z.output<typeof ZLanguageInput>;
  skills: z.output<typeof ZSkillInput>;
  trainings: z.output<typeof ZTrainingInput>;
};

export type TSectionEntries = {
  experiences: TJobExperience;
  educations: TEducationEntry;
  languages: TLanguage;
  skills: TSkill;
  trainings: TTrainingEntry;
};

export type TAllEntries = { [S in TProfileSection]: TSectionEntries[S][] };

/** Section → its columns from a validated input. */
const TO_COLUMNS: { [S in TProfileSection]: (input: TSectionInputs[S]) => Record<string, unknown> } = {
  experiences: (v) => ({
    title: v.title,
    employer: v.employer,
    location: v.location,
    from_month: v.fromMonth,
    to_month: v.toMonth,
    is_current: v.isCurrent ? 1 : 0,
    description: v.description,
  }),
  educations: (v) => ({
    institution: v.institution,
    degree: v.degree,
    from_month: v.fromMonth,
    to_month: v.toMonth,
  }),
  languages: (v) => ({ name: v.name, level: v.level }),
  skills: (v) => ({ name: v.name }),
  trainings: (v) => ({ title: v.title, provider: v.provider, year: v.year }),
};

/** Row → wire shape per section; explicit fields only. */
const PRESENT: { [S in TProfileSection]: (row: never) => TSectionEntries[S] } = {
  experiences: (r: Selectable<UserJobExperiencesTable>) => ({
    id: r.id,
    position: r.position,
    title: r.title,
    employer: r.employer,
    location: r.location,
    fromMonth: r.from_month,
    toMonth: r.to_month,
    isCurrent: r.is_current === 1,
    description: r.description,
  }),
  educations: (r: Selectable<UserEducationsTable>) => ({
    id: r.id,
    position: r.position,
    institution: r.institution,
    degree: r.degree,
    fromMonth: r.from_month,
    toMonth: r.to_month,
  }),
  languages: (r: Selectable<UserLanguagesTable>) => ({
    id: r.id,
    position: r.position,
    name: r.name,
    level: r.level as TLanguageLevel,
  }),
  skills: (r: Selectable<UserSkillsTable>) => ({ id: r.id, position: r.position, name: r.name }),
  trainings: (r: Selectable<UserTrainingsTable>) => ({
    id: r.id,
    position: r.position,
    title: r.title,
    provider: r.provider,
    year: r.year,
  }),
};

/** Sections whose entries are a name a member should not list twice. */
const UNIQUE_NAME_SECTIONS = new Set<TProfileSection>(['languages', 'skills']);

// The five tables share their frame (id, user_id, position, timestamps). Kysely cannot narrow a
// union of table names, so section queries name one of them for the compiler and touch only the
// shared columns by name; section columns go through TO_COLUMNS and PRESENT.
type TFrameTable = 'user_skills';
const frameTable = (section: TProfileSection) => SECTION_TABLES[section] as TFrameTable;

/** Presents a row of a section. */
export function presentEntry<S extends TProfileSection>(section: S, row: unknown): TSectionEntries[S] {
  return (PRESENT[section] as (r: unknown) => TSectionEntries[S])(row);
}

/** One member's entries of a section in their order. */
export async function findEntries<S extends TProfileSection>(
  db: Kysely<DB>,
  userId: number,
  section: S,
): Promise<TSectionEntries[S][]> {
  const rows = await db
    .selectFrom(frameTable(section))
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('position')
    .orderBy('id')
    .limit(PROFILE_ENTRY_LIMIT)
    .execute();
  return rows.map((row) => presentEntry(section, row));
}

/** All five sections of one member (five indexed queries, run together). */
export async function findAllEntries(db: Kysely<DB>, userId: number): Promise<TAllEntries> {
  const [experiences, educations, languages, skills, trainings] = await Promise.all([
    findEntries(db, userId, 'experiences'),
    findEntries(db, userId, 'educations'),
    findEntries(db, userId, 'languages'),
    findEntries(db, userId, 'skills'),
    findEntries(db, userId, 'trainings'),
  ]);
  return { experiences, educations, languages, skills, trainings };
}

async function checkUniqueName(
  db: Kysely<DB>,
  options: { userId: number; section: TProfileSection; name: unknown; exceptId?: number },
) {
  if (!UNIQUE_NAME_SECTIONS.has(options.section) || typeof options.name !== 'string') return;
  // Only languages and skills get here; both have `name`.
  const rows = await db
    .selectFrom(frameTable(options.section))
    .select(['id', 'name'])
    .where('user_id', '=', options.userId)
    .execute();
  const name = options.name.toLocaleLowerCase('de');
  const taken = rows.some((row) => row.id !== options.exceptId && row.name.toLocaleLowerCase('de') === name);
  if (taken) throw validationError({ name: [PROFILE_MESSAGES.duplicate] });
}

/** Adds an entry at the end of the member's section. */
export async function createEntry<S extends TProfileSection>(
  db: Kysely<DB>,
  options: { userId: number; section: S; input: TSectionInputs[S] },
): Promise<TSectionEntries[S]> {
  const { userId, section, input } = options;
  const table = frameTable(section);
  const columns = TO_COLUMNS[section](input);
  await checkUniqueName(db, { userId, section, name: columns['name'] });
  const stats = await db
    .selectFrom(table)
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('position').as('last')])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const existing = Number(stats?.count ?? 0);
  if (existing >= PROFILE_ENTRY_LIMIT)
    throw validationError({ _: [PROFILE_MESSAGES.entryLimit(PROFILE_ENTRY_LIMIT)] });
  const now = Date.now();
  const position = existing === 0 ? 0 : Number(stats?.last ?? 0) + 1;
  const row = await db
    .insertInto(table)
    .values({ ...columns, user_id: userId, position, created_at: now, updated_at: now } as never)
    .returningAll()
    .executeTakeFirstOrThrow();
  return presentEntry(section, row);
}

/** Changes one of the member's own entries; any other id is a 404. */
export async function updateEntry<S extends TProfileSection>(
  db: Kysely<DB>,
  options: { userId: number; section: S; id: number; input: TSectionInputs[S] },
): Promise<TSectionEntries[S]> {
  const { userId, section, id, input } = options;
  const columns = TO_COLUMNS[section](input);
  await checkUniqueName(db, { userId, section, name: columns['name'], exceptId: id });
  const row = await db
    .updateTable(frameTable(section))
    .set({ ...columns, updated_at: Date.now() } as never)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', 'Diesen Eintrag gibt es nicht.');
  return presentEntry(section, row);
}

/** Deletes one of the member's own entries; any other id is a 404. */
export async function deleteEntry(
  db: Kysely<DB>,
  options: { userId: number; section: TProfileSection; id: number },
): Promise<void> {
  const result = await db
    .deleteFrom(frameTable(options.section))
    .where('id', '=', options.id)
    .where('user_id', '=', options.userId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new AppError('NOT_FOUND', 'Diesen Eintrag gibt es nicht.');
}

/** Removes every entry of a member (account deletion). */
export async function deleteAllEntries(db: Kysely<DB>, userId: number): Promise<void> {
  for (const section of Object.keys(SECTION_TABLES) as TProfileSection[]) {
    await db.deleteFrom(frameTable(section)).where('user_id', '=', userId).execute();
  }
}
