import { schedulersApi } from '@sirkula/domain/schedulers/api';
import type { ServerFeature } from '../../lib/feature.ts';
import { demoRuns, removeDemoRuns } from './demo.ts';
import { schedulersRoutes } from './routes.ts';
import { cleanUpJob } from './runner.ts';

export const schedulersFeature: ServerFeature = {
  name: 'schedulers',
  contracts: [schedulersApi],
  routes: schedulersRoutes,
  jobs: [cleanUpJob],
  demo: { name: 'scheduler-runs', apply: (context) => demoRuns(context.storage.db, context.now) },
  removeDemo: removeDemoRuns,
};
