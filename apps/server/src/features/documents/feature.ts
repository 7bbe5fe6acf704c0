import { documentsApi } from '@sirkula/domain/documents/api';
import type { ServerFeature } from '../../lib/feature.ts';
import { demoDocuments } from './demo.ts';
import { sendExpiryNotices } from './expiry.ts';
import { deleteDemoDocuments, documentFileOwners } from './queries.ts';
import { documentsRoutes } from './routes.ts';

export const documentsFeature: ServerFeature = {
  name: 'documents',
  contracts: [documentsApi],
  routes: documentsRoutes,
  demo: { name: 'documents', apply: demoDocuments },
  removeDemo: deleteDemoDocuments,
  fileOwners: documentFileOwners,
  jobs: [
    {
      // 06:00 WIB: the notice is waiting when the company's admins start their day.
      code: 'documentsExpiry',
      cron: '0 6 * * *',
      retryLimit: 3,
      run: (deps, now) => sendExpiryNotices(deps, now),
    },
  ],
};
