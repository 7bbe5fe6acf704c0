import { fleetApi } from '@sirkula/domain/fleet/api';
import type { ServerFeature } from '../../lib/feature.ts';
import { demoFleet } from './demo.ts';
import { deleteDemoFleet } from './queries.ts';
import { fleetRoutes } from './routes.ts';

export const fleetFeature: ServerFeature = {
  name: 'fleet',
  contracts: [fleetApi],
  routes: fleetRoutes,
  demo: { name: 'fleet', apply: demoFleet },
  removeDemo: deleteDemoFleet,
};
