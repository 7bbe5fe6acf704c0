import type { ServerFeature } from '../../lib/feature.ts';
import { journeysRoutes } from './routes.ts';

export const journeysFeature: ServerFeature = { name: 'journeys', routes: journeysRoutes };
