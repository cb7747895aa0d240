/** Onboarding: Postal codes. */
import { z } from '../zod.ts';
import {
  COUNTRIES,
  POSTAL_CHECK_MIN_CHARS,
  POSTAL_CODE_LENGTH,
  POSTAL_CODE_OTHER_MAX,
  POSTAL_CODE_OTHER_MIN,
  type TCountry,
} from '../constants.ts';
import { ONBOARDING_MESSAGES as M } from './messages.ts';

/** Allowed length of a postal code per country (DE 5, AT and CH 4, others 3 to 10). */
export function getPostalCodeLength(country: string | undefined): { min: number; max: number } {
  const fixed = POSTAL_CODE_LENGTH[(country ?? 'DE') as TCountry];
  return fixed ? { min: fixed, max: fixed } : { min: POSTAL_CODE_OTHER_MIN, max: POSTAL_CODE_OTHER_MAX };
}

/** The postal-code rule of 5.2: the German message, or null when the format is valid. */
export function validatePostalCode(plz: string | undefined, country: string | undefined): string | null {
  const value = plz?.trim() ?? '';
  if (!value) return M.plzRequired;
  const { min, max } = getPostalCodeLength(country);
  if (/^\d+$/.test(value) && value.length >= min && value.length <= max) return null;
  return min === max ? M.plzInvalidLength(min) : M.plzInvalidOther;
}

/** The postal-code input's filter: digits only, no longer than the country allows. */
export function sanitizePostalCodeInput(input: string, country: string | undefined): string {
  return input.replace(/\D/g, '').slice(0, getPostalCodeLength(country).max);
}

/** After a country change: the postal code, or '' when its length does not fit the new country. */
export function adjustPostalCodeForCountry(plz: string, country: string | undefined): string {
  const { min, max } = getPostalCodeLength(country);
  return plz.length >= min && plz.length <= max ? plz : '';
}

/** True once a postal code is long enough for the server check (full length; at least 3 characters). */
export function shouldCheckPostalCode(plz: string, country: string | undefined): boolean {
  const { min } = getPostalCodeLength(country);
  return plz.length >= Math.max(min, POSTAL_CHECK_MIN_CHARS) && validatePostalCode(plz, country) === null;
}

export const ZPostalCodeCheck = z
  .object({
    plz: z.string({ error: M.plzRequired }).trim(),
    country: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.enum(COUNTRIES, { error: M.countryInvalid }).default('DE'),
    ),
  })
  .superRefine((value, ctx) => {
    const message = validatePostalCode(value.plz, value.country);
    if (message) ctx.addIssue({ code: 'custom', path: ['plz'], message });
  });
export type TPostalCodeCheck = z.infer<typeof ZPostalCodeCheck>;

export const ZPostalPlace = z.object({
  formatted_location: z.string(),
  city: z.string(),
  state: z.string(),
});
export type TPostalPlace = z.infer<typeof ZPostalPlace>;

/** Answer of `POST /user/validate-postal-code` (3.2): `data` only when the code was found. */
export const ZPostalCodeCheckResult = z.object({
  success: z.boolean(),
  message: z.string(),
  field: z.string(),
  data: ZPostalPlace.optional(),
});
export type TPostalCodeCheckResult = z.infer<typeof ZPostalCodeCheckResult>;
