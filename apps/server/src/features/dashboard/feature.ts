import { dashboardApi } from '@sirkula/domain/dashboard/api';
import type { ServerFeature } from '../../lib/feature.ts';
import { dashboardRoutes } from './routes.ts';

export const dashboardFeature: ServerFeature = {
  name: 'dashboard',
  contracts: [dashboardApi],
  routes: dashboardRoutes,
};
