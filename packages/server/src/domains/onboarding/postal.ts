/**
 * Postal-code lookups in `postal_codes` (GeoNames, see platform/geodata.ts). A code can have
 * several places; the main place is the one named like the code's community, else the first.
 */
import type { Kysely, Selectable } from 'kysely';
import { ONBOARDING_MESSAGES } from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import type { PostalCodesTable } from '../../platform/db/tables/platform.ts';
import { AppError } from '../../platform/errors.ts';

export type TPostalMatch = {
  country: string;
  code: string;
  city: string;
  state: string;
  formattedLocation: string;
  latitude: number | null;
  longitude: number | null;
};

type TPostalRow = Pick<
  Selectable<PostalCodesTable>,
  'country' | 'code' | 'place' | 'state' | 'community' | 'latitude' | 'longitude'
>;

const COMMUNITY_PREFIX =
  /^(Kreisfreie Stadt|Stadtkreis|Landkreis|Gemeindebezirk|Statutarstadt|Stadtgemeinde|Stadt|Marktgemeinde|Gemeinde|Markt)\s+/i;

/**
 * The town of a GeoNames place: "Wien, Innere Stadt" → "Wien"; Swiss post-office places such as
 * "Bern 9" or "Bern 65 SBB" → "Bern".
 */
export function getCityName(place: string): string {
  const town = place.split(',')[0]!.trim();
  return town.replace(/\s+\d+(\s.*)?$/, '') || town;
}

/** The town a community names: "Kreisfreie Stadt München" → "München", "Berlin, Stadt" → "Berlin". */
function getCommunityTown(community: string | null): string | null {
  if (!community) return null;
  return community.split(',')[0]!.trim().replace(COMMUNITY_PREFIX, '').toLowerCase() || null;
}

/** The main place among the rows of one code (in import order). */
export function pickMainPlace<T extends TPostalRow>(rows: T[]): T | undefined {
  const byCommunity = rows.find((row) => {
    const town = getCommunityTown(row.community);
    return town !== null && row.place.toLowerCase() === town;
  });
  return byCommunity ?? rows[0];
}

/** The main place of a postal code, or null when the code is unknown. */
export async function findPostalPlace(
  db: Kysely<DB>,
  input: { country: string; plz: string },
): Promise<TPostalMatch | null> {
  const rows = await db
    .selectFrom('postal_codes')
    .select(['country', 'code', 'place', 'state', 'community', 'latitude', 'longitude'])
    .where('country', '=', input.country)
    .where('code', '=', input.plz)
    .orderBy('id')
    .limit(200)
    .execute();
  const row = pickMainPlace(rows);
  if (!row) return null;
  const city = getCityName(row.place);
  return {
    country: row.country,
    code: row.code,
    city,
    state: row.state ?? '',
    formattedLocation: `${row.code} ${city}`,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

/**
 * Like `findPostalPlace`, but an empty table is a 503: without data every code would look
 * unknown, and members must not be told their postal code is wrong.
 */
export async function lookupPostalCode(
  db: Kysely<DB>,
  input: { country: string; plz: string },
): Promise<TPostalMatch | null> {
  const match = await findPostalPlace(db, input);
  if (match) return match;
  const hasData = await db.selectFrom('postal_codes').select('id').limit(1).executeTakeFirst();
  if (!hasData) throw new AppError('UNAVAILABLE', ONBOARDING_MESSAGES.postalDataMissing);
  return null;
}
