// What other features may use of companies: everything else in its folder is its own.
export { updateCompany } from './queries.ts';
export { assertProfileComplete } from './service.ts';
