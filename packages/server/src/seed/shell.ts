import type { Faker } from '@faker-js/faker';
import type { Kysely } from 'kysely';
import type { DB } from '../platform/db/index.ts';

/** Demo tips of the day and presence activity. Runs after the members exist; deterministic through `faker`. */
export async function seedShell(_db: Kysely<DB>, _faker: Faker, _options: { now: number }): Promise<void> {}
