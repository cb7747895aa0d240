import type { Kysely, Migration } from 'kysely';
import { migrationContext, type TDialect, type TMigrationContext } from './helpers.ts';
import * as m0001 from './0001-platform.ts';
import * as m0002 from './0002-auth.ts';
import * as m0003 from './0003-onboarding.ts';
import * as m0004 from './0004-apple-login.ts';
import * as m0005 from './0005-users.ts';
import * as m0006 from './0006-areas-tips-search.ts';
import * as m0007 from './0007-feed.ts';
import * as m0008 from './0008-network.ts';
import * as m0009 from './0009-notifications.ts';
import * as m0010 from './0010-sponsored.ts';
import * as m0011 from './0011-channel-follows.ts';
import * as m0012 from './0012-feed-covering-indexes.ts';
import * as m0013 from './0013-moments-general-indexes.ts';
import * as m0014 from './0014-background-jobs.ts';
import * as m0015 from './0015-connection-request-cooldown.ts';
import * as m0016 from './0016-closed-area-terms.ts';
import * as m0017 from './0017-groups.ts';
import * as m0018 from './0018-chat.ts';
import * as m0019 from './0019-quiet-hours.ts';
import * as m0020 from './0020-jobs.ts';
import * as m0021 from './0021-events.ts';
import * as m0022 from './0022-search-german.ts';
import * as m0023 from './0023-applications.ts';
import * as m0024 from './0024-company-photos.ts';
import * as m0025 from './0025-company-posts.ts';
import * as m0027 from './0027-discreet-alerts.ts';
import * as m0028 from './0028-admin-stats.ts';
import * as m0029 from './0029-admin-funnels.ts';
import * as m0030 from './0030-session-filter-indexes.ts';
import * as m0031 from './0031-funnel-choices.ts';
import * as m0032 from './0032-matcher.ts';
import * as m0033 from './0033-wiki.ts';
import * as m0034 from './0034-moderation.ts';
import * as m0035 from './0035-moderation-gaps.ts';
import * as m0036 from './0036-channel-mutes.ts';
import * as m0037 from './0037-feed-covering-filters.ts';

type TMigrationModule = { up: (db: Kysely<unknown>, ctx: TMigrationContext) => Promise<void> };

/** Every migration, in order. Feature issues append theirs here. */
const modules: Record<string, TMigrationModule> = {
  '0001-platform': m0001,
  '0002-auth': m0002,
  '0003-onboarding': m0003,
  '0004-apple-login': m0004,
  '0005-users': m0005,
  '0006-areas-tips-search': m0006,
  '0007-feed': m0007,
  '0008-network': m0008,
  '0009-notifications': m0009,
  '0010-sponsored': m0010,
  '0011-channel-follows': m0011,
  '0012-feed-covering-indexes': m0012,
  '0013-moments-general-indexes': m0013,
  '0014-background-jobs': m0014,
  '0015-connection-request-cooldown': m0015,
  '0016-closed-area-terms': m0016,
  '0017-groups': m0017,
  '0018-chat': m0018,
  '0019-quiet-hours': m0019,
  '0020-jobs': m0020,
  '0021-events': m0021,
  '0022-search-german': m0022,
  '0023-applications': m0023,
  '0024-company-photos': m0024,
  '0025-company-posts': m0025,
  '0027-discreet-alerts': m0027,
  '0028-admin-stats': m0028,
  '0029-admin-funnels': m0029,
  '0030-session-filter-indexes': m0030,
  '0031-funnel-choices': m0031,
  '0032-matcher': m0032,
  '0033-wiki': m0033,
  '0034-moderation': m0034,
  '0035-moderation-gaps': m0035,
  '0036-channel-mutes': m0036,
  '0037-feed-covering-filters': m0037,
};

/**
 * Migrations renamed after databases had applied them: the name recorded then → the name now. Kysely
 * refuses to run when an applied migration is missing from the list, so `migrateToLatest` rewrites
 * these records first. A rename never changes what a migration does.
 */
export const RENAMED_MIGRATIONS: Readonly<Record<string, string>> = {
  '0006-shell': '0006-areas-tips-search',
};

/** The migrations bound to a dialect, in the shape Kysely's Migrator expects. */
export function getMigrations(dialect: TDialect): Record<string, Migration> {
  const ctx = migrationContext(dialect);
  return Object.fromEntries(
    Object.entries(modules).map(([name, m]) => [name, { up: (db: Kysely<unknown>) => m.up(db, ctx) }]),
  );
}
