// What other features may use of auth: everything else in its folder is its own.
export {
  deleteExpiredSignInData,
  findUserByEmail,
  replaceResetTokens,
  type SessionUserRow,
  setMustChangePassword,
} from './queries.ts';
