import { sanitizeQueryValue } from '../../platform/sanitize.ts';

const EMAIL_MAX = 254;
const HASH_MAX = 200;

/** What the landing page's address asks for (001 §2.1). */
export type TLandingQuery =
  | { kind: 'new-password'; email: string; hash: string }
  | { kind: 'one-time-login'; email: string }
  | { kind: 'none' };

/** Reads `email` and `hash` from a query string, sanitised: both → new password, e-mail alone → one-time login. */
export function readLandingQuery(search: string): TLandingQuery {
  const params = new URLSearchParams(search);
  const email = sanitizeQueryValue(params.get('email'), EMAIL_MAX);
  const hash = sanitizeQueryValue(params.get('hash'), HASH_MAX);
  if (email && hash) return { kind: 'new-password', email, hash };
  if (email) return { kind: 'one-time-login', email };
  return { kind: 'none' };
}

/** Removes `email` and `hash` from the address bar without a navigation or history entry. */
export function removeLandingQuery(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('email') && !url.searchParams.has('hash')) return;
  url.searchParams.delete('email');
  url.searchParams.delete('hash');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
