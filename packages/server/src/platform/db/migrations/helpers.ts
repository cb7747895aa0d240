import type { CreateTableBuilder } from 'kysely';

export type TDialect = 'sqlite' | 'postgres';

/** What a migration needs to know about the dialect it runs on; one migration set serves both. */
export type TMigrationContext = { dialect: TDialect; real: 'real' | 'double precision' };

export function migrationContext(dialect: TDialect): TMigrationContext {
  return { dialect, real: dialect === 'postgres' ? 'double precision' : 'real' };
}

/** Adds the 64-bit auto-increment primary key `id` in the dialect's own way. */
export function addId<T extends string>(table: CreateTableBuilder<T, never>, ctx: TMigrationContext) {
  return ctx.dialect === 'postgres'
    ? table.addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
