import { usersApi } from '@sirkula/domain/users/api';
import type { ServerFeature } from '../../lib/feature.ts';
import { deleteDemoPeople } from './queries.ts';
import { usersRoutes } from './routes.ts';

export const usersFeature: ServerFeature = {
  name: 'users',
  contracts: [usersApi],
  routes: usersRoutes,
  removeDemo: deleteDemoPeople,
};
