import {
  ZAdminMomentsStats,
  ZAuditLog,
  ZConnectionStats,
  ZNotificationStats,
  ZUserCohorts,
  ZUserStats,
} from '@pflegepuls/shared/admin';
import { ADMIN_CACHE_KEY, ADMIN_STATS_GC_MS, ADMIN_STATS_STALE_MS } from '@pflegepuls/shared/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminQueryKeys, prefetchAdminSection, statsQueryOptions } from './api.ts';
import { createAdminQueryClient } from './query-client.ts';
import { createStatsCache } from './stats-cache.ts';
import {
  AUDIT_LOG,
  CONNECTION_STATS,
  MOMENTS_STATS,
  NOTIFICATION_STATS,
  USER_COHORTS,
  USER_STATS,
} from './test-fixtures.ts';

function createStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

const fetchMock = vi.fn<(url: string) => Promise<Response>>();
const requested = () => fetchMock.mock.calls.map(([url]) => url);

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () => new Response(JSON.stringify(USER_STATS), { headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('the test fixtures', () => {
  it('are answers the shared schemas accept', () => {
    expect(() => ZUserStats.parse(USER_STATS)).not.toThrow();
    expect(() => ZUserCohorts.parse(USER_COHORTS)).not.toThrow();
    expect(() => ZAdminMomentsStats.parse(MOMENTS_STATS)).not.toThrow();
    expect(() => ZNotificationStats.parse(NOTIFICATION_STATS)).not.toThrow();
    expect(() => ZConnectionStats.parse(CONNECTION_STATS)).not.toThrow();
    expect(() => ZAuditLog.parse(AUDIT_LOG)).not.toThrow();
  });
});

describe('statistics queries (001 §7.3, §9)', () => {
  it('ask the path with the period and keep the answer in the cache', async () => {
    const storage = createStorage();
    const cache = createStatsCache(() => storage);
    const client = createAdminQueryClient();
    const period = { period: 'custom' as const, from: '2026-11-01', to: '2026-11-20' };
    const options = statsQueryOptions('users', period, cache);
    expect(options.queryKey).toEqual(['admin', 'stats', 'users', 'custom', '2026-11-01', '2026-11-20']);
    expect(options.staleTime).toBe(ADMIN_STATS_STALE_MS);
    expect(options.gcTime).toBe(ADMIN_STATS_GC_MS);
    expect(await client.fetchQuery(options)).toEqual(USER_STATS);
    expect(requested()).toEqual(['/api/react-dashboard/users?period=custom&from=2026-11-01&to=2026-11-20']);
    expect(JSON.parse(storage.values.get(ADMIN_CACHE_KEY)!).entries).toEqual({
      'admin|stats|users|custom|2026-11-01|2026-11-20': { data: USER_STATS, updatedAt: expect.any(Number) },
    });
  });

  it('start from a fresh cached answer after a reload without asking the server', async () => {
    const storage = createStorage();
    const cache = createStatsCache(() => storage);
    cache.write('admin|stats|moments|lastWeek||', MOMENTS_STATS, Date.now() - 60_000);
    const client = createAdminQueryClient();
    expect(await client.fetchQuery(statsQueryOptions('moments', { period: 'lastWeek' }, cache))).toEqual(
      MOMENTS_STATS,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ask again when the cached answer is stale', async () => {
    const storage = createStorage();
    const cache = createStatsCache(() => storage);
    cache.write(
      'admin|stats|users|lastWeek||',
      { ...USER_STATS, fallback: true },
      Date.now() - ADMIN_STATS_STALE_MS - 1,
    );
    const client = createAdminQueryClient();
    expect(await client.fetchQuery(statsQueryOptions('users', { period: 'lastWeek' }, cache))).toEqual(
      USER_STATS,
    );
    expect(requested()).toEqual(['/api/react-dashboard/users?period=lastWeek']);
  });
});

describe('prefetch from the menus (001 §2.4)', () => {
  it('loads the users, moments and notifications data for the period in the address, once in 15 minutes', async () => {
    const client = createAdminQueryClient();
    await prefetchAdminSection(client, '/admin-dashboard/users', '?period=lastMonth');
    expect(requested()).toEqual([
      '/api/react-dashboard/users?period=lastMonth',
      '/api/react-dashboard/users/cohorts?period=lastMonth',
    ]);
    expect(client.getQueryData(adminQueryKeys.stats('users', { period: 'lastMonth' }))).toEqual(USER_STATS);

    fetchMock.mockClear();
    await prefetchAdminSection(client, '/admin-dashboard/users', '?period=lastMonth');
    expect(fetchMock).not.toHaveBeenCalled();

    await prefetchAdminSection(client, '/admin-dashboard/moments', '');
    await prefetchAdminSection(
      client,
      '/admin-dashboard/notifications',
      '?period=custom&from=2026-11-01&to=2026-11-02',
    );
    expect(requested()).toEqual([
      '/api/react-dashboard/moments-stats?period=lastWeek',
      '/api/react-dashboard/notifications?period=custom&from=2026-11-01&to=2026-11-02',
    ]);
  });

  it('loads nothing for the other sections', async () => {
    const client = createAdminQueryClient();
    await prefetchAdminSection(client, '/admin-dashboard/onboarding-analytics', '');
    await prefetchAdminSection(client, '/admin-dashboard/user-connections', '');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
