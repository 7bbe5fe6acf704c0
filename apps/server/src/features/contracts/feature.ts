import { contractsApi } from '@sirkula/domain/contracts/api';
import type { ServerFeature } from '../../lib/feature.ts';
import { deleteDemoContracts } from './queries.ts';
import { contractsRoutes } from './routes.ts';

export const contractsFeature: ServerFeature = {
  name: 'contracts',
  contracts: [contractsApi],
  routes: contractsRoutes,
  removeDemo: deleteDemoContracts,
};
