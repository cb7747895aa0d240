import type { Kysely } from 'kysely';
import type { TMigrationContext } from './helpers.ts';

/** Connections and connection requests. */
export async function up(_trx: Kysely<unknown>, _ctx: TMigrationContext) {}
