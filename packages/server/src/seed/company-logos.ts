/**
 * Logos of the demo employers, drawn at seed time (no download): a mark for the kind of facility
 * (a cross for hospitals, a house for care homes, a heart for home care, a wave for rehab, a
 * light for hospices, linked rings for disability services) above the employer's initials, in a
 * colour of its own, then stored like an uploaded logo (re-encoded, a square on white). The
 * initials need a system font; without one the mark alone remains.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { COMPANY_LOGO_SIZE, type TCompanyFacilityType } from '@pflegepuls/shared';
import type { TConfig } from '../config.ts';
import type { DB } from '../platform/db/index.ts';
import { storeFramedImage } from '../platform/uploads.ts';

/** Deep, distinct brand colours that keep white text readable (contrast ≥ 4.5:1). */
const COLOURS = [
  '#0b5c8a',
  '#8a1538',
  '#1f6f43',
  '#5b3a8e',
  '#b3400b',
  '#00695c',
  '#234e9e',
  '#7a4a12',
  '#9c1f6e',
  '#2f5d62',
  '#4a5a0f',
  '#a12a2a',
];

/** Words that do not make initials. */
const SMALL_WORDS = new Set(['am', 'an', 'der', 'die', 'das', 'im', 'in', 'und', 'zum', 'zur', 'von', 'st.']);

/** "Evangelisches Krankenhaus Spreebogen" → "EKS" (at most three letters). */
export function companyInitials(name: string): string {
  return name
    .split(/[\s-]+/)
    .filter((word) => word && !SMALL_WORDS.has(word.toLowerCase()) && /^\p{L}/u.test(word))
    .slice(0, 3)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/** The mark of a facility type, white on the colour, in a 100 × 100 box. */
const MARKS: Record<TCompanyFacilityType, string> = {
  krankenhaus: '<path d="M38 14h24v24h24v24H62v24H38V62H14V38h24z" fill="#fff"/>',
  stationaere_pflege:
    '<path d="M50 12 88 44v44H62V62H38v26H12V44z" fill="#fff"/><rect x="44" y="36" width="12" height="12" rx="2" fill="currentColor"/>',
  ambulanter_dienst:
    '<path d="M50 86 16 52C4 40 10 18 28 16c10-1 17 5 22 12 5-7 12-13 22-12 18 2 24 24 12 36z" fill="#fff"/>',
  reha: '<path d="M8 60c14-18 28-18 42 0s28 18 42 0v16c-14 18-28 18-42 0S22 58 8 76z" fill="#fff"/><circle cx="50" cy="30" r="14" fill="#fff"/>',
  hospiz:
    '<path d="M50 10c10 14 14 24 14 32a14 14 0 0 1-28 0c0-8 4-18 14-32z" fill="#fff"/><rect x="36" y="60" width="28" height="30" rx="4" fill="#fff"/>',
  eingliederungshilfe:
    '<circle cx="36" cy="50" r="22" fill="none" stroke="#fff" stroke-width="10"/><circle cx="64" cy="50" r="22" fill="none" stroke="#fff" stroke-width="10"/>',
  sonstige: '<circle cx="50" cy="50" r="34" fill="#fff"/>',
};

/** The SVG logo of one employer: the mark above its initials on a rounded square of its colour. */
export function logoSvg(name: string, facilityType: TCompanyFacilityType, index: number): string {
  const colour = COLOURS[index % COLOURS.length]!;
  const initials = companyInitials(name);
  const size = initials.length > 2 ? 64 : 76;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512" color="${colour}">
  <rect width="512" height="512" rx="96" fill="${colour}"/>
  <g transform="translate(151 40) scale(2.1)">${MARKS[facilityType]}</g>
  <text x="256" y="436" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="700" font-size="${size * 1.6}" letter-spacing="4" fill="#fff">${initials}</text>
</svg>`;
}

/**
 * Gives every demo employer without a logo one. Returns how many were stored. About 20 ms per
 * logo (render, re-encode): the 25 employers add well under a second to seeding.
 */
export async function seedCompanyLogos(db: Kysely<DB>, config: TConfig): Promise<number> {
  const companies = await db
    .selectFrom('companies')
    .select(['id', 'name', 'facility_type'])
    .where('logo_path', 'is', null)
    .orderBy('id')
    .execute();
  const dir = await mkdtemp(path.join(tmpdir(), 'pp-logos-'));
  try {
    for (const [i, company] of companies.entries()) {
      const file = path.join(dir, `${company.id}.png`);
      const svg = logoSvg(company.name, company.facility_type as TCompanyFacilityType, i);
      await writeFile(file, await sharp(Buffer.from(svg)).resize(COMPANY_LOGO_SIZE).png().toBuffer());
      const logo = await storeFramedImage(config, file, {
        kind: 'companies',
        width: COMPANY_LOGO_SIZE,
        height: COMPANY_LOGO_SIZE,
        fit: 'contain',
        background: '#ffffff',
      });
      await db.updateTable('companies').set({ logo_path: logo.path }).where('id', '=', company.id).execute();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return companies.length;
}
