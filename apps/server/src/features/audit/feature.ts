import type { ServerFeature } from '../../lib/feature.ts';
import { auditRoutes } from './routes.ts';

export const auditFeature: ServerFeature = { name: 'audit', routes: ({ db }) => auditRoutes(db) };
