// What other features may use of audit: everything else in its folder is its own.
export { type AuditEntry, deleteAuditEntriesAbout, recordAudit } from './queries.ts';
