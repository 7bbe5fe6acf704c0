// What other features may use of storage: everything else in its folder is its own.
export type { FileStore } from './file-store.ts';
export { type ReceivedFile, type ReceivedForm, readForm, readSingleFile } from './multipart.ts';
export { deleteFilesOf } from './queries.ts';
export { openAllowedFile, removeFile, type StorageDeps, saveUpload } from './service.ts';
export { pdfFile, pngFile } from './test-files.ts';
export { checkUpload, DOCUMENT_KINDS, DOCUMENT_OR_WORD_KINDS, MEGABYTE, type UploadKind } from './uploads.ts';
