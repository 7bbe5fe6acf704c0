import { trackingApi } from '@sirkula/domain/tracking/api';
import type { ServerFeature } from '../../lib/feature.ts';
import { demoTracking } from './demo.ts';
import { trackingRoutes } from './routes.ts';

export const trackingFeature: ServerFeature = {
  name: 'tracking',
  contracts: [trackingApi],
  routes: trackingRoutes,
  demo: { name: 'tracking', apply: demoTracking },
};
