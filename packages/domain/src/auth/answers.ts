import { z } from 'zod';
import { type Answer, messageAnswer } from '../shared/answers.ts';
import { sessionAnswer } from './session.ts';

/** A new account: what to tell the user and the address the verification e-mail went to. */
export const registered = messageAnswer.extend({ email: z.string() });
export type Registered = Answer<typeof registered>;

/** A signed-in session and the greeting to show. */
export const signedIn = sessionAnswer.extend({ message: z.string() });
export type SignedIn = Answer<typeof signedIn>;
