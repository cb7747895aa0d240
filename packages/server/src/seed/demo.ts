import { seedMatcher } from './matcher.ts';
import type { Kysely } from 'kysely';
import type { DB } from '../platform/db/index.ts';
import { hashPassword } from '../platform/passwords.ts';
import { DEMO_ACCOUNTS, DEMO_USER_PASSWORD } from './demo-accounts.ts';
import { seedChats } from './chat.ts';
import { seedClosedAreas } from './closed-areas.ts';
import { seedFeed } from './feed.ts';
import { seedFunnels } from './funnels.ts';
import { seedGroups } from './groups.ts';
import { seedJobs } from './jobs.ts';
import { seedApplications } from './applications.ts';
import { seedCompanyPosts } from './company-posts.ts';
import { seedNetwork } from './network.ts';
import { seedNotifications } from './notifications.ts';
import { seedOnboardingAnswers } from './onboarding.ts';
import { seedProfiles } from './profiles.ts';
import { seedPresence } from './presence.ts';
import { seedSponsored } from './sponsored.ts';
import { seedStatisticsHistory } from './statistics-history.ts';
import type { TConfig } from '../config.ts';
import { seedAvatars } from './avatars.ts';
import { seedWiki } from './wiki.ts';
import { seedCompanyLogos } from './company-logos.ts';
import { seedPostPictures } from './post-pictures.ts';
import { loadDemoTowns } from './people.ts';
import { createSeededFaker, generateUser } from './users.ts';

export const DEMO_USER_COUNT = 300;
const DEMO_SEED = 4711;

/**
 * Fills an empty database with deterministic German demo content: the documented accounts and
 * DEMO_USER_COUNT members. Feature issues extend it with their entities. With `files` (the server's
 * configuration) the members get drawn profile pictures too; tests leave them out.
 */
export async function seedDemo(
  db: Kysely<DB>,
  now = Date.now(),
  files?: TConfig,
): Promise<{ users: number }> {
  const faker = createSeededFaker(DEMO_SEED);
  const towns = await loadDemoTowns(db);
  // One hash for all generated members: hashing 300 passwords would take half a minute.
  const sharedHash = await hashPassword(DEMO_USER_PASSWORD);
  const accounts = await Promise.all(
    DEMO_ACCOUNTS.map(async (account, i) => {
      const place = towns[(i * 7) % Math.max(1, towns.length)] ?? null;
      return {
        email: account.email,
        password_hash: await hashPassword(account.password),
        first_name: account.firstName,
        last_name: account.lastName,
        user_name: account.userName,
        current_position: account.position,
        summary: null,
        is_admin: account.isAdmin ? 1 : 0,
        is_urocampus_member: account.isUrocampusMember ? 1 : 0,
        is_team: account.isTeam ? 1 : 0,
        plz: place?.code ?? null,
        country: place?.country ?? null,
        location_city: place?.city ?? null,
        location_state: place?.state ?? null,
        latitude: place?.latitude ?? null,
        longitude: place?.longitude ?? null,
        created_at: now - 400 * 24 * 3600 * 1000,
        updated_at: now,
      };
    }),
  );
  const members = Array.from({ length: DEMO_USER_COUNT }, (_, i) =>
    generateUser(faker, i + 1, {
      passwordHash: sharedHash,
      towns,
      now,
      emailDomain: 'demo.pflegepuls.de',
    }),
  );
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('users').values(accounts).execute();
    for (let i = 0; i < members.length; i += 100) {
      await trx
        .insertInto('users')
        .values(members.slice(i, i + 100))
        .execute();
    }
  });
  await seedOnboardingAnswers(db, faker, { now });
  // After the onboarding's memberships, before the feed (area posts come from area members).
  const generated = await db
    .selectFrom('users')
    .select('id')
    .where('email', 'like', '%.%.%@demo.pflegepuls.de')
    .execute();
  await seedClosedAreas(db, { now, memberUserIds: generated.map((u) => u.id) });
  // Order matters: the network before the feed ("Mein Feed" ranks connections), notifications last.
  await seedProfiles(db, faker, { now });
  await seedPresence(db, faker, { now });
  await seedNetwork(db, faker, { now });
  await seedFeed(db, faker, { now });
  // Its own random stream: the seeds after it stay as they were.
  await seedChats(db, createSeededFaker(DEMO_SEED + 16), { now });
  await seedNotifications(db, faker, { now });
  await seedGroups(db, faker, { now });
  await seedSponsored(db, { now });
  await seedJobs(db, { now });
  await seedApplications(db, { now });
  await seedCompanyPosts(db, { now });
  await seedMatcher(db, { now });
  // Wiki files (PDF, video) only with the configuration, like the pictures.
  await seedWiki(db, { now, ...(files ? { files } : {}) });
  // Its own random stream, after the members and their onboarding answers it follows.
  await seedFunnels(db, createSeededFaker(DEMO_SEED + 17), { now });
  // Last, with a random stream of its own: the admin statistics' older history.
  await seedStatisticsHistory(db, createSeededFaker(DEMO_SEED + 18), { now });
  if (files) {
    const female = new Set(faker.definitions.person.first_name.female ?? []);
    await seedAvatars(db, files, (user) => female.has(user.first_name), now);
    await seedCompanyLogos(db, files);
    await seedPostPictures(db, files);
  }
  return { users: accounts.length + members.length };
}
