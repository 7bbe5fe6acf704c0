import { z } from 'zod';
import { statusInput } from '../auth/account-status.ts';
import { messageAnswer } from '../shared/answers.ts';
import { contract } from '../shared/contract.ts';
import { createdUser, profile, userPage, userSummary } from './answers.ts';
import { updateProfileInput } from './rules.ts';
import { createUserInput, listUsersQuery, updateUserInput } from './user-admin.ts';

const userParams = z.object({ id: z.string().min(1).max(64) });

/**
 * Everyone keeps their own profile (even before a forced password change); company admins manage their
 * company's accounts and staff every account (the policy narrows each call); only staff force a new password.
 */
export const usersApi = contract({
  'GET /profile': { access: 'signedIn', allowedBeforePasswordChange: true, answers: { 200: profile } },
  'PATCH /profile': {
    access: 'signedIn',
    allowedBeforePasswordChange: true,
    body: updateProfileInput,
    answers: { 200: profile },
  },
  'GET /users': { access: 'signedIn', query: listUsersQuery, answers: { 200: userPage } },
  'POST /users': { access: 'signedIn', body: createUserInput, answers: { 201: createdUser } },
  'GET /users/:id': { access: 'signedIn', params: userParams, answers: { 200: userSummary } },
  'PATCH /users/:id': {
    access: 'signedIn',
    params: userParams,
    body: updateUserInput,
    answers: { 200: userSummary },
  },
  'POST /users/:id/status': {
    access: 'signedIn',
    params: userParams,
    body: statusInput,
    answers: { 200: userSummary },
  },
  'DELETE /users/:id': { access: 'signedIn', params: userParams, answers: { 200: messageAnswer } },
  'POST /users/:id/require-password-change': {
    access: 'internal',
    params: userParams,
    answers: { 200: messageAnswer },
  },
});
