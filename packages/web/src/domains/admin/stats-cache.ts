/**
 * The statistics answers in local storage (001 §9: "Dashboard local-storage cache (versioned key
 * v1)"), so a reload shows the last figures at once. One JSON document under ADMIN_CACHE_KEY,
 * `{ version: 1, entries: { [key]: { data, updatedAt } } }`; another version, or anything
 * unreadable, counts as empty. A write that fails (quota, blocked storage) clears the whole cache
 * (001 §8.3), so a half-written or outdated document is never read back.
 */
import { ADMIN_CACHE_KEY, ADMIN_CACHE_MAX_AGE_MS, ADMIN_STATS_STALE_MS } from '@pflegepuls/shared/constants';

export const STATS_CACHE_VERSION = 1;
/** Answers kept at most (periods × sections); the oldest go first. */
export const STATS_CACHE_MAX_ENTRIES = 40;

export type TStatsCacheEntry = { data: unknown; updatedAt: number };
type TStatsCacheDocument = { version: number; entries: Record<string, TStatsCacheEntry> };
type TStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type TStatsCache = {
  /** The answer stored under `key`, unless it is older than ADMIN_CACHE_MAX_AGE_MS at `now`. */
  read: (key: string, now: number) => TStatsCacheEntry | undefined;
  /** Stores `data` under `key`; returns false (and the cache is cleared) when the write failed. */
  write: (key: string, data: unknown, updatedAt: number) => boolean;
  clear: () => void;
};

function isEntry(value: unknown): value is TStatsCacheEntry {
  return (
    typeof value === 'object' &&
    value !== null &&
    'data' in value &&
    typeof (value as TStatsCacheEntry).updatedAt === 'number'
  );
}

/** A cache over `getStorage()` (asked on every call: reading `localStorage` itself may throw). */
export function createStatsCache(getStorage: () => TStorage): TStatsCache {
  const readDocument = (): Record<string, TStatsCacheEntry> => {
    try {
      const raw = getStorage().getItem(ADMIN_CACHE_KEY);
      if (!raw) return {};
      const parsed = JSON.parse(raw) as Partial<TStatsCacheDocument> | null;
      if (parsed?.version !== STATS_CACHE_VERSION || typeof parsed.entries !== 'object' || !parsed.entries)
        return {};
      return Object.fromEntries(Object.entries(parsed.entries).filter(([, entry]) => isEntry(entry)));
    } catch {
      return {};
    }
  };

  const clear = () => {
    try {
      getStorage().removeItem(ADMIN_CACHE_KEY);
    } catch {
      // Storage blocked altogether: there is nothing to clear.
    }
  };

  return {
    read(key, now) {
      const entry = readDocument()[key];
      return entry && now - entry.updatedAt <= ADMIN_CACHE_MAX_AGE_MS ? entry : undefined;
    },
    write(key, data, updatedAt) {
      const entries = Object.entries({ ...readDocument(), [key]: { data, updatedAt } })
        .filter(([, entry]) => updatedAt - entry.updatedAt <= ADMIN_CACHE_MAX_AGE_MS)
        .sort(([, a], [, b]) => b.updatedAt - a.updatedAt)
        .slice(0, STATS_CACHE_MAX_ENTRIES);
      const document: TStatsCacheDocument = {
        version: STATS_CACHE_VERSION,
        entries: Object.fromEntries(entries),
      };
      try {
        getStorage().setItem(ADMIN_CACHE_KEY, JSON.stringify(document));
        return true;
      } catch {
        clear();
        return false;
      }
    },
    clear,
  };
}

/** The browser's cache of statistics answers. */
export const statsCache = createStatsCache(() => window.localStorage);

/**
 * What a statistics query starts with after a reload: a cached answer younger than the stale time
 * is the query's data (no request); an older one is only shown while the fresh answer loads.
 */
export function getCachedStart(cache: TStatsCache, key: string, now: number) {
  const entry = cache.read(key, now);
  if (!entry) return { initial: undefined, placeholder: undefined };
  return now - entry.updatedAt < ADMIN_STATS_STALE_MS
    ? { initial: entry, placeholder: undefined }
    : { initial: undefined, placeholder: entry.data };
}
