import { journeysApi } from '@sirkula/domain/journeys/api';
import type { ServerFeature } from '../../lib/feature.ts';
import { demoJourneys } from './demo.ts';
import { deleteDemoJourneys, journeyFileOwners } from './queries.ts';
import { journeysRoutes } from './routes.ts';

export const journeysFeature: ServerFeature = {
  name: 'journeys',
  contracts: [journeysApi],
  routes: journeysRoutes,
  demo: { name: 'journeys', apply: demoJourneys },
  removeDemo: deleteDemoJourneys,
  fileOwners: journeyFileOwners,
};
