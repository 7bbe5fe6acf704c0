import type { ServerFeature } from '../../lib/feature.ts';
import { billingRoutes } from './routes.ts';

export const billingFeature: ServerFeature = { name: 'billing', routes: billingRoutes };
