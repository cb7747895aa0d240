import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialect, type TTestApp } from '../test/harness.ts';
import { loginNewMember } from '../test/member.ts';

const TOKEN = 'metriken-token-0123456789abcdef';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(() => t.close());

const scrape = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** The value of one series in the text format, or undefined. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe(`metrics on ${testDialect}`, () => {
  it('answers only the bearer of the token', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}x`)).statusCode).toBe(401);
    expect((await scrape(TOKEN)).statusCode).toBe(401);
    const ok = await scrape(`Bearer ${TOKEN}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('text/plain; version=0.0.4');
  });

  it('counts requests per route pattern with their latency, and reports the process and the queue', async () => {
    const { client } = await loginNewMember(t);
    for (let i = 0; i < 3; i++) expect((await client.get('/api/user/me')).statusCode).toBe(200);
    expect((await client.get('/api/users/niemand.da/profile')).statusCode).toBe(404);
    const text = (await scrape(`Bearer ${TOKEN}`)).body;

    const me = 'method="GET",route="/api/user/me"';
    expect(valueOf(text, `pflegepuls_http_requests_total{${me},status="200"}`)).toBe(3);
    expect(valueOf(text, `pflegepuls_http_request_duration_seconds_count{${me}}`)).toBe(3);
    expect(valueOf(text, `pflegepuls_http_request_duration_seconds_bucket{${me},le="+Inf"}`)).toBe(3);
    // The route's pattern, never the member's name from the address.
    expect(text).toContain('route="/api/users/:userName/profile",status="404"');
    expect(text).not.toContain('niemand.da');
    expect(valueOf(text, 'pflegepuls_http_5xx_total')).toBe(0);
    expect(valueOf(text, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    expect(valueOf(text, 'pflegepuls_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(valueOf(text, 'pflegepuls_jobs_queued')).toBeGreaterThanOrEqual(0);
    expect(valueOf(text, 'pflegepuls_jobs_failed_total')).toBe(0);
    expect(valueOf(text, 'pflegepuls_websocket_connections')).toBe(0);
    expect(valueOf(text, 'pflegepuls_db_pool_connections') !== undefined).toBe(testDialect === 'postgres');
  });

  it('is off without a token: the route answers 404', async () => {
    const off = await createTestApp();
    try {
      const response = await off.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer x' },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
