import type { ServerFeature } from '../../lib/feature.ts';
import { demoJourneys } from '../../seed/demo-journeys.ts';
import { journeysRoutes } from './routes.ts';

export const journeysFeature: ServerFeature = {
  name: 'journeys',
  routes: journeysRoutes,
  demo: { name: 'journeys', apply: demoJourneys },
};
