import type { ServerFeature } from '../../lib/feature.ts';
import { authRoutes } from './routes.ts';

export const authFeature: ServerFeature = { name: 'auth', routes: authRoutes };
