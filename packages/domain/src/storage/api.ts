import { contract, FILE_ANSWER } from '../shared/contract.ts';
import { idParams } from '../shared/params.ts';
import {
  deletedOrphans,
  deleteOrphansInput,
  listStoredFilesQuery,
  orphanReport,
  storedFilePage,
  storedFileTotals,
} from './answers.ts';

/** Uploaded files: a company's users download their company's, staff every company's (the policy decides). */
export const storageApi = contract({
  'GET /files/:id': {
    access: 'signedIn',
    summary: 'Download an uploaded file (as an attachment, under its original name)',
    params: idParams,
    answers: { 200: FILE_ANSWER },
  },
  'GET /storage/files': {
    access: 'internal',
    summary: 'The storage console: every stored file by kind and company, with a name search',
    query: listStoredFilesQuery,
    answers: { 200: storedFilePage },
  },
  'GET /storage/totals': {
    access: 'internal',
    summary: 'The storage console: how many files of each kind are stored and their bytes',
    answers: { 200: storedFileTotals },
  },
  'POST /storage/check': {
    access: 'internal',
    summary: 'Compare the stored objects with the file records: orphaned objects and missing ones',
    answers: { 200: orphanReport },
  },
  'POST /storage/orphans/delete': {
    access: 'internal',
    summary: 'Delete orphaned objects staff confirmed (a key a record points at is kept)',
    body: deleteOrphansInput,
    answers: { 200: deletedOrphans },
  },
});
