import { settingsApi } from '@sirkula/domain/settings/api';
import type { ServerFeature } from '../../lib/feature.ts';
import { demoInvoicing, removeDemoInvoicing } from './demo.ts';
import { settingsFileOwners } from './queries.ts';
import { settingsRoutes } from './routes.ts';

export const settingsFeature: ServerFeature = {
  name: 'settings',
  contracts: [settingsApi],
  routes: settingsRoutes,
  demo: { name: 'invoice-block', apply: demoInvoicing },
  removeDemo: removeDemoInvoicing,
  fileOwners: settingsFileOwners,
};
