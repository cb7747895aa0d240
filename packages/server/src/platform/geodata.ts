/**
 * Postal codes of DE/AT/CH from GeoNames' postal export (CC BY 4.0). Reads both forms of the data:
 * the CSV with a header line (`country_code,zipcode,place,…`) and GeoNames' own tab-separated
 * `DE.txt` without header and with a twelfth column `accuracy`. Both share the column order.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from './db/index.ts';
import type { PostalCodesTable } from './db/tables/platform.ts';

export const GEONAMES_COUNTRIES = ['DE', 'AT', 'CH'] as const;
const GEONAMES_DOWNLOAD_URL = 'https://download.geonames.org/export/zip';
const DOWNLOAD_TIMEOUT_MS = 15_000;
const INSERT_BATCH = 500;

/** A postal code as the import writes it (the table's row without its id). */
export type TPostalRow = Omit<PostalCodesTable, 'id'>;

/** Splits one CSV line, honouring double quotes and doubled quotes inside them. */
export function splitCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else field += c;
  }
  fields.push(field);
  return fields;
}

function toRow(fields: string[]): TPostalRow | null {
  const [country, code, place, state, stateCode, province, , community, , lat, lon] = fields;
  if (!country || !code || !place) return null;
  const latitude = lat ? Number(lat) : NaN;
  const longitude = lon ? Number(lon) : NaN;
  return {
    country: country.trim().toUpperCase(),
    code: code.trim(),
    place: place.trim(),
    state: state?.trim() || null,
    state_code: stateCode?.trim() || null,
    province: province?.trim() || null,
    community: community?.trim() || null,
    latitude: Number.isFinite(latitude) ? latitude : null,
    longitude: Number.isFinite(longitude) ? longitude : null,
  };
}

/** Parses one file's text in either form; the form is told by its first line. */
export function parsePostalFile(text: string): TPostalRow[] {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  if (lines.length === 0) return [];
  const isCsv = lines[0]!.startsWith('country_code,');
  const body = isCsv ? lines.slice(1) : lines;
  const rows: TPostalRow[] = [];
  for (const line of body) {
    const row = toRow(isCsv ? splitCsvLine(line) : line.split('\t'));
    if (row) rows.push(row);
  }
  return rows;
}

/** The data files in a folder: `*.csv` with the header, or GeoNames' `XX.txt`. */
export function findPostalFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => /\.csv$/i.test(name) || /^[A-Z]{2}\.txt$/.test(name))
    .sort()
    .map((name) => path.join(dir, name));
}

/** Replaces the postal_codes table with the rows of every data file in a folder. */
export async function importPostalCodes(
  db: Kysely<DB>,
  dir: string,
  onProgress?: (done: number, total: number) => void,
): Promise<number> {
  const rows = findPostalFiles(dir).flatMap((file) => parsePostalFile(readFileSync(file, 'utf8')));
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('postal_codes').execute();
    for (let i = 0; i < rows.length; i += INSERT_BATCH) {
      await trx
        .insertInto('postal_codes')
        .values(rows.slice(i, i + INSERT_BATCH))
        .execute();
      onProgress?.(Math.min(i + INSERT_BATCH, rows.length), rows.length);
    }
  });
  return rows.length;
}

/** Fetches GeoNames' zip files into the folder; real installations have internet, these machines not. */
async function downloadGeonames(dir: string, log: FastifyBaseLogger): Promise<boolean> {
  mkdirSync(dir, { recursive: true });
  for (const country of GEONAMES_COUNTRIES) {
    const response = await fetch(`${GEONAMES_DOWNLOAD_URL}/${country}.zip`, {
      signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const data = files[`${country}.txt`];
    if (!data) throw new Error(`${country}.zip enthält keine ${country}.txt`);
    writeFileSync(path.join(dir, `${country}.txt`), data);
    log.info(`Postleitzahlen ${country} heruntergeladen.`);
  }
  return true;
}

/**
 * On start: when the table is empty, import from GEODATA_DIR; when that folder has no data, try
 * GeoNames' download once; otherwise warn. The postal-code check answers 503 until data exists.
 */
export async function ensurePostalCodes(
  db: Kysely<DB>,
  options: { dir: string; download: boolean; log: FastifyBaseLogger },
): Promise<void> {
  const existing = await db.selectFrom('postal_codes').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  const { dir, download, log } = options;
  if (findPostalFiles(dir).length === 0 && download) {
    try {
      await downloadGeonames(dir, log);
    } catch (error) {
      log.warn(`GeoNames-Download fehlgeschlagen (${(error as Error).message}).`);
    }
  }
  if (findPostalFiles(dir).length === 0) {
    log.warn(
      `Keine Postleitzahl-Daten in ${dir}: die Postleitzahlprüfung ist nicht verfügbar. ` +
        'Setze GEODATA_DIR auf einen Ordner mit den GeoNames-Daten (npm run geodata:import -- <ordner>).',
    );
    return;
  }
  const count = await importPostalCodes(db, dir);
  log.info(`${count} Postleitzahlen aus ${dir} importiert.`);
}
