import { authApi } from '@sirkula/domain/auth/api';
import type { ServerFeature } from '../../lib/feature.ts';
import { authRoutes } from './routes.ts';

export const authFeature: ServerFeature = { name: 'auth', contracts: [authApi], routes: authRoutes };
