import { billingApi } from '@sirkula/domain/billing/api';
import type { ServerFeature } from '../../lib/feature.ts';
import { demoBilling } from './demo.ts';
import { runLastMonth } from './monthly-run.ts';
import { deleteDemoInvoices, paymentFileOwners } from './queries.ts';
import { sendPaymentReminders } from './reminders.ts';
import { billingRoutes } from './routes.ts';
import { billingRunTask } from './run.ts';

export const billingFeature: ServerFeature = {
  name: 'billing',
  contracts: [billingApi],
  routes: billingRoutes,
  demo: { name: 'billing', apply: demoBilling },
  removeDemo: deleteDemoInvoices,
  fileOwners: paymentFileOwners,
  jobs: [
    // 02:00 WIB on the 1st: last month is billed before the office opens.
    { code: 'billingMonthly', cron: '0 2 1 * *', retryLimit: 2, run: (deps, now) => runLastMonth(deps, now) },
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
