import type { Kysely } from 'kysely';
import type { TMigrationContext } from './helpers.ts';

/** Presence activity, closed areas, tips of the day, search index and the tables of domains that later issues fill (chat, groups, events). */
export async function up(_trx: Kysely<unknown>, _ctx: TMigrationContext) {}
