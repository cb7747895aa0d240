/**
 * Control characters in input, checked once for every request.
 *
 * PostgreSQL cannot store U+0000 in text (SQLite can), so a NUL anywhere in a body, query or
 * path parameter would be a 500 on one database and stored garbage on the other. Every request
 * that reached a route is checked before validation, authorisation or any query with it:
 * - body and query strings (also object keys, in nested objects and arrays) may contain tab, line
 *   feed and carriage return (multi-line text; browsers send textarea line breaks as CRLF in
 *   form posts), and no other C0 control character (U+0000–U+001F) nor DEL (U+007F);
 * - path parameters are names and ids: no control character at all.
 * A hit is a 422 `{ success: false, message, errors: { <field path>: [message] } }`.
 * Multipart text fields are read later, by `readMultipart`, which checks them with
 * `assertNoControlCharacters`.
 */
import type { FastifyInstance } from 'fastify';
import { type TFieldErrors, validationError } from './errors.ts';

export const INPUT_MESSAGES = {
  controlCharacter: 'Die Eingabe enthält ein unzulässiges Steuerzeichen.',
} as const;

// The point of these patterns is to match control characters.
// eslint-disable-next-line no-control-regex
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex
const CONTROL_IN_PATH = /[\u0000-\u001F\u007F]/;

/** At most this many fields are named in one answer. */
const MAX_REPORTED_FIELDS = 20;

/**
 * Adds to `errors` the field paths (`a.b.0.c`, `_` for the value itself) whose string or key
 * matches `pattern`. Walks with its own stack, so deep nesting cannot overflow.
 */
function collectControlCharacters(value: unknown, pattern: RegExp, errors: TFieldErrors): void {
  const found = (field: string) => {
    const key = field || '_';
    if (!errors[key] && Object.keys(errors).length < MAX_REPORTED_FIELDS) {
      errors[key] = [INPUT_MESSAGES.controlCharacter];
    }
  };
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length > 0) {
    const [item, field] = stack.pop()!;
    if (typeof item === 'string') {
      if (pattern.test(item)) found(field);
    } else if (Array.isArray(item)) {
      item.forEach((entry, index) => stack.push([entry, field ? `${field}.${index}` : String(index)]));
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [key, entry] of Object.entries(item)) {
        // A bad key is reported at its object: echoing it would carry the character back.
        if (pattern.test(key)) found(field);
        else stack.push([entry, field ? `${field}.${key}` : key]);
      }
    }
  }
}

/** The field paths of a body-like value with a forbidden control character, or null. */
export function findControlCharacters(value: unknown): TFieldErrors | null {
  const errors: TFieldErrors = {};
  collectControlCharacters(value, CONTROL_IN_TEXT, errors);
  return Object.keys(errors).length > 0 ? errors : null;
}

/** Throws the 422 when any value (e.g. the text fields of a multipart body) holds one. */
export function assertNoControlCharacters(fields: Record<string, unknown>): void {
  const errors = findControlCharacters(fields);
  if (errors) throw validationError(errors);
}

/**
 * The hook on the root instance. `preValidation` runs after the body is parsed and before the
 * route's schema, its own hooks (login, membership) and its handler; unknown paths are left to
 * the 404 handler. A request without a body validates as `{}`: the original client posts some
 * actions bare, and a missing field then gets its German message from the route's schema.
 */
export function registerInputCheck(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (request.is404) return;
    if (request.body === undefined) request.body = {};
    const errors: TFieldErrors = {};
    collectControlCharacters(request.params, CONTROL_IN_PATH, errors);
    collectControlCharacters(request.query, CONTROL_IN_TEXT, errors);
    collectControlCharacters(request.body, CONTROL_IN_TEXT, errors);
    if (Object.keys(errors).length > 0) throw validationError(errors);
  });
}
