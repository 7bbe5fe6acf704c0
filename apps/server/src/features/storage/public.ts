// What other features may use of storage: everything else in its folder is its own.
export { type FileStore, MissingObject } from './file-store.ts';
export { type ReceivedFile, type ReceivedForm, readForm, readSingleFile } from './multipart.ts';
export { deleteFilesById, deleteFilesOf, deleteSeededFiles } from './queries.ts';
export {
  type FileOwners,
  type GeneratedFile,
  type OwnerOfFile,
  openAllowedFile,
  removeFile,
  type StorageDeps,
  saveGeneratedFile,
  saveUpload,
} from './service.ts';
export { pdfFile, pngFile } from './test-files.ts';
export { checkUpload, DOCUMENT_KINDS, DOCUMENT_OR_WORD_KINDS, MEGABYTE, type UploadKind } from './uploads.ts';
