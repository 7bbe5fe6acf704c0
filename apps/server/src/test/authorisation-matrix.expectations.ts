import { AUTH } from './authorisation-matrix/auth.ts';
import { BILLING } from './authorisation-matrix/billing.ts';
import { COMPANIES } from './authorisation-matrix/companies.ts';
import { CONTRACTS } from './authorisation-matrix/contracts.ts';
import { DASHBOARD } from './authorisation-matrix/dashboard.ts';
import { FLEET } from './authorisation-matrix/fleet.ts';
import { JOURNEYS } from './authorisation-matrix/journeys.ts';
import { MANIFESTS } from './authorisation-matrix/manifests.ts';
import { PLATFORM } from './authorisation-matrix/platform.ts';
import type { RouteExpectations } from './authorisation-matrix/rules.ts';
import { TRACKING } from './authorisation-matrix/tracking.ts';
import { USERS } from './authorisation-matrix/users.ts';
import { WASTE } from './authorisation-matrix/waste.ts';

/**
 * What each persona may do with every route under /api/v1, keyed by method and OpenAPI path, with a
 * valid request for each. A new route fails the matrix until it is added here (in its feature's file
 * under authorisation-matrix/); the rules and presets are in authorisation-matrix/rules.ts.
 */
export const EXPECTATIONS: RouteExpectations = {
  ...AUTH,
  ...USERS,
  ...COMPANIES,
  ...CONTRACTS,
  ...WASTE,
  ...JOURNEYS,
  ...MANIFESTS,
  ...FLEET,
  ...DASHBOARD,
  ...PLATFORM,
  ...TRACKING,
  ...BILLING,
};
