import type { ServerFeature } from '../../lib/feature.ts';
import { fleetRoutes } from './routes.ts';

export const fleetFeature: ServerFeature = { name: 'fleet', routes: fleetRoutes };
