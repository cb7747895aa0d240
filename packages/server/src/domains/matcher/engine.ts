/**
 * The matching itself, on plain arrays (docs/matcher.md): hard filters, a score from 0 to 100 and the
 * reasons of every pair; a full run over all talents and ads with a grid over coordinates, keeping
 * the best talents per ad and the best ads per talent in fixed-size heaps. No database here.
 */
import { COMMUTE_RADIUS_KM, MATCHER_JOBS_PER_TALENT, MATCHER_TALENTS_PER_AD } from '@pflegepuls/shared';

export type TCommute = keyof typeof COMMUTE_RADIUS_KM;

export type TTalent = {
  id: number;
  lat: number;
  lon: number;
  country: string;
  commute: TCommute;
  /** Work areas (krankenhaus, stationaere_pflege …). */
  workAreas: readonly string[];
  /** Sub-areas of all work areas (intensivstation, kurzzeitpflege, hospiz …). */
  subAreas: readonly string[];
  education: string | null;
  trainings: readonly string[];
  yearsOfExperience: number | null;
  hasDriverLicense: boolean;
  /** Shift models of the member's saved job searches; empty: not known. */
  shiftPreferences: readonly string[];
  lastSeenAt: number;
  /** Companies the member hides from (discreet mode). */
  hiddenFrom: readonly number[];
};

export type TAd = {
  id: number;
  companyId: number;
  lat: number;
  lon: number;
  country: string;
  workArea: string;
  workSubArea: string | null;
  qualification: string;
  driverLicenseRequired: boolean;
  shiftModels: readonly string[];
};

/** A reason: a code and its values; rendered in German by reasons.ts. */
export type TReason =
  | ['dist', number, TCommute]
  | ['qual', string]
  | ['sub', string]
  | ['exp', number]
  | ['train', string]
  | ['shift', string]
  | ['license']
  | ['-sub', string]
  | ['-exp']
  | ['-train', string]
  | ['-shift', string];

export type TMatch = { score: number; distanceM: number; reasons: TReason[] };

const EARTH_RADIUS_M = 6_371_008.8;
const RAD = Math.PI / 180;
const DAY_MS = 86_400_000;

/** Qualification levels: an ad's required level is met by the same or a higher one. */
const EDUCATION_RANK: Record<string, number> = {
  ohne_ausbildung: 0,
  in_ausbildung: 0,
  einjaehrige_ausbildung: 1,
  eineinhalbjaehrige_ausbildung: 1,
  zweijaehrige_ausbildung: 2,
  dreijaehrige_ausbildung: 3,
  studium: 3,
};

/** Further trainings that make a member a better fit for a sub-area. */
const TRAININGS_FOR_SUB_AREA: Record<string, readonly string[]> = {
  intensivstation: ['intensivpflege_anaesthesie'],
  intermediate_care: ['intensivpflege_anaesthesie'],
  anaesthesie: ['intensivpflege_anaesthesie'],
  op: ['op_pflege'],
  notaufnahme: ['notfallpflege'],
  onkologie: ['onkologie'],
  psychiatrie: ['psychiatrie'],
  geriatrie: ['gerontopsychiatrie'],
  wohnbereich_demenz: ['gerontopsychiatrie'],
  altenpflegeheim: ['gerontopsychiatrie', 'wohnbereichsleitung'],
  palliativstation: ['palliative_care'],
  hospiz: ['palliative_care'],
  dialyse: ['nephrologie'],
  kinderklinik: ['paediatrische_intensivpflege'],
  neonatologie: ['paediatrische_intensivpflege'],
  intensivpflege_wg: ['ausserklinische_intensivpflege'],
  pflegeberatung: ['pflegeberatung_7a', 'case_management'],
  schule_ausbildung: ['praxisanleitung'],
};

export function needsDriverLicense(ad: Pick<TAd, 'driverLicenseRequired' | 'workArea'>): boolean {
  return ad.driverLicenseRequired || ad.workArea === 'ambulante_pflege';
}

/** A talent with what every pair needs precomputed (radians, cosine, levels, masks). */
type TTalentView = {
  talent: TTalent;
  latR: number;
  lonR: number;
  cosLat: number;
  rank: number;
  areaMask: number;
  /** Metres of the commute radius; Infinity for "mehr als 30 km" and relocation. */
  radiusM: number;
  relocate: boolean;
};

type TAdView = {
  ad: TAd;
  latR: number;
  lonR: number;
  cosLat: number;
  required: number;
  areaBit: number;
  license: boolean;
  trainings: readonly string[] | undefined;
};

