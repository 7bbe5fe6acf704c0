import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { translate } from '@sirkula/domain/shared/i18n';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Database } from './db/client.ts';
import { migrationVersion } from './db/migrate.ts';
import { createAuth } from './features/auth/auth.ts';
import { createCaptcha } from './features/auth/captcha.ts';
import { sessionCookieOf } from './features/auth/session-cookie.ts';
import { healthRoutes } from './features/health/routes.ts';
import { createMailDelivery, createMailer } from './features/mail/mailer.ts';
import { FEATURES } from './features/registry.ts';
import { startScheduledJobs } from './features/schedulers/public.ts';
import { type FileStore, localFileStore } from './features/storage/file-store.ts';
import { deleteStoredObjectsTask } from './features/storage/object-deletes.ts';
import type { StorageDeps } from './features/storage/service.ts';
import { MEGABYTE } from './features/storage/uploads.ts';
import { installAccessControl } from './lib/access-hook.ts';
import { answerFrameworkError, installErrorHandler } from './lib/error-handler.ts';
import { AppError } from './lib/errors.ts';
import type { AppDeps, ServerFeature } from './lib/feature.ts';
import { installBackgroundWork } from './lib/http.ts';
import { installInputGuard, validatorCompiler } from './lib/input-guard.ts';
import { createJobQueue, type DeclaredJob } from './lib/jobs.ts';
import { installStrictJsonBody } from './lib/json-body.ts';
import { createMetrics, installMetrics } from './lib/metrics.ts';
import { createNotifier, emailChannel } from './lib/notifications.ts';
import { OPENAPI_HEAD } from './lib/openapi.ts';
import { databaseRateLimitStore } from './lib/rate-limit-store.ts';
import { installRequestIdHeader, requestIdOf } from './lib/request-id.ts';
import { serializerCompiler } from './lib/serializer.ts';
import type { TileSource } from './lib/static-map.ts';
import { createTaskQueue, type DeclaredTask } from './lib/tasks.ts';
import { tileImageSource } from './lib/tile-csp.ts';
import { fastifyTrustProxy, type TrustProxy } from './lib/trust-proxy.ts';
import { serveWebApp } from './lib/web-app.ts';

export interface AppOptions {
  database: Database;
  authSecret: string;
  publicUrl: string;
  smtpUrl?: string | undefined;
  mailFrom?: string;
  trustProxy?: TrustProxy;
  logger?: FastifyServerOptions['logger'];
  /** The built web app to serve; the API runs without it (as in API tests). */
  webDist?: string;
  /** Requests per minute and client address on each account route (register, reset, …). */
  attemptsPerMinute?: number;
  /** Sign-ins per minute and client address, across accounts; each account has its own lock-out too. */
  loginAttemptsPerMinute?: number;
  /** Public tracking look-ups per minute and client address, so registration numbers cannot be swept. */
  trackLookupsPerMinute?: number;
  captcha?: { cost: number; maxCounter: number };
  /** Where uploads go; without it a temporary folder, removed when the app closes. */
  storage?: { store: FileStore; maxUploadBytes: number };
  /** The time of each request; tests pin it. */
  clock?: () => Date;
  /** The maps' tile server; without it (API tests) maps are drawn on a plain background. */
  mapTiles?: TileSource | null;
  /** Whether this app runs the schedules and the queue's upkeep (`app.startJobs()`), not only queues. */
  runJobs?: boolean;
  /** Webhooks may post to http:// and private addresses (tests, development); never in production. */
  webhooksAllowPrivate?: boolean;
  /** The bearer token `GET /api/metrics` asks for; without one the endpoint does not exist. */
  metricsToken?: string;
  /** Set by the process once it is told to stop: `/api/ready` answers 503 from then on. */
  lifecycle?: { stopping: boolean };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Puts the features' jobs on their schedules and takes this server's share of their and tasks' runs. */
    startJobs: () => Promise<void>;
    /** Does a declared job's work once, here, with this app's dependencies (tests, and a job's `now`). */
    runJob: (code: string, now: Date) => Promise<string>;
  }
}

function declaredJobs(features: readonly ServerFeature[]): DeclaredJob[] {
  return features.flatMap((feature) =>
    (feature.jobs ?? []).map((job) => ({ ...job, feature: feature.name })),
  );
}

function declaredTasks(features: readonly ServerFeature[]): DeclaredTask[] {
  return features.flatMap((feature) =>
    (feature.tasks ?? []).map((task) => ({ ...task, feature: feature.name })),
  );
}

async function temporaryStorage(app: FastifyInstance) {
  const dir = await mkdtemp(join(tmpdir(), 'sirkula-files-'));
  app.addHook('onClose', () => rm(dir, { recursive: true, force: true }));
  return { store: localFileStore(dir), maxUploadBytes: 10 * MEGABYTE };
}

