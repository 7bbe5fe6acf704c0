import type { WebFeature } from '../feature.ts';
import { billingFeature } from './billing/routes.tsx';
import { companiesFeature } from './companies/routes.tsx';
import { contractsFeature } from './contracts/routes.tsx';
import { dashboardFeature } from './dashboard/routes.tsx';
import { documentsFeature } from './documents/routes.tsx';
import { fleetFeature } from './fleet/routes.tsx';
import { integrationsFeature } from './integrations/routes.tsx';
import { journeysFeature } from './journeys/routes.tsx';
import { manifestsFeature } from './manifests/routes.tsx';
import { partnershipFeature } from './partnership/routes.tsx';
import { reportsFeature } from './reports/routes.tsx';
import { schedulersFeature } from './schedulers/routes.tsx';
import { settingsFeature } from './settings/routes.tsx';
import { smartbinsFeature } from './smartbins/routes.tsx';
import { storageFeature } from './storage/routes.tsx';
import { trackingFeature } from './tracking/routes.tsx';
import { usersFeature } from './users/routes.tsx';
import { wasteFeature } from './waste/routes.tsx';
import { webhooksFeature } from './webhooks/routes.tsx';

/**
 * Every feature with screens, one line each; the portals' routes and menus are built from it. A portal's
 * home shows the features' home parts in this order: the dashboard first.
 */
export const WEB_FEATURES: readonly WebFeature[] = [
  dashboardFeature,
  usersFeature,
  companiesFeature,
  contractsFeature,
  wasteFeature,
  smartbinsFeature,
  journeysFeature,
  manifestsFeature,
  fleetFeature,
  trackingFeature,
  settingsFeature,
  billingFeature,
  reportsFeature,
  integrationsFeature,
  documentsFeature,
  schedulersFeature,
  storageFeature,
  partnershipFeature,
  webhooksFeature,
];
