import audit from './audit/id.json' with { type: 'json' };
import billing from './billing/id.json' with { type: 'json' };
import companies from './companies/id.json' with { type: 'json' };
import contracts from './contracts/id.json' with { type: 'json' };
import dashboard from './dashboard/id.json' with { type: 'json' };
import documents from './documents/id.json' with { type: 'json' };
import email from './email/id.json' with { type: 'json' };
import fleet from './fleet/id.json' with { type: 'json' };
import handover from './handover/id.json' with { type: 'json' };
import integrations from './integrations/id.json' with { type: 'json' };
import journeys from './journeys/id.json' with { type: 'json' };
import manifests from './manifests/id.json' with { type: 'json' };
import partnership from './partnership/id.json' with { type: 'json' };
import places from './places/id.json' with { type: 'json' };
import proof from './proof/id.json' with { type: 'json' };
import reports from './reports/id.json' with { type: 'json' };
import schedulers from './schedulers/id.json' with { type: 'json' };
import settings from './settings/id.json' with { type: 'json' };
import smartbins from './smartbins/id.json' with { type: 'json' };
import storage from './storage/id.json' with { type: 'json' };
import tracking from './tracking/id.json' with { type: 'json' };
import users from './users/id.json' with { type: 'json' };
import waste from './waste/id.json' with { type: 'json' };
import webhooks from './webhooks/id.json' with { type: 'json' };

/**
 * The Indonesian texts of the feature modules, each under its own top-level key. Kept apart from
 * the common catalogue (id.json) so a browser downloads them only with those modules' screens.
 */
export const featuresId = {
  companies,
  users,
  storage,
  contracts,
  waste,
  smartbins,
  integrations,
  dashboard,
  journeys,
  proof,
  fleet,
  handover,
  places,
  manifests,
  tracking,
  billing,
  audit,
  email,
  settings,
  schedulers,
  documents,
  reports,
  partnership,
  webhooks,
} as const;
