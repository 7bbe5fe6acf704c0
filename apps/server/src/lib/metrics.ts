import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import { jobQueueDepths } from '../db/job-queue-queries.ts';
import { countWaitingMail } from '../features/mail/public.ts';

/** What the features add to the metrics beside the requests: the sensor readings taken, by outcome. */
export interface Metrics {
  registry: Registry;
  telemetryReadings: Counter<'outcome'>;
}

/** The app's metrics, in its own registry (tests run several apps in one process). */
export function createMetrics(database: Database): Metrics {
  const registry = new Registry();
  const pool = (database.db as unknown as { $client?: unknown }).$client;
  new Gauge({
    name: 'sirkula_db_pool_connections',
    help: 'PostgreSQL pool connections by state (absent on the embedded PGlite)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      if (!(pool instanceof pg.Pool)) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge({
    name: 'sirkula_job_queue_runs',
    help: 'Job queue runs waiting (created), retrying, running (active) and failed, per queue',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      // Before this database's queue was first opened its tables do not exist: nothing waits then.
      for (const { queue, state, runs } of await jobQueueDepths(database.db).catch(() => [])) {
        this.set({ queue, state }, runs);
      }
    },
  });
  new Gauge({
    name: 'sirkula_emails_waiting',
    help: 'E-mails waiting to be sent or retried',
    registers: [registry],
    async collect() {
      this.set(await countWaitingMail(database.db));
    },
  });
  new Gauge({
    name: 'sirkula_process_memory_bytes',
    help: "The server process's memory: resident set, V8 heap used and allocated, and outside the heap",
    labelNames: ['kind'],
    registers: [registry],
    collect() {
      const memory = process.memoryUsage();
      this.set({ kind: 'rss' }, memory.rss);
      this.set({ kind: 'heapUsed' }, memory.heapUsed);
      this.set({ kind: 'heapTotal' }, memory.heapTotal);
      this.set({ kind: 'external' }, memory.external);
    },
  });
  return {
    registry,
    telemetryReadings: new Counter({
      name: 'sirkula_telemetry_readings_total',
      help: 'Smart-bin readings received, by outcome (accepted, duplicate, refused)',
      labelNames: ['outcome'],
      registers: [registry],
    }),
  };
}

function sameToken(given: string | undefined, token: string): boolean {
  const expected = Buffer.from(`Bearer ${token}`);
  const actual = Buffer.from(given ?? '');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Requests by route, method and status with their durations, and `GET /api/metrics` in Prometheus's
 * text format for whoever holds `METRICS_TOKEN` (none set: the endpoint does not exist).
 */
export function installMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  const requests = new Counter({
    name: 'sirkula_http_requests_total',
    help: 'HTTP requests answered, by method, route and status',
    labelNames: ['method', 'route', 'status'],
    registers: [metrics.registry],
  });
  const durations = new Histogram({
    name: 'sirkula_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method and route',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [metrics.registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the raw URL: ids in paths would make a series per record.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    durations.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });
  if (!token) return;
  app.get(
    '/api/metrics',
    { schema: { hide: true }, config: { access: 'public' } },
    async (request, reply) => {
      if (!sameToken(request.headers.authorization, token)) return reply.code(404).send();
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    },
  );
}
