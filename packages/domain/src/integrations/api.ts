import { contract } from '../shared/contract.ts';
import { idParams } from '../shared/params.ts';
import { createdKey, integrationKey, keyPage, keyRequestPage } from './answers.ts';
import { keyInput, listKeyRequestsQuery, listKeysQuery, rotateKeyInput } from './inputs.ts';

/**
 * API keys: the provider's admins make them for any company or the provider; a company's admins for
 * their own company (its "Developers" section). Rotating answers the new secret, once.
 */
export const integrationsApi = contract({
  'GET /integration-keys': { access: 'signedIn', query: listKeysQuery, answers: { 200: keyPage } },
  'POST /integration-keys': { access: 'signedIn', body: keyInput, answers: { 201: createdKey } },
  'POST /integration-keys/:id/revoke': {
    access: 'signedIn',
    params: idParams,
    answers: { 200: integrationKey },
  },
  'POST /integration-keys/:id/rotate': {
    access: 'signedIn',
    params: idParams,
    body: rotateKeyInput,
    answers: { 200: createdKey },
  },
  'GET /integration-keys/:id/requests': {
    access: 'signedIn',
    params: idParams,
    query: listKeyRequestsQuery,
    answers: { 200: keyRequestPage },
  },
});
