import { describe, expect, it } from 'vitest';
import { MATCHER_JOBS_PER_TALENT, MATCHER_TALENTS_PER_AD } from '@pflegepuls/shared';
import { matchPair, runMatching, type TAd, type TTalent } from './engine.ts';
import { wordReasons } from './reasons.ts';

const NOW = Date.parse('2026-11-20T10:00:00Z');
const DAY = 86_400_000;
/** Köln Dom. */
const KOELN = { lat: 50.9413, lon: 6.9583 };
const EARTH_RADIUS_M = 6_371_008.8;

/** A point `metres` due north of `from` (on a meridian the great circle is exact). */
const north = (from: { lat: number; lon: number }, metres: number) => ({
  lat: from.lat + (metres / EARTH_RADIUS_M) * (180 / Math.PI),
  lon: from.lon,
});

function talent(overrides: Partial<TTalent> = {}): TTalent {
  return {
    id: 1,
    ...KOELN,
    country: 'DE',
    commute: 'up_to_15',
    workAreas: ['krankenhaus'],
    subAreas: ['intensivstation'],
    education: 'dreijaehrige_ausbildung',
    trainings: ['intensivpflege_anaesthesie'],
    yearsOfExperience: 6,
    hasDriverLicense: false,
    shiftPreferences: [],
    lastSeenAt: NOW - DAY,
    hiddenFrom: [],
    ...overrides,
  };
}

function ad(overrides: Partial<TAd> = {}): TAd {
  return {
    id: 10,
    companyId: 100,
    ...KOELN,
    country: 'DE',
    workArea: 'krankenhaus',
    workSubArea: 'intensivstation',
    qualification: 'dreijaehrige_ausbildung',
    driverLicenseRequired: false,
    shiftModels: ['frueh', 'spaet'],
    ...overrides,
  };
}

describe('matchPair: the hard filters', () => {
  it('matches exactly at the radius and not one metre beyond', () => {
    const at = north(KOELN, 15_000);
    expect(matchPair(talent(), ad(at), NOW)?.distanceM).toBe(15_000);
    expect(matchPair(talent(), ad(north(KOELN, 15_001)), NOW)).toBeNull();
    expect(matchPair(talent({ commute: 'up_to_20' }), ad(north(KOELN, 20_000)), NOW)).not.toBeNull();
    expect(matchPair(talent({ commute: 'up_to_20' }), ad(north(KOELN, 20_001)), NOW)).toBeNull();
    expect(matchPair(talent({ commute: 'up_to_30' }), ad(north(KOELN, 30_000)), NOW)).not.toBeNull();
    expect(matchPair(talent({ commute: 'up_to_30' }), ad(north(KOELN, 30_001)), NOW)).toBeNull();
  });

  it('takes any distance for "mehr als 30 km" and the whole country for relocation', () => {
    const munich = { lat: 48.1374, lon: 11.5755 };
    expect(matchPair(talent({ commute: 'more_than_30' }), ad(munich), NOW)).not.toBeNull();
    expect(matchPair(talent({ commute: 'relocate' }), ad(munich), NOW)).not.toBeNull();
    // Relocation stays in the member's country (a place within 30 km across a border still counts).
    const zurich = { lat: 47.3769, lon: 8.5417, country: 'CH' };
    expect(matchPair(talent({ commute: 'relocate' }), ad(zurich), NOW)).toBeNull();
    expect(matchPair(talent({ commute: 'more_than_30' }), ad(zurich), NOW)).not.toBeNull();
  });

  it('matches members in Austria and Switzerland by the same rules', () => {
    const wien = { lat: 48.2082, lon: 16.3738 };
    const austrian = talent({ ...wien, country: 'AT', commute: 'up_to_20' });
    expect(matchPair(austrian, ad({ ...north(wien, 12_000), country: 'AT' }), NOW)?.distanceM).toBe(12_000);
    const basel = { lat: 47.5596, lon: 7.5886 };
    const swiss = talent({ ...basel, country: 'CH', commute: 'relocate' });
    expect(matchPair(swiss, ad({ lat: 46.948, lon: 7.4474, country: 'CH' }), NOW)).not.toBeNull();
    // Lörrach (DE) is within 30 km of Basel: reachable even for a member who only relocates in CH.
    expect(matchPair(swiss, ad({ lat: 47.6156, lon: 7.6614, country: 'DE' }), NOW)).not.toBeNull();
    expect(matchPair(swiss, ad({ ...KOELN, country: 'DE' }), NOW)).toBeNull();
  });

  it('needs the driving licence when the ad or ambulant care asks for it', () => {
    expect(matchPair(talent(), ad({ driverLicenseRequired: true }), NOW)).toBeNull();
    const ambulant = ad({ workArea: 'ambulante_pflege', workSubArea: null });
    expect(matchPair(talent({ workAreas: ['ambulante_pflege'] }), ambulant, NOW)).toBeNull();
    const driver = matchPair(
      talent({ workAreas: ['ambulante_pflege'], hasDriverLicense: true }),
      ambulant,
      NOW,
    );
    expect(driver?.reasons).toContainEqual(['license']);
  });

  it('needs the required qualification (or a higher one)', () => {
    expect(matchPair(talent({ education: 'einjaehrige_ausbildung' }), ad(), NOW)).toBeNull();
    expect(matchPair(talent({ education: null }), ad(), NOW)).toBeNull();
    expect(matchPair(talent({ education: 'studium' }), ad(), NOW)).not.toBeNull();
    const helperAd = ad({ qualification: 'einjaehrige_ausbildung' });
    expect(matchPair(talent({ education: 'einjaehrige_ausbildung' }), helperAd, NOW)).not.toBeNull();
  });

  it('needs the work area and leaves out companies the member hides from', () => {
    expect(matchPair(talent({ workAreas: ['stationaere_pflege'] }), ad(), NOW)).toBeNull();
    expect(matchPair(talent({ hiddenFrom: [100] }), ad(), NOW)).toBeNull();
    expect(matchPair(talent({ hiddenFrom: [101] }), ad(), NOW)).not.toBeNull();
  });
});

