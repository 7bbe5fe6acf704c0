import { z } from 'zod';
import { contract } from '../shared/contract.ts';
import { pageQuery } from '../shared/lists.ts';
import { auditPage } from './answers.ts';

/** The records whose trail the audit endpoint reads. */
export const AUDIT_TRAIL_ENTITIES = ['company', 'user', 'contract', 'waste', 'invoice'] as const;
export type AuditTrailEntity = (typeof AUDIT_TRAIL_ENTITIES)[number];

/** One record's trail, a page at a time. */
export const auditQuery = pageQuery.extend({
  entity: z.enum(AUDIT_TRAIL_ENTITIES),
  entityId: z.string().min(1).max(64),
});

/** Internal staff read who changed a record, when, and each field before and after. */
export const auditApi = contract({
  'GET /audit': { access: 'internal', query: auditQuery, answers: { 200: auditPage } },
});
