import type { ServerFeature } from '../../lib/feature.ts';
import { demoWaste } from '../../seed/demo-waste.ts';
import { wasteRoutes } from './routes.ts';

export const wasteFeature: ServerFeature = {
  name: 'waste',
  routes: wasteRoutes,
  demo: { name: 'contracts-and-waste', apply: demoWaste },
};