describe('matchPair: the score and its reasons', () => {
  it('scores a close, fitting, active member high and explains why', () => {
    const match = matchPair(talent({ shiftPreferences: ['nacht', 'spaet'] }), ad(north(KOELN, 3_000)), NOW)!;
    expect(match.score).toBeGreaterThanOrEqual(85);
    expect(match.score).toBeLessThanOrEqual(100);
    const worded = wordReasons(match.reasons, 'member');
    expect(worded.reasons).toEqual([
      '3 km entfernt, du fährst bis 15 km',
      'Qualifikation passt: Dreijährige Ausbildung',
      'Intensivstation gewünscht',
      '6 Jahre Berufserfahrung',
      'Weiterbildung Fachweiterbildung Intensivpflege und Anästhesie',
      'Dein Schichtmodell Spät',
    ]);
    expect(worded.missing).toEqual([]);
    expect(wordReasons(match.reasons, 'recruiter').reasons[0]).toBe('3 km entfernt, fährt bis 15 km');
  });

  it('words distances the German way, to one decimal', () => {
    expect(wordReasons([['dist', 12.46, 'up_to_20']], 'member').reasons).toEqual([
      '12,5 km entfernt, du fährst bis 20 km',
    ]);
    expect(wordReasons([['dist', 1234.5, 'relocate']], 'recruiter').reasons).toEqual([
      '1.234,5 km entfernt, würde für den passenden Job umziehen',
    ]);
  });

  it('names what is missing and scores it lower', () => {
    const weak = talent({
      subAreas: ['normalstation'],
      trainings: [],
      yearsOfExperience: 0,
      shiftPreferences: ['nur_wochentags'],
      lastSeenAt: NOW - 80 * DAY,
    });
    const strong = matchPair(talent(), ad(), NOW)!;
    const match = matchPair(weak, ad(), NOW)!;
    expect(match.score).toBeLessThan(strong.score - 40);
    expect(wordReasons(match.reasons, 'member').missing).toEqual([
      'Intensivstation nicht unter deinen Wunschbereichen',
      'Berufserfahrung',
      'Weiterbildung Fachweiterbildung Intensivpflege und Anästhesie',
      'Schichtmodell Früh nicht in deinen Suchaufträgen',
    ]);
  });

  it('scores nearer places higher within the same preference', () => {
    const near = matchPair(talent(), ad(north(KOELN, 2_000)), NOW)!;
    const far = matchPair(talent(), ad(north(KOELN, 14_000)), NOW)!;
    expect(near.score).toBeGreaterThan(far.score);
  });
});