/** Work areas as bits, so "is the ad's area one of the member's" is one AND. */
const AREA_BITS = new Map<string, number>();
function areaBit(area: string): number {
  let bit = AREA_BITS.get(area);
  if (bit === undefined) {
    bit = 1 << Math.min(AREA_BITS.size, 30);
    AREA_BITS.set(area, bit);
  }
  return bit;
}

function viewTalent(talent: TTalent): TTalentView {
  const radiusKm = COMMUTE_RADIUS_KM[talent.commute];
  let areaMask = 0;
  for (const area of talent.workAreas) areaMask |= areaBit(area);
  return {
    talent,
    latR: talent.lat * RAD,
    lonR: talent.lon * RAD,
    cosLat: Math.cos(talent.lat * RAD),
    rank: talent.education === null ? -1 : (EDUCATION_RANK[talent.education] ?? -1),
    areaMask,
    radiusM: radiusKm === null ? Infinity : radiusKm * 1000,
    relocate: talent.commute === 'relocate',
  };
}

function viewAd(ad: TAd): TAdView {
  return {
    ad,
    latR: ad.lat * RAD,
    lonR: ad.lon * RAD,
    cosLat: Math.cos(ad.lat * RAD),
    required: EDUCATION_RANK[ad.qualification] ?? 3,
    areaBit: areaBit(ad.workArea),
    license: needsDriverLicense(ad),
    trainings: ad.workSubArea ? TRAININGS_FOR_SUB_AREA[ad.workSubArea] : undefined,
  };
}

function distancePoints(view: TTalentView, metres: number): number {
  const km = metres / 1000;
  if (view.radiusM !== Infinity) return 30 * Math.max(0, 1 - metres / (view.radiusM * 1.25));
  if (km <= 30) return 30 * (1 - km / 60);
  if (view.relocate) return 12;
  return 15 * Math.max(0, 1 - (km - 30) / 150);
}

/** The first of `wanted` that `has` holds (no closure: this runs for every pair). */
function firstShared(wanted: readonly string[], has: readonly string[]): string | undefined {
  for (const value of wanted) if (has.includes(value)) return value;
  return undefined;
}

/** The distance of the last pair `evaluate` passed (whole metres); saves an object per pair. */
let lastDistanceM = 0;

/**
 * One pair: -1 when a hard filter fails (cheapest first), otherwise its unrounded score (0–100),
 * with its reasons pushed to `reasons` when given. The full run calls it for millions of pairs
 * without reasons; the kept pairs are evaluated again with them.
 */
function evaluate(tv: TTalentView, av: TAdView, now: number, reasons: TReason[] | null): number {
  const { talent } = tv;
  const { ad } = av;
  if ((tv.areaMask & av.areaBit) === 0) return -1;
  if (tv.rank < av.required) return -1;
  if (av.license && !talent.hasDriverLicense) return -1;
  if (talent.hiddenFrom.length > 0 && talent.hiddenFrom.includes(ad.companyId)) return -1;
  const sinLat = Math.sin((av.latR - tv.latR) / 2);
  const sinLon = Math.sin((av.lonR - tv.lonR) / 2);
  const h = sinLat * sinLat + tv.cosLat * av.cosLat * sinLon * sinLon;
  const distanceM = Math.round(2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h))));
  if (distanceM > tv.radiusM) return -1;
  if (tv.relocate && ad.country !== talent.country && distanceM > 30_000) return -1;
  lastDistanceM = distanceM;

  let score = distancePoints(tv, distanceM);
  reasons?.push(['dist', Math.round(distanceM / 100) / 10, talent.commute]);
  if (talent.education) reasons?.push(['qual', talent.education]);
  if (av.license) reasons?.push(['license']);

  // Sub-area fit (25).
  if (ad.workSubArea === null) score += 15;
  else if (talent.subAreas.includes(ad.workSubArea)) {
    score += 25;
    reasons?.push(['sub', ad.workSubArea]);
  } else {
    score += talent.subAreas.length === 0 ? 10 : 0;
    reasons?.push(['-sub', ad.workSubArea]);
  }

  // Experience (15).
  const years = talent.yearsOfExperience ?? 0;
  if (years > 0) {
    score += (Math.min(years, 10) / 10) * 15;
    reasons?.push(['exp', years]);
  } else reasons?.push(['-exp']);

  // Trainings (10).
  if (av.trainings) {
    const found = firstShared(av.trainings, talent.trainings);
    if (found) {
      score += 10;
      reasons?.push(['train', found]);
    } else reasons?.push(['-train', av.trainings[0]!]);
  } else if (talent.trainings.length > 0) score += 5;

  // Shift model against the member's known preferences (10).
  if (talent.shiftPreferences.length === 0 || ad.shiftModels.length === 0) score += 5;
  else {
    const shared = firstShared(ad.shiftModels, talent.shiftPreferences);
    if (shared) {
      score += 10;
      reasons?.push(['shift', shared]);
    } else reasons?.push(['-shift', ad.shiftModels[0]!]);
  }

  // Recent activity (10).
  const idleDays = (now - talent.lastSeenAt) / DAY_MS;
  return score + (idleDays <= 7 ? 10 : idleDays <= 30 ? 7 : idleDays <= 60 ? 4 : 1);
}

