/**
 * "Download my data": other domains add their part of a member's export here, so this domain
 * never needs to know their tables. Call `registerExportSection` once at module load (e.g. at the
 * top of your `routes.ts`); a section returns only the member's own data and at most the public
 * names of other members (never their e-mail, place or private fields).
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/index.ts';

export type TExportSection = (db: Kysely<DB>, userId: number) => Promise<unknown>;

const sections = new Map<string, TExportSection>();

/** Adds (or replaces, by name) a section of the personal-data export. */
export function registerExportSection(name: string, collect: TExportSection): void {
  sections.set(name, collect);
}

/** Runs every registered section for a member, in registration order. */
export async function collectExportSections(
  db: Kysely<DB>,
  userId: number,
): Promise<Record<string, unknown>> {
  const result: Record<string, unknown> = {};
  for (const [name, collect] of sections) result[name] = await collect(db, userId);
  return result;
}
