import { contract } from '../shared/contract.ts';
import { idParams } from '../shared/params.ts';
import { binAnswer, binDeleted, binPage } from './answers.ts';
import { binInput, listBinsQuery } from './inputs.ts';

/** Smart bins: staff keep them; a customer reads its own (the feature's policy decides whose). */
export const smartbinsApi = contract({
  'GET /smartbins': { access: 'signedIn', query: listBinsQuery, answers: { 200: binPage } },
  'GET /smartbins/:id': { access: 'signedIn', params: idParams, answers: { 200: binAnswer } },
  'POST /smartbins': { access: 'internal', body: binInput, answers: { 201: binAnswer } },
  'PATCH /smartbins/:id': {
    access: 'internal',
    params: idParams,
    body: binInput,
    answers: { 200: binAnswer },
  },
  'DELETE /smartbins/:id': { access: 'internal', params: idParams, answers: { 200: binDeleted } },
});
