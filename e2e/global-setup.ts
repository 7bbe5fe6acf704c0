import { rmSync } from 'node:fs';
import { BASE_PORT, SEED_DATA_DIR, startServer } from './server.ts';

/**
 * Creating the demo data takes a server many seconds; copying a folder, milliseconds. So the run
 * seeds one data directory here and each worker starts its server on a copy (tests/fixtures.ts).
 */
export default async function globalSetup() {
  rmSync(SEED_DATA_DIR, { recursive: true, force: true });
  const seeding = await startServer(BASE_PORT, SEED_DATA_DIR);
  await seeding.stop();
  return () => rmSync(SEED_DATA_DIR, { recursive: true, force: true });
}
