import { contractsApi } from '@sirkula/domain/contracts/api';
import type { ServerFeature } from '../../lib/feature.ts';
import { sendEndingNotices } from './expiry.ts';
import { deleteDemoContracts } from './queries.ts';
import { contractsRoutes } from './routes.ts';

export const contractsFeature: ServerFeature = {
  name: 'contracts',
  contracts: [contractsApi],
  routes: contractsRoutes,
  removeDemo: deleteDemoContracts,
  jobs: [
    {
      // 07:00 WIB: the notice is waiting when staff and the company's admins start their day.
      code: 'contractExpiry',
      cron: '0 7 * * *',
      retryLimit: 3,
      run: (deps, now) => sendEndingNotices(deps, now),
    },
  ],
};
