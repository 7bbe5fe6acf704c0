import { wasteApi } from '@sirkula/domain/waste/api';
import type { ServerFeature } from '../../lib/feature.ts';
import { demoWaste } from './demo.ts';
import { deleteDemoWasteRecords } from './queries.ts';
import { wasteRoutes } from './routes.ts';

export const wasteFeature: ServerFeature = {
  name: 'waste',
  contracts: [wasteApi],
  routes: wasteRoutes,
  demo: { name: 'contracts-and-waste', apply: demoWaste },
  removeDemo: deleteDemoWasteRecords,
};
