import { auditApi } from '@sirkula/domain/audit/api';
import type { ServerFeature } from '../../lib/feature.ts';
import { auditRoutes } from './routes.ts';

export const auditFeature: ServerFeature = {
  name: 'audit',
  contracts: [auditApi],
  routes: ({ db }) => auditRoutes(db),
};
