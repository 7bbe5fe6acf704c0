// What other features may use of companies: everything else in its folder is its own.

export { withDocuments } from './demo.ts';
export { DEMO_BRANDING, DEMO_CUSTOMER, DEMO_PARTNER } from './demo-companies.ts';
export { demoPdf } from './demo-documents.ts';
export {
  DEMO_DRIVER,
  DEMO_LEAD_COMPANY,
  DEMO_PASSWORD,
  DEMO_RECEIVER,
  DEMO_SIGNATURE,
} from './demo-people.ts';
export { createUser } from './factories.ts';
export { findCompany, updateCompany } from './queries.ts';
export { assertProfileComplete, insertCompanyFromLead } from './service.ts';
