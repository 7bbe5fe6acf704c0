import { companiesApi } from '@sirkula/domain/companies/api';
import type { ServerFeature } from '../../lib/feature.ts';
import { demoAccounts, removeDemoCompanies } from './demo.ts';
import { companyFileOwners } from './queries.ts';
import { companiesRoutes } from './routes.ts';

export const companiesFeature: ServerFeature = {
  name: 'companies',
  contracts: [companiesApi],
  routes: companiesRoutes,
  demo: { name: 'companies-and-accounts', apply: demoAccounts },
  removeDemo: removeDemoCompanies,
  fileOwners: companyFileOwners,
};
