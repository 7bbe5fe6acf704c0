// What other features may use of users: everything else in its folder is its own.
export { insertAccount, lockActiveAdmins, type NewAccount } from './queries.ts';
