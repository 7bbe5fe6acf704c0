import { billingApi } from '@sirkula/domain/billing/api';
import type { ServerFeature } from '../../lib/feature.ts';
import { demoBilling } from './demo.ts';
import { deleteDemoInvoices } from './queries.ts';
import { sendPaymentReminders } from './reminders.ts';
import { billingRoutes } from './routes.ts';
import { billingRunTask } from './run.ts';

export const billingFeature: ServerFeature = {
  name: 'billing',
  contracts: [billingApi],
  routes: billingRoutes,
  demo: { name: 'billing', apply: demoBilling },
  removeDemo: deleteDemoInvoices,
  jobs: [
    {
      // 08:00 WIB: the reminder is in the inbox as the customer's office starts its day.
      code: 'billingReminders',
      cron: '0 8 * * *',
      retryLimit: 3,
      run: (deps, now) => sendPaymentReminders(deps, now),
    },
  ],
  tasks: [billingRunTask],
};