describe('runMatching', () => {
  /** A seeded pseudo-random generator (mulberry32), so a failure repeats. */
  function random(seed: number) {
    return () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
      return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
    };
  }

  it('finds with its grid exactly what comparing every pair finds', async () => {
    const next = random(18);
    const commutes = ['up_to_15', 'up_to_20', 'up_to_30', 'more_than_30', 'relocate'] as const;
    const areas = ['krankenhaus', 'stationaere_pflege', 'ambulante_pflege'];
    const place = () => ({ lat: 47.3 + next() * 7.6, lon: 5.9 + next() * 11 });
    const talents = Array.from({ length: 600 }, (_, i) =>
      talent({
        id: i + 1,
        ...place(),
        commute: commutes[Math.floor(next() * commutes.length)]!,
        workAreas: [areas[Math.floor(next() * areas.length)]!],
        hasDriverLicense: next() < 0.7,
        yearsOfExperience: Math.floor(next() * 15),
      }),
    );
    const ads = Array.from({ length: 400 }, (_, i) =>
      ad({
        id: i + 1,
        companyId: 1 + (i % 40),
        ...place(),
        workArea: areas[i % areas.length]!,
        workSubArea: null,
      }),
    );
    const result = await runMatching(talents, ads, { now: NOW });
    const { statistics } = result;
    const pairs = Array.from(result.keptAds, (a, i) => {
      const [t, ad] = [talents[result.keptTalents[i]!]!, ads[a]!];
      return { talent: t, ad, match: matchPair(t, ad, NOW)! };
    });
    expect(new Set(pairs.map((p) => `${p.ad.id}:${p.talent.id}`)).size).toBe(pairs.length);
    let everyPair = 0;
    const perAd = new Map<number, number[]>();
    for (const a of ads)
      for (const t of talents) {
        const match = matchPair(t, a, NOW);
        if (!match) continue;
        everyPair++;
        perAd.set(a.id, [...(perAd.get(a.id) ?? []), match.score]);
      }
    expect(statistics.matches).toBe(everyPair);
    expect(statistics.pairsEvaluated).toBeLessThan(talents.length * ads.length);
    // Each ad's kept talents are its best ones.
    for (const [adId, scores] of perAd) {
      const best = scores.sort((x, y) => y - x).slice(0, MATCHER_TALENTS_PER_AD);
      const kept = pairs.filter((p) => p.ad.id === adId).map((p) => p.match.score);
      expect(kept.length).toBeGreaterThanOrEqual(best.length);
      expect(Math.min(...kept.sort((x, y) => y - x).slice(0, best.length))).toBeGreaterThanOrEqual(
        best.at(-1)!,
      );
    }
    // A full list's floor is its weakest score.
    ads.forEach((a, index) => {
      const scores = perAd.get(a.id) ?? [];
      expect(result.adFloors[index]).toBe(
        scores.length >= MATCHER_TALENTS_PER_AD ? scores[MATCHER_TALENTS_PER_AD - 1] : 0,
      );
    });
    for (const t of talents) {
      const kept = pairs.filter((p) => p.talent.id === t.id).length;
      const all = ads.filter((a) => matchPair(t, a, NOW)).length;
      expect(kept).toBeGreaterThanOrEqual(Math.min(all, MATCHER_JOBS_PER_TALENT));
    }
  });
});