export async function buildApp(options: AppOptions) {
  const { db } = options.database;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    genReqId: requestIdOf(options.trustProxy ?? false),
    logController: new LogController({ disableRequestLogging: true }),
    frameworkErrors: answerFrameworkError,
  });
  const https = options.publicUrl.startsWith('https://');
  const tileSource = tileImageSource(options.mapTiles ?? null);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installStrictJsonBody(app);
  installRequestIdHeader(app);
  const metrics = createMetrics(options.database);
  installMetrics(app, metrics, options.metricsToken);

  await app.register(helmet, {
    hsts: https,
    contentSecurityPolicy: {
      directives: {
        'upgrade-insecure-requests': https ? [] : null,
        // The captcha solves its proof of work in Web Workers created from blobs.
        'worker-src': ["'self'", 'blob:'],
        // The label scanner's QR reader is WebAssembly served by us; compiling it needs this, not 'unsafe-eval'.
        'script-src': ["'self'", "'wasm-unsafe-eval'"],
        // The maps' background tiles come from the configured tile server (MAP_TILE_URL).
        'img-src': ["'self'", 'data:', 'blob:', ...(tileSource ? [tileSource] : [])],
      },
    },
  });
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    store: databaseRateLimitStore(db, options.clock ?? (() => new Date())),
    errorResponseBuilder: () => new AppError(429, 'TOO_MANY_REQUESTS', 'errors.tooManyRequests'),
  });
  await app.register(swagger, {
    openapi: OPENAPI_HEAD,
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const mailFrom = options.mailFrom ?? 'Sirkula <no-reply@sirkula.local>';
  const sendMail = createMailer({
    db,
    smtpUrl: options.smtpUrl,
    from: mailFrom,
    log: app.log,
    // The embedded mode runs on the operator's own computer; a PostgreSQL set-up never prints a link.
    printLinks: options.database.kind === 'pglite',
  });
  const auth = createAuth({ db, secret: options.authSecret, publicUrl: options.publicUrl, sendMail });
  const captcha = createCaptcha({
    secret: options.authSecret,
    cost: options.captcha?.cost ?? 1_000,
    maxCounter: options.captcha?.maxCounter ?? 2_000,
  });

  installAccessControl(app, {
    db,
    secret: options.authSecret,
    sessionCookie: await sessionCookieOf(auth),
    clock: options.clock ?? (() => new Date()),
  });
  installErrorHandler(app);
  installBackgroundWork(app);
  installInputGuard(app);

  // What upload routes (companies documents) and the download route share.
  const storage: StorageDeps = {
    db,
    ...(options.storage ?? (await temporaryStorage(app))),
    fileOwners: FEATURES.flatMap((feature) => (feature.fileOwners ? [feature.fileOwners] : [])),
  };
  await app.register(multipart, { limits: { fileSize: storage.maxUploadBytes, files: 1, fields: 10 } });

  const jobs = createJobQueue(options.database, {
    work: options.runJobs ?? false,
    declared: declaredJobs(FEATURES),
  });
  await app.register(
    healthRoutes(
      { database: options.database.kind, migration: migrationVersion() },
      {
        db,
        store: storage.store,
        queueState: () => jobs.state(),
        runsJobs: options.runJobs ?? false,
        stopping: () => options.lifecycle?.stopping ?? false,
      },
    ),
  );
  // A server that works jobs sends tasks to pg-boss; any other app (tests') runs them here after the
  // answer, and waits for them when it closes (decision 023).
  const tasks = createTaskQueue({
    jobs,
    declared: declaredTasks(FEATURES),
    queued: options.runJobs ?? false,
    deps: () => deps,
    log: app.log,
    track: (work) => {
      app.backgroundWork.add(work);
      void work.then(() => app.backgroundWork.delete(work));
    },
  });
  // An object the store refused to delete after its row went is tried again in the background (decision 026).
  storage.deleteLater = (keys) => tasks.enqueue(deleteStoredObjectsTask, { keys: keys.join('\n') });
  const deps: AppDeps = {
    db,
    auth,
    captcha,
    sendMail,
    deliverPendingMail: createMailDelivery({ db, smtpUrl: options.smtpUrl, from: mailFrom }),
    notify: createNotifier([emailChannel(sendMail)]),
    publicUrl: options.publicUrl,
    storage,
    attemptsPerMinute: options.attemptsPerMinute ?? 10,
    // An office signs in from one address each morning; guessing is stopped per account.
    loginAttemptsPerMinute: options.loginAttemptsPerMinute ?? 60,
    // A customer checks a label or two; a sweep through the numbers is stopped.
    trackLookupsPerMinute: options.trackLookupsPerMinute ?? 30,
    clock: options.clock ?? (() => new Date()),
    mapTiles: options.mapTiles ?? null,
    jobs,
    tasks,
    webhooksAllowPrivate: options.webhooksAllowPrivate ?? false,
    metrics,
  };
  app.addHook('onClose', () => deps.jobs.close());
  // The server (main.ts) and tests of the job queue start the schedules; other tests' apps only queue.
  app.decorate('startJobs', async () => {
    await startScheduledJobs(deps);
    await tasks.start();
  });
  app.decorate('runJob', (code: string, now: Date) => {
    const job = deps.jobs.declared.find((declared) => declared.code === code);
    if (!job) throw new Error(`No feature declares the job ${code}`);
    return job.run(deps, now);
  });
  await app.register(
    async (api) => {
      for (const feature of FEATURES) await api.register(feature.routes(deps));
    },
    { prefix: '/api/v1' },
  );

  const servesWebApp = options.webDist ? await serveWebApp(app, options.webDist) : false;
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/api/');
    if (wantsPage && servesWebApp) return reply.sendFile('index.html');
    return reply
      .code(404)
      .send({ code: 'NOT_FOUND', message: translate(request.language, 'errors.notFound') });
  });
  return app;
}
