import { storageApi } from '@sirkula/domain/storage/api';
import type { ServerFeature } from '../../lib/feature.ts';
import { storageRoutes } from './routes.ts';

export const storageFeature: ServerFeature = {
  name: 'storage',
  contract: storageApi,
  routes: ({ storage }) => storageRoutes(storage),
};
