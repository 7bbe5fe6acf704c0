import { z } from 'zod';
import { contract } from '../shared/contract.ts';
import { idParams } from '../shared/params.ts';
import { contractDetail, contractPage } from './answers.ts';
import { CONTRACT_KINDS, cancelContractInput, contractInput, listContractsQuery } from './rules.ts';

/** What internal staff send to create a contract: the shared form's fields and who it is with. */
export const createContractBody = z.intersection(contractInput, z.object({ kind: z.enum(CONTRACT_KINDS) }));

/** The contracts' endpoints: company users read their own company's; staff draft and change them. */
export const contractsApi = contract({
  'GET /contracts': { access: 'signedIn', query: listContractsQuery, answers: { 200: contractPage } },
  'POST /contracts': { access: 'internal', body: createContractBody, answers: { 201: contractDetail } },
  'GET /contracts/:id': { access: 'signedIn', params: idParams, answers: { 200: contractDetail } },
  'PATCH /contracts/:id': {
    access: 'internal',
    params: idParams,
    body: contractInput,
    answers: { 200: contractDetail },
  },
  'POST /contracts/:id/activate': {
    access: 'internal',
    params: idParams,
    answers: { 200: contractDetail },
  },
  'POST /contracts/:id/cancel': {
    access: 'internal',
    params: idParams,
    body: cancelContractInput,
    answers: { 200: contractDetail },
  },
});
