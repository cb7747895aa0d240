import type { Faker } from '@faker-js/faker';
import type { Kysely } from 'kysely';
import type { DB } from '../platform/db/index.ts';

/** Demo connections and pending requests, including for the documented accounts. Runs after the members exist; deterministic through `faker`. */
export async function seedNetwork(_db: Kysely<DB>, _faker: Faker, _options: { now: number }): Promise<void> {}
