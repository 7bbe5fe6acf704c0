import { billingApi } from '@sirkula/domain/billing/api';
import type { ServerFeature } from '../../lib/feature.ts';
import { demoBilling } from './demo.ts';
import { deleteDemoInvoices } from './queries.ts';
import { billingRoutes } from './routes.ts';

export const billingFeature: ServerFeature = {
  name: 'billing',
  contracts: [billingApi],
  routes: billingRoutes,
  demo: { name: 'billing', apply: demoBilling },
  removeDemo: deleteDemoInvoices,
};
