import { join } from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { type Database, openPglite, openPostgres } from './db/client.ts';
import { lockDataDir } from './db/lock.ts';
import { migrate } from './db/migrate.ts';
import { fileStoreFromConfig } from './features/storage/file-store.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './seed/demo.ts';

async function main() {
  const config = loadConfig();
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  let database: Database;
  try {
    database = config.databaseUrl
      ? await openPostgres(config.databaseUrl)
      : await openPglite(join(config.dataDir, 'db'));
    await migrate(database);
  } catch (error) {
    release();
    throw error;
  }
  const storage = { store: fileStoreFromConfig(config), maxUploadBytes: config.storage.maxUploadBytes };
  const seeded = config.seedDemo && (await seedDemo({ db: database.db, ...storage }));

  const app = await buildApp({
    database,
    authSecret: config.authSecret,
    publicUrl: config.publicUrl,
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    trustProxy: config.trustProxy,
    logger: { level: config.logLevel },
    webDist: config.webDist,
    storage,
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await database.close();
    release();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const lines = [
    '',
    `Sirkula is running at ${config.publicUrl} (${database.kind}${database.kind === 'pglite' ? `, data in ${config.dataDir}` : ''})`,
  ];
  if (config.seedDemo) {
    lines.push(seeded ? 'Demo data created. Demo accounts:' : 'Demo accounts:');
    for (const account of DEMO_ACCOUNTS) lines.push(`  ${account.email.padEnd(28)} ${account.label}`);
    lines.push(`  password for all: ${DEMO_PASSWORD}`);
  }
  console.log(lines.join('\n'));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
