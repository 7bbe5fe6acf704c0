import type { ServerFeature } from '../../lib/feature.ts';
import { mailRoutes } from './routes.ts';

export const mailFeature: ServerFeature = { name: 'mail', routes: ({ db }) => mailRoutes(db) };
