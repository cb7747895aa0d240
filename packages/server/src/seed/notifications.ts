import type { Faker } from '@faker-js/faker';
import type { Kysely } from 'kysely';
import type { DB } from '../platform/db/index.ts';

/** Demo notifications produced from the seeded activity. Runs after the members exist; deterministic through `faker`. */
export async function seedNotifications(
  _db: Kysely<DB>,
  _faker: Faker,
  _options: { now: number },
): Promise<void> {}
