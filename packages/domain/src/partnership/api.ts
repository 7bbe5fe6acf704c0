import { z } from 'zod';
import { messageAnswer } from '../shared/answers.ts';
import { contract, FILE_ANSWER } from '../shared/contract.ts';
import { searchText } from '../shared/lists.ts';
import { idParams } from '../shared/params.ts';
import { leadChanged, leadDetail, leadPage, publicB3Codes } from './answers.ts';
import {
  contactLeadInput,
  convertLeadInput,
  leadNoteInput,
  leadStatusInput,
  listLeadsQuery,
  partnerLeadInput,
  promotionLeadInput,
} from './rules.ts';

/**
 * The public's ways in (the contact form, the promotion registration and the partner application) and
 * staff's review queue of the leads they make.
 */
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
  'POST /partnership/promotion': {
    access: 'public',
    summary: 'Register for the promotion: one month of free transport with a contract of at least a year',
    body: promotionLeadInput,
    answers: { 201: messageAnswer },
  },
  'POST /partnership/partner': {
    access: 'public',
    summary: 'Apply as a partner (transporter, collector or processor)',
    body: partnerLeadInput,
    answers: { 201: messageAnswer },
  },
  'GET /partnership/b3-codes': {
    access: 'public',
    summary: 'B3 waste codes matching a search, for the promotion form',
    query: z.object({ q: searchText }),
    answers: { 200: publicB3Codes },
  },
  'GET /partnership/leads': {
    access: 'internal',
    summary: "Staff's review queue of leads, filtered by kind and status",
    query: listLeadsQuery,
    answers: { 200: leadPage },
  },
  'GET /partnership/leads/:id': {
    access: 'internal',
    params: idParams,
    answers: { 200: leadDetail },
  },
  'POST /partnership/leads/:id/status': {
    access: 'internal',
    summary: 'Move a lead on (contacted, qualified) or decline it',
    params: idParams,
    body: leadStatusInput,
    answers: { 200: leadChanged },
  },
  'POST /partnership/leads/:id/notes': {
    access: 'internal',
    params: idParams,
    body: leadNoteInput,
    answers: { 200: leadChanged },
  },
  'POST /partnership/leads/:id/convert': {
    access: 'internal',
    summary:
      'Convert a qualified lead: its company made or linked, and for the promotion a draft contract carrying it',
    params: idParams,
    body: convertLeadInput,
    answers: { 200: leadChanged },
  },
});
