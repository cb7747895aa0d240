/**
 * A member's data across domains, for "download my data" and account deletion. Each domain adds
 * its part from its plugin (`deps.accountData.add`), so the users domain never needs to know other
 * domains' tables. An export section returns only the member's own data and at most the public
 * names of other members (never their e-mail, place or private fields). A deletion step runs
 * inside the deletion's transaction, after the users domain removed the login and personal data
 * and before it commits; a step that throws aborts the whole deletion.
 */
import type { Kysely } from 'kysely';
import type { DB } from './db/index.ts';

export type TExportSection = (db: Kysely<DB>, userId: number) => Promise<unknown>;
/**
 * A domain's part of account deletion, run inside the deletion's transaction. It may return work
 * for after the commit (removing the member's files): files go only once their rows are gone for
 * good, never when the transaction is rolled back.
 */
export type TDeletionStep = (trx: Kysely<DB>, userId: number) => Promise<void | TAfterCommit>;
export type TAfterCommit = () => Promise<void>;

/** One domain's part: named export sections and an optional deletion step. */
export type TDomainAccountData = {
  exportSections?: Record<string, TExportSection>;
  deletion?: TDeletionStep;
};

export interface TAccountData {
  /** Adds a domain's part (once per domain, when its plugin registers). */
  add(domain: string, part: TDomainAccountData): void;
  /** Runs every export section for a member, in the order domains added them. */
  collectExport(db: Kysely<DB>, userId: number): Promise<Record<string, unknown>>;
  /** Runs every deletion step for a member inside `trx`; returns their after-commit work. */
  runDeletion(trx: Kysely<DB>, userId: number): Promise<TAfterCommit[]>;
}

/** The registry of one app. */
export function createAccountData(): TAccountData {
  const parts = new Map<string, TDomainAccountData>();
  return {
    add(domain, part) {
      if (parts.has(domain)) throw new Error(`Kontodaten der Domäne ${domain} sind schon registriert`);
      parts.set(domain, part);
    },
    async collectExport(db, userId) {
      const result: Record<string, unknown> = {};
      for (const part of parts.values())
        for (const [name, collect] of Object.entries(part.exportSections ?? {}))
          result[name] = await collect(db, userId);
      return result;
    },
    async runDeletion(trx, userId) {
      const afterCommit: TAfterCommit[] = [];
      for (const part of parts.values()) {
        const after = await part.deletion?.(trx, userId);
        if (after) afterCommit.push(after);
      }
      return afterCommit;
    },
  };
}
