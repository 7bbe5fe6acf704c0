import audit from './audit/en.json' with { type: 'json' };
import billing from './billing/en.json' with { type: 'json' };
import companies from './companies/en.json' with { type: 'json' };
import contracts from './contracts/en.json' with { type: 'json' };
import dashboard from './dashboard/en.json' with { type: 'json' };
import documents from './documents/en.json' with { type: 'json' };
import email from './email/en.json' with { type: 'json' };
import fleet from './fleet/en.json' with { type: 'json' };
import handover from './handover/en.json' with { type: 'json' };
import integrations from './integrations/en.json' with { type: 'json' };
import journeys from './journeys/en.json' with { type: 'json' };
import manifests from './manifests/en.json' with { type: 'json' };
import partnership from './partnership/en.json' with { type: 'json' };
import places from './places/en.json' with { type: 'json' };
import proof from './proof/en.json' with { type: 'json' };
import reports from './reports/en.json' with { type: 'json' };
import schedulers from './schedulers/en.json' with { type: 'json' };
import settings from './settings/en.json' with { type: 'json' };
import smartbins from './smartbins/en.json' with { type: 'json' };
import storage from './storage/en.json' with { type: 'json' };
import tracking from './tracking/en.json' with { type: 'json' };
import users from './users/en.json' with { type: 'json' };
import waste from './waste/en.json' with { type: 'json' };
import webhooks from './webhooks/en.json' with { type: 'json' };

/**
 * The English texts of the feature modules, each under its own top-level key. Kept apart from
 * the common catalogue (en.json) so a browser downloads them only with those modules' screens.
 */
export const featuresEn = {
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
