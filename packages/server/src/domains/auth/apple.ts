/**
 * Sign in with Apple as an OpenID Connect client (authorization code flow, response_mode
 * form_post): the authorize URL, the ES256 client secret, the code exchange and the verification
 * of Apple's id_token against its published keys. Only node:crypto and fetch, no JWT library.
 */
import {
  createPrivateKey,
  createPublicKey,
  sign,
  verify,
  type JsonWebKey,
  type KeyObject,
} from 'node:crypto';
import type { TAppleConfig } from '../../config.ts';
import { hashToken } from '../../platform/crypto.ts';

/** The issuer of every Apple id_token and the audience of the client secret, also against a fake Apple. */
export const APPLE_ISSUER = 'https://appleid.apple.com';
const FETCH_TIMEOUT_MS = 10_000;
const JWKS_CACHE_MS = 60 * 60_000;
/** An unknown `kid` refetches the keys (Apple rotates them), but at most this often. */
const JWKS_REFETCH_MIN_MS = 60_000;
const CLIENT_SECRET_LIFETIME_S = 5 * 60;
/** Clock skew tolerated for `exp` and `iat`. */
const CLOCK_SKEW_S = 60;

export const APPLE_MESSAGES = {
  notConfigured: 'Die Anmeldung mit Apple ist für diese Installation noch nicht eingerichtet.',
  cancelled: 'Die Anmeldung mit Apple wurde abgebrochen.',
  stateInvalid:
    'Die Anmeldung mit Apple ist abgelaufen oder wurde in einem anderen Fenster begonnen. Bitte versuche es noch einmal.',
  tokenInvalid: 'Die Antwort von Apple konnte nicht bestätigt werden. Bitte versuche es noch einmal.',
  unreachable: 'Apple ist gerade nicht erreichbar. Bitte versuche es später noch einmal.',
  noEmail:
    'Apple hat keine bestätigte E-Mail-Adresse übermittelt. Bitte registriere dich mit deiner E-Mail-Adresse.',
  otherAccount:
    'Zu dieser E-Mail-Adresse gehört bereits ein Konto, das mit einer anderen Apple-ID verbunden ist.',
} as const;

/** A failed step; `status` 400 for a bad request or token, 502 when Apple did not answer usefully. */
export class AppleLoginError extends Error {
  readonly status: 400 | 502;
  readonly userMessage: string;
  constructor(status: 400 | 502, userMessage: string, detail: string) {
    super(detail);
    this.status = status;
    this.userMessage = userMessage;
  }
}

const invalidToken = (detail: string) => new AppleLoginError(400, APPLE_MESSAGES.tokenInvalid, detail);
const unreachable = (detail: string) => new AppleLoginError(502, APPLE_MESSAGES.unreachable, detail);

const base64urlJson = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** What Apple posts to the redirect URI on a first login in the `user` field. */
export type TAppleUserField = { name?: { firstName?: string; lastName?: string }; email?: string };

export type TAppleIdentity = {
  sub: string;
  /** Only when Apple marks it verified. */
  email: string | null;
};

export function appleRedirectUri(publicUrl: string): string {
  return `${publicUrl}/apple-login/callback`;
}

/** The URL that starts the login at Apple; `nonce` is sent as its SHA-256 (hex). */
export function appleAuthorizeUrl(
  apple: TAppleConfig,
  publicUrl: string,
  input: { state: string; nonce: string },
): string {
  const params = new URLSearchParams({
    response_type: 'code',
    response_mode: 'form_post',
    client_id: apple.clientId,
    redirect_uri: appleRedirectUri(publicUrl),
    scope: 'name email',
    state: input.state,
    nonce: hashToken(input.nonce),
  });
  // URLSearchParams writes spaces as '+'; Apple documents the scope as "name%20email".
  return `${apple.authUrl}/auth/authorize?${params.toString().replaceAll('+', '%20')}`;
}

/** The client secret: an ES256 JWT signed with the .p8 key, valid for a few minutes. */
export function createAppleClientSecret(apple: TAppleConfig, now = Date.now()): string {
  const iat = Math.floor(now / 1000);
  const header = base64urlJson({ alg: 'ES256', kid: apple.keyId });
  const claims = base64urlJson({
    iss: apple.teamId,
    iat,
    exp: iat + CLIENT_SECRET_LIFETIME_S,
    aud: APPLE_ISSUER,
    sub: apple.clientId,
  });
  const data = `${header}.${claims}`;
  const signature = sign('sha256', Buffer.from(data), {
    key: createPrivateKey(apple.privateKey),
    dsaEncoding: 'ieee-p1363',
  });
  return `${data}.${signature.toString('base64url')}`;
}

