import type { ServerFeature } from '../../lib/feature.ts';
import { settingsRoutes } from './routes.ts';

export const settingsFeature: ServerFeature = { name: 'settings', routes: ({ db }) => settingsRoutes(db) };
