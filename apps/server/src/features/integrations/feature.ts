import { integrationsApi } from '@sirkula/domain/integrations/api';
import type { ServerFeature } from '../../lib/feature.ts';
import { demoKey, removeDemoKeys } from './demo.ts';
import { integrationsRoutes } from './routes.ts';

export const integrationsFeature: ServerFeature = {
  name: 'integrations',
  contracts: [integrationsApi],
  routes: integrationsRoutes,
  demo: { name: 'integration-keys', apply: (context) => demoKey(context.storage.db) },
  removeDemo: removeDemoKeys,
};
