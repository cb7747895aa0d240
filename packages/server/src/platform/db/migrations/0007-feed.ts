import type { Kysely } from 'kysely';
import type { TMigrationContext } from './helpers.ts';

/** Posts, channels, comments, likes, surveys, moments and their reactions. */
export async function up(_trx: Kysely<unknown>, _ctx: TMigrationContext) {}
