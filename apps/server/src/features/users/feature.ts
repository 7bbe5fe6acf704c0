import { usersApi } from '@sirkula/domain/users/api';
import type { ServerFeature } from '../../lib/feature.ts';
import { usersRoutes } from './routes.ts';

export const usersFeature: ServerFeature = { name: 'users', contract: usersApi, routes: usersRoutes };
