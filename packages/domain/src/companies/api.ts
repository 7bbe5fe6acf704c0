import { z } from 'zod';
import { statusInput } from '../auth/account-status.ts';
import { contract, MULTIPART_BODY } from '../shared/contract.ts';
import { idParams } from '../shared/params.ts';
import { companyDetail, companyOptions, companyPage } from './answers.ts';
import { COMPANY_DOCUMENTS, COMPANY_KINDS, companyProfileInput, listCompaniesQuery } from './rules.ts';

const documentParams = idParams.extend({ document: z.enum(COMPANY_DOCUMENTS) });

/** A picker's search: part of a name, and which side the company is on. */
export const companyOptionsQuery = z.object({
  q: z.string().trim().max(100).optional(),
  kind: z.enum(COMPANY_KINDS).optional(),
});

/**
 * Staff list, register and approve companies; a company's users read its profile, its admins keep it
 * and upload its documents (the policy narrows each call to their own company); an admin without a
 * company creates its profile.
 */
export const companiesApi = contract({
  'GET /companies': { access: 'internal', query: listCompaniesQuery, answers: { 200: companyPage } },
  'GET /companies/options': {
    access: 'internal',
    query: companyOptionsQuery,
    answers: { 200: companyOptions },
  },
  'POST /companies': { access: 'internal', body: companyProfileInput, answers: { 201: companyDetail } },
  'GET /companies/:id': { access: 'signedIn', params: idParams, answers: { 200: companyDetail } },
  'PATCH /companies/:id': {
    access: 'signedIn',
    params: idParams,
    body: companyProfileInput,
    answers: { 200: companyDetail },
  },
  'POST /companies/:id/status': {
    access: 'internal',
    params: idParams,
    body: statusInput,
    answers: { 200: companyDetail },
  },
  'PUT /companies/:id/documents/:document': {
    access: 'signedIn',
    params: documentParams,
    body: MULTIPART_BODY,
    answers: { 200: companyDetail },
  },
  'GET /company': { access: 'signedIn', answers: { 200: companyDetail } },
  'POST /company': { access: 'signedIn', body: companyProfileInput, answers: { 201: companyDetail } },
});
