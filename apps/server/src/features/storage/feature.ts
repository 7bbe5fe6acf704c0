import { storageApi } from '@sirkula/domain/storage/api';
import type { ServerFeature } from '../../lib/feature.ts';
import { storageRoutes } from './routes.ts';

export const storageFeature: ServerFeature = {
  name: 'storage',
  contracts: [storageApi],
  routes: ({ storage }) => storageRoutes(storage),
};