async function fetchJson(url: string, init: RequestInit = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch (error) {
    throw unreachable(`${url}: ${(error as Error).message}`);
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) throw unreachable(`${url}: HTTP ${response.status} ${text.slice(0, 200)}`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw unreachable(`${url}: no JSON`);
  }
}

type TJwk = JsonWebKey & { kid?: string };

/** Apple's signing keys per kid, cached for an hour. One client per app instance. */
export function createAppleClient(apple: TAppleConfig, publicUrl: string) {
  let keys = new Map<string, KeyObject>();
  let fetchedAt = 0;

  async function loadKeys(): Promise<void> {
    const body = (await fetchJson(`${apple.authUrl}/auth/keys`)) as { keys?: unknown };
    if (!Array.isArray(body.keys)) throw unreachable('JWKS without keys');
    const next = new Map<string, KeyObject>();
    for (const jwk of body.keys as TJwk[]) {
      if (typeof jwk.kid !== 'string' || jwk.kty !== 'RSA') continue;
      try {
        next.set(jwk.kid, createPublicKey({ key: jwk, format: 'jwk' }));
      } catch {
        // A key we cannot read is skipped; a token signed with it fails as unknown kid.
      }
    }
    keys = next;
    fetchedAt = Date.now();
  }

  async function keyFor(kid: string): Promise<KeyObject> {
    const age = Date.now() - fetchedAt;
    if (age > JWKS_CACHE_MS || (!keys.has(kid) && age > JWKS_REFETCH_MIN_MS)) await loadKeys();
    const key = keys.get(kid);
    if (!key) throw invalidToken(`unknown kid ${kid}`);
    return key;
  }

  /** Exchanges the authorization code for tokens; returns the raw id_token. */
  async function exchangeCode(code: string): Promise<string> {
    const body = (await fetchJson(`${apple.authUrl}/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        client_id: apple.clientId,
        client_secret: createAppleClientSecret(apple),
        code,
        grant_type: 'authorization_code',
        redirect_uri: appleRedirectUri(publicUrl),
      }).toString(),
    })) as { id_token?: unknown };
    if (typeof body.id_token !== 'string') throw unreachable('token answer without id_token');
    return body.id_token;
  }

  /** Checks signature (RS256, Apple's JWKS), issuer, audience, expiry and the nonce hash. */
  async function verifyIdToken(idToken: string, nonce: string): Promise<TAppleIdentity> {
    const parts = idToken.split('.');
    if (parts.length !== 3) throw invalidToken('not a JWT');
    const [headerPart, claimsPart, signaturePart] = parts as [string, string, string];
    let header: { alg?: unknown; kid?: unknown };
    let claims: Record<string, unknown>;
    try {
      header = JSON.parse(Buffer.from(headerPart, 'base64url').toString('utf8')) as typeof header;
      claims = JSON.parse(Buffer.from(claimsPart, 'base64url').toString('utf8')) as typeof claims;
    } catch {
      throw invalidToken('undecodable JWT');
    }
    if (header.alg !== 'RS256' || typeof header.kid !== 'string') throw invalidToken('unexpected header');
    const key = await keyFor(header.kid);
    const isValid = verify(
      'sha256',
      Buffer.from(`${headerPart}.${claimsPart}`),
      key,
      Buffer.from(signaturePart, 'base64url'),
    );
    if (!isValid) throw invalidToken('bad signature');

    const now = Math.floor(Date.now() / 1000);
    if (claims['iss'] !== APPLE_ISSUER) throw invalidToken('wrong iss');
    const aud = claims['aud'];
    if (!(aud === apple.clientId || (Array.isArray(aud) && aud.includes(apple.clientId)))) {
      throw invalidToken('wrong aud');
    }
    if (typeof claims['exp'] !== 'number' || claims['exp'] + CLOCK_SKEW_S <= now)
      throw invalidToken('expired');
    if (typeof claims['iat'] === 'number' && claims['iat'] - CLOCK_SKEW_S > now)
      throw invalidToken('iat ahead');
    if (typeof claims['nonce'] !== 'string' || claims['nonce'] !== hashToken(nonce)) {
      throw invalidToken('wrong nonce');
    }
    const sub = claims['sub'];
    if (typeof sub !== 'string' || sub === '' || sub.length > 255) throw invalidToken('no sub');
    const email = claims['email'];
    // Apple sends email_verified as the string "true" or as a boolean.
    const verified = claims['email_verified'] === true || claims['email_verified'] === 'true';
    return {
      sub,
      email: typeof email === 'string' && verified && email.length <= 254 ? email : null,
    };
  }

  return { exchangeCode, verifyIdToken };
}
