import { storageApi } from '@sirkula/domain/storage/api';
import type { ServerFeature } from '../../lib/feature.ts';
import { demoOrphan, removeDemoOrphan } from './demo.ts';
import { deleteStoredObjectsTask } from './object-deletes.ts';
import { checkStorage, describeReport } from './orphans.ts';
import { storageRoutes } from './routes.ts';

export const storageFeature: ServerFeature = {
  name: 'storage',
  contracts: [storageApi],
  routes: ({ storage, clock }) => storageRoutes(storage, clock),
  demo: { name: 'storage-orphan', apply: demoOrphan },
  removeDemo: removeDemoOrphan,
  jobs: [
    {
      // Sunday 03:00 WIB, the quietest hour: it reports what it finds and deletes nothing.
      code: 'storageOrphans',
      cron: '0 3 * * 0',
      retryLimit: 1,
      run: async ({ storage }, now) => describeReport(await checkStorage(storage, { now })),
    },
  ],
  tasks: [deleteStoredObjectsTask],
};
