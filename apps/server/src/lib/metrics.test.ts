import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../features/integrations/public.ts';
import { startTestApp } from '../test/app.ts';

const TOKEN = 'metrics-token-for-the-scraper';
let ctx: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  ctx = await startTestApp({ metricsToken: TOKEN });
});
afterAll(() => ctx.close());

const scrape = (authorization?: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/metrics', headers: authorization ? { authorization } : {} });

describe('GET /api/metrics', () => {
  it('answers only the holder of METRICS_TOKEN, and as if it did not exist to anyone else', async () => {
    expect((await scrape()).statusCode).toBe(404);
    expect((await scrape(`Bearer ${TOKEN}x`)).statusCode).toBe(404);
    expect((await scrape(TOKEN)).statusCode).toBe(404);
    const answer = await scrape(`Bearer ${TOKEN}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
  });

  it('counts requests by route pattern and status, sensor readings by outcome, e-mails waiting and the memory in use', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/health' });
    await ctx.app.inject({ method: 'GET', url: '/api/v1/waste/00000000-0000-4000-8000-000000000000' });
    const { key } = await createKey(ctx.db);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/telemetry',
      headers: { authorization: `Bearer ${key}` },
      payload: {
        readings: [{ imei: '490154203237518', measuredAt: new Date().toISOString(), fillPercent: 5 }],
      },
    });
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(text).toContain('sirkula_http_requests_total{method="GET",route="/api/health",status="200"} 1');
    // The pattern, not the id: one series per route, whatever records are asked for.
    expect(text).toContain('route="/api/v1/waste/:id",status="401"');
    expect(text).not.toContain('00000000-0000-4000-8000-000000000000');
    expect(text).toMatch(
      /sirkula_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/health"\}/,
    );
    expect(text).toContain('sirkula_telemetry_readings_total{outcome="refused"} 1');
    expect(text).toMatch(/sirkula_emails_waiting \d+/);
    expect(text).toContain('# TYPE sirkula_job_queue_runs gauge');
    // What a soak or an operator watches for a leak: the heap in use, beside the resident set.
    expect(text).toMatch(/sirkula_process_memory_bytes\{kind="heapUsed"\} [1-9]\d{6,}/);
    expect(text).toMatch(/sirkula_process_memory_bytes\{kind="rss"\} [1-9]\d{7,}/);
  });
});

describe('without METRICS_TOKEN', () => {
  it('has no metrics endpoint', async () => {
    const plain = await startTestApp();
    try {
      const answer = await plain.app.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: { authorization: 'Bearer ' },
      });
      expect(answer.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
