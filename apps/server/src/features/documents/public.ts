// What other features may use of documents: everything else in its folder is its own.
export {
  type DocumentRecord,
  type FinalDocument,
  type FinalDocumentDeps,
  finalDocumentFile,
  recordCompanyFile,
  storeFinalDocument,
} from './final-documents.ts';
export { deleteDocumentsOfRecords } from './queries.ts';
