import { partnershipApi } from '@sirkula/domain/partnership/api';
import type { ServerFeature } from '../../lib/feature.ts';
import { demoLeads, removeDemoLeads } from './demo.ts';
import { partnershipRoutes } from './routes.ts';

/** The public's ways in (the contact form now; the promotion and partner forms later) and their leads. */
export const partnershipFeature: ServerFeature = {
  name: 'partnership',
  contracts: [partnershipApi],
  routes: partnershipRoutes,
  demo: { name: 'contact-leads', apply: demoLeads },
  removeDemo: removeDemoLeads,
};
