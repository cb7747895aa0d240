import type { Faker } from '@faker-js/faker';
import { hashPassword } from '../../packages/server/src/platform/passwords.ts';
import {
  createSeededFaker,
  generateUser,
  samplePostalCodes,
  type TSeedPostalCode,
} from '../../packages/server/src/seed/users.ts';
import type { TSeedStage } from './types.ts';

/** Every seeded member's password: the bench and anyone trying the large data set log in with it. */
export const BENCH_PASSWORD = 'PflegeBench!2026';
export const BENCH_EMAIL_DOMAIN = 'bench.pflegepuls.de';
export const BENCH_USER_COUNT = 100_000;

const FAKER_SEED = 100_000;
/** Places to spread the members over; a sample keeps generation fast and still covers DACH. */
const POSTAL_CODE_SAMPLE = 5_000;

/** 100,000 members with German names, care positions and places (e-mail `….<n>@bench.pflegepuls.de`). */
export function createUsersStage(): TSeedStage {
  let faker: Faker;
  let postalCodes: TSeedPostalCode[] = [];
  let passwordHash = '';
  return {
    name: 'users',
    count: BENCH_USER_COUNT,
    async prepare(ctx) {
      faker = createSeededFaker(FAKER_SEED);
      postalCodes = await samplePostalCodes(ctx.db, POSTAL_CODE_SAMPLE);
      // One argon2 hash for everyone: 100,000 hashes would take two hours.
      passwordHash = await hashPassword(BENCH_PASSWORD);
    },
    async insertBatch(ctx, from, to) {
      const rows = [];
      for (let i = from; i < to; i++) {
        rows.push(
          generateUser(faker, i + 1, {
            passwordHash,
            postalCodes,
            now: ctx.now,
            emailDomain: BENCH_EMAIL_DOMAIN,
          }),
        );
      }
      await ctx.insert('users', rows);
    },
  };
}