/** One pair with its reasons, or null when a hard filter fails. */
export function matchPair(talent: TTalent, ad: TAd, now: number): TMatch | null {
  const reasons: TReason[] = [];
  const score = evaluate(viewTalent(talent), viewAd(ad), now, reasons);
  return score < 0 ? null : { score: Math.round(score), distanceM: lastDistanceM, reasons };
}

/** Grid cell size in degrees: about 22 km north–south, 15–22 km east–west in D-A-CH. */
const CELL_DEG = 0.2;
const cellOf = (degrees: number) => Math.floor(degrees / CELL_DEG);
const cellKey = (latCell: number, lonCell: number) => latCell * 10_000 + lonCell;

/**
 * A bounded min-heap per owner (ad or talent) in flat typed arrays: the `size` best scores and the
 * index of who they belong to. Ties keep the one seen first.
 */
class TopK {
  readonly scores: Float64Array;
  readonly items: Int32Array;
  readonly counts: Uint16Array;
  readonly size: number;

  constructor(owners: number, size: number) {
    this.size = size;
    this.scores = new Float64Array(owners * size);
    this.items = new Int32Array(owners * size);
    this.counts = new Uint16Array(owners);
  }

  offer(owner: number, score: number, item: number) {
    const base = owner * this.size;
    const { scores, items } = this;
    const count = this.counts[owner]!;
    let i: number;
    if (count < this.size) {
      i = count;
      this.counts[owner] = count + 1;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (scores[base + parent]! <= score) break;
        scores[base + i] = scores[base + parent]!;
        items[base + i] = items[base + parent]!;
        i = parent;
      }
      scores[base + i] = score;
      items[base + i] = item;
      return;
    }
    if (score <= scores[base]!) return;
    i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= count) break;
      const right = left + 1;
      const child = right < count && scores[base + right]! < scores[base + left]! ? right : left;
      if (scores[base + child]! >= score) break;
      scores[base + i] = scores[base + child]!;
      items[base + i] = items[base + child]!;
      i = child;
    }
    scores[base + i] = score;
    items[base + i] = item;
  }

  *entries(owner: number): Generator<number> {
    const base = owner * this.size;
    for (let k = 0; k < this.counts[owner]!; k++) yield this.items[base + k]!;
  }
}

export type TRunStatistics = {
  talentsConsidered: number;
  adsConsidered: number;
  pairsEvaluated: number;
  matches: number;
  matchesPerWorkArea: Record<string, number>;
};

/** What a full run keeps: pairs as indexes into its talents and ads (each pair once). */
export type TRunResult = {
  keptTalents: Int32Array;
  keptAds: Int32Array;
  statistics: TRunStatistics;
  /** Matches per ad (all, not only the kept ones). */
  matchesPerAd: Int32Array;
  /** Per ad the lowest whole score on its list when the list is full, otherwise 0. */
  adFloors: Int32Array;
};

/**
 * The full run: every talent against the ads their commute can reach (grid cells around them for a
 * radius, all ads of their work areas otherwise), keeping the best MATCHER_TALENTS_PER_AD talents
 * per ad and MATCHER_JOBS_PER_TALENT ads per talent. `progress` is called every 1,000 talents.
 */
