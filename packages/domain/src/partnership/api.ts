import { messageAnswer } from '../shared/answers.ts';
import { contract, FILE_ANSWER } from '../shared/contract.ts';
import { contactLeadInput } from './rules.ts';

/** The public's ways in: the contact form now; the promotion and partner forms join it later. */
export const partnershipApi = contract({
  'GET /partnership/contact/map': {
    access: 'public',
    summary: "A map of the provider's office (PNG), as the contact page shows it",
    answers: { 200: FILE_ANSWER },
  },
  'POST /partnership/contact': {
    access: 'public',
    summary: 'Send a message from the contact page (needs a solved Security Check)',
    body: contactLeadInput,
    answers: { 201: messageAnswer },
  },
});
