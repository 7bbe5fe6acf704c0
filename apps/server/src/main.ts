import { join } from 'node:path';
import { buildApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import { type Database, openPglite, openPostgres } from './db/client.ts';
import { lockDataDir } from './db/lock.ts';
import { migrate } from './db/migrate.ts';
import { serveBackups } from './features/backups/control.ts';
import { DEMO_PASSWORD } from './features/companies/demo-people.ts';
import { findSeededDemo, refuseDemoPasswordWhenReachable } from './features/demo/service.ts';
import { DEMO_KEY } from './features/integrations/public.ts';
import { createMailer } from './features/mail/mailer.ts';
import { subscribeToChirpstack } from './features/smartbins/mqtt.ts';
import { fileStoreFromConfig } from './features/storage/file-store.ts';
import type { StorageDeps } from './features/storage/service.ts';
import { createNotifier, emailChannel } from './lib/notifications.ts';
import { DEMO_ACCOUNTS, seedDemo } from './seed/demo.ts';

/** How long a stopping server may take to drain its requests and jobs before it exits regardless. */
const SHUTDOWN_SECONDS = 25;

/** The database, migrated, with the demo data it lacks; refused when it would expose a known password. */
async function prepareDatabase(config: Config, storage: Omit<StorageDeps, 'db'>) {
  const database = config.databaseUrl
    ? await openPostgres(config.databaseUrl)
    : await openPglite(join(config.dataDir, 'db'));
  try {
    await migrate(database);
    const seeded = config.seedDemo ? await seedDemo({ db: database.db, ...storage }) : [];
    await refuseDemoPasswordWhenReachable(database.db, config);
    const demo = config.seedDemo && (await findSeededDemo(database.db)).userIds.length > 0;
    return { database, seeded, demo };
  } catch (error) {
    await database.close();
    throw error;
  }
}

function startupMessage(config: Config, database: Database, demo: { seeded: string[]; present: boolean }) {
  const lines = [
    '',
    `Sirkula is running at ${config.publicUrl} (${database.kind}${database.kind === 'pglite' ? `, data in ${config.dataDir}` : ''})`,
  ];
  if (demo.present) {
    lines.push(
      demo.seeded.length > 0
        ? `Demo data added (${demo.seeded.join(', ')}). Demo accounts:`
        : 'Demo accounts:',
    );
    for (const account of DEMO_ACCOUNTS) lines.push(`  ${account.email.padEnd(28)} ${account.label}`);
    lines.push(`  password for all: ${DEMO_PASSWORD}`);
    lines.push(`Demo telemetry key (npm run simulate:bins): ${DEMO_KEY}`);
  }
  return lines.join('\n');
}

async function main() {
  const config = loadConfig();
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const storage = { store: fileStoreFromConfig(config), maxUploadBytes: config.storage.maxUploadBytes };
  let prepared: Awaited<ReturnType<typeof prepareDatabase>>;
  try {
    prepared = await prepareDatabase(config, storage);
  } catch (error) {
    release();
    throw error;
  }
  const { database } = prepared;

  const lifecycle = { stopping: false };
  const app = await buildApp({
    lifecycle,
    database,
    authSecret: config.authSecret,
    publicUrl: config.publicUrl,
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    trustProxy: config.trustProxy,
    logger: { level: config.logLevel },
    webDist: config.webDist,
    storage,
    mapTiles: config.mapTiles,
    runJobs: true,
    webhooksAllowPrivate: config.webhooksAllowPrivate,
    metricsToken: config.metricsToken,
  });

  let mqtt: { close(): Promise<void> } | undefined;
  let control: { close(): Promise<void> } | undefined;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    const bound = config.shutdownDelaySeconds + SHUTDOWN_SECONDS;
    setTimeout(() => {
      app.log.error(`Still busy ${bound} s after ${signal}: exiting anyway`);
      process.exit(1);
    }, bound * 1000).unref();
    // First a balancer's health check sees /api/ready fail and takes this server out, while it still
    // serves: a connection it opens just as the server closes would lose its request (decision 034).
    lifecycle.stopping = true;
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDelaySeconds * 1000));
    // Then new requests are answered 503 (a balancer retries them elsewhere) while those in flight and
    // the running jobs finish; whatever still runs after the bound is abandoned, retried by the queue.
    await mqtt?.close();
    await control?.close();
    await app.close();
    await database.close();
    release();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  await app.startJobs();
  if (!config.databaseUrl) {
    // `npm run backup` asks this server for the backup: PGlite is this process's alone (decision 031).
    control = await serveBackups(config.dataDir, { database, store: storage.store }, app.log).catch(
      (error) => {
        app.log.warn(`No control socket, so npm run backup cannot reach this server: ${error.message}`);
        return undefined;
      },
    );
  }
  if (config.mqtt) {
    // Alerts go out the way the HTTP integration's do: the same mailer and channels as buildApp's.
    const sendMail = createMailer({
      db: database.db,
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      log: app.log,
      printLinks: database.kind === 'pglite',
    });
    const notify = createNotifier([emailChannel(sendMail)]);
    const deps = {
      db: database.db,
      notify,
      publicUrl: config.publicUrl,
      clock: () => new Date(),
      log: app.log,
    };
    mqtt = subscribeToChirpstack(deps, config.mqtt);
  }
  console.log(startupMessage(config, database, { seeded: prepared.seeded, present: prepared.demo }));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
