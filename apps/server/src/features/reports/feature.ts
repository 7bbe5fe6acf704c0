import { reportsApi } from '@sirkula/domain/reports/api';
import type { ServerFeature } from '../../lib/feature.ts';
import { demoReports, removeDemoReports } from './demo.ts';
import { reportsRoutes } from './routes.ts';
import { sendScheduledReports } from './scheduled.ts';
import { writeReportTask } from './service.ts';

export const reportsFeature: ServerFeature = {
  name: 'reports',
  contracts: [reportsApi],
  routes: reportsRoutes,
  tasks: [writeReportTask],
  jobs: [{ code: 'reportsMonthly', cron: '0 6 1 * *', retryLimit: 3, run: sendScheduledReports }],
  demo: { name: 'reports', apply: demoReports },
  removeDemo: removeDemoReports,
};
