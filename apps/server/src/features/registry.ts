import type { ServerFeature } from '../lib/feature.ts';
import { auditFeature } from './audit/feature.ts';
import { authFeature } from './auth/feature.ts';
import { backupsFeature } from './backups/feature.ts';
import { billingFeature } from './billing/feature.ts';
import { companiesFeature } from './companies/feature.ts';
import { contractsFeature } from './contracts/feature.ts';
import { dashboardFeature } from './dashboard/feature.ts';
import { documentsFeature } from './documents/feature.ts';
import { fleetFeature } from './fleet/feature.ts';
import { integrationsFeature } from './integrations/feature.ts';
import { journeysFeature } from './journeys/feature.ts';
import { mailFeature } from './mail/feature.ts';
import { manifestsFeature } from './manifests/feature.ts';
import { partnershipFeature } from './partnership/feature.ts';
import { reportsFeature } from './reports/feature.ts';
import { schedulersFeature } from './schedulers/feature.ts';
import { settingsFeature } from './settings/feature.ts';
import { smartbinsFeature } from './smartbins/feature.ts';
import { storageFeature } from './storage/feature.ts';
import { trackingFeature } from './tracking/feature.ts';
import { usersFeature } from './users/feature.ts';
import { wasteFeature } from './waste/feature.ts';
import { webhooksFeature } from './webhooks/feature.ts';

/**
 * Every feature of the API, one line each: the platform (accounts, audit, mail, storage) first, then
 * each feature after those it builds on. Demo seeds run in this order, as a feature's demo data may
 * name what an earlier one's created (waste records name the demo companies); demo removal runs in
 * the reverse order, so rows go before the rows they point at (users before their companies).
 */
export const FEATURES: readonly ServerFeature[] = [
  authFeature,
  auditFeature,
  mailFeature,
  storageFeature,
  companiesFeature,
  usersFeature,
  integrationsFeature,
  contractsFeature,
  wasteFeature,
  smartbinsFeature,
  fleetFeature,
  journeysFeature,
  manifestsFeature,
  trackingFeature,
  dashboardFeature,
  settingsFeature,
  billingFeature,
  documentsFeature,
  reportsFeature,
  schedulersFeature,
  partnershipFeature,
  webhooksFeature,
  backupsFeature,
];
