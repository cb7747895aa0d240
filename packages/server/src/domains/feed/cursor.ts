/**
 * Opaque keyset cursors: base64url of `{ s, i }`, the sort value and the feed item id of the last
 * item on the page. Clients pass them back untouched; a malformed one is a 422.
 */
import { FEED_MESSAGES } from '@pflegepuls/shared';
import { validationError } from '../../platform/errors.ts';

export type TCursor = { s: number; i: number };

/** Encodes a keyset position. */
export function encodeCursor(cursor: TCursor): string {
  return Buffer.from(JSON.stringify([cursor.s, cursor.i])).toString('base64url');
}

/** Decodes a cursor from the query; undefined stays undefined. */
export function decodeCursor(value: string | undefined): TCursor | undefined {
  if (value === undefined || value === '') return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      Number.isSafeInteger(parsed[0]) &&
      Number.isSafeInteger(parsed[1])
    ) {
      return { s: parsed[0] as number, i: parsed[1] as number };
    }
  } catch {
    // falls through to the 422
  }
  throw validationError({ cursor: [FEED_MESSAGES.cursorInvalid] });
}
