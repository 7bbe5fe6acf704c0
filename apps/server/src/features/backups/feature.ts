import type { ServerFeature } from '../../lib/feature.ts';
import { nightlyBackupJob } from './nightly.ts';

/**
 * Backups and restores (decision 031): `npm run backup` / `npm run restore` and, in the embedded mode,
 * a nightly backup into `DATA_DIR/backups`. No endpoints: a backup is made on the server's machine,
 * by its operator, and the files never leave it through the web.
 */
export const backupsFeature: ServerFeature = {
  name: 'backups',
  contracts: [],
  routes: () => async () => {},
  jobs: [nightlyBackupJob],
};
