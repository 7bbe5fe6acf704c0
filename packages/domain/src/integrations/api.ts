import { contract } from '../shared/contract.ts';
import { idParams } from '../shared/params.ts';
import { createdKey, integrationKey, keyPage } from './answers.ts';
import { keyInput, listKeysQuery } from './inputs.ts';

/** Integration keys: staff make them for a company's devices or the provider's, and revoke them. */
export const integrationsApi = contract({
  'GET /integration-keys': { access: 'internal', query: listKeysQuery, answers: { 200: keyPage } },
  'POST /integration-keys': { access: 'internal', body: keyInput, answers: { 201: createdKey } },
  'POST /integration-keys/:id/revoke': {
    access: 'internal',
    params: idParams,
    answers: { 200: integrationKey },
  },
});
