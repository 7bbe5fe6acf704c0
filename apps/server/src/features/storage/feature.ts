import type { ServerFeature } from '../../lib/feature.ts';
import { storageRoutes } from './routes.ts';

export const storageFeature: ServerFeature = {
  name: 'storage',
  routes: ({ storage }) => storageRoutes(storage),
};
