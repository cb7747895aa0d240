/**
 * A match's reasons in German: "passt, weil …" and "fehlt: …", worded for the member ("du fährst bis
 * 20 km") or for the company's recruiters ("fährt bis 20 km"). Stored as codes, worded when read.
 */
import {
  COMMUTE_RADIUS_KM,
  EDUCATION_OPTIONS,
  SHIFT_MODELS,
  TRAINING_OPTIONS,
  WORK_AREA_DETAILED_OPTIONS,
  WORK_AREA_HOSPITAL_OPTIONS,
  WORK_AREA_STATIONARY_OPTIONS,
  getOptionLabel,
} from '@pflegepuls/shared';
import type { TReason } from './engine.ts';

export type TPerspective = 'member' | 'recruiter';

const SUB_AREAS = [
  ...WORK_AREA_HOSPITAL_OPTIONS,
  ...WORK_AREA_STATIONARY_OPTIONS,
  ...WORK_AREA_DETAILED_OPTIONS,
];
// One formatter: `toLocaleString` builds a new one per call, which was a fifth of the server's CPU
// for a company's 50 suggested talents (bench, CPU profile).
const kmFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });
const km = (value: number) => `${kmFormat.format(value)} km`;

function distanceText([, distance, commute]: Extract<TReason, ['dist', ...unknown[]]>, who: TPerspective) {
  const radius = COMMUTE_RADIUS_KM[commute];
  const member = who === 'member';
  if (radius !== null) return `${km(distance)} entfernt, ${member ? 'du fährst' : 'fährt'} bis ${radius} km`;
  // Near enough for anyone: the far-travel or moving preference needs no mention.
  if (distance <= 30) return `${km(distance)} entfernt`;
  if (commute === 'relocate')
    return `${km(distance)} entfernt, ${member ? 'du würdest' : 'würde'} für den passenden Job umziehen`;
  return `${km(distance)} entfernt, ${member ? 'du fährst' : 'fährt'} auch mehr als 30 km`;
}

/** The reasons of one match, worded for `who`. */
export function wordReasons(reasons: readonly TReason[], who: TPerspective) {
  const fits: string[] = [];
  const missing: string[] = [];
  const member = who === 'member';
  for (const reason of reasons) {
    switch (reason[0]) {
      case 'dist':
        fits.push(distanceText(reason, who));
        break;
      case 'qual':
        fits.push(`Qualifikation passt: ${getOptionLabel(EDUCATION_OPTIONS, reason[1])}`);
        break;
      case 'sub':
        fits.push(`${getOptionLabel(SUB_AREAS, reason[1])} gewünscht`);
        break;
      case 'exp':
        fits.push(reason[1] === 1 ? '1 Jahr Berufserfahrung' : `${reason[1]} Jahre Berufserfahrung`);
        break;
      case 'train':
        fits.push(`Weiterbildung ${getOptionLabel(TRAINING_OPTIONS, reason[1])}`);
        break;
      case 'shift':
        fits.push(
          `${member ? 'Dein' : 'Gewünschtes'} Schichtmodell ${getOptionLabel(SHIFT_MODELS, reason[1])}`,
        );
        break;
      case 'license':
        fits.push('Führerschein vorhanden');
        break;
      case '-sub':
        missing.push(
          `${getOptionLabel(SUB_AREAS, reason[1])} ${member ? 'nicht unter deinen' : 'nicht unter den'} Wunschbereichen`,
        );
        break;
      case '-exp':
        missing.push('Berufserfahrung');
        break;
      case '-train':
        missing.push(`Weiterbildung ${getOptionLabel(TRAINING_OPTIONS, reason[1])}`);
        break;
      case '-shift':
        missing.push(
          `Schichtmodell ${getOptionLabel(SHIFT_MODELS, reason[1])} ${member ? 'nicht in deinen' : 'nicht in den'} Suchaufträgen`,
        );
        break;
    }
  }
  return { reasons: fits, missing };
}

/** The stored JSON of reasons (never throws: a bad value words as nothing). */
export function parseReasons(json: string): TReason[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? (parsed as TReason[]) : [];
  } catch {
    return [];
  }
}
