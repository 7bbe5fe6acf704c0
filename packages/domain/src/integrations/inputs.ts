import { z } from 'zod';
import { KEY_SCOPES } from '../shared/contract.ts';
import { pageQuery } from '../shared/lists.ts';
import { DEFAULT_REQUESTS_PER_MINUTE, MAX_GRACE_HOURS, MAX_REQUESTS_PER_MINUTE } from './rules.ts';

/**
 * A key for one company's programs, or for the provider's own (no company: staff only). A company's
 * admins make keys for their own company whatever `companyId` says.
 */
export const keyInput = z.object({
  name: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(120, 'validation.tooLong'),
  companyId: z
    .uuid({ message: 'integrations.validation.company' })
    .nullish()
    .transform((value) => value ?? null),
  scopes: z
    .array(z.enum(KEY_SCOPES, { message: 'integrations.validation.scopes' }))
    .min(1, 'integrations.validation.scopes')
    .transform((scopes) => [...new Set(scopes)]),
  requestsPerMinute: z.coerce
    .number({ message: 'integrations.validation.requestsPerMinute' })
    .int('integrations.validation.requestsPerMinute')
    .min(1, 'integrations.validation.requestsPerMinute')
    .max(MAX_REQUESTS_PER_MINUTE, 'integrations.validation.requestsPerMinute')
    .default(DEFAULT_REQUESTS_PER_MINUTE),
  expiresAt: z.iso
    .datetime({ offset: true, message: 'integrations.validation.expiresAt' })
    .nullish()
    .transform((value) => (value ? new Date(value) : null)),
});
export type KeyInput = z.input<typeof keyInput>;
export type KeyValues = z.output<typeof keyInput>;

export const listKeysQuery = pageQuery.extend({
  companyId: z.uuid().optional(),
  status: z.enum(['active', 'all']).default('active'),
});
export type KeyListFilter = z.output<typeof listKeysQuery>;

/** A rotation: a new secret now, the old one still accepted for `graceHours` (0: refused at once). */
export const rotateKeyInput = z.object({
  graceHours: z.coerce
    .number({ message: 'integrations.validation.graceHours' })
    .int('integrations.validation.graceHours')
    .min(0, 'integrations.validation.graceHours')
    .max(MAX_GRACE_HOURS, 'integrations.validation.graceHours'),
});
export type RotateKeyValues = z.output<typeof rotateKeyInput>;

export const listKeyRequestsQuery = pageQuery;
export type KeyRequestFilter = z.output<typeof listKeyRequestsQuery>;
