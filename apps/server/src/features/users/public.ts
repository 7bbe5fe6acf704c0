// What other features may use of users: everything else in its folder is its own.
export { insertAccount, lockActiveAdmins } from './queries.ts';
