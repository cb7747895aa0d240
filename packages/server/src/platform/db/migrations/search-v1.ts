/**
 * The first search index (migrations 0006 and 0020), frozen here so those migrations build on a
 * fresh database exactly what they built when they were written. Migration 0022 replaces it with
 * the German normalisation of `../search.ts` (docs/search.md); nothing at runtime uses this file.
 */
import type { TDialect } from './helpers.ts';

export type TSearchColumnV1 = { name: string; weight: number; kind: 'name' | 'text' };
export type TSearchTableV1 = { table: string; columns: TSearchColumnV1[]; primary: string[] };

/** The four searched tables as migration 0006 indexed them. */
export const SEARCH_TABLES_V1: TSearchTableV1[] = [
  {
    table: 'users',
    columns: [
      { name: 'first_name', weight: 10, kind: 'name' },
      { name: 'last_name', weight: 10, kind: 'name' },
      { name: 'current_position', weight: 3, kind: 'text' },
    ],
    primary: ['first_name', 'last_name'],
  },
  {
    table: 'groups',
    columns: [
      { name: 'title', weight: 10, kind: 'text' },
      { name: 'description', weight: 1, kind: 'text' },
    ],
    primary: ['title'],
  },
  {
    table: 'wiki_pages',
    columns: [
      { name: 'title', weight: 10, kind: 'text' },
      { name: 'description', weight: 1, kind: 'text' },
    ],
    primary: ['title'],
  },
  {
    table: 'job_ads',
    columns: [
      { name: 'title', weight: 10, kind: 'text' },
      { name: 'company_name', weight: 3, kind: 'name' },
      { name: 'location', weight: 3, kind: 'name' },
      { name: 'description', weight: 1, kind: 'text' },
    ],
    primary: ['title'],
  },
];

const FOLD_FROM = 'ÄÖÜÁÀÂÃÅÉÈÊËÍÌÎÏÓÒÔÕÚÙÛÇÑäöüáàâãåéèêëíìîïóòôõúùûçñ';
const FOLD_TO = [...FOLD_FROM].map((c) => c.normalize('NFD')[0]!.toLowerCase()).join('');

function pgWeight(weight: number): 'A' | 'B' | 'C' {
  return weight >= 10 ? 'A' : weight >= 3 ? 'B' : 'C';
}

function pgVectorSqlV1(spec: TSearchTableV1, which: 'all' | 'primary'): string {
  const parts: string[] = [];
  for (const column of spec.columns) {
    if (which === 'primary' && !spec.primary.includes(column.name)) continue;
    const folded = `translate(lower(coalesce(${column.name}, '')), '${FOLD_FROM}', '${FOLD_TO}')`;
    const weight = pgWeight(column.weight);
    parts.push(`setweight(to_tsvector('simple'::regconfig, ${folded}), '${weight}')`);
    if (column.kind === 'text') {
      parts.push(`setweight(to_tsvector('german'::regconfig, ${folded}), '${weight}')`);
    }
  }
  return `(${parts.join(' || ')})`;
}

/** DDL of the first search index of a table: GIN expression indexes, or FTS5 kept by triggers. */
export function searchIndexDdlV1(dialect: TDialect, spec: TSearchTableV1): string[] {
  const { table, columns } = spec;
  const names = columns.map((c) => c.name);
  if (dialect === 'postgres') {
    return [
      `CREATE INDEX ${table}_search_idx ON ${table} USING gin (${pgVectorSqlV1(spec, 'all')})`,
      `CREATE INDEX ${table}_search_primary_idx ON ${table} USING gin (${pgVectorSqlV1(spec, 'primary')})`,
    ];
  }
  const fts = `${table}_fts`;
  const list = names.join(', ');
  const values = (prefix: string) => names.map((n) => `${prefix}.${n}`).join(', ');
  return [
    `CREATE VIRTUAL TABLE ${fts} USING fts5(${list}, content='${table}', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`,
    `CREATE TRIGGER ${fts}_ai AFTER INSERT ON ${table} BEGIN
       INSERT INTO ${fts}(rowid, ${list}) VALUES (new.id, ${values('new')});
     END`,
    `CREATE TRIGGER ${fts}_ad AFTER DELETE ON ${table} BEGIN
       INSERT INTO ${fts}(${fts}, rowid, ${list}) VALUES ('delete', old.id, ${values('old')});
     END`,
    `CREATE TRIGGER ${fts}_au AFTER UPDATE OF ${list} ON ${table} BEGIN
       INSERT INTO ${fts}(${fts}, rowid, ${list}) VALUES ('delete', old.id, ${values('old')});
       INSERT INTO ${fts}(rowid, ${list}) VALUES (new.id, ${values('new')});
     END`,
    `INSERT INTO ${fts}(${fts}) VALUES ('rebuild')`,
  ];
}
