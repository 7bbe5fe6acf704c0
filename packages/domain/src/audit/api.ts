import { z } from 'zod';
import { AUDIT_ENTITIES } from '../features.ts';
import { contract } from '../shared/contract.ts';
import { pageQuery } from '../shared/lists.ts';
import { auditPage } from './answers.ts';

/** One record's trail, a page at a time. */
export const auditQuery = pageQuery.extend({
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.string().min(1).max(64),
});

/** Internal staff read who changed a record, when, and each field before and after. */
export const auditApi = contract({
  'GET /audit': { access: 'internal', query: auditQuery, answers: { 200: auditPage } },
});
