import type { Kysely, Migration } from 'kysely';
import { migrationContext, type TDialect, type TMigrationContext } from './helpers.ts';
import * as m0001 from './0001-platform.ts';
import * as m0002 from './0002-auth.ts';
import * as m0003 from './0003-onboarding.ts';
import * as m0004 from './0004-apple-login.ts';

type TMigrationModule = { up: (db: Kysely<unknown>, ctx: TMigrationContext) => Promise<void> };

/** Every migration, in order. Feature issues append theirs here. */
const modules: Record<string, TMigrationModule> = {
  '0001-platform': m0001,
  '0002-auth': m0002,
  '0003-onboarding': m0003,
  '0004-apple-login': m0004,
};

/** The migrations bound to a dialect, in the shape Kysely's Migrator expects. */
export function getMigrations(dialect: TDialect): Record<string, Migration> {
  const ctx = migrationContext(dialect);
  return Object.fromEntries(
    Object.entries(modules).map(([name, m]) => [name, { up: (db: Kysely<unknown>) => m.up(db, ctx) }]),
  );
}
