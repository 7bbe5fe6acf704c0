import { webhooksApi } from '@sirkula/domain/webhooks/api';
import type { ServerFeature } from '../../lib/feature.ts';
import { cleanUpDeliveries, deliveryTask, runDeliveries } from './delivery.ts';
import { demoWebhooks } from './demo.ts';
import { deleteDemoWebhooks } from './queries.ts';
import { webhooksRoutes } from './routes.ts';

export const webhooksFeature: ServerFeature = {
  name: 'webhooks',
  contracts: [webhooksApi],
  routes: webhooksRoutes,
  demo: { name: 'webhooks', apply: demoWebhooks },
  removeDemo: deleteDemoWebhooks,
  jobs: [
    {
      // Every minute: a retry's 5-second wait becomes up to a minute; the rest of the schedule holds.
      code: 'webhookDeliveries',
      cron: '* * * * *',
      retryLimit: 1,
      run: (deps, now) => runDeliveries(deps, now),
    },
    {
      code: 'webhookCleanUp',
      cron: '45 1 * * *',
      retryLimit: 3,
      run: (deps, now) => cleanUpDeliveries(deps, now),
    },
  ],
  tasks: [deliveryTask],
};
