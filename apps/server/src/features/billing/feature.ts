import type { ServerFeature } from '../../lib/feature.ts';
import { demoBilling } from './demo.ts';
import { billingRoutes } from './routes.ts';

export const billingFeature: ServerFeature = {
  name: 'billing',
  routes: billingRoutes,
  demo: { name: 'billing', apply: demoBilling },
};
