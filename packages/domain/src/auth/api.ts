import { z } from 'zod';
import { messageAnswer } from '../shared/answers.ts';
import { contract } from '../shared/contract.ts';
import { registered, signedIn } from './answers.ts';
import {
  changePasswordInput,
  forgotPasswordInput,
  loginInput,
  registerInput,
  resetPasswordInput,
  verifyEmailInput,
} from './rules.ts';
import { sessionAnswer } from './session.ts';

/** An ALTCHA proof-of-work challenge (altcha-lib's v2 Challenge), as the security check's widget reads it. */
export const captchaChallenge = z.object({
  codeChallenge: z
    .object({ image: z.string(), audio: z.string().optional(), length: z.number().optional() })
    .optional(),
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
});

/**
 * Signing up, in and out, and passwords. Everything before a session is public (rate-limited by the
 * server); reading the session and changing one's password need one, even before a forced change.
 */
export const authApi = contract({
  'GET /auth/captcha': { access: 'public', answers: { 200: captchaChallenge } },
  'POST /auth/register': { access: 'public', body: registerInput, answers: { 201: registered } },
  'POST /auth/verify-email': { access: 'public', body: verifyEmailInput, answers: { 200: messageAnswer } },
  'POST /auth/login': { access: 'public', body: loginInput, answers: { 200: signedIn } },
  'GET /auth/session': {
    access: 'signedIn',
    allowedBeforePasswordChange: true,
    answers: { 200: sessionAnswer },
  },
  'POST /auth/logout': { access: 'public', answers: { 200: messageAnswer } },
  'POST /auth/forgot-password': {
    access: 'public',
    body: forgotPasswordInput,
    answers: { 200: messageAnswer },
  },
  'POST /auth/reset-password': {
    access: 'public',
    body: resetPasswordInput,
    answers: { 200: messageAnswer },
  },
  'POST /auth/change-password': {
    access: 'signedIn',
    allowedBeforePasswordChange: true,
    body: changePasswordInput,
    answers: { 200: messageAnswer },
  },
});
