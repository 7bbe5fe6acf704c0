import { contract, FILE_ANSWER } from '../shared/contract.ts';
import { idParams } from '../shared/params.ts';

/** Uploaded files: a company's users download their company's, staff every company's (the policy decides). */
export const storageApi = contract({
  'GET /files/:id': {
    access: 'signedIn',
    summary: 'Download an uploaded file (as an attachment, under its original name)',
    params: idParams,
    answers: { 200: FILE_ANSWER },
  },
});
