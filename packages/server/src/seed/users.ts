import { Faker, de, base } from '@faker-js/faker';
import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../platform/db/index.ts';
import type { PostalCodesTable } from '../platform/db/tables/platform.ts';
import type { UsersTable } from '../platform/db/tables/users.ts';
import { slugifyName } from '../domains/users/user-name.ts';
import { pickPosition, pickTown, type TDemoTown } from './people.ts';

export type TSeedPostalCode = Pick<
  PostalCodesTable,
  'country' | 'code' | 'place' | 'state' | 'latitude' | 'longitude'
>;

/** A German faker with a fixed seed, so every seed run produces the same people. */
export function createSeededFaker(seed: number): Faker {
  const faker = new Faker({ locale: [de, base] });
  faker.seed(seed);
  return faker;
}

/** Postal codes with coordinates, evenly spread over the table (deterministic). */
export async function samplePostalCodes(db: Kysely<DB>, count: number): Promise<TSeedPostalCode[]> {
  const total = Number(
    (
      await db
        .selectFrom('postal_codes')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  if (total === 0) return [];
  const step = Math.max(1, Math.floor(total / count));
  const rows = await db
    .selectFrom('postal_codes')
    .select(['id', 'country', 'code', 'place', 'state', 'latitude', 'longitude'])
    .where('latitude', 'is not', null)
    .orderBy('id')
    .execute();
  return rows.filter((_, i) => i % step === 0).slice(0, count);
}

/**
 * Generates user rows: German names, care positions that match the person, a demo town or a place
 * from the postal-code table.
 * `index` makes e-mail and user name unique without a lookup.
 */
export function generateUser(
  faker: Faker,
  index: number,
  options: {
    passwordHash: string;
    now: number;
    emailDomain: string;
    /** Demo members live in the demo towns; the large seed spreads over `postalCodes`. */
    towns?: TDemoTown[];
    postalCodes?: TSeedPostalCode[];
  },
): Insertable<UsersTable> {
  const sex = faker.person.sexType();
  const firstName = faker.person.firstName(sex);
  const lastName = faker.person.lastName();
  const slug = `${slugifyName(firstName)}.${slugifyName(lastName)}`;
  const postalCodes = options.postalCodes ?? [];
  const town = options.towns ? pickTown(faker, options.towns) : null;
  const place = town
    ? { ...town, place: town.city }
    : postalCodes.length
      ? postalCodes[faker.number.int({ min: 0, max: postalCodes.length - 1 })]!
      : null;
  // Spread sign-ups over the last two years, older members first.
  const createdAt = options.now - faker.number.int({ min: 0, max: 730 * 24 * 3600 * 1000 });
  return {
    email: `${slug}.${index}@${options.emailDomain}`,
    password_hash: options.passwordHash,
    first_name: firstName,
    last_name: lastName,
    user_name: `${slug}.${index}`,
    current_position: pickPosition(faker, sex === 'male' ? 'male' : 'female').title,
    // Demo profiles get a summary that fits the job (profiles.ts); the large seed has none.
    summary: null,
    plz: place?.code ?? null,
    country: place?.country ?? null,
    location_city: place?.place ?? null,
    location_state: place?.state ?? null,
    latitude: place?.latitude ?? null,
    longitude: place?.longitude ?? null,
    created_at: createdAt,
    updated_at: createdAt,
  };
}
