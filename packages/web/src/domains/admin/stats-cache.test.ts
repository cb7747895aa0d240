import { ADMIN_CACHE_KEY, ADMIN_CACHE_MAX_AGE_MS, ADMIN_STATS_STALE_MS } from '@pflegepuls/shared/constants';
import { describe, expect, it } from 'vitest';
import {
  createStatsCache,
  getCachedStart,
  STATS_CACHE_MAX_ENTRIES,
  STATS_CACHE_VERSION,
} from './stats-cache.ts';

/** A local storage in memory; `quota` bytes at most per value, like a full browser storage. */
function createStorage(quota = Infinity) {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (value.length > quota) throw new DOMException('Der Speicher ist voll.', 'QuotaExceededError');
      values.set(key, value);
    },
    removeItem: (key: string) => void values.delete(key),
  };
}

const NOW = Date.UTC(2026, 10, 27, 10);

describe('the statistics cache in local storage (001 §9)', () => {
  it('gives back what it stored, across instances (a reload), under the versioned key', () => {
    const storage = createStorage();
    createStatsCache(() => storage).write('users|lastWeek', { success: true, n: 1 }, NOW);
    const reloaded = createStatsCache(() => storage);
    expect(reloaded.read('users|lastWeek', NOW + 1000)).toEqual({
      data: { success: true, n: 1 },
      updatedAt: NOW,
    });
    expect(reloaded.read('moments|lastWeek', NOW)).toBeUndefined();
    expect(JSON.parse(storage.values.get(ADMIN_CACHE_KEY)!)).toMatchObject({ version: STATS_CACHE_VERSION });
  });

  it('reads another version or broken JSON as empty, and overwrites it', () => {
    const storage = createStorage();
    const cache = createStatsCache(() => storage);
    storage.values.set(
      ADMIN_CACHE_KEY,
      JSON.stringify({ version: 2, entries: { a: { data: 1, updatedAt: NOW } } }),
    );
    expect(cache.read('a', NOW)).toBeUndefined();
    storage.values.set(ADMIN_CACHE_KEY, '{kaputt');
    expect(cache.read('a', NOW)).toBeUndefined();
    expect(cache.write('b', 2, NOW)).toBe(true);
    expect(cache.read('b', NOW)).toEqual({ data: 2, updatedAt: NOW });
  });

  it('clears the whole cache when a write fails', () => {
    const storage = createStorage(200);
    const cache = createStatsCache(() => storage);
    expect(cache.write('small', { n: 1 }, NOW)).toBe(true);
    expect(cache.write('large', { text: 'x'.repeat(500) }, NOW)).toBe(false);
    expect(storage.values.has(ADMIN_CACHE_KEY)).toBe(false);
    expect(cache.read('small', NOW)).toBeUndefined();
  });

  it('works without storage at all (blocked): nothing cached, nothing thrown', () => {
    const cache = createStatsCache(() => {
      throw new DOMException('Zugriff verweigert', 'SecurityError');
    });
    expect(cache.write('a', 1, NOW)).toBe(false);
    expect(cache.read('a', NOW)).toBeUndefined();
  });

  it('forgets answers older than a day and keeps the newest when full', () => {
    const storage = createStorage();
    const cache = createStatsCache(() => storage);
    cache.write('old', 1, NOW - ADMIN_CACHE_MAX_AGE_MS - 1);
    expect(cache.read('old', NOW)).toBeUndefined();
    for (let index = 0; index <= STATS_CACHE_MAX_ENTRIES; index += 1)
      cache.write(`k${index}`, index, NOW + index);
    const entries = JSON.parse(storage.values.get(ADMIN_CACHE_KEY)!).entries as Record<string, unknown>;
    expect(Object.keys(entries)).toHaveLength(STATS_CACHE_MAX_ENTRIES);
    expect(entries).not.toHaveProperty('k0');
    expect(entries).toHaveProperty(`k${STATS_CACHE_MAX_ENTRIES}`);
  });

  it('starts a query with a fresh answer as data and a stale one only as a placeholder', () => {
    const storage = createStorage();
    const cache = createStatsCache(() => storage);
    cache.write('fresh', 'f', NOW - ADMIN_STATS_STALE_MS + 1000);
    cache.write('stale', 's', NOW - ADMIN_STATS_STALE_MS - 1000);
    expect(getCachedStart(cache, 'fresh', NOW)).toEqual({
      initial: { data: 'f', updatedAt: NOW - ADMIN_STATS_STALE_MS + 1000 },
      placeholder: undefined,
    });
    expect(getCachedStart(cache, 'stale', NOW)).toEqual({ initial: undefined, placeholder: 's' });
    expect(getCachedStart(cache, 'none', NOW)).toEqual({ initial: undefined, placeholder: undefined });
  });
});
