import { ADMIN_GC_MS, ADMIN_STALE_MS } from '@pflegepuls/shared/constants';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../platform/http.ts';
import { createAdminQueryClient, getAdminRetryDelay } from './query-client.ts';

describe('the admin query client (001 §9)', () => {
  it('waits 1 s, 2 s, 4 s … at most 30 s between tries', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(getAdminRetryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });

  it('keeps data 15 min fresh and 30 min cached, never refetches on focus, mount or reconnect', () => {
    const queries = createAdminQueryClient().getDefaultOptions().queries!;
    expect(queries.staleTime).toBe(ADMIN_STALE_MS);
    expect(queries.gcTime).toBe(ADMIN_GC_MS);
    expect(queries.refetchOnWindowFocus).toBe(false);
    expect(queries.refetchOnMount).toBe(false);
    expect(queries.refetchOnReconnect).toBe(false);
  });

  it('tries a failed query 3 more times, never after a 4xx', () => {
    const retry = createAdminQueryClient().getDefaultOptions().queries!.retry as (
      count: number,
      error: Error,
    ) => boolean;
    const serverError = new ApiError(503, 'Fehler');
    expect([0, 1, 2, 3].map((count) => retry(count, serverError))).toEqual([true, true, true, false]);
    expect(retry(0, new ApiError(403, 'Verboten'))).toBe(false);
    expect(retry(0, new ApiError(0, 'Netzwerkfehler'))).toBe(true);
  });

  it('retries a mutation once after 1 s', () => {
    const mutations = createAdminQueryClient().getDefaultOptions().mutations!;
    expect(mutations.retry).toBe(1);
    expect(mutations.retryDelay).toBe(1000);
  });
});
