import { integrationsApi } from '@sirkula/domain/integrations/api';
import type { ServerFeature } from '../../lib/feature.ts';
import { demoKeys, removeDemoKeys } from './demo.ts';
import { deleteOldUsage } from './housekeeping.ts';
import { integrationsRoutes } from './routes.ts';

export const integrationsFeature: ServerFeature = {
  name: 'integrations',
  contracts: [integrationsApi],
  routes: integrationsRoutes,
  demo: { name: 'integration-keys', apply: (context) => demoKeys(context) },
  removeDemo: removeDemoKeys,
  jobs: [
    {
      // 03:30 WIB, when nobody is calling: the logs past 30 days and yesterday's rate counters.
      code: 'apiKeyLogs',
      cron: '30 3 * * *',
      retryLimit: 3,
      run: (deps, now) => deleteOldUsage(deps.db, now),
    },
  ],
};
