// What other features may use of users: everything else in its folder is its own.
export {
  companyAdmins,
  insertAccount,
  internalAdmins,
  lockActiveAdmins,
  type NewAccount,
} from './queries.ts';
export { adminsByCompany } from './recipients.ts';
