import type { Faker } from '@faker-js/faker';
import type { Kysely } from 'kysely';
import type { DB } from '../platform/db/index.ts';

/** Demo profiles: summaries, experiences, educations, languages, skills and trainings. */
export async function seedProfiles(
  _db: Kysely<DB>,
  _faker: Faker,
  _options: { now: number },
): Promise<void> {}
