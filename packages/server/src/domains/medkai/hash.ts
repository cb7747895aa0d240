/*
 * The member's medkaiHash (000 §3, docs/medkai.md): `v{version}.{hex}`, where hex is
 * HMAC-SHA256(secret of that version, "medkai:" + member id). The partner gets the member id and
 * the hash in the frame's address and recomputes the HMAC with the secret the version names; during
 * a rotation both the current and the previous secret verify, so a frame opened before the switch
 * keeps working until MEDKAI_SECRET_PREVIOUS is removed.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TMedkaiConfig } from '../../config.ts';

type TSecret = TMedkaiConfig['secret'];

function signWith(secret: TSecret, memberId: number): string {
  const hex = createHmac('sha256', secret.value).update(`medkai:${memberId}`).digest('hex');
  return `v${secret.version}.${hex}`;
}

/** The member's hash with the current secret. */
export function createMedkaiHash(medkai: TMedkaiConfig, memberId: number): string {
  return signWith(medkai.secret, memberId);
}

/** True when `hash` belongs to the member under the current secret or, while set, the previous one. */
export function verifyMedkaiHash(medkai: TMedkaiConfig, memberId: number, hash: string): boolean {
  const version = Number(/^v(\d{1,4})\./.exec(hash)?.[1]);
  const secret = [medkai.secret, medkai.previousSecret].find((candidate) => candidate?.version === version);
  if (!secret) return false;
  const expected = Buffer.from(signWith(secret, memberId));
  const given = Buffer.from(hash);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
