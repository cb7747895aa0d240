/**
 * Hot list queries built once per shape: Kysely builds and compiles a query anew for every request,
 * and for the feed's joined post query that is 60 µs of JavaScript against 48 µs of running it on
 * the large SQLite seed (docs/feed.md). `executeCachedQuery` runs the builder once per shape with
 * stand-in parameters, keeps the SQL text and where each parameter goes, and later only fills in the
 * values. The statement caches below (SQLite's prepared statements, PostgreSQL's named statements)
 * key on the same text, so nothing else changes.
 */
import { CompiledQuery, type Kysely } from 'kysely';
import type { DB } from './schema.ts';

type TParamValue = number | string | null | readonly (number | string)[];
export type TQueryParams = Record<string, TParamValue>;

const STAND_IN = Symbol('query parameter');
type TStandIn = { [STAND_IN]: { name: string; index: number } };
type TSlot = { name: string; index: number } | { value: unknown };
type TTemplate = { sql: string; slots: TSlot[] };
/** A query builder or an `sql` template (which compiles against the database). */
type TBuildable<R> = { compile(db: Kysely<DB>): CompiledQuery<R> };

/** Tests build every query again and compare: a shape key that misses a decision fails there. */
const VERIFY_SHAPES = process.env['NODE_ENV'] === 'test';
/** Shapes per database; a guard against a caller whose key grows with its values. */
const MAX_SHAPES = 2000;
const templatesOf = new WeakMap<Kysely<DB>, Map<string, TTemplate>>();

function isStandIn(value: unknown): value is TStandIn {
  return typeof value === 'object' && value !== null && STAND_IN in value;
}

function standIn(name: string, index: number): TStandIn {
  return { [STAND_IN]: { name, index } };
}

function buildTemplate<P extends TQueryParams>(
  db: Kysely<DB>,
  key: string,
  params: P,
  build: (p: P) => TBuildable<unknown>,
): TTemplate {
  const standIns = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.map((_, i) => standIn(name, i)) : standIn(name, -1),
    ]),
  ) as unknown as P;
  const compiled = build(standIns).compile(db);
  // A stand-in used as anything but a parameter (sql.lit, arithmetic, a string) would be baked into
  // the text: refuse such a builder at once rather than answer with another member's values.
  if (compiled.sql.includes('[object Object]') || compiled.sql.includes('NaN')) {
    throw new Error(`executeCachedQuery(${key}): a parameter is used outside a value position`);
  }
  return {
    sql: compiled.sql,
    slots: compiled.parameters.map((p) => (isStandIn(p) ? p[STAND_IN] : { value: p })),
  };
}

/**
 * Runs the query `build` returns for `params`. `key` names the query's shape: everything `build`
 * decides on other than `params` (literals, optional clauses, the dialect is implied by `db`). The
 * builder must use each value of `params` only as a query value (`eb(col, '=', p.x)`, `sql\`${p.x}\``,
 * `in p.ids`): on the first call of a shape it receives stand-ins, not the values. Array lengths are
 * part of the shape automatically.
 */
export async function executeCachedQuery<R, P extends TQueryParams = TQueryParams>(
  db: Kysely<DB>,
  key: string,
  params: P,
  build: (p: P) => TBuildable<R>,
): Promise<R[]> {
  let templates = templatesOf.get(db);
  if (!templates) {
    templates = new Map();
    templatesOf.set(db, templates);
  }
  let fullKey = key;
  for (const [name, value] of Object.entries(params))
    if (Array.isArray(value)) fullKey += `|${name}:${value.length}`;
  let template = templates.get(fullKey);
  if (!template) {
    template = buildTemplate(db, key, params, build);
    if (templates.size >= MAX_SHAPES) templates.clear();
    templates.set(fullKey, template);
  } else if (VERIFY_SHAPES && buildTemplate(db, key, params, build).sql !== template.sql) {
    // A key that misses something the builder decides on would reuse another shape's SQL.
    throw new Error(`executeCachedQuery(${key}): the same key built different SQL`);
  }
  const parameters = template.slots.map((slot) => {
    if ('value' in slot) return slot.value;
    const value = params[slot.name];
    return slot.index >= 0 ? (value as readonly unknown[])[slot.index] : value;
  });
  const result = await db.executeQuery<R>(CompiledQuery.raw(template.sql, parameters));
  return result.rows;
}
