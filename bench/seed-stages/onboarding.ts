import type { Faker } from '@faker-js/faker';
import { generateOnboardingAnswers, SEED_USER_COLUMNS } from '../../packages/server/src/seed/onboarding.ts';
import { createSeededFaker } from '../../packages/server/src/seed/users.ts';
import { BENCH_USER_COUNT } from './users.ts';
import type { TSeedStage } from './types.ts';

const FAKER_SEED = 200_000;

/** Completed onboarding answers for every member of the users stage (ids 1..count, in order). */
export function createOnboardingStage(): TSeedStage {
  let faker: Faker;
  return {
    name: 'onboarding',
    count: BENCH_USER_COUNT,
    async prepare() {
      faker = createSeededFaker(FAKER_SEED);
    },
    async insertBatch(ctx, from, to) {
      const users = await ctx.db
        .selectFrom('users')
        .select(SEED_USER_COLUMNS)
        .where('id', '>', from)
        .where('id', '<=', to)
        .orderBy('id')
        .execute();
      await ctx.insert(
        'user_onboarding',
        users.map((user) => generateOnboardingAnswers(faker, user, ctx.now)),
      );
    },
  };
}