export async function runMatching(
  talents: readonly TTalent[],
  ads: readonly TAd[],
  options: { now: number; progress?: (done: number, total: number) => void | Promise<void> },
): Promise<TRunResult> {
  const { now } = options;
  const grid = new Map<number, number[]>();
  const byArea = new Map<string, number[]>();
  ads.forEach((ad, index) => {
    const key = cellKey(cellOf(ad.lat), cellOf(ad.lon));
    let cell = grid.get(key);
    if (!cell) grid.set(key, (cell = []));
    cell.push(index);
    let area = byArea.get(ad.workArea);
    if (!area) byArea.set(ad.workArea, (area = []));
    area.push(index);
  });

  const perAd = new TopK(ads.length, MATCHER_TALENTS_PER_AD);
  const perTalent = new TopK(talents.length, MATCHER_JOBS_PER_TALENT);
  const statistics: TRunStatistics = {
    talentsConsidered: talents.length,
    adsConsidered: ads.length,
    pairsEvaluated: 0,
    matches: 0,
    matchesPerWorkArea: {},
  };

  const matchesPerAd = new Int32Array(ads.length);
  const adViews = ads.map(viewAd);
  const matchesPerArea = new Float64Array(31);
  const consider = (t: number, view: TTalentView, a: number) => {
    statistics.pairsEvaluated++;
    const av = adViews[a]!;
    const score = evaluate(view, av, now, null);
    if (score < 0) return;
    statistics.matches++;
    matchesPerAd[a]!++;
    matchesPerArea[31 - Math.clz32(av.areaBit)]!++;
    // Stored scores are whole points: rank by them, closer first (the fraction stays below 1).
    const rank = Math.round(score) + 1 / (2 + lastDistanceM);
    perAd.offer(a, rank, t);
    perTalent.offer(t, rank, a);
  };

  for (let t = 0; t < talents.length; t++) {
    // The caller lets requests in here: the run shares the event loop with the server.
    if (t % 1000 === 0) await options.progress?.(t, talents.length);
    const talent = talents[t]!;
    const view = viewTalent(talent);
    const radiusKm = COMMUTE_RADIUS_KM[talent.commute];
    if (radiusKm === null) {
      for (const area of talent.workAreas) for (const a of byArea.get(area) ?? []) consider(t, view, a);
      continue;
    }
    const latSpan = Math.ceil(radiusKm / (110.5 * CELL_DEG));
    const cos = Math.max(0.2, Math.cos((Math.abs(talent.lat) + CELL_DEG * (latSpan + 1)) * RAD));
    const lonSpan = Math.ceil(radiusKm / (111.32 * cos * CELL_DEG));
    const latCell = cellOf(talent.lat);
    const lonCell = cellOf(talent.lon);
    for (let dy = -latSpan; dy <= latSpan; dy++)
      for (let dx = -lonSpan; dx <= lonSpan; dx++) {
        const cell = grid.get(cellKey(latCell + dy, lonCell + dx));
        if (cell) for (const a of cell) consider(t, view, a);
      }
  }
  await options.progress?.(talents.length, talents.length);
  for (const [area, bit] of AREA_BITS) {
    const n = matchesPerArea[31 - Math.clz32(bit)]!;
    if (n > 0) statistics.matchesPerWorkArea[area] = n;
  }

  // The union of both lists, each pair once: keys a·T + t, sorted, without repeats. Their reasons
  // are computed when they are written, a slice at a time.
  const keys: number[] = [];
  const adFloors = new Int32Array(ads.length);
  for (let a = 0; a < ads.length; a++) {
    for (const t of perAd.entries(a)) keys.push(a * talents.length + t);
    adFloors[a] = perAd.counts[a] === perAd.size ? Math.floor(perAd.scores[a * perAd.size]!) : 0;
  }
  for (let t = 0; t < talents.length; t++)
    for (const a of perTalent.entries(t)) keys.push(a * talents.length + t);
  const sorted = Float64Array.from(keys).sort();
  const keptTalents = new Int32Array(sorted.length);
  const keptAds = new Int32Array(sorted.length);
  let n = 0;
  for (let i = 0; i < sorted.length; i++) {
    if (i > 0 && sorted[i] === sorted[i - 1]) continue;
    keptAds[n] = Math.floor(sorted[i]! / talents.length);
    keptTalents[n] = sorted[i]! % talents.length;
    n++;
  }
  return {
    keptTalents: keptTalents.subarray(0, n),
    keptAds: keptAds.subarray(0, n),
    statistics,
    matchesPerAd,
    adFloors,
  };
}

/** One talent against the given ads (the incremental re-match), best first. */
export function matchTalent(
  talent: TTalent,
  ads: readonly TAd[],
  now: number,
): Array<{ ad: TAd; match: TMatch }> {
  const found: Array<{ ad: TAd; match: TMatch }> = [];
  for (const ad of ads) {
    const match = matchPair(talent, ad, now);
    if (match) found.push({ ad, match });
  }
  return found.sort((x, y) => y.match.score - x.match.score || x.match.distanceM - y.match.distanceM);
}
