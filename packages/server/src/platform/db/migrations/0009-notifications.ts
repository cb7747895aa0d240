import type { Kysely } from 'kysely';
import type { TMigrationContext } from './helpers.ts';

/** Notifications, push subscriptions and digest state. */
export async function up(_trx: Kysely<unknown>, _ctx: TMigrationContext) {}
